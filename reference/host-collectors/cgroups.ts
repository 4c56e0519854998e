import type {HostCollectorEntry} from '../model';
import {failureNote, fixedFileGotcha} from './cpu';

const collect = 'pkg/collect/host_cgroup.go#CollectHostCGroups.Collect';
const discover = 'pkg/collect/host_cgroup_linux.go#discoverConfiguration';
const devices = 'pkg/collect/host_cgroup_linux.go#detectV2DevicesController';
const attach = 'pkg/collect/host_cgroup_linux.go#attachDummyDeviceFilter';
const freezer = 'pkg/collect/host_cgroup_linux.go#detectV2FreezerController';

const cgroups: HostCollectorEntry = {
  kind: 'hostCollector',
  key: 'cgroups',
  title: 'Control groups',
  summary: 'Finds out whether the machine uses cgroup v1 or v2 and which controllers (cpu, memory, pids, devices, freezer...) are available.',
  goType: {name: 'HostCGroups', source: 'pkg/apis/troubleshoot/v1beta2/hostcollector_shared.go#HostCGroups'},
  fields: [
    {
      name: 'mountPoint',
      type: 'string',
      default: '/sys/fs/cgroup',
      format: 'file-path',
      description: 'Where the cgroup file system is mounted.',
      notes: [
        {
          text: 'A cgroup2 file system there means v2; a cgroup or tmpfs file system means v1, whose controllers are then read from `/proc/cgroups`. Any other file system type fails the collector, and a path that does not exist gives a file with everything disabled.',
          source: [discover],
        },
      ],
    },
  ],
  outputs: [
    {
      path: 'host-collectors/system/cgroups.json',
      format: 'json',
      description:
        '`cgroup-enabled`, then `cgroup-v1` and `cgroup-v2`, each with `enabled`, `mountPoint` and a sorted list of `controllers`, and `allControllers`, the union of both lists. Only one version is ever filled in, the one mounted at `mountPoint`.',
      sample:
        '{\n  "cgroup-enabled": true,\n  "cgroup-v1": {"enabled": false, "mountPoint": "", "controllers": []},\n  "cgroup-v2": {"enabled": true, "mountPoint": "/sys/fs/cgroup", "controllers": ["cpu", "cpuacct", "cpuset", "devices", "freezer", "hugetlb", "io", "memory", "pids"]},\n  "allControllers": ["cpu", "cpuacct", "cpuset", "devices", "freezer", "hugetlb", "io", "memory", "pids"]\n}',
    },
  ],
  requirements: {
    root: 'partial',
    platforms: ['linux'],
    notes: [
      {
        text: 'With cgroup v2, finding the `devices` controller means creating a cgroup and attaching an eBPF program to it, which needs root. Run as another user, the permission error is taken to mean the controller exists, so `devices` is listed without having been checked.',
        source: [devices, attach],
      },
      {
        text: 'The `freezer` controller is found from the `cgroup.freeze` file of the collector\'s own cgroup; when the process runs in the root cgroup it creates a temporary cgroup instead, and without permission to do so `freezer` is left out.',
        source: [freezer],
      },
      {
        text: 'On macOS the collector fails with `Discovery of cgroups not inimplemented for this OS` (sic).',
        source: ['pkg/collect/host_cgroup_others.go#discoverConfiguration'],
      },
      failureNote('cgroups', collect),
    ],
  },
  sideEffects: [
    {
      text: 'With cgroup v2 it creates a cgroup named `troubleshoot-devices-detection-<random>` under `mountPoint`, loads and attaches a small eBPF device filter to it, then detaches it and removes the cgroup. When the process sits in the root cgroup it also creates and removes `troubleshoot-freezer-detection-<random>`.',
      source: [attach, freezer],
    },
    {
      text: 'On older kernels where loading the eBPF program hits the locked-memory limit, the collector removes that limit for its own process and tries again.',
      source: [attach],
    },
  ],
  gotchas: [
    {
      title: 'Hybrid setups report v1 only',
      text: 'Only the file system at `mountPoint` is examined. On a hybrid machine, with v1 controllers under a tmpfs at `/sys/fs/cgroup` and v2 at `/sys/fs/cgroup/unified`, the file says v1 and lists the v1 controllers only. A second `cgroups` collector pointed at the v2 mount writes the same file and replaces the first one, so check the v2 mount in a separate run.',
      source: [discover],
    },
    {
      title: '`cpuacct` is added for v2',
      text: 'With cgroup v2, `cpuacct` is listed whenever `cpu` is, since the v2 `cpu` controller covers what v1 split into two.',
      source: ['pkg/collect/host_cgroup_linux.go#detectV2Controllers'],
    },
    fixedFileGotcha('host-collectors/system/cgroups.json', collect),
  ],
};

export default cgroups;
