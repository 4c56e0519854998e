import type {AnalyzerEntry} from '../model';

const replicasetStatus: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'replicasetStatus',
  title: 'ReplicaSet Status',
  summary: 'Checks the ready or available replicas of one ReplicaSet, or of every ReplicaSet that matches a label selector.',
  goType: {name: 'ReplicaSetStatus', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#ReplicaSetStatus'},
  fields: [
    {
      name: 'name',
      type: 'string',
      description: 'The ReplicaSet to check. Without it the analyzer checks every ReplicaSet in scope that matches `selector`, each on its own.',
      notes: [
        {
          text: 'A named ReplicaSet that is not in its namespace\'s file gives a fail titled `<name> ReplicaSet Status` with the message `The replicaset "<name>" was not found`. The outcomes are not consulted, and there is no `absent` condition.',
          source: ['pkg/analyze/replicaset_status.go#analyzeOneReplicaSetStatus'],
        },
      ],
    },
    {
      name: 'namespace',
      type: 'string',
      description: 'The namespace of the ReplicaSet. With `name`, it is needed: the analyzer reads only that namespace\'s file. Without `name`, it is one more namespace to look in.',
      notes: [
        {
          text: 'With `name` set and `namespace` empty, the analyzer looks for a file that does not exist and shows no result at all.',
          source: ['pkg/analyze/replicaset_status.go#analyzeOneReplicaSetStatus', 'pkg/analyze/download.go#fileContentProvider.getChildFileContents'],
        },
      ],
    },
    {
      name: 'namespaces',
      type: 'string[]',
      description: 'Without `name`: more namespaces to look in, besides `namespace`. With neither, every collected namespace is checked. Ignored when `name` is set.',
    },
    {
      name: 'selector',
      type: 'string[]',
      format: 'label-selector',
      defaultText: 'every ReplicaSet',
      description: 'Without `name`: label selector terms a ReplicaSet must match to be checked, such as `app=api` or `tier in (web,worker)`. The items are joined with commas, so every term must hold. Ignored when `name` is set.',
      notes: [
        {
          text: 'A selector that does not parse is an error: the check is dropped from the results, and only a log line printed with `--debug` or `-v` says why.',
          source: ['pkg/analyze/replicaset_status.go#analyzeAllReplicaSetStatuses', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
        },
      ],
    },
  ],
  reads: [
    {
      path: 'cluster-resources/replicasets/<namespace>.json',
      writtenBy: ['clusterResources'],
      description: 'The ReplicaSets of one namespace, as the API server listed them; without `name` or any namespace, every such file.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'status-count-replicaset',
    examples: ['ready < 1', 'available >= 2', 'available = 3', 'ready == 0'],
    order: {
      text: 'For each ReplicaSet checked, outcomes are tried from top to bottom and the first that holds gives that ReplicaSet\'s result, titled `<replicaset name> Status`; an outcome without `when` always holds. Without `name`, every matching ReplicaSet gets a result of its own.',
      source: ['pkg/analyze/replicaset_status.go#replicasetStatus', 'pkg/analyze/replicaset_status.go#analyzeAllReplicaSetStatuses'],
    },
    noMatch: {
      text: 'That ReplicaSet gets a result titled `<replicaset name> Status` with no severity and no message. `preflight` leaves it out of its text, JSON and YAML output and shows it unmarked in the interactive view; `analysis.json` and the `support-bundle` output give it an empty severity. It does not change the exit code. Without `name`, each ReplicaSet that matches no outcome adds one such result.',
      source: [
        'pkg/analyze/replicaset_status.go#replicasetStatus',
        'pkg/preflight/text_results.go#ShowTextResultsStructured',
        'pkg/preflight/text_results.go#outputResult',
        'pkg/convert/supportbundle.go#FromAnalyzerResult',
        'pkg/preflight/run.go#checkOutcomesToExitCode',
      ],
    },
  },
  gotchas: [
    {
      title: 'The key is `replicasetStatus`',
      text: 'The spec key has a lower-case `s`. `replicaSetStatus` is not a known key: the loader drops it and the item runs no analyzer, without an error.',
      source: ['pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#Analyze', 'pkg/analyze/analyzer.go#Analyze'],
    },
    {
      title: 'Old ReplicaSets match the selector too',
      text: 'A Deployment keeps the ReplicaSets of earlier rollouts, scaled to 0, with the same labels. With `outcomes` and no `name`, a condition such as `ready < 1` holds for each of them, so one fail per old revision appears. Without `outcomes`, the built-in rule compares `status.availableReplicas` with `spec.replicas` (1 when unset), which old ReplicaSets pass.',
      source: ['pkg/analyze/replicaset_status.go#analyzeAllReplicaSetStatuses', 'pkg/analyze/replicaset_status.go#getDefaultReplicaSetResult'],
    },
    {
      title: 'Built-in rule without outcomes',
      text: 'Without `outcomes`, a ReplicaSet whose `status.availableReplicas` differs from `spec.replicas` gets a fail titled `<namespace>/<name> ReplicaSet Status` with the message `The replicaset <namespace>/<name> is not ready`; the others get no result.',
      source: ['pkg/analyze/replicaset_status.go#getDefaultReplicaSetResult'],
    },
    {
      title: 'Only `ready` and `available`',
      text: 'A condition names `ready` or `available`, in lower case, then an operator and a number, each separated by one space. There is no `!=`. Any other form is an error: the check is dropped from the results, and only a log line printed with `--debug` or `-v` says why.',
      source: ['pkg/analyze/replicaset_status.go#compareReplicaSetStatusToWhen', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
    },
    {
      title: '`checkName` is not the title',
      text: 'Results are titled after the ReplicaSet, never after `checkName`, which only appears in log lines, printed only with `--debug` or `-v`.',
      source: ['pkg/analyze/replicaset_status.go#replicasetStatus', 'pkg/analyze/replicaset_status.go#AnalyzeReplicaSetStatus.Title', 'pkg/logger/logger.go#SetupLogger'],
    },
  ],
};

export default replicasetStatus;
