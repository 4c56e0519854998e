import type {HostCollectorEntry} from '../model';

const kubernetes: HostCollectorEntry = {
  kind: 'hostCollector',
  key: 'kubernetes',
  title: 'Kubernetes (not implemented)',
  summary:
    'A key the spec types and schemas accept but no code implements: every command drops the entry and nothing is collected.',
  goType: {name: 'Kubernetes', source: 'pkg/apis/troubleshoot/v1beta2/hostcollector_shared.go#Kubernetes'},
  fields: [],
  outputs: [],
  requirements: {
    root: 'no',
    platforms: ['linux', 'darwin'],
    notes: [
      {
        text: 'The entry still counts as a host collector for the root check: run interactively as another user than root, `preflight` with a HostPreflight whose only collector is `kubernetes`, and `support-bundle` with such a host spec (unless `runHostCollectorsInPod` is set), ask whether to exit and rerun with `sudo`, as for any other host spec.',
        source: ['pkg/preflight/run.go#RunPreflights', 'cmd/troubleshoot/cli/run.go#runTroubleshoot'],
      },
    ],
  },
  sideEffects: [],
  unimplemented: {
    text: '`GetHostCollector` has no case for `kubernetes`, so the entry is dropped before anything runs. `preflight` (HostPreflight `collectors`) and `support-bundle` running host collectors on the local machine skip it without a message; with `runHostCollectorsInPod: true`, `support-bundle` sends `Host collector not found` to its progress output and moves on. Nothing is written to the bundle, not even an error file, and the run does not fail.',
    source: [
      'pkg/collect/host_collector.go#GetHostCollector',
      'pkg/preflight/collect.go#CollectHostWithContext',
      'pkg/supportbundle/collect.go#runLocalHostCollectors',
      'pkg/supportbundle/collect.go#runRemoteHostCollectors',
    ],
  },
  gotchas: [
    {
      title: 'It passes the "no collectors" check',
      text: '`preflight` refuses a HostPreflight without collectors (it prints `No collectors found` and stops), but a `kubernetes` entry counts as one. A spec whose only collector is `kubernetes` therefore runs, collects nothing, and its analyzers find no files; when no analyzer produces a result, `preflight` ends with `completed with no analysis results`.',
      source: [
        'pkg/preflight/validate_specs.go#validateHostPreflightSpecItems',
        'pkg/preflight/collect.go#CollectHostWithContext',
        'pkg/preflight/run.go#RunPreflights',
      ],
    },
    {
      title: 'The collect program rejects it',
      text: 'The `collect` program in the Troubleshoot image, which runs host collectors inside pods, stops with `unrecognized host collector` when a HostCollector document it is given contains `kubernetes`, and collects none of that document\'s other entries either. `support-bundle` never sends the key to it, because it drops the entry first.',
      source: ['pkg/collect/collect.go#CollectHost', 'pkg/supportbundle/collect.go#runRemoteHostCollectors'],
    },
    {
      title: 'No analyzer and no remote collector',
      text: 'There is no `kubernetes` host analyzer, and the remote collector list has no `kubernetes` key (a `RemoteKubernetes` type exists but `RemoteCollect` has no field that uses it). Facts about the cluster come from in-cluster collectors such as `clusterInfo` and `clusterResources` in a SupportBundle or Preflight.',
      source: [
        'pkg/apis/troubleshoot/v1beta2/hostanalyzer_shared.go#HostAnalyze',
        'pkg/apis/troubleshoot/v1beta2/remote_collector_shared.go#RemoteCollect',
        'pkg/apis/troubleshoot/v1beta2/remote_collector_shared.go#RemoteKubernetes',
      ],
    },
  ],
};

export default kubernetes;
