import type {CollectorReference} from '../types';
import {
  cleanupByNameNote,
  createdPullSecretField,
  helperImageField,
  helperPodRbac,
  ifNotPresentPullPolicyField,
  timeoutField,
} from './_pods';

const copyFromHost: CollectorReference = {
  key: 'copyFromHost',
  title: 'Copy from Host',
  summary:
    'Copies a file or directory from the filesystem of every node into the bundle, through a temporary DaemonSet that mounts it.',
  fields: [
    {
      name: 'name',
      type: 'string',
      description:
        'The directory at the bundle root for the copies, with one sub-directory per node. Without it the host path itself is used, so copying `/var/log/pods` lands under `var/log/pods/<node>/`.',
    },
    {
      name: 'namespace',
      type: 'string',
      default: 'the `--namespace` flag, else the kubeconfig namespace',
      description:
        'Not read by the current code, although the schema requires the key. The temporary DaemonSet and pull secret go to the namespace given with `--namespace` on the command line or, without the flag, the namespace of the current kubeconfig context.',
    },
    helperImageField(
      'The container runs `sleep 1000000` and Troubleshoot reads the files by running `tar` in it, so the image must provide both.',
    ),
    ifNotPresentPullPolicyField,
    createdPullSecretField(cleanupByNameNote),
    timeoutField(
      'The up to 30 seconds spent waiting for the DaemonSet\'s pods to start do not count. In the current code the limit only bounds listing the pods, not the `tar` transfers, so a large copy can run past it. Without it there is no limit.',
    ),
    {
      name: 'hostPath',
      type: 'string',
      required: true,
      description:
        'The absolute path of the file or directory on each node. Troubleshoot mounts its parent directory into the helper pods at `/host` (or the path itself when it sits directly under `/`), so that parent must exist as a directory on the node. A trailing slash is ignored.',
    },
    {
      name: 'extractArchive',
      type: 'boolean',
      default: 'false',
      description:
        'Unpack each node\'s copy into separate files. When false, the copy from each node is saved as a single `archive.tar`.',
    },
  ],
  outputs: [
    {
      path: '<name>/<node>/archive.tar',
      format: 'archive',
      description:
        'The copy from one node as a tar archive whose top entry is the last element of `hostPath`. Written when `extractArchive` is false.',
    },
    {
      path: '<name>/<node>/<last element of hostPath>',
      format: 'directory',
      description:
        'The unpacked copy from one node, when `extractArchive` is true: `/var/lib/kubelet/config.yaml` becomes `<name>/<node>/config.yaml`. For a path directly under the root, such as `/opt`, its contents sit straight in `<name>/<node>/`. Only regular files and directories are kept.',
      sample:
        'apiVersion: kubelet.config.k8s.io/v1beta1\nkind: KubeletConfiguration\ncgroupDriver: systemd\nmaxPods: 110',
    },
    {
      path: '<name>/<node>/error.txt',
      format: 'text',
      description:
        'Written when the copy from that node failed, for example because its helper pod never started or the path does not exist there. A `stderr.txt` beside it holds what `tar` printed.',
    },
  ],
  rbac: [
    helperPodRbac.daemonSets,
    '`list` and `delete` on `pods` in the namespace',
    helperPodRbac.events,
    helperPodRbac.execPods,
    helperPodRbac.secrets,
  ],
  analyzers: ['textAnalyze'],
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/copy_from_host.go',
    'pkg/collect/collector.go',
    'pkg/collect/run_pod.go',
    'pkg/analyze/text_analyze.go',
  ],
};

export default copyFromHost;
