import type {RemoteCollectorEntry} from '../model';
import {remoteCollectorGotchas} from './cpu';

const kernelModules: RemoteCollectorEntry = {
  kind: 'remoteCollector',
  key: 'kernelModules',
  title: 'Kernel modules',
  summary: 'Runs the kernelModules host collector on every selected node of the cluster, from a pod.',
  goType: {name: 'RemoteKernelModules', source: 'pkg/apis/troubleshoot/v1beta2/remote_collector_shared.go#RemoteKernelModules'},
  hostCollector: 'kernelModules',
  fields: [],
  gotchas: remoteCollectorGotchas,
};

export default kernelModules;
