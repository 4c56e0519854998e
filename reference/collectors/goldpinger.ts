import type {CollectorEntry} from '../model';
import {imagePullSecretField, imagePullSecretSubFields, onlyDataIsUsedNote} from './_fields';

const collect = 'pkg/collect/goldpinger.go#CollectGoldpinger.Collect';
const discover = 'pkg/collect/goldpinger.go#CollectGoldpinger.DiscoverOrCreateGoldpinger';
const findService = 'pkg/collect/goldpinger.go#CollectGoldpinger.getGoldpingerService';
const createDaemonSet = 'pkg/collect/goldpinger.go#CollectGoldpinger.createGoldpingerDaemonSet';
const fetchPod = 'pkg/collect/goldpinger.go#CollectGoldpinger.runPodAndCollectGPResults';
const fetchDirect = 'pkg/collect/goldpinger.go#CollectGoldpinger.fetchCheckAllOutput';
const cleanup = 'pkg/collect/goldpinger.go#CollectGoldpinger.cleanupResources';
const inCluster = 'internal/util/util.go#IsInCluster';
const saCheck = 'pkg/collect/util.go#checkForExistingServiceAccount';

const deployed = 'when Goldpinger is deployed for the run';
const ownAccount = 'when Goldpinger is deployed for the run and `serviceAccountName` is empty';
const fetching = 'in `podLaunchOptions.namespace`, when the CLI runs outside the cluster';

/**
 * The shared imagePullSecret sub-field notes say the collector fails. Here the secret belongs to the
 * fetch pod: a bad secret stops only the fetch, after Goldpinger is deployed, and Collect still succeeds.
 */
const fetchSecretNotes: Record<string, string> = {
  name: 'A secret of that name must not exist yet in `podLaunchOptions.namespace`: the create request fails, no fetch pod runs, and the error goes to `goldpinger/error.txt` while the collector reports success.',
  type: 'Needed whenever `data` is set: an empty or different value stops the fetch before its pod is created, after Goldpinger has been deployed, and the error goes to `goldpinger/error.txt`.',
  data: 'A missing `.dockerconfigjson` key, any second key, a value that is not base64, or base64 that does not decode to JSON stops the fetch before its pod is created, and the error goes to `goldpinger/error.txt`.',
};

