import type {HostCollectorEntry} from '../model';
import {failureNote, fixedFileGotcha} from './cpu';

const collect = 'pkg/collect/host_kernel_configs.go#CollectHostKernelConfigs.Collect';
const load = 'pkg/collect/host_kernel_configs.go#loadKConfigs';
const parse = 'pkg/collect/host_kernel_configs.go#parseKConfigs';

const kernelConfigs: HostCollectorEntry = {
  kind: 'hostCollector',
  key: 'kernelConfigs',
  title: 'Kernel configs',
  summary: 'Reads the build configuration of the running kernel and records every option that is built in (`y`) or built as a module (`m`).',
  goType: {name: 'HostKernelConfigs', source: 'pkg/apis/troubleshoot/v1beta2/hostcollector_shared.go#HostKernelConfigs'},
  fields: [],
  outputs: [
    {
      path: 'host-collectors/system/kernel-configs.json',
      format: 'json',
      description:
        'A map from option name to its one-letter value, for every line of the form `CONFIG_NAME=y`, `=m` or `=n` in the configuration file. Options set to a number or a string, and options that are "not set", are left out.',
      sample: '{"CONFIG_BRIDGE":"m","CONFIG_CGROUPS":"y","CONFIG_NETFILTER_XT_MATCH_COMMENT":"m","CONFIG_OVERLAY_FS":"m"}',
    },
  ],
  requirements: {
    root: 'no',
    platforms: ['linux'],
    notes: [
      {
        text: 'Takes the kernel release from `uname -r`, then reads the first of these files that exists: `/proc/config.gz`, `/boot/config-<release>`, `/usr/src/linux-<release>/.config`, `/usr/src/linux/.config`, `/usr/lib/modules/<release>/config`, `/usr/lib/ostree-boot/config-<release>`, `/usr/lib/kernel/config-<release>`, `/usr/src/linux-headers-<release>/.config`, `/lib/modules/<release>/build/.config`.',
        source: [load],
      },
      {
        text: 'When none exists, the collector fails with `no kernel config files found`. A file that exists but cannot be read (for example a `/boot/config-*` readable only by root) fails the collector at once; the paths after it are not tried.',
        source: [load],
      },
      failureNote('kernel-configs', collect),
    ],
  },
  sideEffects: [],
  gotchas: [
    {
      title: 'Disabled options are absent, not `n`',
      text: 'Kernel configuration files write a disabled option as a comment, `# CONFIG_NAME is not set`, which the collector skips. Such an option is simply missing from the file, so an analyzer cannot tell "disabled" from "unknown to this kernel".',
      source: [parse],
    },
    fixedFileGotcha('host-collectors/system/kernel-configs.json', collect),
  ],
};

export default kernelConfigs;
