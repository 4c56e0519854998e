import type {CollectorReference, Field} from '../types';
import {helperNamespaceField, helperPodRbac, podSpecField, podSpecPullSecretField, timeoutField} from './_pods';

/** `name` and `timeout` mean the same in the deprecated run collector, which hands both to runPod. */
export const runPodNameField: Field = {
  name: 'name',
  type: 'string',
  description:
    'The directory at the bundle root for the pod\'s status file, its events file and the link to its log. It also names the pod when `collectorName` is empty. Without it the files land at the bundle root.',
};

export const runPodTimeoutField: Field = timeoutField(
  'Without it there is no limit: the collector waits for the pod to start and then streams its log until the container exits, however long that takes. When the time runs out the collector fails with `timeout` and nothing from the pod is kept.',
);

const runPod: CollectorReference = {
  key: 'runPod',
  title: 'Run Pod',
  summary:
    'Starts a pod from a pod spec you write, waits for it to finish, and saves its log, status and events.',
  fields: [
    runPodNameField,
    helperNamespaceField(
      'default',
      'The `--namespace` flag of `support-bundle` does not move the pod; only this field does.',
    ),
    runPodTimeoutField,
    podSpecPullSecretField,
    podSpecField(
      'Set `restartPolicy: Never`, because Kubernetes defaults it to `Always` and would restart the container after it exits. The log is requested without naming a container, which the API server only answers for a pod with a single container, so keep to one container (init containers are fine).',
    ),
    {
      name: 'annotations',
      type: 'map[string]string',
      description:
        'Annotations to put on the pod, for example one that stops a service mesh from injecting a sidecar. The pod always gets the label `troubleshoot-role: run-collector`.',
    },
    {
      name: 'allowImagePullRetries',
      type: 'boolean',
      default: 'false',
      description:
        'Keep waiting while the kubelet retries a failed image pull. When false, the collector gives up as soon as a container reports `ImagePullBackOff`.',
    },
  ],
  outputs: [
    {
      path: 'cluster-resources/pods/logs/<namespace>/<pod>/<container>.log',
      format: 'text',
      description:
        'The pod\'s log, streamed until the container exits and cut off after 5 MB. `<pod>` is `collectorName`, else `name`, else `run-pod`; `<container>` is the first container of `podSpec`.',
      sample: 'checking https://payments.example.com/healthz\npayments http 200 in 0.142s',
    },
    {
      path: '<name>/<pod>.log',
      format: 'text',
      description:
        'A symbolic link to the log above, the path analyzers normally use. A `<pod>-previous.log` file and link sit beside it when the container restarted and the kubelet kept the earlier log.',
    },
    {
      path: '<name>/<name>.json',
      format: 'json',
      description:
        'The pod object as it was after the run: metadata and status (phase, container states, exit codes). Its `spec` is emptied before saving so that commands, environment and volumes do not reach the bundle.',
      sample:
        '{\n  "metadata": {\n    "name": "payments-egress",\n    "namespace": "storefront",\n    "labels": {"troubleshoot-role": "run-collector"}\n  },\n  "spec": {"containers": null},\n  "status": {\n    "phase": "Succeeded",\n    "containerStatuses": [\n      {"name": "probe", "state": {"terminated": {"exitCode": 0, "reason": "Completed"}}}\n    ]\n  }\n}',
    },
    {
      path: '<name>/<name>-events.json',
      format: 'json',
      description:
        'The events Kubernetes recorded for the pod (scheduling, image pulls, container starts), as an event list.',
    },
  ],
  rbac: [
    helperPodRbac.createPods,
    helperPodRbac.podLogs,
    helperPodRbac.events,
    helperPodRbac.labelledSecrets,
  ],
  analyzers: ['textAnalyze', 'jsonCompare', 'yamlCompare'],
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/run_pod.go',
    'pkg/collect/logs.go',
    'pkg/collect/collector.go',
    'pkg/constants/constants.go',
    'pkg/supportbundle/collect.go',
    'pkg/analyze/text_analyze.go',
    'pkg/analyze/json_compare.go',
  ],
};

export default runPod;
