import type {CollectorReference} from '../types';
import {helperNamespaceField, helperPodRbac, podSpecField, podSpecPullSecretField, timeoutField} from './_pods';

const runDaemonSet: CollectorReference = {
  key: 'runDaemonSet',
  title: 'Run DaemonSet',
  summary:
    'Runs a pod spec you write on every eligible node through a temporary DaemonSet and saves each node\'s log.',
  fields: [
    {
      name: 'name',
      type: 'string',
      description:
        'The directory at the bundle root that receives one log per node. It is also built into the DaemonSet\'s generated name (`run-daemonset-<name>-`), so keep to lower-case letters, digits and dashes. Without it the logs land at the bundle root.',
    },
    helperNamespaceField('default'),
    timeoutField(
      'It covers the whole run: the DaemonSet scheduling its pods, every pod finishing, and the logs being read. Zero or a negative value also means 60 seconds. A node whose pod has not finished in time gets a file with the error instead of a log.',
      '60s',
    ),
    podSpecPullSecretField,
    podSpecField(
      'A DaemonSet only accepts `restartPolicy: Always` (the default), so the container is restarted after it exits; Troubleshoot counts a pod as finished once it has succeeded, failed or restarted once, then saves the log of its first container. Add `tolerations` to reach tainted nodes such as control-plane nodes, and a `nodeSelector` or `affinity` to narrow the nodes.',
    ),
  ],
  outputs: [
    {
      path: '<name>/<node>.log',
      format: 'text',
      description:
        'The log of the first container of the pod that ran on that node. If the log could not be read, the file holds the error message instead.',
      sample: 'Filesystem                Size      Used Available Use% Mounted on\n/dev/nvme0n1p1           99.9G     61.2G     38.7G  61% /host/var',
    },
    {
      path: '<name>/unknown-node-<pod>.log',
      format: 'text',
      description:
        'Written instead of a node\'s log when Troubleshoot could not see the pod finish, for example because the timeout passed or the image pull went into back-off. It holds the error message.',
    },
  ],
  rbac: [
    helperPodRbac.daemonSets,
    '`list` and `get` on `pods` in the namespace',
    helperPodRbac.podLogs,
    helperPodRbac.secrets,
  ],
  analyzers: ['textAnalyze'],
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/run_daemonset.go',
    'pkg/collect/run_pod.go',
    'pkg/collect/collector.go',
    'pkg/supportbundle/collect.go',
    'pkg/analyze/text_analyze.go',
  ],
};

export default runDaemonSet;
