import type {AnalyzerEntry, Field} from '../model';

const source = 'pkg/analyze/node_resources.go#nodeMatchesFilters';

/** A capacity or allocatable filter: a minimum that each kept node must reach. */
function minimum(name: string, what: string, example: string): Field {
  return {
    name,
    type: 'string',
    format: 'quantity',
    description: `Keep only nodes whose ${what} is at least this quantity, such as \`${example}\`.`,
  };
}

const nodeResources: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'nodeResources',
  title: 'Node Resources',
  summary: 'Counts the nodes of the cluster, or adds up or compares their CPU, memory, pods, ephemeral storage and extended resources, optionally only for nodes that pass filters.',
  goType: {name: 'NodeResources', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#NodeResources'},
  fields: [
    {
      name: 'filters',
      type: 'object',
      defaultText: 'every node',
      description: 'Which nodes the functions in `when` look at. A node must pass every filter that is set; the capacity and allocatable filters are minimums.',
      notes: [
        {
          text: 'A filter quantity that does not parse is an error: the check is dropped from the results, and only a log line printed with `--debug` or `-v` says why.',
          source: [source, 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
        },
      ],
      fields: [
        {
          name: 'cpuArchitecture',
          type: 'string',
          description: 'Keep only nodes of this architecture, as the node reports it (`amd64`, `arm64`), compared without regard to case.',
        },
        minimum('cpuCapacity', 'CPU capacity', '4'),
        minimum('cpuAllocatable', 'allocatable CPU', '3500m'),
        minimum('memoryCapacity', 'memory capacity', '16Gi'),
        minimum('memoryAllocatable', 'allocatable memory', '14Gi'),
        minimum('podCapacity', 'pod capacity', '110'),
        minimum('podAllocatable', 'allocatable pod count', '100'),
        minimum('ephemeralStorageCapacity', 'ephemeral storage capacity', '100Gi'),
        minimum('ephemeralStorageAllocatable', 'allocatable ephemeral storage', '80Gi'),
        {
          name: 'resourceName',
          type: 'string',
          description: 'Keep only nodes that report this resource in capacity or allocatable, such as `nvidia.com/gpu`. It is also the resource that `resourceCapacity` and `resourceAllocatable` mean inside `min()`, `max()` and `sum()`.',
        },
        {
          name: 'resourceCapacity',
          type: 'string',
          format: 'quantity',
          description: 'With `resourceName`: keep only nodes whose capacity of that resource is at least this quantity.',
          notes: [{text: 'Ignored when `resourceName` is empty.', source: [source]}],
        },
        {
          name: 'resourceAllocatable',
          type: 'string',
          format: 'quantity',
          description: 'With `resourceName`: keep only nodes whose allocatable amount of that resource is at least this quantity.',
          notes: [{text: 'Ignored when `resourceName` is empty.', source: [source]}],
        },
        {
          name: 'selector',
          type: 'object',
          description: 'Keep only nodes whose labels match, like a Kubernetes label selector.',
          fields: [
            {
              name: 'matchLabel',
              type: 'map[string]string',
              description: 'Labels a node must have, with these values.',
              notes: [
                {
                  text: 'The key is `matchLabel`, singular, unlike `matchLabels` in Kubernetes. A selector holding only a misspelt key has no requirement left and keeps every node.',
                  source: ['pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#NodeResourceSelectors', source],
                },
              ],
            },
            {
              name: 'matchExpressions',
              type: 'object[]',
              description: 'Label requirements, each with `key`, `operator` (`In`, `NotIn`, `Exists`, `DoesNotExist`) and `values`, as in a Kubernetes label selector.',
              kubernetesType: {
                name: 'LabelSelectorRequirement',
                url: 'https://kubernetes.io/docs/reference/kubernetes-api/common-definitions/label-selector/',
              },
            },
          ],
        },
        {
          name: 'taint',
          type: 'object',
          description: 'Keep only nodes that have this taint, given as `key`, `value` and `effect`.',
          kubernetesType: {name: 'Taint', url: 'https://kubernetes.io/docs/reference/kubernetes-api/cluster-resources/node-v1/#NodeSpec'},
          notes: [
            {
              text: 'A node matches when it has a taint with the same `key` and `effect`; `value` is not compared.',
              source: ['pkg/k8sutil/taints.go#TaintExists'],
            },
            {
              text: 'With `taint` set, the filters checked after it are skipped: `cpuArchitecture` and every CPU, memory, pod and ephemeral storage minimum. Only `resourceName`, its two minimums and `selector` still apply.',
              source: [source],
            },
          ],
        },
      ],
    },
    {
      name: 'ignoreIfNoFiles',
      type: 'boolean',
      default: 'false',
      description: 'When `cluster-resources/nodes.json` is not in the bundle, give no result instead of a warning.',
      notes: [
        {
          text: 'Without it, a missing node list gives a warning: `No node resources were collected, unable to analyze node resources`. An empty node list file, written when nodes could not be listed, is an error instead, and this field does not help.',
          source: ['pkg/analyze/node_resources.go#AnalyzeNodeResources.analyzeNodeResources', 'pkg/collect/cluster_resources.go#nodes', 'pkg/collect/cluster_resources.go#CollectClusterResources.Collect'],
        },
      ],
    },
  ],
  reads: [
    {
      path: 'cluster-resources/nodes.json',
      writtenBy: ['clusterResources'],
      description: 'The node list: capacity, allocatable resources, labels, taints, architecture and conditions of every node.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'node-resources',
    examples: [
      'count() < 3',
      '< 3',
      'min(memoryCapacity) >= 8Gi',
      'sum(cpuAllocatable) > 16',
      'max(podCapacity) >= 110',
      'countDistinct(topology.kubernetes.io/zone) >= 3',
      'nodeCondition(Ready) == False',
      'min(resourceAllocatable) >= 1',
    ],
    order: {
      text: 'Outcomes are tried from top to bottom and the first whose `when` holds gives the result; an outcome without `when` always holds. Only that outcome\'s `message` is rendered as a template.',
      source: ['pkg/analyze/node_resources.go#AnalyzeNodeResources.analyzeNodeResources'],
    },
    noMatch: {
      text: 'The result has the check\'s title but no severity and no message. `preflight` leaves it out of its text, JSON and YAML output and shows it unmarked in the interactive view; `analysis.json` and the `support-bundle` output give it an empty severity. It does not change the exit code. End the list with an outcome without `when` to avoid that.',
      source: [
        'pkg/analyze/node_resources.go#AnalyzeNodeResources.analyzeNodeResources',
        'pkg/preflight/text_results.go#ShowTextResultsStructured',
        'pkg/preflight/text_results.go#outputResult',
        'pkg/convert/supportbundle.go#FromAnalyzerResult',
        'pkg/preflight/run.go#checkOutcomesToExitCode',
      ],
    },
    templateVariables: [
      {name: '.NodeCount', meaning: 'the number of nodes that passed the filters (all nodes without filters)'},
      {name: '.CPUCapacity', meaning: 'the `cpuCapacity` filter as written; every other filter is there too under its Go name: `.CPUArchitecture`, `.CPUAllocatable`, `.MemoryCapacity`, `.MemoryAllocatable`, `.PodCapacity`, `.PodAllocatable`, `.EphemeralStorageCapacity`, `.EphemeralStorageAllocatable`, `.ResourceName`, `.ResourceCapacity`, `.ResourceAllocatable`'},
      {name: '.Selector.MatchLabel', meaning: 'the `selector.matchLabel` map, such as `{{ index .Selector.MatchLabel "node-role.example.com/db" }}`'},
      {name: '.Taint.Key', meaning: 'the key of the `taint` filter; `.Taint.Effect` and `.Taint.Value` likewise'},
    ],
  },
  gotchas: [
    {
      title: 'A plain number is bytes for memory',
      text: 'In `min`, `max` and `sum`, a value without a unit is a plain quantity: `min(memoryCapacity) >= 16` means 16 bytes and holds on any node. Write `16Gi`. For CPU a plain number is cores (`4`) and `500m` is half a core.',
      source: ['pkg/analyze/node_resources.go#compareNodeResourceConditionalToActual'],
    },
    {
      title: 'Counts take whole numbers',
      text: '`count()` and `countDistinct()` compare integers only; `count() >= 3.0` or `count() >= 3k` is an error that drops the check.',
      source: ['pkg/analyze/node_resources.go#compareNodeResourceConditionalToActual'],
    },
    {
      title: '`min` and `max` need a node',
      text: 'When no node passes the filters, or none reports the property (a `resourceName` nobody has), `min()` and `max()` are an error and the check is dropped (only a log line printed with `--debug` or `-v` says why); `count()` and `sum()` give 0. Put a `count() < 1` outcome first to answer that case yourself. A misspelt property, such as `sum(cpuAlloc)`, is read the same way as one no node reports: `sum(cpuAlloc) < 12` holds on every cluster, while `min` and `max` drop the check.',
      source: ['pkg/analyze/node_resources.go#findMin', 'pkg/analyze/node_resources.go#findMax', 'pkg/analyze/node_resources.go#findSum', 'pkg/analyze/node_resources.go#getQuantity', 'pkg/analyze/node_resources.go#compareNodeResourceConditionalToActual', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
    },
    {
      title: '`nodeCondition` compares for equality only',
      text: '`nodeCondition(Type)` accepts any operator containing `=`, so `!=`, `<=` and `>=` pass the check and then behave like `==`: `nodeCondition(Ready) != True` holds when a node is ready. It holds when any node that passed the filters has the condition with that status; type and status are case-sensitive.',
      source: ['pkg/analyze/node_resources.go#compareNodeResourceConditionalToActual'],
    },
    {
      title: 'A bare property name counts nodes',
      text: 'A first word without parentheses is read as `count()`: `cpuCapacity >= 4` counts nodes and holds with four nodes of any size. Write `min(cpuCapacity) >= 4`.',
      source: ['pkg/analyze/node_resources.go#compareNodeResourceConditionalToActual'],
    },
    {
      title: 'Filter variables need filters',
      text: 'A `message` that prints a filter variable such as `{{ .MemoryCapacity }}` fails to render when the analyzer has no `filters`, and `{{ .Taint.Key }}` or `{{ .Selector.MatchLabel }}` fail when that filter is not set. A render failure drops the check. `{{ .NodeCount }}` always works.',
      source: ['pkg/analyze/node_resources.go#NodeResourceMsg', 'pkg/analyze/node_resources.go#AnalyzeNodeResources.analyzeNodeResources'],
    },
  ],
};

export default nodeResources;
