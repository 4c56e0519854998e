import type {CollectorReference} from '../types';
import {imagePullPolicyField, imagePullSecretField} from '../fields';

const collectd: CollectorReference = {
  key: 'collectd',
  title: 'Collectd',
  summary:
    'Copies collectd\'s RRD files from a directory on every node into the bundle, through a temporary DaemonSet.',
  fields: [
    {
      name: 'hostPath',
      type: 'string',
      required: true,
      description:
        'The directory on each node to copy, such as `/var/lib/collectd/rrd`. Its parent directory is mounted into the pods, so the parent has to exist on every node.',
    },
    {
      name: 'image',
      type: 'string',
      required: true,
      description:
        'The image for the DaemonSet pods. There is no default. It needs `sleep` and `tar` on its path, because the pods idle with `sleep` and the files are streamed out with `tar`.',
    },
    {
      ...imagePullPolicyField,
      default: 'IfNotPresent',
    },
    imagePullSecretField,
    {
      name: 'namespace',
      type: 'string',
      default: 'the namespace of the run',
      description:
        'Required by the schema, but the code does not read it. The DaemonSet is created in the namespace given with `--namespace`, or else the namespace of the current kubeconfig context.',
    },
    {
      name: 'timeout',
      type: 'string',
      default: 'no limit',
      description:
        'A Go duration such as `2m`. A value that does not parse stops the collector. The deadline only covers listing the pods before the copy, not the copy itself, so in practice it rarely cuts anything short.',
    },
  ],
  outputs: [
    {
      path: 'collectd/rrd/<node>/archive.tar',
      format: 'archive',
      description:
        'An uncompressed tar of the `hostPath` directory from one node, with the directory\'s own name as the top entry (for `/var/lib/collectd/rrd` the entries start with `rrd/`).',
      sample:
        'rrd/\nrrd/node-1/\nrrd/node-1/cpu-0/\nrrd/node-1/cpu-0/cpu-idle.rrd\nrrd/node-1/memory/memory-used.rrd\nrrd/node-1/load/load.rrd',
    },
    {
      path: 'collectd/rrd/<node>/error.txt',
      format: 'text',
      description:
        'Written instead of, or next to, the archive when copying from that node failed, for example because its pod never started or the directory is missing.',
    },
    {
      path: 'collectd/rrd/<node>/stderr.txt',
      format: 'text',
      description: 'What `tar` printed to standard error on that node, saved only together with `error.txt`.',
    },
  ],
  rbac: [
    '`create`, `get` and `delete` on `daemonsets` (group `apps`) in the namespace of the run',
    '`list` and `delete` on `pods`, and `list` on `events`, in that namespace',
    '`create` on `pods/exec` in that namespace',
    '`create` and `delete` on `secrets` in that namespace, only with `imagePullSecret.data`',
  ],
  analyzers: [],
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/collectd.go',
    'pkg/collect/copy_from_host.go',
    'pkg/collect/run_pod.go',
    'pkg/constants/constants.go',
    'pkg/k8sutil/config.go',
  ],
};

export default collectd;
