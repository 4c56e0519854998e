import type {HostAnalyzerEntry} from '../model';
import certificate from './certificate';
import certificatesCollection from './certificatesCollection';
import hostServices from './hostServices';
import jsonCompare from './jsonCompare';
import registryImages from './registryImages';
import systemPackages from './systemPackages';
import textAnalyze from './textAnalyze';
import http from './http';
import httpLoadBalancer from './httpLoadBalancer';
import ipv4Interfaces from './ipv4Interfaces';
import networkNamespaceConnectivity from './networkNamespaceConnectivity';
import subnetAvailable from './subnetAvailable';
import subnetContainsIP from './subnetContainsIP';
import tcpConnect from './tcpConnect';
import tcpLoadBalancer from './tcpLoadBalancer';
import tcpPortStatus from './tcpPortStatus';
import udpPortStatus from './udpPortStatus';
import blockDevices from './blockDevices';
import cpu from './cpu';
import diskUsage from './diskUsage';
import filesystemPerformance from './filesystemPerformance';
import hostOS from './hostOS';
import kernelConfigs from './kernelConfigs';
import kernelModules from './kernelModules';
import memory from './memory';
import sysctl from './sysctl';
import time from './time';

/** Every host analyzer (`spec.hostAnalyzers[]`, HostPreflight and HostCollector `spec.analyzers[]`), one module per key: the only list of them. */
const hostAnalyzers: readonly HostAnalyzerEntry[] = [
  blockDevices,
  certificate,
  certificatesCollection,
  cpu,
  diskUsage,
  filesystemPerformance,
  hostOS,
  hostServices,
  http,
  httpLoadBalancer,
  ipv4Interfaces,
  jsonCompare,
  kernelConfigs,
  kernelModules,
  memory,
  networkNamespaceConnectivity,
  registryImages,
  subnetAvailable,
  subnetContainsIP,
  sysctl,
  systemPackages,
  tcpConnect,
  tcpLoadBalancer,
  tcpPortStatus,
  textAnalyze,
  time,
  udpPortStatus,
];

export default hostAnalyzers;
