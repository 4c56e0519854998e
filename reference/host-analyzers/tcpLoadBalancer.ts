import type {HostAnalyzerEntry} from '../model';
import {hostFirstMatch, hostNoMatch, missingFileGotcha, perNodeGotcha} from './tcpPortStatus';

const tcpLoadBalancer: HostAnalyzerEntry = {
  kind: 'hostAnalyzer',
  key: 'tcpLoadBalancer',
  title: 'TCP load balancer',
  summary: 'Picks an outcome from the status word the tcpLoadBalancer collector wrote, such as `connected` or `connection-timeout`.',
  goType: {name: 'TCPLoadBalancerAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/hostanalyzer_shared.go#TCPLoadBalancerAnalyze'},
  fields: [
    {
      name: 'collectorName',
      type: 'string',
      default: 'tcpLoadBalancer',
      description: 'The `collectorName` of the tcpLoadBalancer collector whose file to read: the analyzer opens `host-collectors/tcpLoadBalancer/<collectorName>.json`.',
    },
  ],
  reads: [
    {
      path: 'host-collectors/tcpLoadBalancer/<collectorName>.json',
      writtenBy: ['tcpLoadBalancer'],
      description: 'The status word and message of one load balancer test. Only `status` is compared.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'status-literal-tcp-load-balancer',
    examples: ['connected', 'connection-refused', 'connection-timeout', 'address-in-use', 'invalid-address', 'error'],
    order: hostFirstMatch('A word the collector never writes does not cause an error; that outcome just never holds.'),
    noMatch: hostNoMatch,
  },
  gotchas: [
    {
      title: 'Cover `invalid-address` and `error`',
      text: 'An `address` that is not `host:port`, or whose host has capital letters or is not a valid IPv4 address or DNS name, gives `invalid-address` (an IPv6 address always does). A name that does not resolve, or a `port` below 1024 when not running as root, gives `error`. Outcomes that only name `connected`, `connection-refused` and `connection-timeout` let those cases fall through to no result; end with an outcome without `when`.',
      source: ['pkg/collect/host_network.go#isValidLoadBalancerAddress', 'pkg/collect/host_network.go#checkTCPConnection', 'pkg/analyze/host_analyzer.go#evaluateOutcomes'],
    },
    missingFileGotcha('tcpLoadBalancer'),
    perNodeGotcha(
      'host-collectors/tcpLoadBalancer/<collectorName>.json',
      'host-collectors/tcpLoadBalancer/<node>/<collectorName>.json',
      'host-collectors/<node>/tcpLoadBalancer/<collectorName>.json',
    ),
  ],
};

export default tcpLoadBalancer;
