import type {RemoteCollectorEntry} from '../model';
import {remoteCollectorGotchas} from './cpu';

const diskUsage: RemoteCollectorEntry = {
  kind: 'remoteCollector',
  key: 'diskUsage',
  title: 'Disk usage',
  summary: 'Runs the diskUsage host collector on every selected node of the cluster, from a pod.',
  goType: {name: 'RemoteDiskUsage', source: 'pkg/apis/troubleshoot/v1beta2/remote_collector_shared.go#RemoteDiskUsage'},
  hostCollector: 'diskUsage',
  fields: [
    {
      name: 'path',
      type: 'string',
      required: true,
      format: 'file-path',
      description: 'A path on the node, as for the host collector: the file system that holds it (or its nearest existing parent) is measured.',
    },
  ],
  gotchas: remoteCollectorGotchas,
};

export default diskUsage;
