import type {RemoteCollectorEntry} from '../model';
import host from '../host-collectors/udpPortStatus';
import {remoteInPreflightGotchas} from './certificate';

const udpPortStatus: RemoteCollectorEntry = {
  kind: 'remoteCollector',
  key: 'udpPortStatus',
  title: 'UDP port status',
  summary: 'Runs the udpPortStatus host collector in a pod on every selected node, to test whether a UDP port is free there.',
  goType: {name: 'RemoteUDPPortStatus', source: 'pkg/apis/troubleshoot/v1beta2/remote_collector_shared.go#RemoteUDPPortStatus'},
  hostCollector: 'udpPortStatus',
  fields: host.fields,
  gotchas: [
    {
      title: 'The node\'s ports',
      text: 'The pod shares the node\'s network namespace, so the port is bound and tested on the node itself, with the pod running as root: ports below 1024 work.',
      source: ['pkg/collect/runner.go#createCollectorPod', 'pkg/collect/remote_collector.go#RemoteCollector.toHostCollector'],
    },
    ...remoteInPreflightGotchas,
  ],
};

export default udpPortStatus;
