import type {RemoteCollectorEntry} from '../model';
import host from '../host-collectors/ipv4Interfaces';
import {remoteInPreflightGotchas} from './certificate';

const ipv4Interfaces: RemoteCollectorEntry = {
  kind: 'remoteCollector',
  key: 'ipv4Interfaces',
  title: 'IPv4 interfaces',
  summary: 'Runs the ipv4Interfaces host collector in a pod on every selected node, to list the interfaces of each.',
  goType: {name: 'RemoteIPV4Interfaces', source: 'pkg/apis/troubleshoot/v1beta2/remote_collector_shared.go#RemoteIPV4Interfaces'},
  hostCollector: 'ipv4Interfaces',
  fields: host.fields,
  gotchas: [
    {
      title: 'The node\'s interfaces',
      text: 'The pod shares the node\'s network namespace, so the list holds the node\'s interfaces, not the pod\'s.',
      source: ['pkg/collect/runner.go#createCollectorPod'],
    },
    ...remoteInPreflightGotchas,
  ],
};

export default ipv4Interfaces;
