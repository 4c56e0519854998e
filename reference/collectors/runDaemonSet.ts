import type {CollectorEntry} from '../model';
import {imagePullSecretField, onlyDataIsUsedNote} from './_fields';
import {
  helperNamespaceField,
  podSpecField,
  precheckNamespaceGotcha,
  precheckSkipsGotcha,
  pullSecretPermission,
  timeoutField,
} from './_pods';

const collect = 'pkg/collect/run_daemonset.go#CollectRunDaemonSet.Collect';
const createSpec = 'pkg/collect/run_daemonset.go#createDaemonSetSpec';
const waitScheduled = 'pkg/collect/run_daemonset.go#waitForDaemonSetPods';
const waitDone = 'pkg/collect/run_daemonset.go#getPodNodeAtCompletion';
const podLog = 'pkg/collect/run_daemonset.go#getPodLog';

const runDaemonSet: CollectorEntry = {
  kind: 'collector',
  key: 'runDaemonSet',
  title: 'Run DaemonSet',
  summary:
    'Runs a pod spec you write on every eligible node through a temporary DaemonSet and saves each node\'s log.',
  goType: {name: 'RunDaemonSet', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#RunDaemonSet'},
  fields: [
    {
      name: 'name',
      type: 'string',
      defaultText: 'the bundle root',
      description: 'The directory at the bundle root that receives one log per node.',
      notes: [
        {
          text: 'It is also built into the DaemonSet\'s generated name, `run-daemonset-<name>-`, which must be a valid Kubernetes object name: capitals, spaces, underscores or slashes make the DaemonSet creation fail. Lower-case letters, digits and dashes are safe.',
          source: [createSpec, collect],
        },
      ],
    },
    helperNamespaceField({
      default: 'default',
      notes: [
        {
          text: 'The `--namespace` flag of `support-bundle` does not move the DaemonSet; only this field does. The flag only changes the namespace the permission pre-check asks about.',
          source: [createSpec, 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#pickNamespaceOrDefault'],
        },
      ],
    }),
    timeoutField({
      default: '60s',
      notes: [
        {
          text: 'It covers the whole run: the DaemonSet scheduling its pods, every pod finishing, and the logs being read. Zero or a negative value also means 60 seconds; a value that does not parse fails the collector after the DaemonSet has been created.',
          source: [collect],
        },
        {
          text: 'When the pods are not all scheduled in time, the whole collector fails. When a scheduled pod has not finished in time, its node gets an `unknown-node-<pod>.log` file holding the error instead of a log.',
          source: [collect, waitScheduled, waitDone],
        },
      ],
    }),
    imagePullSecretField(
      [
        onlyDataIsUsedNote([collect]),
        {
          text: 'The secret is deleted together with the DaemonSet when the collector ends, but when the DaemonSet cannot be created, the secret stays in the namespace.',
          source: [collect],
        },
      ],
      'Registry credentials for the image, written as a Docker config. To use a pull secret that already exists, list it under `podSpec.imagePullSecrets` instead.',
    ),
    podSpecField([
      {
        text: 'Used as the DaemonSet\'s pod template, with only the pull secret from `imagePullSecret.data` added. A DaemonSet accepts only `restartPolicy: Always`, so the container is started again after it exits.',
        source: [createSpec, collect],
      },
      {
        text: 'A pod counts as finished once it has succeeded, failed, or the first entry of its container statuses has restarted at least once; then the log of the first container of `podSpec` is followed and saved, with no line or byte limit. With one container both are the same; with several, Kubernetes sorts the statuses by container name, so the restart that is watched can belong to another container than the log.',
        source: [waitDone, podLog],
      },
      {
        text: 'Troubleshoot adds no tolerations: add `tolerations` to reach tainted nodes such as control-plane nodes, and a `nodeSelector` or `affinity` to narrow the nodes.',
        source: [createSpec],
      },
    ]),
  ],
  outputs: [
    {
      path: '<...name>/<node>.log',
      format: 'text',
      description:
        'The log of the first container of the pod that ran on that node. When the log could not be read, the file holds the error message instead.',
      sample: 'Filesystem                Size      Used Available Use% Mounted on\n/dev/nvme0n1p1           99.9G     61.2G     38.7G  61% /host/var',
    },
    {
      path: '<...name>/unknown-node-<pod>.log',
      format: 'text',
      description:
        'Written instead of a node\'s log when Troubleshoot could not see the pod finish: the timeout passed, the image pull went into back-off, or the pod could not be read. It holds the error message.',
    },
  ],
  permissions: [
    {
      resource: 'pods',
      verbs: ['create'],
      scope: 'namespace',
      prechecked: true,
      when: 'not used by the collector itself, but the pre-check asks for it',
    },
    {apiGroup: 'apps', resource: 'daemonsets', verbs: ['create', 'get', 'delete'], scope: 'namespace'},
    {resource: 'pods', verbs: ['list', 'get'], scope: 'namespace'},
    {resource: 'pods/log', verbs: ['get'], scope: 'namespace'},
    pullSecretPermission(['create', 'delete']),
  ],
  execution: {
    where: 'node-pods',
    creates:
      'A DaemonSet named `run-daemonset-<name>-<random>` in `namespace`, whose pods carry the label `troubleshoot-role: run-daemonset-collector`, plus a pull secret when `imagePullSecret.data` is set. Once the DaemonSet exists, both are deleted when the collector ends, after a failure or a timeout too; Kubernetes then removes the pods in the background. When the DaemonSet cannot be created, the pull secret stays.',
    source: [createSpec, collect],
  },
  gotchas: [
    {
      title: 'One minute by default',
      text: 'Without `timeout`, the whole collector gets 60 seconds: scheduling, image pulls on every node, the command and reading the logs. Raise it for large clusters or big images.',
      source: [collect],
    },
    {
      title: 'A scheduling timeout fails everything',
      text: 'If the DaemonSet has not scheduled all its pods before the timeout, the collector fails with an error under `collector-errors/` and saves no log at all, even for nodes whose pod has already run.',
      source: [collect, waitScheduled],
    },
    {
      title: 'The scheduling check can pass too early',
      text: 'Troubleshoot moves on when the DaemonSet\'s desired and scheduled pod counts are equal, which they also are (both zero) before Kubernetes has filled in the status. The pod list taken then can be empty or short, and the missing nodes are simply absent from the bundle, with no error.',
      source: [waitScheduled, collect],
    },
    {
      title: 'The command runs more than once',
      text: 'A DaemonSet always restarts a container that exits, and Troubleshoot takes the first restart as the sign that the pod is done, so the command runs at least twice on each node and the saved log comes from a repeat run. Keep it read-only and safe to repeat.',
      source: [waitDone, podLog],
    },
    {
      title: 'One label for every DaemonSet',
      text: 'Every DaemonSet this collector creates gives its pods the same label, `troubleshoot-role: run-daemonset-collector`, and the pods are found by that label alone. Pods still terminating from an earlier runDaemonSet collector, or from another run in the same namespace, are picked up too: they can overwrite a node\'s file or add `unknown-node-` files.',
      source: [createSpec, 'pkg/collect/run_daemonset.go#getLabelSelector', collect],
    },
    {
      title: 'Errors can hide in the log files',
      text: 'When a node\'s log cannot be read, the error message is written into that node\'s `.log` file, so an analyzer may see an error string where it expected output.',
      source: [collect, podLog],
    },
    {
      title: 'Missing rights show up in odd places',
      text: 'The pre-check only asks about creating pods. Without `get` on pods, each node turns into an `unknown-node-<pod>.log` file holding the error; without `get` on `pods/log`, the error text lands inside `<node>.log`; without `delete` on the DaemonSet or the secret, the objects stay behind and only the CLI\'s log says so. Missing `create` or `get` on `daemonsets`, or `list` on pods, fails the collector.',
      source: ['pkg/apis/troubleshoot/v1beta2/collector_shared.go#Collect.AccessReviewSpecs', collect, waitDone, podLog, waitScheduled],
    },
    {
      title: '`name` becomes part of a resource name',
      text: 'The DaemonSet is created as `run-daemonset-<name>-` plus a random suffix, so a `name` with capitals or slashes makes creation fail.',
      source: [createSpec],
    },
    precheckNamespaceGotcha(createSpec, 'its own `namespace` (`default` when it is empty)'),
    precheckSkipsGotcha,
  ],
};

export default runDaemonSet;
