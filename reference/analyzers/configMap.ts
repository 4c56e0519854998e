import type {AnalyzerEntry} from '../model';

const configMap: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'configMap',
  title: 'ConfigMap',
  summary: 'Checks that a ConfigMap exists, and optionally that it has a given key, from what the configMap collector recorded.',
  goType: {name: 'AnalyzeConfigMap', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#AnalyzeConfigMap'},
  fields: [
    {
      name: 'configMapName',
      type: 'string',
      required: true,
      description: 'The ConfigMap to check. Also part of the default title, `ConfigMap <configMapName>`.',
    },
    {
      name: 'namespace',
      type: 'string',
      description: 'The namespace of the ConfigMap. Give the same value as the `configMap` collector: both build the file path from it.',
      notes: [
        {
          text: 'A collector without `namespace` looks the ConfigMap up in the kubeconfig namespace but writes its file without a namespace directory. Leave `namespace` empty here too in that case; naming the namespace makes the analyzer look for a file that does not exist.',
          source: ['pkg/collect/configmap.go#CollectConfigMap.Collect', 'pkg/collect/configmap.go#GetConfigMapFileName', 'pkg/analyze/configmap.go#AnalyzeConfigMap.analyzeConfigMap'],
        },
      ],
    },
    {
      name: 'key',
      type: 'string',
      description: 'A key that must exist in the ConfigMap\'s `data`. The collector must have the same `key`, because the key is part of the file name.',
      notes: [
        {
          text: 'Only `data` is searched: a key that exists under `binaryData` counts as missing.',
          source: ['pkg/collect/configmap.go#configMapToOutput'],
        },
      ],
    },
  ],
  reads: [
    {
      path: 'configmaps/[<namespace>/]<configMapName>[/<key>].json',
      writtenBy: ['configMap'],
      description: 'What the collector recorded about the ConfigMap: whether it exists and, with `key`, whether the key does. `<namespace>/` is left out when `namespace` is empty, `/<key>` when `key` is.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'ignored',
    examples: [''],
    order: {
      text: '`when` is never read. If the file says the ConfigMap does not exist, or `key` is set and the file shows no such key, the result is a fail with the message and `uri` of the last `fail` outcome in the list. Otherwise it is a pass with those of the last `pass` outcome, or with no message when there is none. `warn` outcomes are never used.',
      source: ['pkg/analyze/configmap.go#AnalyzeConfigMap.analyzeConfigMap'],
    },
    noMatch: {
      text: 'There is always a pass or a fail, with two exceptions. When the file is missing (no matching `configMap` collector, or the lookup failed with an error other than not found, such as forbidden), the check is dropped, with only a log line printed with `--debug` or `-v` to say why. When a fail is due and the list has no `fail` outcome, the command crashes.',
      source: ['pkg/analyze/configmap.go#AnalyzeConfigMap.analyzeConfigMap', 'pkg/collect/configmap.go#CollectConfigMap.Collect', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
    },
  },
  gotchas: [
    {
      title: 'A `fail` outcome is mandatory',
      text: 'When a fail is due (the ConfigMap or its key is missing) and the list has no `fail` outcome, the analyzer dereferences a missing outcome and the whole command crashes. Always include a `fail` outcome.',
      source: ['pkg/analyze/configmap.go#AnalyzeConfigMap.analyzeConfigMap'],
    },
    {
      title: 'Last outcome wins',
      text: 'With several `fail` (or `pass`) outcomes, only the last of each is used; order and `when` make no difference.',
      source: ['pkg/analyze/configmap.go#AnalyzeConfigMap.analyzeConfigMap'],
    },
    {
      title: 'Not from clusterResources',
      text: 'Although `clusterResources` saves the ConfigMaps of the namespaces it collects under `cluster-resources/configmaps/`, this analyzer reads only `configmaps/<namespace>/<name>[/<key>].json`, the file a `configMap` collector writes for that ConfigMap (named by `name`, or found by a `selector`) when it has the same `namespace` and `key`. Without that file the check is dropped.',
      source: ['pkg/analyze/configmap.go#AnalyzeConfigMap.analyzeConfigMap', 'pkg/collect/configmap.go#GetConfigMapFileName', 'pkg/collect/configmap.go#CollectConfigMap.Collect'],
    },
  ],
};

export default configMap;
