import type {RemoteCollectorEntry} from '../model';
import certificate from './certificate';
import hostServices from './hostServices';
import systemPackages from './systemPackages';
import http from './http';
import httpLoadBalancer from './httpLoadBalancer';
import ipv4Interfaces from './ipv4Interfaces';
import subnetAvailable from './subnetAvailable';
import tcpConnect from './tcpConnect';
import tcpLoadBalancer from './tcpLoadBalancer';
import tcpPortStatus from './tcpPortStatus';
import udpPortStatus from './udpPortStatus';
import blockDevices from './blockDevices';
import cpu from './cpu';
import diskUsage from './diskUsage';
import filesystemPerformance from './filesystemPerformance';
import hostOS from './hostOS';
import kernelModules from './kernelModules';
import memory from './memory';
import time from './time';

/** Every remote collector (HostPreflight `spec.remoteCollectors[]`, RemoteCollector `spec.collectors[]`), one module per key: the only list of them. */
const remoteCollectors: readonly RemoteCollectorEntry[] = [
  blockDevices,
  certificate,
  cpu,
  diskUsage,
  filesystemPerformance,
  hostOS,
  hostServices,
  http,
  httpLoadBalancer,
  ipv4Interfaces,
  kernelModules,
  memory,
  subnetAvailable,
  systemPackages,
  tcpConnect,
  tcpLoadBalancer,
  tcpPortStatus,
  time,
  udpPortStatus,
];

export default remoteCollectors;
