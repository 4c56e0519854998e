import type {CollectorEntry, Field} from '../model';
import {imagePullSecretField, onlyDataIsUsedNote} from './_fields';
import {
  helperNamespaceField,
  podSpecField,
  precheckNamespaceGotcha,
  precheckSkipsGotcha,
  pullSecretPermission,
  timeoutField,
} from './_pods';

const collect = 'pkg/collect/run_pod.go#CollectRunPod.Collect';
const runPodWithSpec = 'pkg/collect/run_pod.go#runPodWithSpec';
const runWithoutTimeout = 'pkg/collect/run_pod.go#runWithoutTimeout';
const createPodStruct = 'pkg/collect/run_pod.go#createPodStruct';
const savePodDetails = 'pkg/collect/run_pod.go#savePodDetails';
const deletePod = 'pkg/collect/run_pod.go#deletePod';
const deleteSecret = 'pkg/collect/run_pod.go#CollectRunPod.deleteImagePullSecret';
const savePodLogs = 'pkg/collect/logs.go#savePodLogs';

/** `name` and `timeout` mean the same in the run collector, which hands both to runPod. */
export const runPodNameField: Field = {
  name: 'name',
  type: 'string',
  defaultText: 'the bundle root',
  description:
    'The directory at the bundle root for the pod\'s status file, its events file and the link to its log. It also names the pod when `collectorName` is empty.',
  notes: [
    {
      text: 'The status and events files are named after `name`, not after the pod: with `name` empty they are `.json` and `-events.json` at the bundle root, and the log link is `<pod>.log` beside them.',
      source: [savePodDetails, savePodLogs],
    },
  ],
};

export const runPodTimeoutField: Field = timeoutField({
  defaultText: 'no limit',
  notes: [
    {
      text: 'Without it the collector waits for the pod to start and then streams its log until the container exits, however long that takes.',
      source: [runWithoutTimeout],
    },
    {
      text: 'When the time runs out the collector fails, usually with the error `timeout` (sometimes with the deadline error of the request that was under way), and keeps nothing from the pod: no log, no status, no events.',
      source: [collect],
    },
    {
      text: 'It is parsed only after the pod has been created, so a value that does not parse still starts the pod, then fails the collector and deletes the pod.',
      source: [collect],
    },
  ],
});

