import type {AnalyzerEntry} from '../model';

const clusterResource: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'clusterResource',
  title: 'Cluster Resource',
  summary:
    'Finds one Kubernetes object by kind, namespace and name in what `clusterResources` saved, takes the value at a path inside it, and compares it with a number, an expected value or a regular expression.',
  goType: {name: 'ClusterResource', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#ClusterResource'},
  fields: [
    {
      name: 'kind',
      type: 'string',
      required: true,
      description:
        'The kind of the object, in any letter case (`Deployment`, `deployment`). Only the kinds listed are known; each is read from one file of `clusterResources` (see What it reads).',
      valuesIgnoreCase: true,
      values: [
        'deployment',
        'daemonset',
        'statefulset',
        'replicaset',
        'job',
        'pod',
        'service',
        'ingress',
        'networkpolicy',
        'resourcequota',
        'configmap',
        'persistentvolumeclaim',
        'pvc',
        'namespace',
        'node',
        'persistentvolume',
        'pv',
        'storageclass',
        'validatingwebhookconfiguration',
        'mutatingwebhookconfiguration',
      ],
      notes: [
        {
          text: 'Any other kind, including every custom resource, Secret, CronJob or Role, is not an error: the result is a fail saying the object does not exist.',
          source: ['pkg/analyze/kube_resource.go#FindResource', 'pkg/analyze/kube_resource.go#Filemap', 'pkg/analyze/kube_resource.go#AnalyzeClusterResource.analyzeResource'],
        },
      ],
    },
    {
      name: 'clusterScoped',
      type: 'boolean',
      default: 'false',
      description:
        'Set to `true` for the cluster-wide kinds (`namespace`, `node`, `persistentvolume`/`pv`, `storageclass` and the two webhook configurations), and leave it out for the others.',
      notes: [
        {
          text: 'A mismatch makes the analyzer look for a file that does not exist, and the result is a fail saying the object does not exist.',
          source: ['pkg/analyze/kube_resource.go#FindResource'],
        },
      ],
    },
    {
      name: 'namespace',
      type: 'string',
      default: 'default',
      description: 'The namespace of the object. Ignored with `clusterScoped: true`.',
      notes: [
        {
          text: 'The fail message for a missing object prints the field as written, so with the default it reads `in namespace  does not exist`, with an empty name.',
          source: ['pkg/analyze/kube_resource.go#AnalyzeClusterResource.analyzeResource'],
        },
      ],
    },
    {
      name: 'name',
      type: 'string',
      required: true,
      description: 'The exact `metadata.name` of the object.',
    },
    {
      name: 'yamlPath',
      type: 'string',
      required: true,
      description:
        'Where the value sits in the object: keys separated by dots, such as `spec.replicas`. A list item is its own segment, index in brackets: `spec.template.spec.containers.[0].image`.',
      notes: [
        {
          text: 'Write `containers.[0]`, not `containers[0]`. A path that cannot be followed (a missing key before the last one, an index on something that is not a list) gives a fail with the message `YAML path provided is invalid`. A missing last key gives no value at all (Go `nil`), not an empty one: `expectedValue` equals it only when written as `null` or `~`, `regex` and `regexGroups` search the text `null`, and the number comparison fails with an error that drops the check (only a log line printed with `--debug` or `-v` says why). An index past the end of a list, or a negative one such as `[-1]`, crashes the command.',
          source: ['pkg/interfaceutils/interfaceutils.go#GetAtPath', 'pkg/analyze/kube_resource.go#AnalyzeClusterResource.analyzeResource', 'pkg/analyze/kube_resource.go#compareWhentoResource', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
        },
        {
          text: 'Keys that contain a dot, such as the label `app.kubernetes.io/name` or the annotation `storageclass.kubernetes.io/is-default-class`, cannot be reached; use `regex` on their parent map instead.',
          source: ['pkg/interfaceutils/interfaceutils.go#GetAtPath'],
        },
      ],
    },
    {
      name: 'expectedValue',
      type: 'string',
      description:
        'The value to expect at `yamlPath`, written as YAML. When set, `when` is a boolean: `"true"` selects an outcome when the values are equal. Takes precedence over `regex` and `regexGroups`.',
      notes: [
        {
          text: 'The text is parsed as YAML and compared with the value, types included. `"3"` is a number; `"True"`, `"yes"` and `"on"` are booleans, so they never equal the text `True` of a condition status. Quote such text inside the string: `expectedValue: "\'True\'"`.',
          source: ['pkg/analyze/kube_resource.go#AnalyzeClusterResource.analyzeResource', 'pkg/analyze/kube_resource.go#analyzeValue'],
        },
      ],
    },
    {
      name: 'regex',
      type: 'string',
      format: 're2',
      description:
        'A Go regular expression searched in the value at `yamlPath`, printed as YAML. When set (and `expectedValue` is not), `when` is a boolean: `"true"` selects an outcome when it matched.',
      notes: [
        {
          text: 'The printed value ends with a line break, and in Go `$` matches only at the very end of the text unless `(?m)` is set. `^Running$` therefore never matches a phase of `Running`; write `(?m)^Running$` or `^Running`.',
          source: ['pkg/analyze/kube_resource.go#AnalyzeClusterResource.analyzeResource', 'pkg/analyze/text_analyze.go#analyzeRegexPattern'],
        },
      ],
    },
    {
      name: 'regexGroups',
      type: 'string',
      format: 're2',
      description:
        'A Go regular expression with named groups, `(?P<name>...)`, searched in the value at `yamlPath` printed as YAML. When set (and neither `expectedValue` nor `regex` is), `when` compares one group with a value: `Minor >= 28`.',
    },
    {
      name: 'collectorName',
      type: 'string',
      description: 'Used only as the title of the result when `checkName` is empty. Without either, the result has an empty title.',
    },
  ],
  reads: [
    {
      path: 'cluster-resources/<resource>/<namespace>.json',
      writtenBy: ['clusterResources'],
      description:
        'For a namespaced kind, the list of that kind in the object\'s namespace: `deployments`, `daemonsets`, `statefulsets`, `replicasets`, `jobs`, `pods`, `services`, `ingress`, `network-policy`, `resource-quota`, `configmaps` or `pvcs`.',
    },
    {
      path: 'cluster-resources/<resource>.json',
      writtenBy: ['clusterResources'],
      description:
        'For a cluster-wide kind: `namespaces.json`, `nodes.json`, `pvs.json`, `storage-classes.json`, `validating-webhook-configurations.json` or `mutating-webhook-configurations.json`.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'resource-field',
    modes: [
      {field: 'expectedValue', when: 'compare-bool'},
      {field: 'regex', when: 'regex-bool'},
      {field: 'regexGroups', when: 'regex-groups'},
    ],
    allModesRun: false,
    examples: ['>= 2', '< 20Gi', 'true', 'false', 'Minor >= 28'],
    order: {
      text: 'One way of comparing is used: `expectedValue` when set, else `regex`, else `regexGroups`, else the number in `when`; the other fields are ignored. With `regex`, every outcome is tried, as in `textAnalyze`: the last one that holds gives the message and `uri`, and every one that holds sets its severity (only a `fail` clears an earlier warning), so a `warn` and a later `pass` that both hold leave a result that is both a warning and a pass. In every other case the first outcome that holds, from top to bottom, gives the result. An outcome without `when` always holds with `regexGroups` or a number; with `expectedValue` it holds for a `pass` when the values are equal and for a `fail` or `warn` when they differ.',
      source: [
        'pkg/analyze/kube_resource.go#AnalyzeClusterResource.analyzeResource',
        'pkg/analyze/kube_resource.go#analyzeValue',
        'pkg/analyze/kube_resource.go#analyzeWhenField',
        'pkg/analyze/text_analyze.go#analyzeRegexPattern',
        'pkg/analyze/text_analyze.go#analyzeRegexGroups',
      ],
    },
    noMatch: {
      text: 'With `expectedValue` or a number comparison, a fail with the message `Invalid analyzer`. With `regex` or `regexGroups`, a result with no severity, which does not change the exit code. Before any outcome is read, an object that is not found gives a fail `<kind> <name> in namespace <namespace> does not exist` (`<kind> <name> does not exist` when cluster-scoped), and a path that cannot be followed a fail `YAML path provided is invalid`.',
      source: [
        'pkg/analyze/kube_resource.go#AnalyzeClusterResource.analyzeResource',
        'pkg/analyze/kube_resource.go#analyzeValue',
        'pkg/analyze/kube_resource.go#analyzeWhenField',
        'pkg/analyze/text_analyze.go#analyzeRegexPattern',
      ],
    },
    templateVariables: [
      {
        name: '.<group>',
        meaning:
          'with `regexGroups` only: the text the named group captured, such as `{{ .Minor }}`. In the other modes `message` is printed as written.',
      },
    ],
  },
  gotchas: [
    {
      title: 'No custom resources',
      text: 'Only the kinds in the `kind` list can be found. For a custom resource, use `jsonCompare` or `textAnalyze` on the file `clusterResources` also writes for it, a plain JSON list: `cluster-resources/custom-resources/<crd-name>/<namespace>.json`, or `cluster-resources/custom-resources/<crd-name>.json` for a cluster-scoped kind.',
      source: ['pkg/analyze/kube_resource.go#Filemap', 'pkg/analyze/kube_resource.go#FindResource', 'pkg/collect/cluster_resources.go#crsV1', 'pkg/collect/cluster_resources.go#storeCustomResource'],
    },
    {
      title: 'A `warn` with `when` crashes the command',
      text: 'When comparing a number, a `warn` outcome that has a `when` makes the analyzer read the `when` of a `fail` in the same list item, which is not there, and the whole `support-bundle` or `preflight` run stops with a Go panic. Use `warn` only without `when`, as the last outcome, or use `fail` and `pass` only.',
      source: ['pkg/analyze/kube_resource.go#analyzeWhenField'],
    },
    {
      title: 'A quantity needs the space',
      text: 'When the field holds a quantity such as `20Gi`, a `when` without a space after the operator (`>=20Gi`) crashes the command instead of failing the check.',
      source: ['pkg/analyze/kube_resource.go#compareWhentoResource'],
    },
    {
      title: 'Quantities are rounded up to whole units',
      text: 'Both sides of a quantity comparison are converted to whole units, rounding up: a CPU request of `250m` compares as `1`, so `< 1` is false for it. Thresholds finer than one core, or one byte, cannot be expressed.',
      source: ['pkg/analyze/kube_resource.go#compareWhentoResource'],
    },
    {
      title: 'Kind `namespace` depends on how namespaces were collected',
      text: 'Namespaces are found only when `clusterResources` listed every namespace. With its `namespaces` field set, the file is a plain list and every namespace is reported as not existing; with the `--namespace` flag it holds a single object, and the analyzer crashes the command.',
      source: ['pkg/analyze/kube_resource.go#FindResource', 'pkg/collect/cluster_resources.go#getNamespaces', 'pkg/collect/cluster_resources.go#getNamespace'],
    },
    {
      title: 'Only collected namespaces',
      text: 'The object is looked up in what `clusterResources` saved. If that collector was limited to other namespaces, the object is reported as not existing.',
      source: ['pkg/analyze/kube_resource.go#FindResource'],
    },
    {
      title: 'Errors hide the check',
      text: 'A `when` that does not parse, a field that holds neither a whole number nor a quantity in the number comparison, or an `expectedValue` that is not valid YAML is an analyzer error: the check disappears from the results, and only a log line printed with `--debug` or `-v` says why.',
      source: ['pkg/analyze/kube_resource.go#compareWhentoResource', 'pkg/analyze/kube_resource.go#AnalyzeClusterResource.analyzeResource', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
    },
  ],
};

export default clusterResource;
