import type {HostCollectorEntry} from '../model';
import {failureNote, fixedFileGotcha} from './cpu';

const collect = 'pkg/collect/host_block_device.go#CollectHostBlockDevices.Collect';
const parse = 'pkg/collect/host_block_device.go#parseLsblkOutput';

const blockDevices: HostCollectorEntry = {
  kind: 'hostCollector',
  key: 'blockDevices',
  title: 'Block devices',
  summary: 'Lists the block devices of the machine (disks, partitions, LVM volumes and the like) with their size, type, file system and mount point, as `lsblk` reports them.',
  goType: {name: 'HostBlockDevices', source: 'pkg/apis/troubleshoot/v1beta2/hostcollector_shared.go#HostBlockDevices'},
  fields: [],
  outputs: [
    {
      path: 'host-collectors/system/block_devices.json',
      format: 'json',
      description:
        'A list with one object per `lsblk` line: `name`, `kernel_name`, `parent_kernel_name` (the device it belongs to, empty for a whole disk), `type` (`disk`, `part`, `lvm`, `loop`, `rom`...), `major`, `minor`, `size` in bytes, `filesystem_type`, `mountpoint`, `serial`, `read_only` and `removable`.',
      sample:
        '[{"name":"sda","kernel_name":"sda","parent_kernel_name":"","type":"disk","major":8,"minor":0,"size":107374182400,"filesystem_type":"","mountpoint":"","serial":"EXAMPLE-0001","read_only":false,"removable":false},\n {"name":"sda1","kernel_name":"sda1","parent_kernel_name":"sda","type":"part","major":8,"minor":1,"size":107372085248,"filesystem_type":"ext4","mountpoint":"/","serial":"","read_only":false,"removable":false},\n {"name":"sdb","kernel_name":"sdb","parent_kernel_name":"","type":"disk","major":8,"minor":16,"size":536870912000,"filesystem_type":"","mountpoint":"","serial":"EXAMPLE-0002","read_only":false,"removable":false}]',
    },
  ],
  requirements: {
    root: 'no',
    platforms: ['linux'],
    notes: [
      {
        text: 'Runs `lsblk --noheadings --bytes --pairs` with a fixed list of columns, so `lsblk` (util-linux) must be on the `PATH`. Without it, or on macOS, the collector fails and writes no file.',
        source: [collect],
      },
      {
        text: 'A line that does not have the expected shape is not an error: it is kept with the fields read before the mismatch and empty values after it.',
        source: [parse],
      },
      failureNote('Block Devices', collect),
    ],
  },
  sideEffects: [],
  gotchas: [fixedFileGotcha('host-collectors/system/block_devices.json', collect)],
};

export default blockDevices;
