import type {RemoteCollectorEntry} from '../model';
import host from '../host-collectors/tcpPortStatus';
import {remoteInPreflightGotchas} from './certificate';

const tcpPortStatus: RemoteCollectorEntry = {
  kind: 'remoteCollector',
  key: 'tcpPortStatus',
  title: 'TCP port status',
  summary: 'Runs the tcpPortStatus host collector in a pod on every selected node, to test whether a TCP port is free there.',
  goType: {name: 'RemoteTCPPortStatus', source: 'pkg/apis/troubleshoot/v1beta2/remote_collector_shared.go#RemoteTCPPortStatus'},
  hostCollector: 'tcpPortStatus',
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

export default tcpPortStatus;
