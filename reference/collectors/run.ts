import type {CollectorReference} from '../types';
import {imagePullSecretField} from '../fields';
import {
  helperImageField,
  helperNamespaceField,
  ifNotPresentPullPolicyField,
} from './_pods';
import runPod, {runPodNameField, runPodTimeoutField} from './runPod';

const run: CollectorReference = {
  key: 'run',
  title: 'Run',
  summary:
    'Starts a one-container pod from an image, command and arguments, and saves its log, status and events; superseded by runPod.',
  deprecatedFor: 'runPod',
  fields: [
    runPodNameField,
    helperNamespaceField('default', 'The service account named by `serviceAccountName` must already exist there.'),
    helperImageField('It runs as the pod\'s only container, named `collector`.'),
    {
      name: 'command',
      type: 'string[]',
      description:
        'The entrypoint of the container, as `command` in a pod spec. When empty, the image\'s own entrypoint runs.',
    },
    {
      name: 'args',
      type: 'string[]',
      description: 'Arguments passed to the entrypoint, as `args` in a pod spec.',
    },
    runPodTimeoutField,
    ifNotPresentPullPolicyField,
    imagePullSecretField,
    {
      name: 'serviceAccountName',
      type: 'string',
      default: 'default',
      description:
        'The service account the pod runs as. Troubleshoot looks it up in the namespace before creating the pod and fails the collector when it is missing.',
    },
  ],
  outputs: [
    {
      path: 'cluster-resources/pods/logs/<namespace>/<pod>/collector.log',
      format: 'text',
      description:
        'The container\'s log, streamed until it exits and cut off after 5 MB. `<pod>` is `collectorName`, else `name`, else `run-pod`.',
      sample: 'Server:\t\t10.96.0.10\nAddress:\t10.96.0.10:53\n\nName:\tdb.shop.svc.cluster.local\nAddress: 10.104.7.21',
    },
    {
      path: '<name>/<pod>.log',
      format: 'text',
      description: 'A symbolic link to that log, which analyzers normally read.',
    },
    {
      path: '<name>/<name>.json',
      format: 'json',
      description: 'The pod\'s metadata and final status, with the pod spec blanked out.',
    },
    {
      path: '<name>/<name>-events.json',
      format: 'json',
      description: 'The Kubernetes events about the pod.',
    },
  ],
  // run builds a runPod collector, so it needs what runPod needs, plus the service account lookup.
  rbac: ['`get` on `serviceaccounts` in the namespace', ...runPod.rbac!],
  analyzers: runPod.analyzers,
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/run.go',
    'pkg/collect/run_pod.go',
    'pkg/collect/util.go',
    'pkg/collect/logs.go',
    'pkg/collect/collector.go',
  ],
};

export default run;
