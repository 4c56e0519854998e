import type {HostAnalyzerEntry} from '../model';
import {hostFirstMatch, hostNoMatch, perNodeGotcha} from './tcpPortStatus';

const analyze = 'pkg/analyze/host_ipv4interfaces.go#AnalyzeHostIPV4Interfaces.Analyze';

const ipv4Interfaces: HostAnalyzerEntry = {
  kind: 'hostAnalyzer',
  key: 'ipv4Interfaces',
  title: 'IPv4 interfaces',
  summary: 'Compares the number of interfaces the ipv4Interfaces collector listed with a whole number.',
  goType: {name: 'IPV4InterfacesAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/hostanalyzer_shared.go#IPV4InterfacesAnalyze'},
  fields: [
    {
      name: 'collectorName',
      type: 'string',
      description: 'Accepted but not used: the analyzer always reads `host-collectors/system/ipv4Interfaces.json`.',
      notes: [
        {
          text: 'The path is fixed on both sides, so a `collectorName` on the collector or here changes nothing.',
          source: [analyze, 'pkg/collect/host_ipv4interfaces.go#CollectHostIPV4Interfaces.Collect'],
        },
      ],
    },
  ],
  reads: [
    {
      path: 'host-collectors/system/ipv4Interfaces.json',
      writtenBy: ['ipv4Interfaces'],
      description: 'The list of interfaces that are up, are not loopback and have an IPv4 address. Only the length of the list is used.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'ipv4-count',
    examples: ['count == 0', 'count >= 1', 'count > 1', 'count = 2'],
    order: hostFirstMatch(
      'A `when` that does not parse stops the analyzer when its outcome is reached, and the check becomes a fail whose message starts with `Analyzer Failed:`.',
    ),
    noMatch: hostNoMatch,
  },
  gotchas: [
    {
      title: 'Only a count',
      text: 'The analyzer can count the interfaces and nothing else: it cannot check a name, an MTU or an address. To require a specific interface, point `textAnalyze` at the same file with a regular expression such as `"Name":"eth0"`.',
      source: ['pkg/analyze/host_ipv4interfaces.go#compareHostIPV4InterfacesConditionalToActual'],
    },
    {
      title: 'No `!=`, and exact spacing',
      text: 'Write `count >= 1`, not `count != 0`, `count>=1` or `Count >= 1`. Each of those is an error that turns the check into an `Analyzer Failed` fail result.',
      source: ['pkg/analyze/host_ipv4interfaces.go#compareHostIPV4InterfacesConditionalToActual', 'pkg/analyze/analyzer.go#HostAnalyze'],
    },
    {
      title: 'No file, no result',
      text: 'Without an `ipv4Interfaces` collector in the spec, the analyzer finds no file and gives no result at all.',
      source: ['pkg/analyze/collected_contents.go#retrieveCollectedContents', analyze],
    },
    perNodeGotcha(
      'host-collectors/system/ipv4Interfaces.json',
      'host-collectors/system/<node>/ipv4Interfaces.json',
      'host-collectors/<node>/system/ipv4Interfaces.json',
    ),
  ],
};

export default ipv4Interfaces;
