import type {Behaviour, HostCollectorEntry} from '../model';

const collect = 'pkg/collect/host_cpu.go#CollectHostCPU.Collect';

/**
 * Where a failure of a host collector shows up: the error file a support bundle writes, and the
 * analyzers that then find no data. Shared by the host collectors of the system pages.
 */
export function failureNote(defaultTitle: string, collectSource: string): Behaviour {
  return {
    text: `When the collector fails, no data file is written. A support bundle run on the machine saves the error as \`host-collectors/errors/<title>-error.json\` instead, where the title is \`collectorName\` or \`${defaultTitle}\`; \`preflight\` only prints it while it runs.`,
    source: [collectSource, 'pkg/supportbundle/collect.go#runLocalHostCollectors', 'pkg/preflight/collect.go#CollectHostWithContext'],
  };
}

/** The file name of a system collector never depends on `collectorName`. */
export function fixedFileGotcha(file: string, collectSource: string): Behaviour {
  return {
    title: 'One file per machine',
    text: `The output is always \`${file}\`; \`collectorName\` only changes the title in progress messages and error files. A second collector of the same kind in one spec overwrites the file of the first.`,
    source: [collectSource],
  };
}

const cpu: HostCollectorEntry = {
  kind: 'hostCollector',
  key: 'cpu',
  title: 'CPU',
  summary: 'Records the number of logical and physical CPUs, the CPU flags and the machine architecture of the machine it runs on.',
  goType: {name: 'CPU', source: 'pkg/apis/troubleshoot/v1beta2/hostcollector_shared.go#CPU'},
  fields: [],
  outputs: [
    {
      path: 'host-collectors/system/cpu.json',
      format: 'json',
      description:
        '`logicalCount` (hardware threads), `physicalCount` (cores), `flags` (every CPU flag found on any CPU, each once, in the order first seen) and `machineArch` (the architecture the kernel reports, such as `x86_64` or `aarch64`).',
      sample: '{"logicalCount":8,"physicalCount":4,"flags":["fpu","sse2","ssse3","sse4_1","sse4_2","popcnt","avx","avx2"],"machineArch":"x86_64"}',
    },
  ],
  requirements: {
    root: 'no',
    platforms: ['linux', 'darwin'],
    notes: [
      {
        text: 'Reads what the operating system reports about its processors; nothing is installed or run. A failure to read any of the four values stops the collector with no file.',
        source: [collect],
      },
      failureNote('CPU Info', collect),
    ],
  },
  sideEffects: [],
  gotchas: [fixedFileGotcha('host-collectors/system/cpu.json', collect)],
};

export default cpu;
