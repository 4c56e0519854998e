import type {HostAnalyzerEntry} from '../model';
import {hostFirstMatch, hostNoMatch, missingFileGotcha, perNodeGotcha} from './tcpPortStatus';

const httpLoadBalancer: HostAnalyzerEntry = {
  kind: 'hostAnalyzer',
  key: 'httpLoadBalancer',
  title: 'HTTP load balancer',
  summary: 'Picks an outcome from the status word the httpLoadBalancer collector wrote, such as `connected` or `bind-permission-denied`.',
  goType: {name: 'HTTPLoadBalancerAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/hostanalyzer_shared.go#HTTPLoadBalancerAnalyze'},
  fields: [
    {
      name: 'collectorName',
      type: 'string',
      default: 'httpLoadBalancer',
      description: 'The `collectorName` of the httpLoadBalancer collector whose file to read: the analyzer opens `host-collectors/httpLoadBalancer/<collectorName>.json`.',
    },
  ],
  reads: [
    {
      path: 'host-collectors/httpLoadBalancer/<collectorName>.json',
      writtenBy: ['httpLoadBalancer'],
      description: 'The status word of one load balancer test. Only `status` is compared.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'status-literal-http-load-balancer',
    examples: ['connected', 'connection-refused', 'connection-timeout', 'address-in-use', 'bind-permission-denied', 'error'],
    order: hostFirstMatch('A word the collector never writes does not cause an error; that outcome just never holds.'),
    noMatch: hostNoMatch,
  },
  gotchas: [
    {
      title: 'Different words from `tcpLoadBalancer`',
      text: 'This collector reports a failed bind as `bind-permission-denied` and never writes `invalid-address`: a malformed `address` shows up as `error`, and only after `timeout` has run out, which is one hour when it is not set.',
      source: ['pkg/collect/host_httploadbalancer.go#CollectHostHTTPLoadBalancer.Collect', 'pkg/collect/host_httploadbalancer.go#attemptPOST'],
    },
    missingFileGotcha('httpLoadBalancer'),
    perNodeGotcha(
      'host-collectors/httpLoadBalancer/<collectorName>.json',
      'host-collectors/httpLoadBalancer/<node>/<collectorName>.json',
      'host-collectors/<node>/httpLoadBalancer/<collectorName>.json',
    ),
  ],
};

export default httpLoadBalancer;
