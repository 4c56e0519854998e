import type {CollectorEntry} from '../model';
import {imagePullSecretField, onlyDataIsUsedNote} from './_fields';
import {helperImageField, ifNotPresentPullPolicyField, pullSecretPermission, timeoutField} from './_pods';

const collect = 'pkg/collect/collectd.go#CollectCollectd.Collect';
const hostCollect = 'pkg/collect/copy_from_host.go#CollectCopyFromHost.Collect';
const createDaemonSet = 'pkg/collect/copy_from_host.go#CollectCopyFromHost.copyFromHostCreateDaemonSet';
const getFiles = 'pkg/collect/copy_from_host.go#copyFromHostGetFilesFromPods';
const copyFiles = 'pkg/collect/copy_from_host.go#copyFilesFromHost';
const deleteDaemonSet = 'pkg/collect/copy_from_host.go#deleteDaemonSet';
const podStatus = 'pkg/collect/copy_from_host.go#checkDaemonPodStatus';

const collectd: CollectorEntry = {
  kind: 'collector',
  key: 'collectd',
  title: 'Collectd',
  summary:
    'Copies collectd\'s RRD files from a directory on every node into the bundle, through a temporary DaemonSet.',
  goType: {name: 'Collectd', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#Collectd'},
  fields: [
    {
      name: 'hostPath',
      type: 'string',
      required: true,
      format: 'file-path',
      description: 'The directory on each node to copy, such as `/var/lib/collectd/rrd`.',
      notes: [
        {
          text: 'Its parent directory (the directory itself when it sits right under `/`) is mounted into the pods as a `hostPath` volume of type `Directory`, so the parent has to exist on every node; when it does not, the whole collector stops (see Gotchas).',
          source: [createDaemonSet, podStatus, collect],
        },
      ],
    },
    helperImageField([
      {
        text: 'The pods idle with `sleep` and the files are streamed out by running `tar` in them, so the image needs both on its path.',
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
    {
      name: 'namespace',
      type: 'string',
      description: 'Meant to name the namespace of the temporary DaemonSet and pull secret.',
      notes: [
        {
          text: 'Ignored. The DaemonSet, its pods and the pull secret go to the namespace given with `--namespace` or, without the flag, the namespace of the current kubeconfig context. The schema and `lint` still require the key.',
          source: [collect, hostCollect],
        },
      ],
    },
    timeoutField({
      defaultText: 'no limit',
      notes: [
        {
          text: 'It only bounds listing the pods before the copy, not the copy itself, so in practice it rarely cuts anything short. A value that does not parse fails the collector after the DaemonSet has been created.',
          source: [hostCollect, getFiles],
        },
      ],
    }),
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
        'Written instead of, or next to, the archive when copying from that node failed, for example because its pod was not running, the directory is missing, or exec into the pod was refused.',
    },
    {
      path: 'collectd/rrd/<node>/stderr.txt',
      format: 'text',
      description: 'What `tar` printed to standard error on that node, saved only together with `error.txt`.',
    },
  ],
  permissions: [
    {apiGroup: 'apps', resource: 'daemonsets', verbs: ['create', 'get', 'delete'], scope: 'namespace'},
    {resource: 'pods', verbs: ['list', 'delete'], scope: 'namespace'},
    {resource: 'pods/exec', verbs: ['create'], scope: 'namespace'},
    {resource: 'events', verbs: ['list'], scope: 'namespace', when: 'to notice a missing directory; a refusal is ignored'},
    pullSecretPermission(['create', 'delete']),
  ],
  execution: {
    where: 'node-pods',
    creates:
      'A DaemonSet named `troubleshoot-copyfromhost-<random>` in the namespace of the run, whose pods mount the parent of `hostPath` from every node and sleep, plus a pull secret when `imagePullSecret.data` is set. When the collector ends, whether it succeeded or not, it deletes the DaemonSet and its pods with no grace period, waits up to 60 seconds for the pods to go, and deletes the pull secret by `imagePullSecret.name`.',
    source: [collect, createDaemonSet, deleteDaemonSet],
  },
  gotchas: [
    {
      title: 'A fixed output path',
      text: 'The files always go to `collectd/rrd/`, whatever `collectorName` says, so a second collectd collector in the same spec overwrites the first.',
      source: [collect],
    },
    {
      title: 'Slow nodes are not waited for',
      text: 'Troubleshoot waits up to 30 seconds for the DaemonSet\'s pods to be available, then copies from whatever pods exist. A node whose pod is not running by then, for example because its image is still being pulled or cannot be pulled, gets an `error.txt` instead of an archive.',
      source: [createDaemonSet, getFiles],
    },
    {
      title: 'A missing directory stops everything, or one node',
      text: 'When the parent of `hostPath` is missing on any node, its pod reports a `FailedMount` event and the whole collector stops with `path does not exist`, which a support bundle records under `collector-errors/`. When only the last part of the path is missing, that node gets an `error.txt` from `tar`. Without the right to list events, the first case looks like the second.',
      source: [podStatus, createDaemonSet, collect],
    },
    {
      title: 'Runs on control-plane nodes too',
      text: 'The pods tolerate the `node-role.kubernetes.io/master` and `node-role.kubernetes.io/control-plane` taints, besides those Kubernetes lets every DaemonSet tolerate (cordoned, not-ready, unreachable and resource-pressure nodes). Nodes with any other `NoSchedule` or `NoExecute` taint get no pod and no directory in the bundle.',
      source: [createDaemonSet],
    },
    {
      title: 'No permission pre-check',
      text: 'None of its rights is checked in advance. Without `create` on `pods/exec`, every node gets an `error.txt` while the collector reports success; without `create` on `daemonsets` or `list` on `pods`, it fails, which a support bundle records under `collector-errors/`; without `delete` rights, the DaemonSet stays behind and only a log line, shown with `--debug` or `-v`, says so.',
      source: ['pkg/apis/troubleshoot/v1beta2/collector_shared.go#Collect.AccessReviewSpecs', createDaemonSet, getFiles, deleteDaemonSet],
    },
    {
      title: 'Clean-up takes up to a minute',
      text: 'The DaemonSet and its pods are deleted with no grace period, and Troubleshoot waits up to 60 seconds for the pods to disappear before it moves on, force-deleting any that remain.',
      source: [deleteDaemonSet, 'pkg/constants/constants.go#MAX_TIME_TO_WAIT_FOR_POD_DELETION'],
    },
  ],
};

export default collectd;
