import type {HostAnalyzerEntry} from '../model';
import {hostFirstMatch, hostNoMatch, missingFileGotcha, perNodeGotcha} from './tcpPortStatus';

const udpPortStatus: HostAnalyzerEntry = {
  kind: 'hostAnalyzer',
  key: 'udpPortStatus',
  title: 'UDP port status',
  summary: 'Picks an outcome from the status word the udpPortStatus collector wrote: `connected`, `address-in-use` or `error`.',
  goType: {name: 'UDPPortStatusAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/hostanalyzer_shared.go#UDPPortStatusAnalyze'},
  fields: [
    {
      name: 'collectorName',
      type: 'string',
      default: 'udpPortStatus',
      description: 'The `collectorName` of the udpPortStatus collector whose file to read: the analyzer opens `host-collectors/udpPortStatus/<collectorName>.json`.',
    },
  ],
  reads: [
    {
      path: 'host-collectors/udpPortStatus/<collectorName>.json',
      writtenBy: ['udpPortStatus'],
      description: 'The status word and message of one bind attempt. Only `status` is compared.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'status-literal-udp-port',
    examples: ['connected', 'address-in-use', 'error'],
    order: hostFirstMatch('A word the collector never writes does not cause an error; that outcome just never holds.'),
    noMatch: hostNoMatch,
  },
  gotchas: [
    {
      title: 'Only three words',
      text: 'The UDP collector never writes `connection-refused`, `connection-timeout` or `invalid-address`; outcomes copied from a `tcpPortStatus` check with those words never hold.',
      source: ['pkg/collect/host_udpportstatus.go#CollectHostUDPPortStatus.Collect'],
    },
    missingFileGotcha('udpPortStatus'),
    perNodeGotcha(
      'host-collectors/udpPortStatus/<collectorName>.json',
      'host-collectors/udpPortStatus/<node>/<collectorName>.json',
      'host-collectors/<node>/udpPortStatus/<collectorName>.json',
    ),
  ],
};

export default udpPortStatus;
