import type {RemoteCollectorEntry} from '../model';
import {remoteCollectorGotchas} from './cpu';

const time: RemoteCollectorEntry = {
  kind: 'remoteCollector',
  key: 'time',
  title: 'Time',
  summary: 'Runs the time host collector on every selected node of the cluster, from a pod.',
  goType: {name: 'RemoteTime', source: 'pkg/apis/troubleshoot/v1beta2/remote_collector_shared.go#RemoteTime'},
  hostCollector: 'time',
  fields: [],
  gotchas: remoteCollectorGotchas,
};

export default time;
