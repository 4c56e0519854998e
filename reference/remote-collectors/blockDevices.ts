import type {RemoteCollectorEntry} from '../model';
import {remoteCollectorGotchas} from './cpu';

const blockDevices: RemoteCollectorEntry = {
  kind: 'remoteCollector',
  key: 'blockDevices',
  title: 'Block devices',
  summary: 'Runs the blockDevices host collector on every selected node of the cluster, from a pod.',
  goType: {name: 'RemoteBlockDevices', source: 'pkg/apis/troubleshoot/v1beta2/remote_collector_shared.go#RemoteBlockDevices'},
  hostCollector: 'blockDevices',
  fields: [],
  gotchas: remoteCollectorGotchas,
};

export default blockDevices;
