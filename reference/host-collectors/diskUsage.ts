import type {HostCollectorEntry} from '../model';

const collect = 'pkg/collect/host_disk_usage.go#CollectHostDiskUsage.Collect';
const traverse = 'pkg/collect/host_disk_usage.go#traverseFiletreeDirExists';

const diskUsage: HostCollectorEntry = {
  kind: 'hostCollector',
  key: 'diskUsage',
  title: 'Disk usage',
  summary: 'Records the size and the used space of the file system that holds a path on the machine.',
  goType: {name: 'DiskUsage', source: 'pkg/apis/troubleshoot/v1beta2/hostcollector_shared.go#DiskUsage'},
  fields: [
    {
      name: 'path',
      type: 'string',
      required: true,
      format: 'file-path',
      description:
        'A path on the machine, such as `/var/lib/containerd`. The collector measures the file system the path lives on, not the size of the directory.',
      notes: [
        {
          text: 'The path does not need to exist yet: the collector walks up to the nearest parent that exists (as far as `/`) and measures that, which is what you want before an installation creates the directory.',
          source: [traverse],
        },
        {
          text: 'Left empty, the path is `.`, so the collector measures the file system of the directory the command was started from.',
          source: [traverse, collect],
        },
      ],
    },
  ],
  outputs: [
    {
      path: 'host-collectors/diskUsage/<collectorName>.json',
      format: 'json',
      description:
        '`total_bytes`, the size of the file system, and `used_bytes`, the blocks in use. `<collectorName>` is `diskUsage` when the collector has no name.',
      sample: '{"total_bytes":107321753600,"used_bytes":38654705664}',
    },
  ],
  requirements: {
    root: 'no',
    platforms: ['linux', 'darwin'],
    notes: [
      {
        text: 'Only needs to look up the path: a permission error on the way (other than "does not exist") stops the collector with no file.',
        source: [traverse],
      },
      {
        text: 'When the collector fails, no data file is written. A support bundle run on the machine saves the error as `host-collectors/errors/<collectorName>-error.json` instead (`Disk Usage -error.json`, with a space, when the collector has no name); `preflight` only prints it while it runs.',
        source: [collect, 'pkg/collect/host_disk_usage.go#CollectHostDiskUsage.Title', 'pkg/supportbundle/collect.go#runLocalHostCollectors'],
      },
    ],
  },
  sideEffects: [],
  gotchas: [
    {
      title: 'Name each collector',
      text: 'Two `diskUsage` collectors without `collectorName` both write `host-collectors/diskUsage/diskUsage.json`, and the second replaces the first. Give each path its own `collectorName` and use the same name in the analyzer.',
      source: [collect, 'pkg/analyze/host_disk_usage.go#AnalyzeHostDiskUsage.Analyze'],
    },
    {
      title: 'Free space is not recorded',
      text: 'Only the size and the used space are saved. The analyzer computes `available` as size minus used, which includes the blocks many Linux file systems keep for root, so it is larger than the available space `df` prints.',
      source: [collect, 'pkg/analyze/host_disk_usage.go#compareHostDiskUsageConditionalToActual'],
    },
  ],
};

export default diskUsage;
