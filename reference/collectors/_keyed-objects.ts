import type {Field} from '../model';

/**
 * Fields that the configMap and secret collectors share with the same meaning
 * (pkg/collect/configmap.go, pkg/collect/secret.go). Each function takes the collector it is for;
 * the notes cite that collector's code.
 */

export type KeyedKind = 'configMap' | 'secret';

const objectName: Record<KeyedKind, string> = {configMap: 'ConfigMap', secret: 'Secret'};
const collectMethod: Record<KeyedKind, string> = {
  configMap: 'pkg/collect/configmap.go#CollectConfigMap.Collect',
  secret: 'pkg/collect/secret.go#CollectSecret.Collect',
};
const fileName: Record<KeyedKind, string> = {
  configMap: 'pkg/collect/configmap.go#GetConfigMapFileName',
  secret: 'pkg/collect/secret.go#GetSecretFileName',
};
const toOutput: Record<KeyedKind, string> = {
  configMap: 'pkg/collect/configmap.go#configMapToOutput',
  secret: 'pkg/collect/secret.go#secretToOutput',
};

export function objectNameField(kind: KeyedKind): Field {
  return {
    name: 'name',
    type: 'string',
    description: `The name of one ${objectName[kind]} to read.`,
    notes: [
      {
        text: 'Set `name` or `selector`. With neither, the collector fails with `either name or selector must be specified`; with both, `name` wins and `selector` is ignored.',
        source: [collectMethod[kind]],
      },
    ],
  };
}

export function objectSelectorField(kind: KeyedKind): Field {
  return {
    name: 'selector',
    type: 'string[]',
    format: 'label-selector',
    description: `Label selectors that pick several ${objectName[kind]}s at once, such as \`app=api\`. The entries are joined with commas, so an object must match all of them.`,
  };
}

export function objectKeyField(kind: KeyedKind, dir: string): Field {
  return {
    name: 'key',
    type: 'string',
    description: `A data key to look for in the ${objectName[kind]}: the output records whether it exists under \`keyExists\`.`,
    notes: [
      {
        text: `The key becomes the last part of the file name, \`${dir}/<namespace>/<name>/<key>.json\`, and of the error file name.`,
        source: [fileName[kind]],
      },
      {
        text:
          kind === 'configMap'
            ? 'Only `data` is searched: a key kept under `binaryData` is reported with `keyExists: false`.'
            : 'With `includeAllData: true` the key is not looked up at all: `keyExists` stays false and the key is left out of the file names.',
        source: kind === 'configMap' ? [toOutput[kind]] : [toOutput[kind], fileName[kind], 'pkg/collect/secret.go#GetSecretErrorsFileName'],
      },
    ],
  };
}

export function includeValueField(kind: KeyedKind): Field {
  return {
    name: 'includeValue',
    type: 'boolean',
    default: 'false',
    description: 'Also write the value of `key`, as plain text, under `value`.',
    notes: [
      {
        text:
          kind === 'configMap'
            ? 'Has no effect without `key`.'
            : 'Has no effect without `key`, nor when `includeAllData` is true.',
        source: [toOutput[kind]],
      },
    ],
  };
}
