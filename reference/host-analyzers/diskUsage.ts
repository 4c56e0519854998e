import type {HostAnalyzerEntry} from '../model';
import {firstMatchOrder, inPodGotcha, missingFileGotcha, noResultWhenNothingMatches} from './cpu';

const analyze = 'pkg/analyze/host_disk_usage.go#AnalyzeHostDiskUsage.Analyze';
const compare = 'pkg/analyze/host_disk_usage.go#compareHostDiskUsageConditionalToActual';

const diskUsage: HostAnalyzerEntry = {
  kind: 'hostAnalyzer',
  key: 'diskUsage',
  title: 'Disk usage',
  summary: 'Compares the size, used space or free space of a file system, as a diskUsage collector recorded it, with a size or a percentage.',
  goType: {name: 'DiskUsageAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/hostanalyzer_shared.go#DiskUsageAnalyze'},
  fields: [
    {
      name: 'collectorName',
      type: 'string',
      default: 'diskUsage',
      description: 'The `collectorName` of the diskUsage collector to read: the analyzer opens `host-collectors/diskUsage/<collectorName>.json`.',
      notes: [
        {
          text: 'Both sides fall back to `diskUsage`. Once the collector has a name, give the analyzer the same one; with a different name it finds no file and shows no result.',
          source: [analyze, 'pkg/collect/host_disk_usage.go#CollectHostDiskUsage.Collect'],
        },
      ],
    },
  ],
  reads: [
    {
      path: 'host-collectors/diskUsage/<collectorName>.json',
      writtenBy: ['diskUsage'],
      description: 'The size and used space of the file system that holds the collector\'s `path`.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'disk-usage',
    examples: ['available < 20Gi', 'total < 100G', 'used/total > 80%', 'available/total < 0.1'],
    order: firstMatchOrder(compare),
    noMatch: noResultWhenNothingMatches,
  },
  gotchas: [
    {
      title: '`1.5Gi` is refused, `1.5G` works',
      text: 'Byte values go through the same quantity check as the memory analyzer: binary suffixes with a fraction (`1.5Gi`) or many digits (`100Ti`, any `Pi`) fail with `could not parse quantity`. Write `1536Mi` or `1.5G`. For large disks use a decimal suffix such as `100T`: a binary value only works with few digits (up to `99999Gi` or `99Ti`), so `102400Gi` is refused as well.',
      source: ['pkg/analyze/host_disk_usage.go#doCompareHostDiskUsage'],
    },
    {
      title: 'A plain number is a fraction',
      text: '`used/total > 80` compares with 80, not 80%, and never holds; write `80%` or `0.8`. The percent sign must touch the number: `80 %` is four words and an error.',
      source: ['pkg/analyze/host_disk_usage.go#doCompareHostDiskUsagePercent'],
    },
    {
      title: '`available` includes reserved space',
      text: '`available` is the size minus the used space. On file systems that keep blocks for root it is larger than what ordinary processes can write, and larger than `df` shows.',
      source: [compare, 'pkg/collect/host_disk_usage.go#CollectHostDiskUsage.Collect'],
    },
    missingFileGotcha(analyze),
    inPodGotcha('host-collectors/diskUsage', '<collectorName>.json', analyze),
  ],
};

export default diskUsage;
