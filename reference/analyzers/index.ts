import type {AnalyzerEntry} from '../model';
import cephStatus from './cephStatus';
import certificates from './certificates';
import clickhouse from './clickhouse';
import clusterContainerStatuses from './clusterContainerStatuses';
import clusterPodStatuses from './clusterPodStatuses';
import clusterResource from './clusterResource';
import clusterVersion from './clusterVersion';
import configMap from './configMap';
import containerRuntime from './containerRuntime';
import customResourceDefinition from './customResourceDefinition';
import deploymentStatus from './deploymentStatus';
import distribution from './distribution';
import event from './event';
import goldpinger from './goldpinger';
import http from './http';
import imagePullSecret from './imagePullSecret';
import ingress from './ingress';
import ingressClass from './ingressClass';
import jobStatus from './jobStatus';
import jsonCompare from './jsonCompare';
import longhorn from './longhorn';
import mssql from './mssql';
import mysql from './mysql';
import nodeMetrics from './nodeMetrics';
import nodeResources from './nodeResources';
import postgres from './postgres';
import redis from './redis';
import registryImages from './registryImages';
import replicasetStatus from './replicasetStatus';
import s3Status from './s3Status';
import secret from './secret';
import statefulsetStatus from './statefulsetStatus';
import storageClass from './storageClass';
import sysctl from './sysctl';
import textAnalyze from './textAnalyze';
import velero from './velero';
import weaveReport from './weaveReport';
import yamlCompare from './yamlCompare';

/** Every in-cluster analyzer (`spec.analyzers[]`), one module per spec key: the only list of them. */
const analyzers: readonly AnalyzerEntry[] = [
  cephStatus,
  certificates,
  clickhouse,
  clusterContainerStatuses,
  clusterPodStatuses,
  clusterResource,
  clusterVersion,
  configMap,
  containerRuntime,
  customResourceDefinition,
  deploymentStatus,
  distribution,
  event,
  goldpinger,
  http,
  imagePullSecret,
  ingress,
  ingressClass,
  jobStatus,
  jsonCompare,
  longhorn,
  mssql,
  mysql,
  nodeMetrics,
  nodeResources,
  postgres,
  redis,
  registryImages,
  replicasetStatus,
  s3Status,
  secret,
  statefulsetStatus,
  storageClass,
  sysctl,
  textAnalyze,
  velero,
  weaveReport,
  yamlCompare,
];

export default analyzers;
