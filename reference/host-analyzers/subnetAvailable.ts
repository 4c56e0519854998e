import type {HostAnalyzerEntry} from '../model';
import {hostFirstMatch, hostNoMatch, missingFileGotcha, perNodeGotcha} from './tcpPortStatus';

const subnetAvailable: HostAnalyzerEntry = {
  kind: 'hostAnalyzer',
  key: 'subnetAvailable',
  title: 'Subnet available',
  summary: 'Picks an outcome from the answer of the subnetAvailable collector: `a-subnet-is-available` or `no-subnet-available`.',
  goType: {name: 'SubnetAvailableAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/hostanalyzer_shared.go#SubnetAvailableAnalyze'},
  fields: [
    {
      name: 'collectorName',
      type: 'string',
      default: 'result',
      description: 'The `collectorName` of the subnetAvailable collector whose file to read: the analyzer opens `host-collectors/subnetAvailable/<collectorName>.json`.',
    },
  ],
  reads: [
    {
      path: 'host-collectors/subnetAvailable/<collectorName>.json',
      writtenBy: ['subnetAvailable'],
      description: 'The range, the block size and the answer. Only `status` is compared.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'status-literal-subnet',
    examples: ['a-subnet-is-available', 'no-subnet-available'],
    order: hostFirstMatch('A word the collector never writes does not cause an error; that outcome just never holds.'),
    noMatch: hostNoMatch,
  },
  gotchas: [
    {
      title: 'The default name is `result`',
      text: 'Without `collectorName`, collector and analyzer both use `result.json`, a name the host `http` collector uses too, though in another directory. Name each pair explicitly when you check more than one range.',
      source: ['pkg/analyze/host_subnetavailable.go#AnalyzeHostSubnetAvailable.Analyze', 'pkg/collect/host_subnetavailable.go#CollectHostSubnetAvailable.Collect'],
    },
    missingFileGotcha('subnetAvailable'),
    perNodeGotcha(
      'host-collectors/subnetAvailable/<collectorName>.json',
      'host-collectors/subnetAvailable/<node>/<collectorName>.json',
      'host-collectors/<node>/subnetAvailable/<collectorName>.json',
    ),
  ],
};

export default subnetAvailable;