const runPod: CollectorEntry = {
  kind: 'collector',
  key: 'runPod',
  title: 'Run Pod',
  summary:
    'Starts a pod from a pod spec you write, waits for it to finish, and saves its log, status and events.',
  goType: {name: 'RunPod', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#RunPod'},
  fields: [
    runPodNameField,
    helperNamespaceField({
      default: 'default',
      notes: [
        {
          text: 'The `--namespace` flag of `support-bundle` does not move the pod; only this field does. The flag only changes the namespace the permission pre-check asks about.',
          source: [createPodStruct, 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#pickNamespaceOrDefault'],
        },
      ],
    }),
    runPodTimeoutField,
    imagePullSecretField(
      [
        onlyDataIsUsedNote([runPodWithSpec]),
        {
          text: 'The secret is created before the pod. When the pod cannot be created, for example because its name is taken, the secret stays in the namespace.',
          source: [runPodWithSpec, collect],
        },
        {
          text: 'When `imagePullSecret.data` is set, Troubleshoot deletes after the run every secret listed in the pod\'s `imagePullSecrets` that carries the label `app.kubernetes.io/managed-by: troubleshoot.sh`, including one you listed in `podSpec` yourself. Without `data`, no secret is deleted.',
          source: [deleteSecret],
        },
      ],
      'Registry credentials for pulling the image from a private registry, written as a Docker config. To use a pull secret that already exists, list it under `podSpec.imagePullSecrets` instead.',
    ),
    podSpecField([
      {
        text: 'Used as written: Troubleshoot adds only the pull secret made from `imagePullSecret.data`. It does not set `restartPolicy`, which Kubernetes defaults to `Always`, so write `restartPolicy: Never` to keep the container from starting again after it exits.',
        source: [createPodStruct, runPodWithSpec],
      },
    ]),
    {
      name: 'annotations',
      type: 'map[string]string',
      description: 'Annotations to put on the pod, for example one that stops a service mesh from injecting a sidecar.',
    },
    {
      name: 'allowImagePullRetries',
      type: 'boolean',
      default: 'false',
      description: 'Keep waiting while the kubelet retries a failed image pull.',
      notes: [
        {
          text: 'When false, the collector fails as soon as a container reports `ImagePullBackOff`. Init containers are not watched, so a failing init container image is waited on either way.',
          source: [runWithoutTimeout],
        },
      ],
    },
  ],
  outputs: [
    {
      path: 'cluster-resources/pods/logs/<namespace>/<pod>/<container>.log',
      format: 'text',
      description:
        'The pod\'s log, streamed until the container exits. The request keeps at most the last 10,000 lines already written when streaming starts, and stops at 5,000,000 bytes. `<pod>` is `collectorName`, else `name`, else `run-pod`; `<container>` is the first container of `podSpec`.',
      sample: 'checking https://payments.example.com/healthz\npayments http 200 in 0.142s',
    },
    {
      path: 'cluster-resources/pods/logs/<namespace>/<pod>/<container>-previous.log',
      format: 'text',
      description:
        'The log of the container\'s previous instance, written only when it restarted (possible with a `restartPolicy` other than `Never`) and the kubelet still has that log.',
    },
    {
      path: '<...name>/<pod>.log',
      format: 'text',
      description:
        'A symbolic link to the log, the path analyzers normally use. A `<name>/<pod>-previous.log` link sits beside it when the previous log exists. With `name` empty the link is `<pod>.log` at the bundle root.',
    },
    {
      path: '<...name>/<name>.json',
      format: 'json',
      description:
        'The pod object as it was after the run: metadata and status (phase, container states, exit codes). Its `spec` is emptied before saving so that commands, environment and volumes do not reach the bundle. With `name` empty the file is `.json` at the bundle root, hidden on most systems.',
      sample:
        '{\n  "metadata": {\n    "name": "payments-egress",\n    "namespace": "storefront",\n    "labels": {"troubleshoot-role": "run-collector"}\n  },\n  "spec": {"containers": null},\n  "status": {\n    "phase": "Succeeded",\n    "containerStatuses": [\n      {"name": "probe", "state": {"terminated": {"exitCode": 0, "reason": "Completed"}}}\n    ]\n  }\n}',
    },
    {
      path: '<...name>/<name>-events.json',
      format: 'json',
      description:
        'The events Kubernetes recorded for the pod (scheduling, image pulls, container starts), as an event list. With `name` empty the file is `-events.json` at the bundle root.',
    },
  ],
  permissions: [
    {resource: 'pods', verbs: ['create'], scope: 'namespace', prechecked: true},
    {resource: 'pods', verbs: ['get', 'delete'], scope: 'namespace'},
    {resource: 'pods/log', verbs: ['get'], scope: 'namespace'},
    {resource: 'events', verbs: ['list'], scope: 'namespace'},
    pullSecretPermission(['create', 'get', 'delete']),
  ],
  execution: {
    where: 'pod',
    creates:
      'One pod named `collectorName`, else `name`, else `run-pod`, in `namespace`, labelled `troubleshoot-role: run-collector`, plus a pull secret when `imagePullSecret.data` is set. After the run it deletes the pod, waits up to 60 seconds for it to go and then deletes it with no grace period; the pull secret is deleted too, except when the pod could not be created.',
    source: [createPodStruct, runPodWithSpec, collect, deletePod, deleteSecret],
  },
  gotchas: [
    {
      title: 'Always set `timeout`',
      text: 'Without it the collector has no deadline. A pod that can never start, for example because no node fits its requests or a volume cannot be mounted, keeps the support bundle waiting for ever. Apart from a failed API request, such as a refused read of the pod or its events, the only early exits are an image pull in back-off (unless `allowImagePullRetries` is true) and a failure to set up the pod\'s network sandbox.',
      source: [runWithoutTimeout],
    },
    {
      title: 'A timeout loses everything',
      text: 'When the deadline passes, the collector fails, usually with the error `timeout`: the log, the status and the events are not kept, and a support bundle records the error under `collector-errors/`. The rest of the run goes on.',
      source: [collect, 'pkg/supportbundle/collect.go#runCollectors'],
    },
    {
      title: 'The pod name is fixed',
      text: 'It is `collectorName`, else `name`, else `run-pod`, so it must be a valid Kubernetes name (lower case, no slashes), and creation fails if a pod with that name already exists in the namespace. Give each runPod collector its own name.',
      source: [createPodStruct, runPodWithSpec],
    },
    {
      title: 'Keep one container',
      text: 'The log is requested without a container name, which Kubernetes refuses for a pod with several containers, and the whole collector then fails. A service mesh that injects a sidecar causes exactly that; use `annotations` to turn injection off.',
      source: [runWithoutTimeout, savePodLogs],
    },
    {
      title: 'Events are read twice',
      text: 'The pod\'s events are listed while a container waits in `ContainerCreating`, and the status and events are read again after the log. Without `list` on `events`, the collector fails at either point and keeps nothing, not even a log it already read.',
      source: [collect, runWithoutTimeout, savePodDetails],
    },
    {
      title: 'Clean-up waits',
      text: 'The pod is deleted after collection; Troubleshoot waits up to 60 seconds for it to go and then deletes it with no grace period, so a pod that is slow to stop can add up to a minute to the run.',
      source: [deletePod, 'pkg/constants/constants.go#MAX_TIME_TO_WAIT_FOR_POD_DELETION'],
    },
    precheckNamespaceGotcha(createPodStruct, 'its own `namespace` (`default` when it is empty)'),
    precheckSkipsGotcha,
  ],
};

export default runPod;
