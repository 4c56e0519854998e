import type {HostAnalyzerEntry} from '../model';
import {hostFirstMatch, hostNoMatch} from './tcpPortStatus';

const analyze = 'pkg/analyze/host_subnetcontainsip.go#AnalyzeHostSubnetContainsIP.Analyze';

const subnetContainsIP: HostAnalyzerEntry = {
  kind: 'hostAnalyzer',
  key: 'subnetContainsIP',
  title: 'Subnet contains IP',
  summary: 'Checks whether an IP address lies inside a CIDR range, both given in the spec; it reads nothing from the machine or the bundle.',
  goType: {name: 'SubnetContainsIPAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/hostanalyzer_shared.go#SubnetContainsIPAnalyze'},
  fields: [
    {
      name: 'cidr',
      type: 'string',
      required: true,
      format: 'cidr',
      description: 'The range, such as `10.96.0.0/12`. IPv4 and IPv6 both work.',
      notes: [
        {
          text: 'An address of the other family (an IPv4 `ip` with an IPv6 `cidr`, or the reverse) is simply not contained: the answer is `false`, with no error.',
          source: [analyze],
        },
        {
          text: 'A value that does not parse as a CIDR makes the check a fail result reading `Analyzer Failed: analyze: failed to parse CIDR ...`.',
          source: [analyze, 'pkg/analyze/analyzer.go#HostAnalyze'],
        },
      ],
    },
    {
      name: 'ip',
      type: 'string',
      required: true,
      description: 'The address to test, such as `10.96.0.10`, without a prefix length.',
      notes: [
        {
          text: 'A value that does not parse, including one with `/32` on the end, makes the check a fail result reading `Analyzer Failed: analyze: failed to parse IP address ...`.',
          source: [analyze, 'pkg/analyze/analyzer.go#HostAnalyze'],
        },
      ],
    },
    {
      name: 'collectorName',
      type: 'string',
      description: 'Accepted but not used: there is no file to read.',
    },
  ],
  reads: [],
  outcomes: {
    hasOutcomes: true,
    when: 'bool-literal',
    examples: ['true', 'false'],
    order: hostFirstMatch(
      'Any `when` other than `true`, `false` or empty stops the analyzer when its outcome is reached, and the check becomes a fail reading `Analyzer Failed: ... unknown condition`.',
    ),
    noMatch: hostNoMatch,
  },
  gotchas: [
    {
      title: 'Exactly `true` or `false`',
      text: 'The words are compared as written: `"True"`, `"1"` or `"yes"` is an error, not a boolean. Quote them in YAML so they stay strings: an unquoted `true` is a YAML boolean, the spec document no longer decodes, and `preflight` skips the whole document without saying why.',
      source: ['pkg/analyze/host_subnetcontainsip.go#AnalyzeHostSubnetContainsIP.CheckCondition', 'pkg/apis/troubleshoot/v1beta2/outcome.go#SingleOutcome', 'pkg/loader/loader.go#specLoader.loadFromSplitDocs'],
    },
    {
      title: 'Useful with templated values',
      text: 'Both values come from the spec, so the analyzer is most useful when a HostPreflight is generated with values that a person typed, such as a node address and the pod network of an installer. With two literal values the answer never changes.',
      source: [analyze],
    },
    {
      title: 'A HostPreflight still needs a collector',
      text: 'The analyzer reads no file, so it gives its result even when every collector failed. But `preflight` refuses a HostPreflight whose `collectors` list is empty: it prints `No collectors found` and exits with code 0 without running any analyzer. Add a cheap collector such as `ipv4Interfaces: {}`.',
      source: [analyze, 'pkg/preflight/validate_specs.go#validateHostPreflightSpecItems', 'pkg/preflight/run.go#RunPreflights'],
    },
  ],
};

export default subnetContainsIP;
