import type {CollectorEntry} from '../model';
import ceph from './ceph';
import certificates from './certificates';
import clickhouse from './clickhouse';
import clusterInfo from './clusterInfo';
import clusterResources from './clusterResources';
import collectd from './collectd';
import configMap from './configMap';
import copy from './copy';
import copyFromHost from './copyFromHost';
import customMetrics from './customMetrics';
import data from './data';
import dns from './dns';
import etcd from './etcd';
import exec from './exec';
import goldpinger from './goldpinger';
import helm from './helm';
import http from './http';
import logs from './logs';
import longhorn from './longhorn';
import mssql from './mssql';
import mysql from './mysql';
import nodeMetrics from './nodeMetrics';
import postgres from './postgres';
import redis from './redis';
import registryImages from './registryImages';
import run from './run';
import runDaemonSet from './runDaemonSet';
import runPod from './runPod';
import s3Status from './s3Status';
import secret from './secret';
import sonobuoy from './sonobuoy';
import supportBundleMetadata from './supportBundleMetadata';
import sysctl from './sysctl';

/** Every in-cluster collector (`spec.collectors[]`), one module per spec key: the only list of them. */
const collectors: readonly CollectorEntry[] = [
  ceph,
  certificates,
  clickhouse,
  clusterInfo,
  clusterResources,
  collectd,
  configMap,
  copy,
  copyFromHost,
  customMetrics,
  data,
  dns,
  etcd,
  exec,
  goldpinger,
  helm,
  http,
  logs,
  longhorn,
  mssql,
  mysql,
  nodeMetrics,
  postgres,
  redis,
  registryImages,
  run,
  runDaemonSet,
  runPod,
  s3Status,
  secret,
  sonobuoy,
  supportBundleMetadata,
  sysctl,
];

export default collectors;
