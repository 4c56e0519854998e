import type {Field} from './types';

/**
 * Fields that several collectors share with the same meaning, described once here and imported by
 * each collector that has them (pkg/apis/troubleshoot/v1beta2/collector_shared.go, pkg/collect/run_pod.go).
 */

export const imagePullSecretField: Field = {
  name: 'imagePullSecret',
  type: 'object',
  description:
    'Credentials for pulling the image from a private registry. Give `name` alone to use a pull secret that already exists in the namespace, or `name`, `type` and `data` to have Troubleshoot create the secret for the run and delete it afterwards.',
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
