import type {Field, RemoteCollectorEntry} from '../model';
import host from '../host-collectors/tcpConnect';
import {remoteInPreflightGotchas} from './certificate';

const tcpConnect: RemoteCollectorEntry = {
  kind: 'remoteCollector',
  key: 'tcpConnect',
  title: 'TCP connect',
  summary: 'Runs the tcpConnect host collector in a pod on every selected node, to test a TCP connection from each of them.',
  goType: {name: 'RemoteTCPConnect', source: 'pkg/apis/troubleshoot/v1beta2/remote_collector_shared.go#RemoteTCPConnect'},
  hostCollector: 'tcpConnect',
  fields: host.fields.map(
    (field): Field =>
      field.name === 'address'
        ? {
            ...field,
            notes: [
              {
                text: 'An address without a port, or a name that does not resolve, gives the status `error` with the reason in `message`. The result file is still written; the collector also returns an error, which the `collect` program in the pod does not pass on.',
                source: [
                  'pkg/collect/host_tcp_connect.go#attemptConnect',
                  'pkg/collect/host_tcp_connect.go#CollectHostTCPConnect.Collect',
                  'pkg/collect/collect.go#CollectHost',
                ],
              },
            ],
          }
        : field,
  ),
  gotchas: [
    {
      title: 'From each node',
      text: 'The pod uses the node\'s network namespace, so the connection leaves from the node with its addresses and routes, which is how a check of outbound access from every node is done.',
      source: ['pkg/collect/runner.go#createCollectorPod'],
    },
    ...remoteInPreflightGotchas,
  ],
};

export default tcpConnect;
