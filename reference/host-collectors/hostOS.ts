import type {HostCollectorEntry} from '../model';
import {failureNote, fixedFileGotcha} from './cpu';

const collect = 'pkg/collect/host_os_info.go#CollectHostOS.Collect';

const hostOS: HostCollectorEntry = {
  kind: 'hostCollector',
  key: 'hostOS',
  title: 'Host OS',
  summary: 'Records the host name, the distribution and its version, and the kernel release of the machine it runs on.',
  goType: {name: 'HostOS', source: 'pkg/apis/troubleshoot/v1beta2/hostcollector_shared.go#HostOS'},
  fields: [],
  outputs: [
    {
      path: 'host-collectors/system/hostos_info.json',
      format: 'json',
      description:
        '`name` (the host name), `kernelVersion` (the kernel release, as `uname -r` prints it), `platformVersion` (the distribution version), `platform` (the distribution, in lower case: `ubuntu`, `centos`, `rocky`, `redhat`...) and `platformFamily` (`debian`, `rhel`, `suse`...).',
      sample: '{\n "name": "node-1.example.internal",\n "kernelVersion": "5.15.0-91-generic",\n "platformVersion": "22.04",\n "platform": "ubuntu",\n "platformFamily": "debian"\n}',
    },
  ],
  requirements: {
    root: 'no',
    platforms: ['linux', 'darwin'],
    notes: [
      {
        text: 'Asks the operating system for the host name, the distribution and the kernel release, mostly by reading release files such as `/etc/os-release`; nothing is installed. A few commands may run: `/usr/bin/lsb_release` on Linux when `/etc/lsb-release` is missing, and `sw_vers` and `ioreg` on macOS.',
        source: [collect],
      },
      failureNote('Host OS Info', collect),
    ],
  },
  sideEffects: [],
  gotchas: [fixedFileGotcha('host-collectors/system/hostos_info.json', collect)],
};

export default hostOS;
