import type {Behaviour, Field, Permission, SourceRef} from '../model';
import {imagePullPolicyField} from './_fields';

/**
 * Fields and permissions shared in meaning by the collectors that start their own pods (runPod,
 * runDaemonSet, run, copyFromHost, collectd, sysctl) or act inside existing ones (exec, copy). Each
 * helper writes the common part once; the collector passes the notes that come from its own code.
 * Sources: pkg/collect/run_pod.go, run_daemonset.go, run.go, exec.go, copy.go, copy_from_host.go,
 * sysctl.go, logs.go.
 */

const listPods: SourceRef = 'pkg/collect/logs.go#listPodsInSelectors';
const accessReview: SourceRef = 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#Collect.AccessReviewSpecs';
const pickNamespace: SourceRef = 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#pickNamespaceOrDefault';

/** `timeout`: parsed with Go's time.ParseDuration by every one of these collectors. */
export function timeoutField(options: {default?: string; defaultText?: string; notes: Behaviour[]}): Field {
  return {
    name: 'timeout',
    type: 'string',
    format: 'go-duration',
    ...(options.default ? {default: options.default} : {}),
    ...(options.defaultText ? {defaultText: options.defaultText} : {}),
    description: 'How long the collector may take, as a Go duration such as `45s` or `5m`.',
    notes: options.notes,
  };
}

/** `namespace` of the temporary pods (or DaemonSet) a collector creates. */
export function helperNamespaceField(options: {default?: string; defaultText?: string; notes?: Behaviour[]}): Field {
  return {
    name: 'namespace',
    type: 'string',
    ...(options.default ? {default: options.default} : {}),
    ...(options.defaultText ? {defaultText: options.defaultText} : {}),
    description:
      'The namespace where Troubleshoot creates the temporary workload of this collector, and the pull secret made from `imagePullSecret.data`.',
    ...(options.notes?.length ? {notes: options.notes} : {}),
  };
}

/** `image` of the helper container, for collectors that build the pod themselves. */
export function helperImageField(notes: Behaviour[]): Field {
  return {
    name: 'image',
    type: 'string',
    required: true,
    description:
      'The container image of the pods Troubleshoot starts for this collector. There is no built-in default; every node that runs one of the pods must be able to pull it.',
    notes,
  };
}

/** `podSpec` of runPod and runDaemonSet: a full Kubernetes PodSpec, used as written. */
export function podSpecField(notes: Behaviour[]): Field {
  return {
    name: 'podSpec',
    type: 'object',
    required: true,
    description:
      'The pod to run, written exactly like the `spec` of a Kubernetes Pod: containers, volumes, tolerations, node selector, security context and so on.',
    notes,
    kubernetesType: {
      name: 'PodSpec',
      url: 'https://kubernetes.io/docs/reference/kubernetes-api/workload-resources/pod-v1/#PodSpec',
    },
  };
}

/** `imagePullPolicy` of collectors that fill in `IfNotPresent` themselves (run, copyFromHost, collectd). */
export const ifNotPresentPullPolicyField: Field = {
  name: imagePullPolicyField.name,
  type: imagePullPolicyField.type,
  values: imagePullPolicyField.values,
  default: 'IfNotPresent',
  description: 'When the kubelet pulls the image, as `imagePullPolicy` in a pod spec.',
};

/** `selector` of exec and copy: which existing pods to act on. */
export function targetSelectorField(collect: SourceRef, notes: Behaviour[]): Field {
  return {
    name: 'selector',
    type: 'string[]',
    format: 'label-selector',
    description:
      'Label selectors for the existing pods to work in, such as `app=api`. The entries are joined with commas, so a pod must match all of them.',
    notes: [
      {
        text: 'Only the schema and `lint` insist on it. Left empty, the list request carries no selector, so every pod in the namespace (or in the cluster, without `namespace`) matches.',
        source: [listPods, collect],
      },
      ...notes,
    ],
  };
}

/** `namespace` of exec and copy: where to look for the target pods. */
export function targetNamespaceField(collect: SourceRef): Field {
  return {
    name: 'namespace',
    type: 'string',
    defaultText: 'every namespace',
    description: 'The namespace to search for matching pods.',
    notes: [
      {
        text: 'The schema and `lint` require the key, but an empty value lists matching pods across all namespaces.',
        source: [listPods, collect],
      },
      {
        text: 'The `--namespace` flag does not change where the collector looks; it only changes the namespace the permission pre-check asks about.',
        source: [collect, pickNamespace],
      },
    ],
  };
}

/** `containerName` of exec and copy. */
export function targetContainerField(collect: SourceRef, notes: Behaviour[] = []): Field {
  return {
    name: 'containerName',
    type: 'string',
    defaultText: 'the first entry of the pod\'s `containers` list (never an init or ephemeral container)',
    description: 'The container to work in.',
    notes: [
      {
        text: 'The name is not checked against the pod: a container that does not exist makes the exec request fail for that pod, which is recorded in its error file.',
        source: [collect],
      },
      ...notes,
    ],
  };
}

/** The permission gotcha of every collector whose rights are pre-checked with pickNamespaceOrDefault. */
export function precheckNamespaceGotcha(collect: SourceRef, ownNamespace: string): Behaviour {
  return {
    title: 'The pre-check looks elsewhere',
    text: `Before the run, the permission check asks about the namespace given with \`--namespace\`, else the collector's \`namespace\`, else \`default\`, while the collector itself works in ${ownNamespace}. A check can pass for one namespace while the real request fails in another, or the reverse.`,
    source: [accessReview, pickNamespace, collect],
  };
}

/** What happens when the pre-check finds a right missing. */
export const precheckSkipsGotcha: Behaviour = {
  title: 'A failed pre-check skips the collector',
  text: 'When the pre-check finds a checked right missing, the collector does not run at all; it is listed in `skipped-collectors.json` with the reason. That is with the default `--collect-without-permissions=true`; with `false` the whole run may stop instead. Rights the pre-check does not ask about only fail once the collector runs.',
  source: ['pkg/supportbundle/collect.go#runCollectors', 'pkg/preflight/collect.go#CollectWithContext', 'pkg/collect/collector.go#WriteSkippedCollectors', accessReview],
};

/** The rules of the pull secret that createSecret makes from `imagePullSecret.data`. */
export function pullSecretPermission(verbs: string[], when = 'only with `imagePullSecret.data`'): Permission {
  return {resource: 'secrets', verbs, scope: 'namespace', when};
}
