import type {AnalyzerEntry} from '../model';

const clusterPodStatuses: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'clusterPodStatuses',
  title: 'Cluster Pod Statuses',
  summary: 'Checks every pod against the outcomes, one by one, and reports each pod that matches one, with a title and message built from the pod.',
  goType: {name: 'ClusterPodStatuses', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#ClusterPodStatuses'},
  fields: [
    {
      name: 'namespaces',
      type: 'string[]',
      defaultText: 'every collected namespace',
      description: 'Only look at pods in these namespaces. Names are compared exactly with the names of the collected pod files.',
    },
  ],
  reads: [
    {
      path: 'cluster-resources/pods/<namespace>.json',
      writtenBy: ['clusterResources'],
      description: 'The pods of every collected namespace; those of namespaces not in `namespaces` are skipped.',
    },
    {
      path: 'cluster-resources/events/<namespace>.json',
      writtenBy: ['clusterResources'],
      description: 'The events of a pod\'s namespace, read only when the pod\'s status has no message: the messages of `Warning` events about that pod become its message. A missing file is not an error.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'pod-status',
    examples: ['!= Healthy', '== CrashLoopBackOff', '= Pending', '!= Running', '== Evicted'],
    order: {
      text: 'Each pod is checked on its own: the outcomes are tried from top to bottom and the first that holds gives that pod a result; an outcome without `when` holds for every pod. So the analyzer returns one result per matching pod, and an outcome without `when` at the end gives every remaining pod a result.',
      source: ['pkg/analyze/cluster_pod_statuses.go#clusterPodStatuses'],
    },
    noMatch: {
      text: 'A pod that matches no outcome gets no result. When no pod matches, the check shows nothing at all; only a log line printed with `--debug` or `-v` says that no outcome matched.',
      source: ['pkg/analyze/cluster_pod_statuses.go#clusterPodStatuses', 'pkg/analyze/analyzer.go#Analyze', 'pkg/logger/logger.go#SetupLogger'],
    },
    templateVariables: [
      {name: '.Name', meaning: 'the pod\'s name'},
      {name: '.Namespace', meaning: 'the pod\'s namespace'},
      {name: '.Labels', meaning: 'the pod\'s labels, a map: `{{ .Labels.app }}`'},
      {name: '.Annotations', meaning: 'the pod\'s annotations, a map'},
      {name: '.Status.Phase', meaning: 'the pod phase: `Pending`, `Running`, `Succeeded`, `Failed` or `Unknown`'},
      {
        name: '.Status.Reason',
        meaning: 'the pod\'s status reason; when the pod has none, the analyzer fills in what `kubectl get pods` shows as STATUS, such as `CrashLoopBackOff`, `Init:Error` or `Completed`',
      },
      {
        name: '.Status.Message',
        meaning: 'the pod\'s status message, or the analyzer\'s own (termination messages, exit codes, warning events about the pod, joined with `. `); `None` when there is nothing',
      },
      {name: '.Spec.NodeName', meaning: 'the node the pod is scheduled on'},
      {name: '.Status.ContainerStatuses', meaning: 'the list of container statuses, for `range`'},
    ],
  },
  gotchas: [
    {
      title: 'Title and message are templates',
      text: 'Both `checkName` and `message` are rendered as Go templates with the pod as data, once per pod. Without `checkName` the title is `Pod <namespace>/<name> status`; without `message` the text is `Pod <namespace>/<name> status is <reason>. Message is: <message>`. A template that does not parse or names a field the pod does not have is an error: the whole check is dropped from the results, and only a log line printed with `--debug` or `-v` says why.',
      source: ['pkg/analyze/cluster_pod_statuses.go#clusterPodStatuses', 'internal/util/util.go#RenderTemplate', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
    },
    {
      title: '`== Running` includes crash loops',
      text: 'A word matches the phase or the status reason. A pod in `CrashLoopBackOff` still has the phase `Running`, so `== Running` holds for it and `!= Running` does not; an image pull problem keeps the phase `Pending`. To catch every broken pod, use `!= Healthy`.',
      source: ['pkg/analyze/cluster_pod_statuses.go#clusterPodStatuses', 'pkg/k8sutil/pod.go#GetPodStatusReason'],
    },
    {
      title: 'What `Healthy` means',
      text: '`Healthy` is the only word with a meaning of its own. A pod is healthy when its phase is not `Pending`, `Failed` or `Unknown` and its status is `Completed`, or `Running` with every container ready. `healthy` in lower case is an ordinary word that no pod has.',
      source: ['pkg/k8sutil/pod.go#IsPodUnhealthy'],
    },
    {
      title: 'A malformed condition skips the outcome',
      text: 'A `when` with fewer than two words, such as `!=Healthy`, is not an error here: the outcome is skipped and only a log line printed with `--debug` or `-v` says so. An unknown operator such as `<>` makes the outcome never match. Both leave the check silently weaker.',
      source: ['pkg/analyze/cluster_pod_statuses.go#clusterPodStatuses', 'pkg/logger/logger.go#SetupLogger'],
    },
    {
      title: 'Many results at once',
      text: 'Every matching pod is a result of its own. A catch-all `pass` without `when` at the end gives a pass line for every pod that no outcome above it caught: with a `!= Healthy` outcome above it, every healthy pod in the namespaces read. Leave it out when only problems should show.',
      source: ['pkg/analyze/cluster_pod_statuses.go#clusterPodStatuses'],
    },
  ],
};

export default clusterPodStatuses;
