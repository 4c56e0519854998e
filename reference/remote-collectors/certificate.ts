import type {Behaviour, RemoteCollectorEntry} from '../model';
import {certificateFields} from '../host-collectors/certificate';

/**
 * How HostPreflight `remoteCollectors` fare in the `preflight` CLI, as read in the code (not run):
 * shared by the remote collectors of this helper's keys.
 */
export const remoteInPreflightGotchas: Behaviour[] = [
  {
    title: 'Results never reach the analyzers',
    text: 'As the code reads, the `preflight` CLI keeps what remote collectors return in memory under each node\'s name and never writes it into the preflight bundle directory, which is where host analyzers read, so they only see what the local `collectors` saved. Saving the bundle archive then fails on the missing files: as soon as a remote collector returns output or an error, the command ends with exit code 1 before any result is shown. Prefer a HostPreflight run on each node, or a SupportBundle with host collectors.',
    source: [
      'pkg/preflight/run.go#RunPreflights',
      'pkg/preflight/collect.go#CollectRemoteWithContext',
      'pkg/collect/remote_collector.go#RemoteCollector.RunCollectorSync',
      'pkg/collect/result.go#CollectorResult.ArchiveBundle',
    ],
  },
  {
    title: 'Not without local collectors',
    text: 'The HostPreflight documents of a run are merged into one before anything runs. When none of them lists a local collector under `collectors`, the run prints `Warning: No collectors found` and ends with exit code 0 without collecting anything, Preflight documents included, even when `remoteCollectors` are listed.',
    source: [
      'pkg/preflight/read_specs.go#readSpecs',
      'pkg/preflight/concat.go#ConcatHostPreflightSpec',
      'pkg/preflight/validate_specs.go#validateHostPreflightSpecItems',
      'pkg/preflight/run.go#RunPreflights',
    ],
  },
  {
    title: 'Pods and files on every node',
    text: 'For each remote collector and each node matching `preflight --selector` (every node by default), a ConfigMap and a privileged pod (host network, PID and IPC, the node\'s root file system mounted) are created in the namespace of `--namespace` (default `default`, which must have a `default` ServiceAccount), with the image `replicated/troubleshoot:latest` pulled every time unless `--collector-image` and `--collector-pullpolicy` say otherwise. The pods have no tolerations, and one collector must finish on all nodes within `--request-timeout` (30 seconds by default): a pod left pending on a tainted node, such as a control-plane node, fails that collector for every node. The pod copies `collect` and `collector.json` to the root of the node\'s file system and leaves them there; the pod and ConfigMap are deleted afterwards.',
    source: [
      'pkg/collect/runner.go#createCollectorPod',
      'pkg/collect/runner.go#podRunner.run',
      'pkg/collect/util.go#checkForExistingServiceAccount',
      'pkg/collect/remote_collector.go#RemoteCollector.RunCollectorSync',
      'pkg/collect/remote_collector.go#RemoteCollector.RunRemote',
      'pkg/preflight/run.go#collectRemote',
    ],
  },
];

const certificate: RemoteCollectorEntry = {
  kind: 'remoteCollector',
  key: 'certificate',
  title: 'Certificate',
  summary: 'Runs the certificate host collector on every selected node, from a pod, to check a certificate and key pair at the same paths on each node.',
  goType: {name: 'RemoteCertificate', source: 'pkg/apis/troubleshoot/v1beta2/remote_collector_shared.go#RemoteCertificate'},
  hostCollector: 'certificate',
  fields: certificateFields,
  gotchas: [
    {
      title: 'Paths are on the node',
      text: 'The pod runs the collector chrooted into the node\'s root file system as root, so `certificatePath` and `keyPath` are paths on the node, and files only root can read are readable.',
      source: ['pkg/collect/runner.go#createCollectorPod', 'pkg/collect/remote_collector.go#RemoteCollector.toHostCollector'],
    },
    ...remoteInPreflightGotchas,
  ],
};

export default certificate;
