import type {CollectorReference} from '../types';

const nodeMetrics: CollectorReference = {
  key: 'nodeMetrics',
  title: 'Node Metrics',
  summary:
    'Saves the kubelet stats summary of each node (CPU, memory, file system, network, and per-pod volume usage), read through the API server\'s node proxy.',
  fields: [
    {
      name: 'nodeNames',
      type: 'string[]',
      default: 'every node',
      description:
        'Nodes to read by name. Combined with `selector`, the nodes of both are read. When both are left out, every node in the cluster is read.',
    },
    {
      name: 'selector',
      type: 'string[]',
      default: 'every node',
      description:
        'Node label selectors, such as `node-role.kubernetes.io/control-plane`. The entries are joined with commas, so a node must match all of them.',
    },
  ],
  outputs: [
    {
      path: 'node-metrics/<node>.json',
      format: 'json',
      description:
        'The response of `/api/v1/nodes/<node>/proxy/stats/summary`, unchanged: a `node` section and a `pods` list whose `volume` entries carry used and capacity bytes, with `pvcRef` set for persistent volumes.',
      sample:
        '{\n  "node": {\n    "nodeName": "worker-1",\n    "cpu": {"usageNanoCores": 412000000},\n    "memory": {"workingSetBytes": 3221225472},\n    "fs": {"capacityBytes": 107374182400, "usedBytes": 48318382080}\n  },\n  "pods": [\n    {\n      "podRef": {"name": "db-0", "namespace": "shop"},\n      "volume": [\n        {\n          "name": "data",\n          "capacityBytes": 21474836480,\n          "usedBytes": 17179869184,\n          "pvcRef": {"name": "data-db-0", "namespace": "shop"}\n        }\n      ]\n    }\n  ]\n}',
    },
  ],
  rbac: [
    '`list` on `nodes`, unless only `nodeNames` is given (not checked before the run)',
    '`get` on `nodes/proxy` (not checked before the run)',
  ],
  analyzers: ['nodeMetrics'],
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/k8s_node_metrics.go',
    'pkg/collect/collector.go',
    'pkg/supportbundle/collect.go',
    'pkg/analyze/k8s_node_metrics.go',
  ],
};

export default nodeMetrics;
