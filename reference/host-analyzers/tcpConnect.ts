import type {HostAnalyzerEntry} from '../model';
import {hostFirstMatch, hostNoMatch, missingFileGotcha, perNodeGotcha} from './tcpPortStatus';

const tcpConnect: HostAnalyzerEntry = {
  kind: 'hostAnalyzer',
  key: 'tcpConnect',
  title: 'TCP connect',
  summary: 'Picks an outcome from the status word the tcpConnect collector wrote, such as `connected` or `connection-refused`.',
  goType: {name: 'TCPConnectAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/hostanalyzer_shared.go#TCPConnectAnalyze'},
  fields: [
    {
      name: 'collectorName',
      type: 'string',
      default: 'connect',
      description: 'The `collectorName` of the tcpConnect collector whose file to read: the analyzer opens `host-collectors/connect/<collectorName>.json`.',
    },
  ],
  reads: [
    {
      path: 'host-collectors/connect/<collectorName>.json',
      writtenBy: ['tcpConnect'],
      description: 'The status word and message of one connection attempt. Only `status` is compared.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'status-literal-tcp-connect',
    examples: ['connected', 'connection-refused', 'connection-timeout', 'error'],
    order: hostFirstMatch('A word the collector never writes does not cause an error; that outcome just never holds.'),
    noMatch: hostNoMatch,
  },
  gotchas: [
    {
      title: 'The default name is `connect`',
      text: 'Both the collector and the analyzer fall back to `connect`, not `tcpConnect`. With several `tcpConnect` collectors, give each a `collectorName` and repeat it in its analyzer.',
      source: ['pkg/analyze/host_tcp_connect.go#AnalyzeHostTCPConnect.Analyze', 'pkg/collect/host_tcp_connect.go#CollectHostTCPConnect.Collect'],
    },
    missingFileGotcha('tcpConnect'),
    perNodeGotcha(
      'host-collectors/connect/<collectorName>.json',
      'host-collectors/connect/<node>/<collectorName>.json',
      'host-collectors/<node>/connect/<collectorName>.json',
    ),
  ],
};

export default tcpConnect;
