import type {HostAnalyzerEntry} from '../model';
import {firstMatchOrder, inPodGotcha, missingFileGotcha, noResultWhenNothingMatches} from './cpu';

const analyze = 'pkg/analyze/host_os_info.go#AnalyzeHostOS.Analyze';
const check = 'pkg/analyze/host_os_info.go#AnalyzeHostOS.CheckCondition';
const fix = 'pkg/analyze/host_os_info.go#fixVersion';

const hostOS: HostAnalyzerEntry = {
  kind: 'hostAnalyzer',
  key: 'hostOS',
  title: 'Host OS',
  summary: 'Checks the distribution and its version, or the kernel version, that the hostOS collector recorded against version ranges.',
  goType: {name: 'HostOSAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/hostanalyzer_shared.go#HostOSAnalyze'},
  fields: [
    {
      name: 'collectorName',
      type: 'string',
      description: 'Accepted but not used: the analyzer always reads `host-collectors/system/hostos_info.json`.',
    },
  ],
  reads: [
    {
      path: 'host-collectors/system/hostos_info.json',
      writtenBy: ['hostOS'],
      description: 'The platform, platform family, platform version and kernel release. When it is missing, the analyzer reads `host-collectors/system/node_list.json` and one file per node instead (see Gotchas).',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'host-os',
    examples: ['ubuntu >= 20.04', 'rhel >= 8 && < 10', 'ubuntu == 20.04 || == 22.04', 'kernelVersion >= 5.8', 'centos-7.9.2009-kernel >= 3.10.0'],
    order: firstMatchOrder(check),
    noMatch: noResultWhenNothingMatches,
  },
  gotchas: [
    {
      title: 'Several distributions need several outcomes',
      text: 'Each condition names one platform or family, and a condition for another distribution is simply false. List one outcome per supported distribution, then a fail without `when` for everything else.',
      source: [check],
    },
    {
      title: '`==` compares the whole version',
      text: 'Short versions are padded with zeros: `centos == 7` means 7.0.0 and does not match CentOS 7.9. Use ranges such as `centos >= 7 && < 8`. Likewise `x` is no wildcard: the analyzer keeps only the leading digits and dots, so `22.x` is read as 22.0.0.',
      source: [check, fix],
    },
    {
      title: 'Build numbers are ignored',
      text: 'Only the leading digits and dots of a version count, for the recorded versions as for yours: the kernel release `5.15.0-91-generic` is compared as 5.15.0 and `4.18.0-372.el8` as 4.18.0, so two builds of the same kernel version cannot be told apart.',
      source: [fix],
    },
    {
      title: '`&&` binds tighter than `||`',
      text: '`rhel >= 8 && < 9 || >= 9.2` means "8.x, or 9.2 and later". Each `&&` or `||` starts a new group of three words, and the first name applies to all of them.',
      source: [check],
    },
    {
      title: 'An unreadable distribution version is an error',
      text: 'When the named platform matches but its recorded version does not start with a digit (a code name instead of a number, for example), the analyzer fails with `Analyzer Failed: ... failed to parse tolerant`.',
      source: [check, fix],
    },
    missingFileGotcha(analyze),
    inPodGotcha('host-collectors/system', 'hostos_info.json', analyze),
  ],
};

export default hostOS;
