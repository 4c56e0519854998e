import type {HostAnalyzerEntry} from '../model';
import {firstMatchOrder, inPodGotcha, missingFileGotcha, noResultWhenNothingMatches} from './cpu';

const analyze = 'pkg/analyze/host_block_devices.go#AnalyzeHostBlockDevices.Analyze';
const compare = 'pkg/analyze/host_block_devices.go#compareHostBlockDevicesConditionalToActual';
const eligible = 'pkg/analyze/host_block_devices.go#isEligibleBlockDevice';

const blockDevices: HostAnalyzerEntry = {
  kind: 'hostAnalyzer',
  key: 'blockDevices',
  title: 'Block devices',
  summary: 'Counts the unused block devices whose name matches a pattern, for example disks left empty for a storage system, and compares the count with a number.',
  goType: {name: 'BlockDevicesAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/hostanalyzer_shared.go#BlockDevicesAnalyze'},
  fields: [
    {
      name: 'collectorName',
      type: 'string',
      description: 'Accepted but not used: the analyzer always reads `host-collectors/system/block_devices.json`.',
    },
    {
      name: 'minimumAcceptableSize',
      type: 'integer',
      default: '0',
      description: 'The smallest device to count, in bytes, such as `107374182400` for 100 GiB. `0` counts devices of any size.',
      notes: [
        {
          text: 'A plain, unquoted number of bytes. A quantity such as `100Gi`, or any quoted value, does not decode into this number field, and the whole spec document is then dropped: `preflight` and `support-bundle` skip it without saying why, and `support-bundle analyze` stops with `failed to decode analyzers`.',
          source: [
            'pkg/apis/troubleshoot/v1beta2/hostanalyzer_shared.go#BlockDevicesAnalyze',
            'pkg/loader/loader.go#specLoader.loadFromSplitDocs',
            'pkg/analyze/download.go#parseAnalyzers',
          ],
        },
      ],
    },
    {
      name: 'includeUnmountedPartitions',
      type: 'boolean',
      default: 'false',
      description: 'Also count partitions (type `part`), not only whole disks. They must still be free: no file system, no mount point.',
    },
    {
      name: 'additionalDeviceTypes',
      type: 'string[]',
      description: 'More `lsblk` types to count, such as `lvm` or `loop`.',
    },
  ],
  reads: [
    {
      path: 'host-collectors/system/block_devices.json',
      writtenBy: ['blockDevices'],
      description: 'Every block device with its type, size, file system, mount point and parent. When it is missing, the analyzer reads `host-collectors/system/node_list.json` and one file per node instead (see Gotchas).',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'block-devices',
    examples: ['sdb > 0', '.* >= 1', '^nvme[0-9]+n1$ == 2', 'sd[b-z] < 2'],
    order: firstMatchOrder(compare),
    noMatch: noResultWhenNothingMatches,
  },
  gotchas: [
    {
      title: 'Only unused devices count',
      text: 'A device is counted when its name matches and it is a whole disk (or a partition with `includeUnmountedPartitions`, or one of `additionalDeviceTypes`), is at least `minimumAcceptableSize` bytes, has no file system signature and no mount point, is neither read-only nor removable, and no other device names it as parent. A disk that has partitions, or that still carries the signature of an old file system, does not count until it is wiped.',
      source: [eligible, 'pkg/analyze/host_block_devices.go#isEligibleDeviceType'],
    },
    {
      title: 'The pattern is not anchored',
      text: '`sd > 0` matches `sda`, `sdb` and `sdaa`; write `^sdb$` for one device. The pattern cannot contain a space, since the condition is split on single spaces.',
      source: [compare],
    },
    missingFileGotcha(analyze),
    inPodGotcha('host-collectors/system', 'block_devices.json', analyze),
  ],
};

export default blockDevices;
