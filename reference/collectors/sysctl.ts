import type {CollectorEntry} from '../model';
import {imagePullPolicyField, imagePullSecretField, imagePullSecretSubFields} from './_fields';
import {helperImageField, helperNamespaceField, pullSecretPermission, timeoutField} from './_pods';

const collect = 'pkg/collect/sysctl.go#CollectSysctl.Collect';
const readyNodes = 'pkg/collect/run_pod.go#RunPodsReadyNodes';
const podLogs = 'pkg/collect/run_pod.go#RunPodLogsWithOptions';

const sysctl: CollectorEntry = {
  kind: 'collector',
  key: 'sysctl',
  title: 'Sysctl',
  summary:
    'Reads the kernel parameters under net.ipv4, net.bridge and vm on every schedulable node, through one short-lived pod per node.',
  goType: {name: 'Sysctl', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#Sysctl'},
  fields: [
    {
      name: 'name',
      type: 'string',
      description: 'A name for this collector in progress messages and error reports (`sysctl/<name>`).',
      notes: [
        {
          text: 'It does not change where the output goes: the files always land in `sysctl/` at the bundle root, so a second sysctl collector writes to the same files.',
          source: [collect, 'pkg/collect/collector.go#getCollectorName'],
        },
      ],
    },
    helperNamespaceField({
      defaultText: 'the `--namespace` flag, else the namespace of the current kubeconfig context',
    }),
    helperImageField([
      {
        text: 'The pod runs a small `sh` script built on `find` and `cat`, so any image with those, such as `busybox`, is enough.',
        source: [collect],
      },
    ]),
    imagePullPolicyField,
    {
      ...imagePullSecretField([
        {
          text: 'Unlike the other collectors that start pods, a `name` alone is used: the existing secret of that name in the namespace is attached to the pods. With `data`, Troubleshoot creates a `kubernetes.io/dockerconfigjson` secret and attaches that instead.',
          source: [collect],
        },
        {
          text: 'The clean-up deletes the created secret by `imagePullSecret.name`, not by the name it got, so with `data` but no `name` a secret under a generated name is left behind in the namespace.',
          source: [collect],
        },
      ]),
      // Here `name` alone names an existing secret, so its note says when it must not exist.
      fields: imagePullSecretSubFields.map((field) =>
        field.name === 'name'
          ? {
              ...field,
              description: 'Without `data`, the name of an existing pull secret in the namespace to attach to the pods; with `data`, the name of the secret to create.',
              notes: [
                {
                  text: 'With `data`, a secret of that name must not exist yet in the namespace: the create request fails and the collector with it. Without `data`, nothing checks that the named secret exists; when it does not, the kubelet pulls the image without credentials.',
                  source: [collect, 'pkg/collect/run_pod.go#createSecret'],
                },
              ],
            }
          : field,
      ),
    },
    timeoutField({
      defaultText: 'no limit',
      notes: [
        {
          text: 'Without it, a node whose pod can never be scheduled or started keeps the collector waiting for ever.',
          source: [podLogs, collect],
        },
        {
          text: '`0s` means one minute and a negative value fails at once. A value that does not parse fails the collector before anything is created.',
          source: [collect],
        },
        {
          text: 'Nodes whose pod has not finished in time are left out of the output, without an error.',
          source: [readyNodes, podLogs],
        },
      ],
    }),
  ],
  outputs: [
    {
      path: 'sysctl/<node>',
      format: 'text',
      description:
        'One file per node whose pod finished, without an extension: a line `<path> = <value>` for every file under `/proc/sys/net/ipv4`, `/proc/sys/net/bridge` and `/proc/sys/vm`, read from the host\'s network namespace.',
      sample:
        '/proc/sys/net/ipv4/ip_forward = 1\n/proc/sys/net/ipv4/tcp_keepalive_time = 7200\n/proc/sys/net/bridge/bridge-nf-call-iptables = 1\n/proc/sys/vm/max_map_count = 262144\n/proc/sys/vm/swappiness = 60',
    },
  ],
  permissions: [
    {resource: 'nodes', verbs: ['list'], scope: 'cluster'},
    {resource: 'pods', verbs: ['create', 'get', 'delete'], scope: 'namespace'},
    {resource: 'pods/log', verbs: ['get'], scope: 'namespace'},
    pullSecretPermission(['create', 'delete']),
  ],
  execution: {
    where: 'node-pods',
    creates:
      'One pod per eligible node, all started at once, named `run-pod-<random>` in the namespace, pinned to its node through the `kubernetes.io/hostname` label, on the host network, tolerating the control-plane taints; plus a pull secret when `imagePullSecret.data` is set. Each pod is deleted as soon as its log has been read or its wait has failed, and the secret is deleted by `imagePullSecret.name` at the end.',
    source: [collect, readyNodes, podLogs],
  },
  gotchas: [
    {
      title: 'Nodes are chosen by taint',
      text: 'A node is skipped when it carries the `node.kubernetes.io/not-ready`, `node.kubernetes.io/unreachable` or `node.kubernetes.io/unschedulable` taint; its `Ready` condition is not read. A cordoned node carries the last of these, so it is missing from the output.',
      source: ['pkg/k8sutil/node.go#NodeIsReady', readyNodes],
    },
    {
      title: 'Set `timeout`',
      text: 'Without it there is no deadline, and a node that passes the taint filter but cannot take the pod keeps the collector waiting for ever. That happens with a taint other than the control-plane ones, or when a node\'s `kubernetes.io/hostname` label differs from its name, because the pod is pinned to the node through that label. With a timeout, such a node is simply missing from the output.',
      source: [readyNodes, podLogs],
    },
    {
      title: 'Missing nodes are quiet',
      text: 'A node whose pod failed, timed out or could not pull its image is only mentioned in the CLI\'s log, not in the bundle. When no node produced a file, the `sysctl` analyzer returns no result at all rather than a failure.',
      source: [readyNodes, 'pkg/analyze/sysctl.go#AnalyzeSysctl.analyzeSysctl'],
    },
    {
      title: 'Only three subtrees',
      text: 'Parameters outside `net.ipv4`, `net.bridge` and `vm`, such as `net.core`, `fs` or `kernel`, are not collected, so analyzers cannot test them. A subtree that does not exist on a node adds no lines for it.',
      source: [collect],
    },
    {
      title: 'The pods use the host network',
      text: 'A namespace that enforces the `baseline` or `restricted` Pod Security Standard rejects them, so pick a namespace that allows host networking.',
      source: [collect, readyNodes],
    },
    {
      title: 'No permission pre-check',
      text: 'None of its rights is checked in advance. Without `list` on nodes the collector fails; without the rights on pods or their logs, each node\'s pod fails on its own and the collector succeeds with no files at all.',
      source: ['pkg/apis/troubleshoot/v1beta2/collector_shared.go#Collect.AccessReviewSpecs', readyNodes, podLogs],
    },
  ],
};

export default sysctl;
