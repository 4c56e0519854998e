import type {Behaviour, Field, SourceRef} from '../model';

/**
 * Fields that several collectors share with the same meaning, described once here and imported by
 * each collector that has them (pkg/apis/troubleshoot/v1beta2/collector_shared.go ImagePullSecrets,
 * pkg/collect/run_pod.go createSecret). What a collector does with the secret afterwards (attach,
 * clean up) differs, so each collector passes its own notes.
 */

const createSecret: SourceRef = 'pkg/collect/run_pod.go#createSecret';

/** The sub-fields of `imagePullSecret`, as createSecret reads them. */
export const imagePullSecretSubFields: Field[] = [
  {
    name: 'name',
    type: 'string',
    defaultText: 'a generated name starting with `troubleshoot`',
    description: 'The name of the secret to create from `data`.',
    notes: [
      {
        text: 'A secret of that name must not exist yet in the namespace: the create request fails and the collector with it.',
        source: [createSecret],
      },
    ],
  },
  {
    name: 'type',
    type: 'string',
    values: ['kubernetes.io/dockerconfigjson'],
    description: 'The secret type.',
    notes: [
      {
        text: 'Needed whenever `data` is set: an empty or different value makes the collector fail before it starts anything.',
        source: [createSecret],
      },
    ],
  },
  {
    name: 'data',
    type: 'map[string]string',
    description: 'The secret\'s content: the key `.dockerconfigjson` with a base64-encoded Docker config JSON document as its value.',
    notes: [
      {
        text: 'A missing `.dockerconfigjson` key, any second key, a value that is not base64, or base64 that does not decode to JSON makes the collector fail before it starts anything.',
        source: [createSecret],
      },
    ],
  },
];

/** `imagePullSecret` of a collector that creates a secret from `data`; the notes say what it does with it. */
export function imagePullSecretField(notes: Behaviour[], description?: string): Field {
  return {
    name: 'imagePullSecret',
    type: 'object',
    description: description ?? 'Registry credentials for the image, written as a Docker config.',
    notes,
    fields: imagePullSecretSubFields,
  };
}

/** The note every collector built on createSecret shares: only `data` is acted on. */
export function onlyDataIsUsedNote(source: SourceRef[]): Behaviour {
  return {
    text: 'Only `data` is acted on: Troubleshoot creates a `kubernetes.io/dockerconfigjson` secret from it, labelled `app.kubernetes.io/managed-by: troubleshoot.sh`, and lists it in the pod\'s `imagePullSecrets`. A `name` without `data` is not attached to anything.',
    source: [...source, createSecret],
  };
}

export const imagePullPolicyField: Field = {
  name: 'imagePullPolicy',
  type: 'string',
  values: ['Always', 'IfNotPresent', 'Never'],
  defaultText: 'chosen by Kubernetes: `Always` for a `latest` or missing tag, `IfNotPresent` otherwise',
  description: 'When the kubelet pulls the image, as `imagePullPolicy` in a pod spec.',
};
