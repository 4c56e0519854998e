import type {AnalyzerEntry} from '../model';

const statefulsetStatus: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'statefulsetStatus',
  title: 'StatefulSet Status',
  summary: 'Checks how many replicas of a StatefulSet are ready, or lists every StatefulSet whose pods are not all ready.',
  goType: {name: 'StatefulsetStatus', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#StatefulsetStatus'},
  fields: [
    {
      name: 'name',
      type: 'string',
      description: 'The StatefulSet to check. Without it the analyzer ignores `outcomes` and reports every StatefulSet in scope whose pods are not all ready.',
      notes: [
        {
          text: 'Without `name`, each StatefulSet whose `status.readyReplicas` differs from its `status.replicas` gets a fail result of its own, titled `<namespace>/<name> Statefulset Status`, with the message `The statefulset <namespace>/<name> has <ready>/<replicas> replicas`. Healthy ones get no result.',
          source: ['pkg/analyze/statefulset_status.go#analyzeAllStatefulsetStatuses', 'pkg/analyze/statefulset_status.go#getDefaultStatefulSetResult'],
        },
        {
          text: 'With `name` and no `outcomes`, the same rule applies to that one StatefulSet: a fail when it is short, no result when it is not.',
          source: ['pkg/analyze/statefulset_status.go#analyzeOneStatefulsetStatus'],
        },
      ],
    },
    {
      name: 'namespace',
      type: 'string',
      description: 'The namespace of the StatefulSet. With `name`, it is needed: the analyzer reads only that namespace\'s file. Without `name`, it is one more namespace to sweep.',
      notes: [
        {
          text: 'With `name` set and `namespace` empty, the analyzer looks for a file that does not exist and shows no result at all.',
          source: ['pkg/analyze/statefulset_status.go#analyzeOneStatefulsetStatus', 'pkg/analyze/download.go#fileContentProvider.getChildFileContents'],
        },
      ],
    },
    {
      name: 'namespaces',
      type: 'string[]',
      description: 'Without `name`: more namespaces to look in, besides `namespace`. With neither, every collected namespace is checked. Ignored when `name` is set.',
    },
  ],
  reads: [
    {
      path: 'cluster-resources/statefulsets/<namespace>.json',
      writtenBy: ['clusterResources'],
      description: 'The StatefulSets of one namespace, as the API server listed them; without `name` or any namespace, every such file.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'replicas',
    examples: ['< 1', '>= 3', '== 3', 'absent'],
    order: {
      text: 'Outcomes are read only when `name` is set. They are tried from top to bottom and the first that holds gives the result; an outcome without `when` always holds. When the StatefulSet does not exist, the first outcome whose `when` is not `absent` turns into a fail with the message `The statefulset "<name>" was not found`, whatever its severity, so put an `absent` outcome first if you use one.',
      source: ['pkg/analyze/common_status.go#commonStatus', 'pkg/analyze/statefulset_status.go#analyzeOneStatefulsetStatus', 'pkg/analyze/statefulset_status.go#analyzeAllStatefulsetStatuses'],
    },
    noMatch: {
      text: 'The result is titled `<name> Status` but has no severity and no message. `preflight` leaves it out of its text, JSON and YAML output and shows it unmarked in the interactive view; `analysis.json` and the `support-bundle` output give it an empty severity. It does not change the exit code. End the list with an outcome without `when` to avoid that.',
      source: [
        'pkg/analyze/common_status.go#commonStatus',
        'pkg/preflight/text_results.go#ShowTextResultsStructured',
        'pkg/preflight/text_results.go#outputResult',
        'pkg/convert/supportbundle.go#FromAnalyzerResult',
        'pkg/preflight/run.go#checkOutcomesToExitCode',
      ],
    },
  },
  gotchas: [
    {
      title: 'Missing StatefulSet without outcomes crashes the run',
      text: 'With `name` set, no `outcomes`, and a collected namespace that does not hold the StatefulSet, the analyzer dereferences a nil object and panics. Nothing recovers it: `preflight` or `support-bundle` exits with a Go stack trace, and a support bundle is not archived, because analysis runs before the archive is written. Give a named check at least one outcome.',
      source: [
        'pkg/analyze/statefulset_status.go#analyzeOneStatefulsetStatus',
        'pkg/analyze/statefulset_status.go#getDefaultStatefulSetResult',
        'pkg/supportbundle/supportbundle.go#CollectSupportBundleFromSpec',
      ],
    },
    {
      title: 'No `!=`',
      text: 'The comparison accepts `=`, `==`, `===`, `<`, `<=`, `>` and `>=` only. Anything else, or a missing space as in `<1`, is an error: the check is dropped from the results, and only a log line printed with `--debug` or `-v` says why.',
      source: ['pkg/analyze/common_status.go#compareActualToWhen', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
    },
    {
      title: 'Ready against existing pods',
      text: 'The sweep compares `status.readyReplicas` with `status.replicas`, the pods the controller created, not with `spec.replicas`. A StatefulSet stuck before creating its next pod can show every created pod ready and is not reported; name it and compare with a number instead.',
      source: ['pkg/analyze/statefulset_status.go#getDefaultStatefulSetResult'],
    },
    {
      title: '`checkName` is not the title',
      text: 'With `name` and `outcomes` the result is titled `<name> Status`; every other result is titled `<namespace>/<name> Statefulset Status`. `checkName` only appears in log lines, which are printed only with `--debug` or `-v`.',
      source: ['pkg/analyze/common_status.go#commonStatus', 'pkg/analyze/statefulset_status.go#getDefaultStatefulSetResult', 'pkg/analyze/statefulset_status.go#AnalyzeStatefulsetStatus.Title', 'pkg/logger/logger.go#SetupLogger'],
    },
    {
      title: 'Uncollected namespaces give nothing',
      text: 'A namespace that `clusterResources` did not collect has no file, and a named check then shows no result at all rather than a fail.',
      source: ['pkg/analyze/statefulset_status.go#analyzeOneStatefulsetStatus', 'pkg/analyze/download.go#fileContentProvider.getChildFileContents'],
    },
  ],
};

export default statefulsetStatus;
