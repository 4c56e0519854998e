import type {RemoteCollectorEntry} from '../model';
import {remoteCollectorGotchas} from './cpu';

const hostOS: RemoteCollectorEntry = {
  kind: 'remoteCollector',
  key: 'hostOS',
  title: 'Host OS',
  summary: 'Runs the hostOS host collector on every selected node of the cluster, from a pod.',
  goType: {name: 'RemoteHostOS', source: 'pkg/apis/troubleshoot/v1beta2/remote_collector_shared.go#RemoteHostOS'},
  hostCollector: 'hostOS',
  fields: [],
  gotchas: remoteCollectorGotchas,
};

export default hostOS;
