import type {Field} from '../types';

/**
 * Fields that the configMap and secret collectors share with the same meaning
 * (pkg/collect/configmap.go, pkg/collect/secret.go). Each function takes the object's name as
 * a reader would write it, e.g. "ConfigMap" or "Secret", and the plural used in the bundle path.
 */

export function objectNameField(kind: string): Field {
  return {
    name: 'name',
    type: 'string',
    description: `The name of one ${kind} to read. Either \`name\` or \`selector\` must be set; when both are, \`name\` wins and \`selector\` is ignored.`,
  };
}

export function objectSelectorField(kind: string): Field {
  return {
    name: 'selector',
    type: 'string[]',
    description: `Label selectors that pick several ${kind}s at once, such as \`app=api\`. The entries are joined with commas, so an object must match all of them. Only used when \`name\` is empty.`,
  };
}

export function objectKeyField(kind: string, dir: string): Field {
  return {
    name: 'key',
    type: 'string',
    description: `A data key to look for in the ${kind}. The output then records whether the key exists, and the key becomes the last part of the file name: \`${dir}/<namespace>/<name>/<key>.json\`.`,
  };
}

export const includeValueField: Field = {
  name: 'includeValue',
  type: 'boolean',
  default: 'false',
  description:
    'Also write the value of `key` into the output, as plain text, under `value`. Has no effect without `key`.',
};
