import type {AnalyzerEntry} from '../model';

const analyze = 'pkg/analyze/storage_class.go#AnalyzeStorageClass.analyzeStorageClass';

const storageClass: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'storageClass',
  title: 'Storage Class',
  summary: 'Checks that a StorageClass with a given name exists, or, without a name, that the cluster has a default StorageClass.',
  goType: {name: 'StorageClass', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#StorageClass'},
  fields: [
    {
      name: 'storageClassName',
      type: 'string',
      defaultText: 'look for the default class',
      description: 'The StorageClass that must exist, compared exactly with its `metadata.name`. Without it, the analyzer passes when any StorageClass is marked as the default.',
      notes: [
        {
          text: 'Without a name, a class counts as the default only when its annotation `storageclass.kubernetes.io/is-default-class` is exactly `"true"`. The older `storageclass.beta.kubernetes.io/is-default-class` annotation is not read.',
          source: [analyze],
        },
      ],
    },
  ],
  reads: [
    {
      path: 'cluster-resources/storage-classes.json',
      writtenBy: ['clusterResources'],
      description: 'Every StorageClass of the cluster, with its name and annotations.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'ignored',
    examples: [''],
    order: {
      text: 'The analyzer never reads `when` and does not stop at the first outcome. When the class is found, the result is a pass with the `message` and `uri` of the last `pass` outcome; when it is not, a fail with those of the last `fail` outcome. `warn` outcomes are never used.',
      source: [analyze],
    },
    noMatch: {
      text: 'Every run ends in a pass or a fail. If the list has no outcome of that severity the message is empty, except without `storageClassName`, where it reads `Default Storage Class found` or `No Default Storage Class found`.',
      source: [analyze],
    },
  },
  gotchas: [
    {
      title: 'The last outcome wins',
      text: 'With two `pass` (or two `fail`) outcomes, the one further down gives the message, the opposite of analyzers that stop at the first match. Write one outcome of each severity.',
      source: [analyze],
    },
    {
      title: 'Exact names, one default is enough',
      text: 'The name comparison is case-sensitive and exact. Without a name, the first class carrying the default annotation passes; having two default classes is not reported.',
      source: [analyze],
    },
    {
      title: 'No list, no check',
      text: 'If the StorageClasses could not be listed, `storage-classes.json` is written empty, the analyzer fails to parse it as a list, and the check is dropped from the results; only a log line printed with `--debug` or `-v` says why.',
      source: ['pkg/collect/cluster_resources.go#storageClasses', analyze, 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
    },
  ],
};

export default storageClass;
