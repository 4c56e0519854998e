import type {Behaviour, RemoteCollectorEntry} from '../model';

/**
 * What happens to every remote collector of a HostPreflight in the `preflight` CLI of this
 * version, shared by the remote collectors of the system pages.
 */
export const remoteCollectorGotchas: Behaviour[] = [
  {
    title: 'Not without local collectors',
    text: '`kubectl preflight` merges all HostPreflight documents of a run into one and checks it before running anything: when no HostPreflight lists a local collector under `spec.collectors`, it prints `Warning: No collectors found` and stops with exit code 0, so remote collectors never run on their own.',
    source: [
      'pkg/preflight/read_specs.go#readSpecs',
      'pkg/preflight/concat.go#ConcatHostPreflightSpec',
      'pkg/preflight/validate_specs.go#validateHostPreflightSpecItems',
      'pkg/preflight/run.go#RunPreflights',
    ],
  },
  {
    title: 'Analyzers do not see remote results',
    text: 'As the code reads, `kubectl preflight` keeps remote results in memory under each node\'s name but analyzes the files of its bundle directory, where they are never written, so host analyzers only judge what the local `collectors` saved. Creating the preflight bundle archive afterwards fails, because the node names are not files: as soon as a remote collector returns output or an error, the command ends with exit code 1 before any result is shown.',
    source: [
      'pkg/preflight/collect.go#CollectRemoteWithContext',
      'pkg/preflight/run.go#RunPreflights',
      'pkg/analyze/download.go#AnalyzeLocal',
      'pkg/collect/result.go#CollectorResult.ArchiveBundle',
    ],
  },
  {
    title: 'Two files stay on each node',
    text: 'Each collector pod copies the `collect` program and its spec to `/collect` and `/collector.json` in the root file system of its node and runs them there with `chroot`. The pod and its ConfigMap are deleted afterwards; the two files are not.',
    source: ['pkg/collect/runner.go#createCollectorPod', 'pkg/collect/runner.go#podRunner.run'],
  },
];

const cpu: RemoteCollectorEntry = {
  kind: 'remoteCollector',
  key: 'cpu',
  title: 'CPU',
  summary: 'Runs the cpu host collector on every selected node of the cluster, from a pod.',
  goType: {name: 'RemoteCPU', source: 'pkg/apis/troubleshoot/v1beta2/remote_collector_shared.go#RemoteCPU'},
  hostCollector: 'cpu',
  fields: [],
  gotchas: remoteCollectorGotchas,
};

export default cpu;
