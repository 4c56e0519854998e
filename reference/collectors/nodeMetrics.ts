import type {CollectorEntry} from '../model';

const nodeMetrics: CollectorEntry = {
  kind: 'collector',
  key: 'nodeMetrics',
  title: 'Node Metrics',
  summary:
    'Saves the kubelet stats summary of each node (CPU, memory, file system, network, and per-pod volume usage), read through the API server\'s node proxy.',
  goType: {name: 'NodeMetrics', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#NodeMetrics'},
  fields: [
    {
      name: 'nodeNames',
      type: 'string[]',
      defaultText: 'every node, when `selector` is also left out',
      description: 'Nodes to read by name.',
      notes: [
        {
          text: 'Combined with `selector`, the nodes of both are read. Names are used as given, without checking that such a node exists.',
          source: ['pkg/collect/k8s_node_metrics.go#CollectNodeMetrics.constructNodesMap'],
        },
      ],
    },
    {
      name: 'selector',
      type: 'string[]',
      format: 'label-selector',
      defaultText: 'every node, when `nodeNames` is also left out',
      description:
        'Node label selectors, such as `node-role.kubernetes.io/control-plane`. The entries are joined with commas, so a node must match all of them.',
      notes: [
        {
          text: 'Leaving both fields out reads every node. An empty list still counts as set: `nodeNames: []` alone reads no node at all, while `selector: []` lists nodes with an empty selector and so reads every node.',
          source: ['pkg/collect/k8s_node_metrics.go#CollectNodeMetrics.constructNodesMap'],
        },
      ],
    },
  ],
  outputs: [
    {
      path: 'node-metrics/<node>.json',
      format: 'json',
      description:
        'The response of `/api/v1/nodes/<node>/proxy/stats/summary`, unchanged: a `node` section and a `pods` list whose `volume` entries carry used and capacity bytes, with `pvcRef` set for persistent volumes. `collectorName` does not change the path.',
      sample:
        '{\n  "node": {\n    "nodeName": "worker-1",\n    "cpu": {"usageNanoCores": 412000000},\n    "memory": {"workingSetBytes": 3221225472},\n    "fs": {"capacityBytes": 107374182400, "usedBytes": 48318382080}\n  },\n  "pods": [\n    {\n      "podRef": {"name": "db-0", "namespace": "shop"},\n      "volume": [\n        {\n          "name": "data",\n          "capacityBytes": 21474836480,\n          "usedBytes": 17179869184,\n          "pvcRef": {"name": "data-db-0", "namespace": "shop"}\n        }\n      ]\n    }\n  ]\n}',
    },
  ],
  permissions: [
    {resource: 'nodes', verbs: ['list'], scope: 'cluster', when: 'unless only `nodeNames` is given'},
    {resource: 'nodes/proxy', verbs: ['get'], scope: 'cluster'},
  ],
  execution: {
    where: 'api',
    creates: 'Nothing: one GET per node through the API server\'s proxy to the kubelet.',
    source: ['pkg/collect/k8s_node_metrics.go#CollectNodeMetrics.Collect'],
  },
  gotchas: [
    {
      title: 'One failing node ends the collector',
      text: 'If the request for any node fails, for example a misspelt name in `nodeNames` or a kubelet that does not answer, the collector stops there. Nodes are visited in no particular order. A support bundle keeps the files of the nodes read before the failure and records the error in `collector-errors/node-metrics-error.json`; a preflight drops every file of the collector.',
      source: ['pkg/collect/k8s_node_metrics.go#CollectNodeMetrics.Collect', 'pkg/supportbundle/collect.go#runCollectors', 'pkg/preflight/collect.go#CollectWithContext'],
    },
    {
      title: 'A failed node list is silent',
      text: 'When nodes cannot be listed, the collector only logs the problem, with no error file: it then reads just the nodes named in `nodeNames`, and with no names it writes nothing at all.',
      source: ['pkg/collect/k8s_node_metrics.go#CollectNodeMetrics.constructNodesMap', 'pkg/collect/k8s_node_metrics.go#CollectNodeMetrics.Collect'],
    },
    {
      title: 'A sensitive permission, not checked in advance',
      text: '`get` on `nodes/proxy` opens the kubelet API, and many clusters grant it only to administrators. Nothing is checked before the run, so a missing right shows up as the failure of the first node.',
      source: ['pkg/apis/troubleshoot/v1beta2/collector_shared.go#Collect.AccessReviewSpecs', 'pkg/collect/k8s_node_metrics.go#summaryUrlTemplate'],
    },
  ],
};

export default nodeMetrics;
