import type {RemoteCollectorEntry} from '../model';
import host from '../host-collectors/tcpLoadBalancer';
import {remoteInPreflightGotchas} from './certificate';

const tcpLoadBalancer: RemoteCollectorEntry = {
  kind: 'remoteCollector',
  key: 'tcpLoadBalancer',
  title: 'TCP load balancer',
  summary: 'Runs the tcpLoadBalancer host collector in a pod on every selected node, to test that the load balancer forwards to each of them.',
  goType: {name: 'RemoteTCPLoadBalancer', source: 'pkg/apis/troubleshoot/v1beta2/remote_collector_shared.go#RemoteTCPLoadBalancer'},
  hostCollector: 'tcpLoadBalancer',
  fields: host.fields,
  gotchas: [
    {
      title: 'Thirty seconds for everything',
      text: '`preflight --request-timeout` (30 seconds by default) bounds the whole remote run of the collector: pod creation, image pull and the test. A load balancer test that keeps retrying past it makes the collector fail on every node. Set `timeout` well below it, or raise `--request-timeout`.',
      source: ['pkg/collect/remote_collector.go#RemoteCollector.RunCollectorSync', 'pkg/collect/runner.go#GetContainerLogs', 'pkg/preflight/run.go#collectRemote'],
    },
    {
      title: 'Every node listens at once',
      text: 'The pods run on all selected nodes in parallel, each listening on `port` in the node\'s network namespace with its own token. A connection that the load balancer sends to another node reaches a listener that does not know its token and closes it without an answer, and the sender tries again; each node needs one connection that lands on itself.',
      source: ['pkg/collect/remote_collector.go#RemoteCollector.RunRemote', 'pkg/collect/host_network.go#handleTestConnection'],
    },
    ...remoteInPreflightGotchas,
  ],
};

export default tcpLoadBalancer;
