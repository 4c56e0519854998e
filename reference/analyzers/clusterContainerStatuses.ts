import type {AnalyzerEntry} from '../model';

const clusterContainerStatuses: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'clusterContainerStatuses',
  title: 'Cluster Container Statuses',
  summary: 'Reports pods whose container was terminated or is waiting for a given reason, such as `OOMKilled` or `CrashLoopBackOff`, optionally only among containers that restarted often.',
  goType: {name: 'ClusterContainerStatuses', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#ClusterContainerStatuses'},
  fields: [
    {
      name: 'namespaces',
      type: 'string[]',
      defaultText: 'every collected namespace',
      description: 'Only look at pods in these namespaces. Names are compared exactly with the names of the collected pod files.',
    },
    {
      name: 'restartCount',
      type: 'integer',
      default: '0',
      description: 'Only look at containers that restarted at least this many times. With 0, every container with a status qualifies.',
      notes: [
        {
          text: 'Of each pod, only the first container in `status.containerStatuses` that reaches `restartCount` is examined; the other containers of the same pod are never looked at. With the default 0 that is always the pod\'s first container, so a failing sidecar goes unseen. Init containers are never examined.',
          source: ['pkg/analyze/cluster_container_statuses.go#AnalyzeClusterContainerStatuses.getPodsMatchingFilters'],
        },
      ],
    },
  ],
  reads: [
    {
      path: 'cluster-resources/pods/<namespace>.json',
      writtenBy: ['clusterResources'],
      description: 'The pods of every collected namespace, with their container statuses; those of namespaces not in `namespaces` are skipped.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'container-reason',
    examples: ['== OOMKilled', '= CrashLoopBackOff', '!= Completed', '=== ImagePullBackOff'],
    order: {
      text: 'Outcomes are not first-match. Each outcome is tested against every pod the analyzer kept, and each pod it matches adds a result; then the next outcome is tested, so one pod can appear under several outcomes. An outcome without `when` ends the walk: it returns the results gathered so far, or, when there are none, becomes the only result itself. Outcomes after it are never read.',
      source: ['pkg/analyze/cluster_container_statuses.go#AnalyzeClusterContainerStatuses.analyzeContainerStatuses'],
    },
    noMatch: {
      text: 'With no match and no outcome without `when`, the check shows nothing at all; only a log line printed with `--debug` or `-v` says that no outcome matched. Put a `pass` without `when` last to get a line when all is well.',
      source: ['pkg/analyze/cluster_container_statuses.go#AnalyzeClusterContainerStatuses.analyzeContainerStatuses', 'pkg/analyze/analyzer.go#Analyze', 'pkg/logger/logger.go#SetupLogger'],
    },
    templateVariables: [
      {name: '.Namespace', meaning: 'the pod\'s namespace'},
      {name: '.PodName', meaning: 'the pod\'s name'},
      {name: '.ContainerName', meaning: 'the name of the container that was examined'},
      {name: '.Ready', meaning: 'whether that container is ready, `true` or `false`'},
      {name: '.RestartCount', meaning: 'how many times that container restarted'},
      {name: '.Message', meaning: 'the message that came with the matching reason, often empty; empty for `!=` conditions'},
    ],
  },
  gotchas: [
    {
      title: 'One message for all pods of an outcome',
      text: 'All results of one outcome share one message: the one rendered for the first pod it matched, and pods are visited in no fixed order. Three OOM-killed pods give three identical lines naming the same pod. Write a message that still reads right when it names only one pod, such as one that says at least one container was killed.',
      source: ['pkg/analyze/cluster_container_statuses.go#AnalyzeClusterContainerStatuses.analyzeContainerStatuses'],
    },
    {
      title: 'The catch-all message is not rendered',
      text: 'An outcome without `when` that becomes the result keeps its message as written: template fields in it appear literally. If rendering fails for a matched pod, the message becomes `Container matched. Container: <container>, Namespace: <namespace>, Pod: <pod>` instead.',
      source: ['pkg/analyze/cluster_container_statuses.go#AnalyzeClusterContainerStatuses.analyzeContainerStatuses', 'pkg/analyze/cluster_container_statuses.go#renderContainerMessage'],
    },
    {
      title: 'Reasons ignore case; conditions do not forgive',
      text: 'The reason is compared without regard to case, with the container\'s last termination reason, its current termination reason and its waiting reason. The condition itself must be exactly an operator, one space and one word; anything else is an error that drops the check from the results, with only a log line printed with `--debug` or `-v` to say why.',
      source: ['pkg/analyze/cluster_container_statuses.go#parseWhen', 'pkg/analyze/cluster_container_statuses.go#matchContainerReason', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
    },
    {
      title: '`!=` matches healthy pods',
      text: '`!= OOMKilled` holds for every kept pod whose container has no such reason, healthy ones included, and each of them becomes a result.',
      source: ['pkg/analyze/cluster_container_statuses.go#AnalyzeClusterContainerStatuses.analyzeContainerStatuses'],
    },
    {
      title: 'The default title is singular',
      text: 'Without `checkName`, the results are titled `Cluster Container Status`.',
      source: ['pkg/analyze/cluster_container_statuses.go#AnalyzeClusterContainerStatuses.Title'],
    },
  ],
};

export default clusterContainerStatuses;
