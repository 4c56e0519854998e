import type {HostCollectorEntry} from '../model';
import kubernetes from './kubernetes';
import certificate from './certificate';
import certificatesCollection from './certificatesCollection';
import copy from './copy';
import hostServices from './hostServices';
import journald from './journald';
import registryImages from './registryImages';
import run from './run';
import systemPackages from './systemPackages';
import dns from './dns';
import http from './http';
import httpLoadBalancer from './httpLoadBalancer';
import ipv4Interfaces from './ipv4Interfaces';
import networkNamespaceConnectivity from './networkNamespaceConnectivity';
import subnetAvailable from './subnetAvailable';
import tcpConnect from './tcpConnect';
import tcpLoadBalancer from './tcpLoadBalancer';
import tcpPortStatus from './tcpPortStatus';
import udpPortStatus from './udpPortStatus';
import blockDevices from './blockDevices';
import cgroups from './cgroups';
import cpu from './cpu';
import diskUsage from './diskUsage';
import filesystemPerformance from './filesystemPerformance';
import hostOS from './hostOS';
import kernelConfigs from './kernelConfigs';
import kernelModules from './kernelModules';
import memory from './memory';
import sysctl from './sysctl';
import time from './time';

/** Every host collector (`spec.hostCollectors[]`, HostPreflight and HostCollector `spec.collectors[]`), one module per key: the only list of them. */
const hostCollectors: readonly HostCollectorEntry[] = [
  blockDevices,
  certificate,
  certificatesCollection,
  cgroups,
  copy,
  cpu,
  diskUsage,
  dns,
  filesystemPerformance,
  hostOS,
  hostServices,
  http,
  httpLoadBalancer,
  ipv4Interfaces,
  journald,
  kernelConfigs,
  kernelModules,
  kubernetes,
  memory,
  networkNamespaceConnectivity,
  registryImages,
  run,
  subnetAvailable,
  sysctl,
  systemPackages,
  tcpConnect,
  tcpLoadBalancer,
  tcpPortStatus,
  time,
  udpPortStatus,
];

export default hostCollectors;
