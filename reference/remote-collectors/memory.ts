import type {RemoteCollectorEntry} from '../model';
import {remoteCollectorGotchas} from './cpu';

const memory: RemoteCollectorEntry = {
  kind: 'remoteCollector',
  key: 'memory',
  title: 'Memory',
  summary: 'Runs the memory host collector on every selected node of the cluster, from a pod.',
  goType: {name: 'RemoteMemory', source: 'pkg/apis/troubleshoot/v1beta2/remote_collector_shared.go#RemoteMemory'},
  hostCollector: 'memory',
  fields: [],
  gotchas: remoteCollectorGotchas,
};

export default memory;
