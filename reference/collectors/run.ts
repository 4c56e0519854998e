import type {CollectorEntry} from '../model';
import {imagePullSecretField, onlyDataIsUsedNote} from './_fields';
import {
  helperImageField,
  helperNamespaceField,
  ifNotPresentPullPolicyField,
  precheckNamespaceGotcha,
  precheckSkipsGotcha,
  pullSecretPermission,
} from './_pods';
import {runPodNameField, runPodTimeoutField} from './runPod';

const collect = 'pkg/collect/run.go#CollectRun.Collect';
const runPodCollect = 'pkg/collect/run_pod.go#CollectRunPod.Collect';
const runPodWithSpec = 'pkg/collect/run_pod.go#runPodWithSpec';
const runWithoutTimeout = 'pkg/collect/run_pod.go#runWithoutTimeout';
const createPodStruct = 'pkg/collect/run_pod.go#createPodStruct';
const savePodDetails = 'pkg/collect/run_pod.go#savePodDetails';
const deletePod = 'pkg/collect/run_pod.go#deletePod';

const run: CollectorEntry = {
  kind: 'collector',
  key: 'run',
  title: 'Run',
  summary:
    'Starts a one-container pod from an image, command and arguments, and saves its log, status and events; the CLI runs it as a runPod.',
  goType: {name: 'Run', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#Run'},
  fields: [
    runPodNameField,
    helperNamespaceField({
      default: 'default',
      notes: [
        {
          text: 'The `--namespace` flag of `support-bundle` does not move the pod; only this field does. The flag only changes the namespace the permission pre-check asks about.',
          source: [collect, 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#pickNamespaceOrDefault'],
        },
      ],
    }),
    helperImageField([
      {
        text: 'It runs as the pod\'s only container, named `collector`, with `restartPolicy: Never`.',
        source: [collect],
      },
    ]),
    {
      name: 'command',
      type: 'string[]',
      defaultText: 'the image\'s entrypoint',
      description: 'The entrypoint of the container, as `command` in a pod spec.',
    },
    {
      name: 'args',
      type: 'string[]',
      description: 'Arguments passed to the entrypoint, as `args` in a pod spec.',
    },
    runPodTimeoutField,
    ifNotPresentPullPolicyField,
    imagePullSecretField([
      onlyDataIsUsedNote([collect, runPodWithSpec]),
      {
        text: 'The secret is created before the pod and deleted after it. When the pod cannot be created, for example because its name is taken, the secret stays in the namespace.',
        source: [runPodWithSpec, runPodCollect],
      },
    ]),
    {
      name: 'serviceAccountName',
      type: 'string',
      default: 'default',
      description: 'The service account the pod runs as.',
      notes: [
        {
          text: 'Troubleshoot reads it from the namespace before creating the pod and fails the collector when it is missing. That read needs `get` on `serviceaccounts`, which the pre-check does not ask about.',
          source: [collect, 'pkg/collect/util.go#checkForExistingServiceAccount'],
        },
      ],
    },
  ],
  outputs: [
    {
      path: 'cluster-resources/pods/logs/<namespace>/<pod>/collector.log',
      format: 'text',
      description:
        'The container\'s log, streamed until it exits. The request keeps at most the last 10,000 lines already written when streaming starts, and stops at 5,000,000 bytes. `<pod>` is `collectorName`, else `name`, else `run-pod`.',
      sample: 'Server:\t\t10.96.0.10\nAddress:\t10.96.0.10:53\n\nName:\tdb.shop.svc.cluster.local\nAddress: 10.104.7.21',
    },
    {
      path: '<...name>/<pod>.log',
      format: 'text',
      description: 'A symbolic link to that log, which analyzers normally read. With `name` empty it is `<pod>.log` at the bundle root.',
    },
    {
      path: '<...name>/<name>.json',
      format: 'json',
      description:
        'The pod\'s metadata and final status, with the pod spec blanked out. With `name` empty the file is `.json` at the bundle root, hidden on most systems.',
    },
    {
      path: '<...name>/<name>-events.json',
      format: 'json',
      description: 'The Kubernetes events about the pod. With `name` empty the file is `-events.json` at the bundle root.',
    },
  ],
  permissions: [
    {resource: 'serviceaccounts', verbs: ['get'], scope: 'namespace'},
    {resource: 'pods', verbs: ['create'], scope: 'namespace', prechecked: true},
    {resource: 'pods', verbs: ['get', 'delete'], scope: 'namespace'},
    {resource: 'pods/log', verbs: ['get'], scope: 'namespace'},
    {resource: 'events', verbs: ['list'], scope: 'namespace'},
    pullSecretPermission(['create', 'get', 'delete']),
  ],
  execution: {
    where: 'pod',
    creates:
      'It builds a runPod collector and runs it: one pod named `collectorName`, else `name`, else `run-pod`, in `namespace`, with a single container `collector`, plus a pull secret when `imagePullSecret.data` is set. After the run the pod is deleted (with no grace period if it is still there after 60 seconds), and the pull secret with it, except when the pod could not be created.',
    source: [collect, createPodStruct, runPodWithSpec, deletePod],
  },
  gotchas: [
    {
      title: 'No deadline by default',
      text: 'As with runPod, a missing `timeout` lets a pod that never starts hold the bundle indefinitely, and a pod that reaches the deadline leaves nothing in the bundle.',
      source: [runPodCollect, runWithoutTimeout],
    },
    {
      title: 'Image pull failures end the collector at once',
      text: '`run` has no way to set `allowImagePullRetries`, so the first `ImagePullBackOff` stops it.',
      source: [collect, runWithoutTimeout],
    },
    {
      title: 'The pod name is fixed',
      text: 'It is `collectorName`, else `name`, else `run-pod`, so it must be a valid Kubernetes name and must not clash with a pod that already exists in the namespace.',
      source: [createPodStruct, runPodWithSpec],
    },
    {
      title: 'Events are read twice',
      text: 'The pod\'s events are listed while its container waits in `ContainerCreating`, and the status and events are read again after the log. Without `list` on `events`, the collector fails at either point and keeps nothing, not even a log it already read.',
      source: [runPodCollect, runWithoutTimeout, savePodDetails],
    },
    precheckNamespaceGotcha(collect, 'its own `namespace` (`default` when it is empty)'),
    precheckSkipsGotcha,
  ],
};

export default run;
