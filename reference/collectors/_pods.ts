import type {Field} from '../types';
import {imagePullPolicyField, imagePullSecretField} from '../fields';

/**
 * Fields shared in meaning by the collectors that start their own pods (runPod, runDaemonSet, run,
 * copyFromHost, sysctl) or act inside existing ones (exec, copy). Each helper returns one field whose
 * common part is written once here; the collector adds what differs in its own code.
 * Sources: pkg/collect/run_pod.go, run_daemonset.go, run.go, exec.go, copy.go, copy_from_host.go, sysctl.go.
 */

const join = (...parts: (string | undefined)[]): string => parts.filter(Boolean).join(' ');

/** `timeout`: parsed with Go's time.ParseDuration by every one of these collectors. */
export function timeoutField(behaviour: string, defaultValue?: string): Field {
  return {
    name: 'timeout',
    type: 'string',
    ...(defaultValue ? {default: defaultValue} : {}),
    description: join(
      'How long the collector may take, as a Go duration such as `45s` or `5m`. A value that does not parse makes the collector fail.',
      behaviour,
    ),
  };
}

/** `namespace` of the temporary pods (or DaemonSet) a collector creates. */
export function helperNamespaceField(defaultValue: string, extra?: string): Field {
  return {
    name: 'namespace',
    type: 'string',
    default: defaultValue,
    description: join(
      'The namespace where Troubleshoot creates the temporary workload of this collector, and the pull secret made from `imagePullSecret.data`.',
      extra,
    ),
  };
}

/** `image` of the helper container, for collectors that build the pod themselves. */
export function helperImageField(tools: string): Field {
  return {
    name: 'image',
    type: 'string',
    required: true,
    description: join(
      'The container image of the helper pod. There is no built-in default, so the image must be pullable from every node that runs the helper (mirror it for air-gapped clusters).',
      tools,
    ),
  };
}

/** `podSpec` of runPod and runDaemonSet: a full Kubernetes PodSpec, used as written. */
export function podSpecField(extra: string): Field {
  return {
    name: 'podSpec',
    type: 'object',
    required: true,
    description: join(
      'The pod to run, written exactly like the `spec` of a Kubernetes Pod: containers, volumes, tolerations, node selector, security context and so on. Troubleshoot adds nothing to it except a pull secret made from `imagePullSecret.data`.',
      extra,
    ),
    kubernetesType: {
      name: 'PodSpec',
      url: 'https://kubernetes.io/docs/reference/kubernetes-api/workload-resources/pod-v1/#PodSpec',
    },
  };
}

/** `imagePullSecret` with a note that applies to one collector only. */
export function createdPullSecretField(extra: string): Field {
  return {
    ...imagePullSecretField,
    description: join(imagePullSecretField.description, extra),
  };
}

/** copyFromHost and sysctl delete the temporary pull secret by `imagePullSecret.name`, not by the name it got. */
export const cleanupByNameNote =
  'Give `imagePullSecret.name` together with `data`: the clean-up deletes the secret by that name, so a secret created under a generated name is left behind in the namespace.';

/** `imagePullSecret` of runPod and runDaemonSet, whose pod spec can name existing secrets itself. */
export const podSpecPullSecretField: Field = createdPullSecretField(
  'To use a pull secret that already exists, list it under `podSpec.imagePullSecrets` instead.',
);

/** `imagePullPolicy` of collectors that fill in `IfNotPresent` themselves (run, copyFromHost). */
export const ifNotPresentPullPolicyField: Field = {
  ...imagePullPolicyField,
  default: 'IfNotPresent',
  description:
    'When the kubelet pulls the helper image, as in a pod spec. Troubleshoot writes `IfNotPresent` into the pod when this is empty, so a moving tag such as `latest` is not pulled again on nodes that already have it.',
};

/** `selector` of exec and copy: which existing pods to act on. */
export function targetSelectorField(which: string): Field {
  return {
    name: 'selector',
    type: 'string[]',
    required: true,
    description: join(
      'Label selectors for the existing pods to work in, such as `app=api`. The entries are joined with commas, so a pod must match all of them.',
      which,
    ),
  };
}

/** `namespace` of exec and copy: where to look for the target pods. */
export const targetNamespaceField: Field = {
  name: 'namespace',
  type: 'string',
  default: 'every namespace',
  description:
    'The namespace to search for matching pods. The schema requires the key, but an empty value makes Troubleshoot list matching pods across all namespaces.',
};

/** `containerName` of exec and copy. */
export function targetContainerField(extra?: string): Field {
  return {
    name: 'containerName',
    type: 'string',
    default: 'the first container of the pod',
    description: join(
      'The container to work in. When empty, the first entry of the pod\'s `containers` list is used; init and ephemeral containers are never picked automatically.',
      extra,
    ),
  };
}

/** RBAC lines shared by collectors that create pods and read their output. */
export const helperPodRbac = {
  createPods: '`create`, `get` and `delete` on `pods` in the namespace',
  podLogs: '`get` on `pods/log` in the namespace',
  listPods: '`list` on `pods` in the namespace',
  events: '`list` on `events` in the namespace',
  execPods: '`create` on `pods/exec` in the namespace',
  secrets: '`create` and `delete` on `secrets` in the namespace, only when `imagePullSecret.data` is set',
  labelledSecrets:
    '`create`, `get` and `delete` on `secrets` in the namespace, only when `imagePullSecret.data` is set',
  daemonSets: '`create`, `get` and `delete` on `daemonsets` (group `apps`) in the namespace',
};
