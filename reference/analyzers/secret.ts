import type {AnalyzerEntry} from '../model';

const secret: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'secret',
  title: 'Secret',
  summary: 'Checks that a Secret exists, and optionally that it has a given key, from what the secret collector recorded.',
  goType: {name: 'AnalyzeSecret', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#AnalyzeSecret'},
  fields: [
    {
      name: 'secretName',
      type: 'string',
      required: true,
      description: 'The Secret to check. Also part of the default title, `Secret <secretName>`.',
    },
    {
      name: 'namespace',
      type: 'string',
      description: 'The namespace of the Secret. Give the same value as the `secret` collector: both build the file path from it.',
      notes: [
        {
          text: 'An empty `namespace` drops that directory from the path, as it does for the collector; the analyzer then finds the file only if the collector\'s `namespace` was empty too.',
          source: ['pkg/collect/secret.go#GetSecretFileName', 'pkg/analyze/secret.go#AnalyzeSecret.analyzeSecret'],
        },
      ],
    },
    {
      name: 'key',
      type: 'string',
      description: 'A data key that must exist in the Secret. The collector must have the same `key`, because the key is part of the file name.',
      notes: [
        {
          text: 'With `key` set, the analyzer reads `secrets/<namespace>/<secretName>/<key>.json`. A collector with `includeAllData: true` writes `secrets/<namespace>/<name>.json` whatever its `key`, so the file is not found and the check is dropped.',
          source: ['pkg/collect/secret.go#GetSecretFileName', 'pkg/analyze/secret.go#AnalyzeSecret.analyzeSecret'],
        },
      ],
    },
  ],
  reads: [
    {
      path: 'secrets/[<namespace>/]<secretName>[/<key>].json',
      writtenBy: ['secret'],
      description: 'What the collector recorded about the Secret: whether it exists and, with `key`, whether the key does. `<namespace>/` is left out when `namespace` is empty, `/<key>` when `key` is.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'ignored',
    examples: [''],
    order: {
      text: '`when` is never read. If the file says the Secret does not exist, or `key` is set and the file shows no such key, the result is a fail with the message and `uri` of the last `fail` outcome in the list. Otherwise it is a pass with those of the last `pass` outcome, or with no message when there is none. `warn` outcomes are never used.',
      source: ['pkg/analyze/secret.go#AnalyzeSecret.analyzeSecret'],
    },
    noMatch: {
      text: 'There is always a pass or a fail, unless the analyzer cannot run: when the file is missing (no matching `secret` collector, or the lookup failed with an error other than not found, such as forbidden) the check is dropped, with only a log line printed with `--debug` or `-v` to say why. A fail that is due while the list has no `fail` outcome crashes the command instead (see Gotchas).',
      source: ['pkg/analyze/secret.go#AnalyzeSecret.analyzeSecret', 'pkg/collect/secret.go#CollectSecret.Collect', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
    },
  },
  gotchas: [
    {
      title: 'A `fail` outcome is mandatory',
      text: 'When a fail is due (the Secret or its key is missing) and the list has no `fail` outcome, the analyzer dereferences a missing outcome and the whole command crashes. Always include a `fail` outcome.',
      source: ['pkg/analyze/secret.go#AnalyzeSecret.analyzeSecret'],
    },
    {
      title: 'Last outcome wins',
      text: 'With several `fail` (or `pass`) outcomes, only the last of each is used; order and `when` make no difference.',
      source: ['pkg/analyze/secret.go#AnalyzeSecret.analyzeSecret'],
    },
    {
      title: 'Needs the secret collector',
      text: 'The analyzer reads only what a `secret` collector with the same name, namespace and key wrote. `clusterResources` does not save Secrets, so without that collector the check is dropped.',
      source: ['pkg/analyze/secret.go#AnalyzeSecret.analyzeSecret', 'pkg/collect/secret.go#GetSecretFileName', 'pkg/collect/cluster_resources.go#CollectClusterResources.Collect'],
    },
  ],
};

export default secret;
