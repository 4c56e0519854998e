import {imagePullSecretField} from '../fields';
import type {CollectorReference} from '../types';

const goldpinger: CollectorReference = {
  key: 'goldpinger',
  title: 'Goldpinger',
  summary:
    'Saves Goldpinger\'s pod-to-pod connectivity matrix, deploying Goldpinger for the duration of the run when the cluster does not have it.',
  fields: [
    {
      name: 'namespace',
      type: 'string',
      default: 'default',
      description:
        'Where to look for a Service labelled `app.kubernetes.io/name=goldpinger`. When there is none, the temporary Goldpinger DaemonSet, its Service and its RBAC objects are created here.',
    },
    {
      name: 'image',
      type: 'string',
      default: 'bloomberg/goldpinger:3.10.1',
      description:
        'The Goldpinger image for the temporary DaemonSet, pulled with `IfNotPresent`. Not used when Goldpinger is already running.',
    },
    {
      name: 'serviceAccountName',
      type: 'string',
      default: 'ts-goldpinger-serviceaccount, created for the run',
      description:
        'A service account for the temporary DaemonSet pods. When set, it must already exist in `namespace` and be allowed to get and list pods there, and no Role or RoleBinding is created.',
    },
    {
      name: 'collectDelay',
      type: 'string',
      default: '0s with existing Goldpinger, 6s after deploying it',
      description:
        'How long to wait before asking for results, as a Go duration such as `30s`. A freshly deployed Goldpinger needs a few ping rounds before every pod has results for every other.',
    },
    {
      name: 'podLaunchOptions',
      type: 'object',
      description:
        'Settings for the short-lived pod that fetches the results with `wget` when `support-bundle` runs outside the cluster. Ignored when it runs inside a pod, where it calls the Service directly.',
      fields: [
        {
          name: 'namespace',
          type: 'string',
          default: 'default',
          description: 'The namespace for the fetch pod.',
        },
        {
          name: 'image',
          type: 'string',
          default: 'alpine:3',
          description: 'The image of the fetch pod, pulled with `IfNotPresent`. It must provide `wget`.',
        },
        imagePullSecretField,
        {
          name: 'serviceAccountName',
          type: 'string',
          default: 'the namespace\'s default service account',
          description: 'A service account for the fetch pod. It is checked first and must already exist.',
        },
      ],
    },
  ],
  outputs: [
    {
      path: 'goldpinger/check_all.json',
      format: 'json',
      description:
        'The response of Goldpinger\'s `/check_all` endpoint: the Goldpinger pods (`hosts`), and for each of them the result of pinging every other (`responses`).',
      sample:
        '{\n  "hosts": [\n    {"hostIP": "10.0.0.11", "podIP": "10.244.1.7", "podName": "ts-goldpinger-4m2xq"},\n    {"hostIP": "10.0.0.12", "podIP": "10.244.2.5", "podName": "ts-goldpinger-9btzl"}\n  ],\n  "responses": {\n    "ts-goldpinger-4m2xq": {\n      "hostIP": "10.0.0.11", "podIP": "10.244.1.7", "OK": true,\n      "response": {"podResults": {\n        "ts-goldpinger-9btzl": {"hostIP": "10.0.0.12", "OK": false, "podIP": "10.244.2.5", "error": "context deadline exceeded", "response-time-ms": 3001, "status-code": 504}\n      }}\n    }\n  }\n}',
    },
    {
      path: 'goldpinger/error.txt',
      format: 'text',
      description:
        'Written instead of `check_all.json` when the results could not be fetched. When the fetch pod failed, the message includes its exit code, reason and log.',
    },
  ],
  rbac: [
    '`list` on `services` in `namespace`',
    'When Goldpinger is deployed for the run, in `namespace`: `create` and `delete` on `serviceaccounts`, `roles`, `rolebindings`, `daemonsets` and `services`, `get` on `daemonsets`, and `get` and `list` on `pods` (a Role cannot grant more than its creator holds)',
    'When a service account name is given: `get` on `serviceaccounts` in its namespace',
    'When run outside the cluster, in the fetch pod\'s namespace: `create`, `get` and `delete` on `pods`, `get` on `pods/log`, `list` on `events`, and `create` and `delete` on `secrets` with `imagePullSecret.data`',
  ],
  analyzers: ['goldpinger'],
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/goldpinger.go',
    'pkg/collect/run_pod.go',
    'pkg/collect/run_daemonset.go',
    'pkg/constants/constants.go',
    'internal/util/util.go',
    'pkg/analyze/goldpinger.go',
  ],
};

export default goldpinger;
