import type {HostAnalyzerEntry} from '../model';
import {firstMatchOrder, inPodGotcha, missingFileGotcha, noResultWhenNothingMatches} from './cpu';

const analyze = 'pkg/analyze/host_sysctl.go#AnalyzeHostSysctl.Analyze';
const check = 'pkg/analyze/host_sysctl.go#AnalyzeHostSysctl.CheckCondition';

const sysctl: HostAnalyzerEntry = {
  kind: 'hostAnalyzer',
  key: 'sysctl',
  title: 'Sysctl',
  summary: 'Compares one kernel parameter of the machine, from the `sysctl -a` output the sysctl host collector saved, with a value.',
  goType: {name: 'HostSysctlAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/hostanalyzer_shared.go#HostSysctlAnalyze'},
  fields: [
    {
      name: 'collectorName',
      type: 'string',
      description: 'Accepted but not used: the analyzer always reads `host-collectors/system/sysctl.json`.',
    },
  ],
  reads: [
    {
      path: 'host-collectors/system/sysctl.json',
      writtenBy: ['sysctl'],
      description: 'Every kernel parameter with its value as text. When it is missing, the analyzer reads `host-collectors/system/node_list.json` and one file per node instead (see Gotchas).',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'sysctl-host',
    examples: ['net.ipv4.ip_forward = 1', 'net.ipv4.ip_forward == 0', 'vm.max_map_count < 262144', 'fs.inotify.max_user_instances >= 8192'],
    order: firstMatchOrder(check),
    noMatch: noResultWhenNothingMatches,
  },
  gotchas: [
    {
      title: 'A missing parameter is an error',
      text: 'When the parameter named in a `when` is not in the collected output (a typo, a module that is not loaded, or a parameter only root can read), the check fails with `Analyzer Failed: ... kernel parameter "<name>" does not exist`. The in-cluster sysctl analyzer treats the same case as false.',
      source: [check],
    },
    {
      title: 'Text for `=`, numbers for the rest',
      text: '`=` compares the text exactly, so `net.ipv4.tcp_rmem = 4096 131072 6291456` never holds: the values are separated by tabs. `<`, `<=`, `>` and `>=` need whole numbers on both sides and fail the check for a parameter with several values.',
      source: [check],
    },
    {
      title: 'No `!=`',
      text: 'The operator is captured by the pattern `[><=]=*`, so `!=` cannot even be written: `net.ipv4.ip_forward != 1` does not match the pattern and fails the check. Put a fail on the value you do not want, then a pass without `when`.',
      source: [check, 'pkg/analyze/sysctl.go#sysctlWhenRX'],
    },
    missingFileGotcha(analyze),
    inPodGotcha('host-collectors/system', 'sysctl.json', analyze),
  ],
};

export default sysctl;