const goldpinger: CollectorEntry = {
  kind: 'collector',
  key: 'goldpinger',
  title: 'Goldpinger',
  summary:
    'Saves Goldpinger\'s pod-to-pod connectivity matrix, deploying Goldpinger for the duration of the run when the cluster does not have it.',
  goType: {name: 'Goldpinger', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#Goldpinger'},
  fields: [
    {
      name: 'namespace',
      type: 'string',
      default: 'default',
      description:
        'Where to look for a running Goldpinger, and where the temporary one is deployed when there is none.',
      notes: [
        {
          text: 'A running Goldpinger is recognised only by a Service labelled `app.kubernetes.io/name=goldpinger` in this namespace. One that runs elsewhere is not found, and a second copy is deployed here. The `--namespace` flag plays no part.',
          source: [collect, findService],
        },
      ],
    },
    {
      name: 'image',
      type: 'string',
      default: 'bloomberg/goldpinger:3.10.1',
      description: 'The Goldpinger image for the temporary DaemonSet.',
      notes: [
        {
          text: 'Not used when Goldpinger is already running. Pulled with `IfNotPresent`. The pods run as user 1000 with a read-only root file system, all capabilities dropped and the `system-node-critical` priority class, so a replacement image has to work under those settings.',
          source: [createDaemonSet],
        },
      ],
    },
    {
      name: 'serviceAccountName',
      type: 'string',
      defaultText: '`ts-goldpinger-serviceaccount`, created for the run',
      description: 'The service account of the temporary DaemonSet\'s pods.',
      notes: [
        {
          text: 'When set, it must already exist in `namespace` (it is read first), and no service account, Role or RoleBinding is created; it then needs the rights the created Role would give, `get` and `list` on pods in `namespace`.',
          source: [discover, saCheck, 'pkg/collect/goldpinger.go#CollectGoldpinger.createGoldpingerRole'],
        },
      ],
    },
    {
      name: 'collectDelay',
      type: 'string',
      format: 'go-duration',
      defaultText: '`0s` with a running Goldpinger, `6s` after deploying it',
      description: 'How long to wait before asking for results, such as `30s`.',
      notes: [
        {
          text: 'A freshly deployed Goldpinger needs a few ping rounds, one every 3 seconds, before every pod has results for every other. A value that does not parse fails the collector before anything is created.',
          source: [discover, createDaemonSet, 'pkg/collect/goldpinger.go#parseCollectDelay'],
        },
      ],
    },
    {
      name: 'podLaunchOptions',
      type: 'object',
      description:
        'Settings for the short-lived pod that fetches the results with `wget` when `support-bundle` runs outside the cluster.',
      notes: [
        {
          text: 'Ignored when the CLI runs inside a pod, which it detects by the `KUBERNETES_SERVICE_HOST` and `KUBERNETES_SERVICE_PORT` variables.',
          source: [collect, inCluster],
        },
        {
          text: 'The results travel through the fetch pod\'s log, which is read with a 5,000,000-byte cap, so the matrix of a very large cluster can be cut short.',
          source: [fetchPod, 'pkg/collect/run_pod.go#runWithoutTimeout'],
        },
      ],
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
          description: 'The image of the fetch pod.',
          notes: [
            {
              text: 'Pulled with `IfNotPresent`. It must provide `wget`: the pod runs `wget -q -O- <url>` against the Goldpinger Service.',
              source: [fetchPod],
            },
          ],
        },
        {
          ...imagePullSecretField([
            onlyDataIsUsedNote([fetchPod, 'pkg/collect/run_pod.go#runPodWithSpec']),
            {
              text: 'The secret is deleted with the fetch pod, but stays in the namespace when the pod cannot be created.',
              source: ['pkg/collect/run_pod.go#CollectRunPod.Collect', 'pkg/collect/run_pod.go#CollectRunPod.deleteImagePullSecret'],
            },
          ]),
          fields: imagePullSecretSubFields.map((field) => ({
            ...field,
            notes: [{text: fetchSecretNotes[field.name], source: ['pkg/collect/run_pod.go#createSecret', fetchPod, collect]}],
          })),
        },
        {
          name: 'serviceAccountName',
          type: 'string',
          defaultText: 'the namespace\'s `default` service account',
          description: 'A service account for the fetch pod.',
          notes: [
            {
              text: 'When set, it is read first and must already exist.',
              source: [fetchPod, saCheck],
            },
          ],
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
        'Written instead of `check_all.json` when the results could not be fetched; the collector still reports success. When the fetch pod failed, the message includes its exit code, reason and log.',
    },
  ],
  permissions: [
    {resource: 'services', verbs: ['list'], scope: 'namespace'},
    {apiGroup: 'apps', resource: 'daemonsets', verbs: ['create', 'get', 'delete'], scope: 'namespace', when: deployed},
    {resource: 'services', verbs: ['create', 'delete'], scope: 'namespace', when: deployed},
    {resource: 'serviceaccounts', verbs: ['create', 'delete'], scope: 'namespace', when: ownAccount},
    {apiGroup: 'rbac.authorization.k8s.io', resource: 'roles', verbs: ['create', 'delete'], scope: 'namespace', when: ownAccount},
    {apiGroup: 'rbac.authorization.k8s.io', resource: 'rolebindings', verbs: ['create', 'delete'], scope: 'namespace', when: ownAccount},
    {
      resource: 'pods',
      verbs: ['get', 'list'],
      scope: 'namespace',
      when: `${ownAccount}: Kubernetes only lets you create a Role that grants rights you hold yourself`,
    },
    {resource: 'serviceaccounts', verbs: ['get'], scope: 'namespace', when: 'when `serviceAccountName` or `podLaunchOptions.serviceAccountName` is set, in its namespace'},
    {resource: 'pods', verbs: ['create', 'get', 'delete'], scope: 'namespace', when: fetching},
    {resource: 'pods/log', verbs: ['get'], scope: 'namespace', when: fetching},
    {resource: 'events', verbs: ['list'], scope: 'namespace', when: fetching},
    {resource: 'secrets', verbs: ['create', 'get', 'delete'], scope: 'namespace', when: `${fetching}, with \`podLaunchOptions.imagePullSecret.data\``},
  ],
  execution: {
    where: 'node-pods',
    creates:
      'When `namespace` has no Service labelled `app.kubernetes.io/name=goldpinger`: a service account `ts-goldpinger-serviceaccount`, a Role `ts-goldpinger-role` and a RoleBinding `ts-goldpinger-rolebinding` (unless `serviceAccountName` is set), a DaemonSet `ts-goldpinger` and a Service `ts-goldpinger`, all deleted once the results are fetched. When the CLI runs outside the cluster, also a pod `ts-goldpinger-collector` in `podLaunchOptions.namespace` that fetches the results and is deleted afterwards. A deployment that fails part-way is not cleaned up.',
    source: [collect, discover, cleanup, fetchPod],
  },
  gotchas: [
    {
      title: 'Two images, two pull paths',
      text: 'Deploying Goldpinger pulls `bloomberg/goldpinger:3.10.1`, and a run from outside the cluster also pulls `alpine:3` for the fetch pod; both use `IfNotPresent`. On an air-gapped cluster mirror them and set `image` and `podLaunchOptions.image`. The DaemonSet has no pull secret field, so give it a `serviceAccountName` whose service account lists the pull secret.',
      source: [createDaemonSet, fetchPod],
    },
    {
      title: 'A failed fetch still succeeds',
      text: 'The fetch pod is given up as soon as it reports `ImagePullBackOff`, and when the Goldpinger pods cannot start, the fetch finds nothing listening. Either way the bundle gets `goldpinger/error.txt` instead of results and the collector reports success.',
      source: [collect, fetchPod, 'pkg/collect/run_pod.go#runWithoutTimeout'],
    },
    {
      title: 'Scheduled is not running',
      text: 'After creating the DaemonSet, the collector waits up to 60 seconds for its pods to be scheduled, not for them to be ready (a check that can even pass before Kubernetes has counted the nodes), then sleeps for `collectDelay`. If images pull slowly, raise `collectDelay`, or the first results will be thin or missing.',
      source: [discover, 'pkg/collect/run_daemonset.go#waitForDaemonSetPods'],
    },
    {
      title: 'A failed deployment is left behind',
      text: 'When a step of deploying Goldpinger fails, including the 60-second wait for scheduling, the collector stops with an error (recorded under `collector-errors/` in a support bundle) without deleting what it already created. The objects have fixed names (`ts-goldpinger`, `ts-goldpinger-serviceaccount`, `ts-goldpinger-role`, `ts-goldpinger-rolebinding`), so the next run fails on the first one that already exists until you delete them. An interrupted run can do the same, or leave the Service behind, which the next run takes for a running Goldpinger.',
      source: [collect, discover],
    },
    {
      title: 'Tainted nodes are not tested',
      text: 'The DaemonSet adds no tolerations of its own, so nodes with a `NoSchedule` or `NoExecute` taint, such as most control-plane nodes, get no Goldpinger pod and do not appear in the matrix. Only the taints Kubernetes lets every DaemonSet tolerate (cordoned, not-ready, unreachable and resource-pressure nodes) do not keep it away.',
      source: [createDaemonSet],
    },
    {
      title: 'Inside or outside the cluster',
      text: 'When `support-bundle` runs in a pod, it calls the Service directly with a one-minute HTTP timeout and `podLaunchOptions` is ignored. From a workstation it cannot reach the Service, so it starts the fetch pod the way a runPod collector would, with a one-minute timeout.',
      source: [collect, inCluster, fetchDirect, fetchPod],
    },
    {
      title: 'No permission pre-check',
      text: 'None of its rights is checked in advance, and the rights it needs depend on whether Goldpinger is already running, on `serviceAccountName`, and on where the CLI runs (see Permissions).',
      source: ['pkg/apis/troubleshoot/v1beta2/collector_shared.go#Collect.AccessReviewSpecs', discover, fetchPod],
    },
  ],
};

export default goldpinger;
