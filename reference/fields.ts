import type {Field} from './types';

/**
 * Fields that several collectors share with the same meaning, described once here and imported by
 * each collector that has them (pkg/apis/troubleshoot/v1beta2/collector_shared.go, pkg/collect/run_pod.go).
 */

/**
 * Most collectors that start pods act on `imagePullSecret` only when `data` is set
 * (pkg/collect/run_pod.go runPodWithSpec, copy_from_host.go); those that also accept an existing
 * secret by `name` override the description.
 */
export const imagePullSecretField: Field = {
  name: 'imagePullSecret',
  type: 'object',
  description:
    'Registry credentials for the image. They are used only when `data` is set: Troubleshoot creates a temporary `kubernetes.io/dockerconfigjson` secret in the namespace, attaches it to the pods it starts and deletes it afterwards. A `name` without `data` is not attached to anything.',
  fields: [
    {
      name: 'name',
      type: 'string',
      description:
        'The secret\'s name. With `data`, a name for the secret to create; when empty, a generated name starting with `troubleshoot` is used.',
    },
    {
      name: 'type',
      type: 'string',
      values: ['kubernetes.io/dockerconfigjson'],
      description: 'The secret type. Required with `data`, and only this value is accepted.',
    },
    {
      name: 'data',
      type: 'map[string]string',
      description:
        'Exactly one key, `.dockerconfigjson`, whose value is a base64-encoded Docker config JSON document.',
    },
  ],
};

export const imagePullPolicyField: Field = {
  name: 'imagePullPolicy',
  type: 'string',
  values: ['Always', 'IfNotPresent', 'Never'],
  description:
    'When the kubelet pulls the image, as in a pod spec. Left empty, Kubernetes decides: `Always` for a `latest` tag, `IfNotPresent` otherwise.',
};
