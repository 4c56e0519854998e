import type {HostCollectorEntry} from '../model';
import {failureNote, fixedFileGotcha} from './cpu';

const collect = 'pkg/collect/host_memory.go#CollectHostMemory.Collect';

const memory: HostCollectorEntry = {
  kind: 'hostCollector',
  key: 'memory',
  title: 'Memory',
  summary: 'Records the total memory of the machine it runs on, in bytes.',
  goType: {name: 'Memory', source: 'pkg/apis/troubleshoot/v1beta2/hostcollector_shared.go#Memory'},
  fields: [],
  outputs: [
    {
      path: 'host-collectors/system/memory.json',
      format: 'json',
      description:
        'One number, `total`: the memory the operating system reports as its total (on Linux, `MemTotal` of `/proc/meminfo`), in bytes. Free or available memory is not recorded.',
      sample: '{"total":16421842944}',
    },
  ],
  requirements: {
    root: 'no',
    platforms: ['linux', 'darwin'],
    notes: [
      {text: 'Reads the operating system\'s memory counters; nothing is installed or run.', source: [collect]},
      failureNote('Amount of Memory', collect),
    ],
  },
  sideEffects: [],
  gotchas: [
    {
      title: 'Less than the installed memory',
      text: 'On Linux the total is `MemTotal` from `/proc/meminfo`, the memory the kernel manages, which is below the memory installed or assigned to a virtual machine by what the firmware and kernel keep for themselves. A condition at exactly the nominal size, such as `< 16Gi` on a 16 GiB machine, therefore holds; set thresholds somewhat below the size you ask for. On macOS the total is the installed memory.',
      source: [collect],
    },
    fixedFileGotcha('host-collectors/system/memory.json', collect),
  ],
};

export default memory;
