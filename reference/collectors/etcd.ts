import type {CollectorReference} from '../types';

const etcd: CollectorReference = {
  key: 'etcd',
  title: 'Etcd',
  summary:
    'Runs five read-only etcdctl commands against the cluster\'s etcd on kURL, k0s and Embedded Cluster installations and saves their JSON output.',
  fields: [
    {
      name: 'image',
      type: 'string',
      default: 'quay.io/coreos/etcd:latest',
      description:
        'The image of the temporary etcd client pod started on k0s and Embedded Cluster, where etcd is not a pod. It needs `etcdctl` and `sleep`. On kURL the commands run in the existing etcd static pod and this field is not used.',
    },
  ],
  outputs: [
    {
      path: 'etcd/<command>.json',
      format: 'json',
      description:
        'Standard output of one command, run with `--write-out json`: `endpoint-health.json`, `endpoint-status.json`, `member-list.json`, `alarm-list.json` and `version.json`. A command that exits with an error leaves no file at all.',
      sample:
        '[\n  {"endpoint": "https://127.0.0.1:2379", "health": true, "took": "8.412ms"}\n]',
    },
    {
      path: 'etcd/<command>-stderr.json',
      format: 'json',
      description:
        'Standard error of a successful command that still printed warnings, wrapped in an object with one `stderr` key.',
      sample: '{"stderr": "<whatever etcdctl printed on standard error>"}',
    },
  ],
  rbac: [
    '`list` on `nodes` (cluster-wide), to detect the distribution',
    'kURL: `list` on `pods` in all namespaces, and `create` on `pods/exec` in the etcd pod\'s namespace',
    'k0s and Embedded Cluster: `create`, `get` and `delete` on `pods`, and `create` on `pods/exec`, in the `default` namespace',
  ],
  analyzers: ['textAnalyze'],
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/etcd.go',
    'pkg/collect/collector.go',
    'pkg/supportbundle/collect.go',
  ],
};

export default etcd;
