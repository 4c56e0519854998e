import type {CollectorEntry} from '../model';
import {imagePullSecretField, onlyDataIsUsedNote} from './_fields';
import {helperImageField, ifNotPresentPullPolicyField, pullSecretPermission, timeoutField} from './_pods';

const collect = 'pkg/collect/copy_from_host.go#CollectCopyFromHost.Collect';
const createDaemonSet = 'pkg/collect/copy_from_host.go#CollectCopyFromHost.copyFromHostCreateDaemonSet';
const getFiles = 'pkg/collect/copy_from_host.go#copyFromHostGetFilesFromPods';
const copyFiles = 'pkg/collect/copy_from_host.go#copyFilesFromHost';
const deleteDaemonSet = 'pkg/collect/copy_from_host.go#deleteDaemonSet';
const podStatus = 'pkg/collect/copy_from_host.go#checkDaemonPodStatus';

const copyFromHost: CollectorEntry = {
  kind: 'collector',
  key: 'copyFromHost',
  title: 'Copy from Host',
  summary:
    'Copies a file or directory from the filesystem of every node into the bundle, through a temporary DaemonSet that mounts it.',
  goType: {name: 'CopyFromHost', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#CopyFromHost'},
  fields: [
    {
      name: 'name',
      type: 'string',
      defaultText: 'the `hostPath` itself, so `/var/log/pods` gives `var/log/pods/<node>/`',
      description: 'The directory at the bundle root for the copies, with one sub-directory per node.',
    },
    {
      name: 'namespace',
      type: 'string',
      description: 'Meant to name the namespace of the temporary DaemonSet and pull secret.',
      notes: [
        {
          text: 'Ignored. The DaemonSet and the pull secret go to the namespace given with `--namespace` or, without the flag, the namespace of the current kubeconfig context. The schema and `lint` still require the key.',
          source: [collect],
        },
      ],
    },
    helperImageField([
      {
        text: 'The pods run `sleep 1000000`, and Troubleshoot reads the files by running `tar` in them through the exec API, so the image must provide both.',
        source: [createDaemonSet, copyFiles],
      },
    ]),
    ifNotPresentPullPolicyField,
    imagePullSecretField([
      onlyDataIsUsedNote([createDaemonSet]),
      {
        text: 'The clean-up deletes the secret by `imagePullSecret.name`, not by the name it got, so without `name` the secret created under a generated name is left behind in the namespace.',
        source: [createDaemonSet],
      },
    ]),
    timeoutField({
      defaultText: 'no limit',
      notes: [
        {
          text: 'It only bounds listing the helper pods, not the `tar` transfers, so a large copy runs to its end past the deadline. The up to 30 seconds spent waiting for the pods to start do not count either.',
          source: [collect, getFiles],
        },
        {
          text: 'Zero or a negative value means no limit. A value that does not parse fails the collector, but only after the DaemonSet has been created and waited for.',
          source: [collect],
        },
      ],
    }),
    {
      name: 'hostPath',
      type: 'string',
      required: true,
      format: 'file-path',
      description: 'The absolute path of the file or directory on each node. A trailing slash makes no difference.',
      notes: [
        {
          text: 'Troubleshoot mounts the parent directory into the helper pods at `/host`, as a `hostPath` volume of type `Directory`, so the parent must exist on every node. For a path directly under `/`, such as `/opt`, the path itself is mounted and its contents are copied.',
          source: [collect, createDaemonSet],
        },
      ],
    },
    {
      name: 'extractArchive',
      type: 'boolean',
      default: 'false',
      description: 'Unpack each node\'s copy into separate files instead of keeping it as one `archive.tar`.',
    },
  ],
  outputs: [
    {
      path: '<...name>/<node>/archive.tar',
      format: 'archive',
      description:
        'The copy from one node as a tar archive whose top entry is the last element of `hostPath`. Written when `extractArchive` is false.',
    },
    {
      path: '<...name>/<node>/<last element of hostPath>',
      format: 'directory',
      description:
        'The unpacked copy from one node, when `extractArchive` is true: `/var/lib/kubelet/config.yaml` becomes `<name>/<node>/config.yaml`. For a path directly under the root, such as `/opt`, its contents sit straight in `<name>/<node>/`. Only regular files and directories are kept.',
      sample:
        'apiVersion: kubelet.config.k8s.io/v1beta1\nkind: KubeletConfiguration\ncgroupDriver: systemd\nmaxPods: 110',
    },
    {
      path: '<...name>/<node>/error.txt',
      format: 'text',
      description:
        'Written when the copy from that node failed, for example because its helper pod never started, the path does not exist there, or exec into the pod was refused. A `stderr.txt` beside it holds what `tar` printed.',
    },
  ],
  permissions: [
    {apiGroup: 'apps', resource: 'daemonsets', verbs: ['create', 'get', 'delete'], scope: 'namespace'},
    {resource: 'pods', verbs: ['list', 'delete'], scope: 'namespace'},
    {resource: 'pods/exec', verbs: ['create'], scope: 'namespace'},
    {resource: 'events', verbs: ['list'], scope: 'namespace', when: 'read while the helper pods start; a refusal is ignored'},
    pullSecretPermission(['create', 'delete']),
  ],
  execution: {
    where: 'node-pods',
    creates:
      'A DaemonSet named `troubleshoot-copyfromhost-<random>` in the namespace of the run (the `--namespace` flag, else the kubeconfig namespace), whose pods mount the parent of `hostPath` from every node and sleep, plus a pull secret when `imagePullSecret.data` is set. When the collector ends, whether it succeeded or not, it deletes the DaemonSet and its pods with no grace period, waits up to 60 seconds for the pods to go, and deletes the pull secret by `imagePullSecret.name`.',
    source: [collect, createDaemonSet, deleteDaemonSet],
  },
  gotchas: [
    {
      title: 'Slow nodes are not waited for',
      text: 'After creating the DaemonSet, Troubleshoot waits up to 30 seconds for all its pods to be available, then copies from whatever pods exist. A node whose pod is not running by then, for example because the image is still being pulled or the parent of `hostPath` is missing there, gets an `error.txt` instead of a copy, and the collector still reports success.',
      source: [createDaemonSet, getFiles],
    },
    {
      title: 'Choose the path with care',
      text: 'A path directly under `/`, such as `/opt`, is mounted as a whole and its contents are copied, and `/` copies the entire node filesystem. The host directory is mounted writable, although the helper only reads from it.',
      source: [collect, createDaemonSet],
    },
    {
      title: 'Other taints are not tolerated',
      text: 'The helper pods tolerate the `node-role.kubernetes.io/master` and `node-role.kubernetes.io/control-plane` `NoSchedule` taints, besides those Kubernetes lets every DaemonSet tolerate (cordoned, not-ready, unreachable and resource-pressure nodes). Nodes with any other `NoSchedule` or `NoExecute` taint get no pod and no directory in the bundle, and nothing reports them missing.',
      source: [createDaemonSet],
    },
    {
      title: 'Missing rights fail in different ways',
      text: 'None of this collector\'s rights is checked in advance. Without `create` on `pods/exec`, every node gets an `error.txt` and the collector reports success. Without `list` on `events`, nothing changes. Without `get` on `daemonsets`, it waits the full 30 seconds before copying. Without `create` on `daemonsets` or `list` on `pods`, it fails, and a support bundle records the error under `collector-errors/`. Without `delete` rights, the DaemonSet stays in the cluster and only a log line, shown with `--debug` or `-v`, says so.',
      source: ['pkg/apis/troubleshoot/v1beta2/collector_shared.go#Collect.AccessReviewSpecs', createDaemonSet, podStatus, getFiles, deleteDaemonSet],
    },
    {
      title: 'Clean-up takes time',
      text: 'The DaemonSet and its pods are deleted with no grace period as soon as the copy ends, and Troubleshoot then waits up to 60 seconds for the pods to disappear before it moves on, force-deleting any that remain.',
      source: [deleteDaemonSet, 'pkg/constants/constants.go#MAX_TIME_TO_WAIT_FOR_POD_DELETION'],
    },
  ],
};

export default copyFromHost;
