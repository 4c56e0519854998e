import type {CollectorReference} from '../types';
import {imagePullPolicyField, imagePullSecretField} from '../fields';
import {cleanupByNameNote, helperImageField, helperNamespaceField, helperPodRbac, timeoutField} from './_pods';

const sysctl: CollectorReference = {
  key: 'sysctl',
  title: 'Sysctl',
  summary:
    'Reads the kernel parameters under net.ipv4, net.bridge and vm on every ready node, through one short-lived pod per node.',
  fields: [
    {
      name: 'name',
      type: 'string',
      description:
        'Only names the collector in progress messages and error reports. The output always goes to `sysctl/` at the bundle root, whatever this says.',
    },
    helperNamespaceField(
      'the `--namespace` flag, else the kubeconfig namespace',
      'When empty, the namespace given with `--namespace` on the command line is used or, without the flag, the namespace of the current kubeconfig context.',
    ),
    helperImageField(
      'The pod runs a small `sh` script built on `find` and `cat`, so any image with those, such as `busybox`, is enough.',
    ),
    imagePullPolicyField,
    {
      ...imagePullSecretField,
      description: `Registry credentials for the image. Unlike the other pod-starting collectors, sysctl also attaches an existing pull secret given by \`name\` alone. With \`data\`, it creates a temporary \`kubernetes.io/dockerconfigjson\` secret in the namespace and uses that instead. ${cleanupByNameNote}`,
    },
    timeoutField(
      'Without it there is no limit, and a node whose pod can never be scheduled keeps the collector waiting for ever. `0s` means one minute. Nodes whose pod has not finished in time are left out of the output.',
    ),
  ],
  outputs: [
    {
      path: 'sysctl/<node>',
      format: 'text',
      description:
        'One file per ready node, without an extension: a line `<path> = <value>` for every file under `/proc/sys/net/ipv4`, `/proc/sys/net/bridge` and `/proc/sys/vm`, read from the host\'s network namespace. A node whose pod failed has no file.',
      sample:
        '/proc/sys/net/ipv4/ip_forward = 1\n/proc/sys/net/ipv4/tcp_keepalive_time = 7200\n/proc/sys/net/bridge/bridge-nf-call-iptables = 1\n/proc/sys/vm/max_map_count = 262144\n/proc/sys/vm/swappiness = 60',
    },
  ],
  rbac: [
    '`list` on `nodes` (cluster-wide)',
    helperPodRbac.createPods,
    helperPodRbac.podLogs,
    helperPodRbac.secrets,
  ],
  analyzers: ['sysctl'],
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/sysctl.go',
    'pkg/collect/run_pod.go',
    'pkg/collect/collector.go',
    'pkg/analyze/sysctl.go',
  ],
};

export default sysctl;
