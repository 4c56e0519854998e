import type {HostCollectorEntry} from '../model';
import {failureNote, fixedFileGotcha} from './cpu';

const collect = 'pkg/collect/host_kernel_modules.go#CollectHostKernelModules.Collect';
const loadable = 'pkg/collect/host_kernel_modules.go#kernelModulesLoadable.collect';
const proc = 'pkg/collect/host_kernel_modules.go#kernelModulesLoaded.collectProc';
const builtin = 'pkg/collect/host_kernel_modules.go#kernelModulesLoaded.collectBuiltin';

const kernelModules: HostCollectorEntry = {
  kind: 'hostCollector',
  key: 'kernelModules',
  title: 'Kernel modules',
  summary: 'Lists the kernel modules of the machine with their state: loaded (or built in), loadable from disk, loading or unloading.',
  goType: {name: 'HostKernelModules', source: 'pkg/apis/troubleshoot/v1beta2/hostcollector_shared.go#HostKernelModules'},
  fields: [],
  outputs: [
    {
      path: 'host-collectors/system/kernel_modules.json',
      format: 'json',
      description:
        'A map from module name to `size` (bytes of memory, from `/proc/modules`), `instances` (its use count there) and `status`: `loaded`, `loading`, `unloading` or `unknown` for modules in `/proc/modules`, `loaded` for modules built into the kernel, `loadable` for module files found on disk but not loaded.',
      sample:
        '{"br_netfilter":{"size":32768,"instances":0,"status":"loaded"},"overlay":{"size":151552,"instances":2,"status":"loaded"},"ip_tables":{"size":0,"instances":0,"status":"loaded"},"dm_thin_pool.ko":{"size":0,"instances":0,"status":"loadable"}}',
    },
    {
      path: 'host-collectors/system/kernel_modules-stderr.txt',
      format: 'text',
      description: 'What `find` wrote to its error output while listing module files, saved only when there was something and `find` still succeeded.',
    },
  ],
  requirements: {
    root: 'no',
    platforms: ['linux'],
    notes: [
      {
        text: 'Runs `uname -r`, then `/usr/bin/find` on `/lib/modules/<release>` (or `/usr/lib/modules/<release>`) for files named `*.ko*`, reads `/proc/modules`, and reads `modules.builtin` from the same module directory. When no module directory exists, as in many containers, the loadable and built-in lists are simply empty.',
        source: [collect, loadable, builtin],
      },
      {
        text: 'When `find` ends with an error, for example on a directory under the module tree it may not read, the whole collector fails with `failed to read loadable kernel modules: exit status 1`, the status being that of `find`, and what `find` printed is not kept. Without `/proc/modules` (macOS) it fails too.',
        source: [collect, loadable, proc],
      },
      failureNote('Kernel Modules', collect),
    ],
  },
  sideEffects: [],
  gotchas: [
    {
      title: 'Compressed modules keep `.ko` in their name',
      text: 'A loadable module is named after its file with only the last extension removed. Uncompressed `overlay.ko` becomes `overlay`, but compressed files, which most current distributions ship (`ip_tables.ko.zst`, `.ko.xz`, `.ko.gz`), become `ip_tables.ko`. A module that is not loaded is therefore listed under a name with `.ko`, and a condition on `ip_tables` does not find it.',
      source: [loadable],
    },
    {
      title: 'File names may use dashes',
      text: 'Loaded modules carry the kernel\'s name, with underscores (`dm_thin_pool`), while loadable ones carry the file name, which sometimes has dashes (`dm-thin-pool`). The same module can appear under two spellings depending on whether it is loaded.',
      source: [loadable, proc],
    },
    fixedFileGotcha('host-collectors/system/kernel_modules.json', collect),
  ],
};

export default kernelModules;
