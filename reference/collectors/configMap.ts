import type {CollectorReference} from '../types';
import {includeValueField, objectKeyField, objectNameField, objectSelectorField} from './_keyed-objects';

const configMap: CollectorReference = {
  key: 'configMap',
  title: 'ConfigMap',
  summary:
    'Records whether a ConfigMap (and optionally one of its keys) exists, and can save the key\'s value or all of its data.',
  fields: [
    objectNameField('ConfigMap'),
    objectSelectorField('ConfigMap'),
    {
      name: 'namespace',
      type: 'string',
      default: 'kubeconfig namespace (with name), every namespace (with selector)',
      description:
        'The namespace to read from. With `name` and no namespace, the namespace of the `--namespace` flag or of the current kubeconfig context is used. With `selector` and no namespace, ConfigMaps from all namespaces are matched.',
    },
    objectKeyField('ConfigMap', 'configmaps'),
    includeValueField,
    {
      name: 'includeAllData',
      type: 'boolean',
      default: 'false',
      description:
        'Copy the whole `data` map of the ConfigMap into the output. Works together with `key`. Entries under `binaryData` are not copied.',
    },
  ],
  outputs: [
    {
      path: 'configmaps/<namespace>/<name>.json',
      format: 'json',
      description:
        'One file per ConfigMap found, or for a `name` that does not exist (then `configMapExists` is false). With `key` set the path is `configmaps/<namespace>/<name>/<key>.json`. The namespace part is the collector\'s `namespace` field, so it is missing from the path when that field is empty.',
      sample:
        '{\n  "namespace": "shop",\n  "name": "api-settings",\n  "key": "LOG_LEVEL",\n  "configMapExists": true,\n  "keyExists": true,\n  "value": "debug",\n  "data": null\n}',
    },
    {
      path: 'configmaps-errors/<namespace>/<name>.json',
      format: 'json',
      description:
        'Written when the lookup failed: not found, forbidden, or any other API error. When selecting by label, the selector entries take the place of `<name>`, joined with `-` and with `=` replaced by `-` (`app=api` gives `app-api.json`); with `key` set the path ends in `/<key>.json`.',
      sample: '[\n  "configmaps \\"api-settings\\" not found"\n]',
    },
  ],
  rbac: [
    '`get` on `configmaps` in the namespace (checked before the run)',
    '`list` on `configmaps` in the namespace, or in all namespaces, when `selector` is used',
  ],
  analyzers: ['configMap'],
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/configmap.go',
    'pkg/collect/collector.go',
    'pkg/analyze/configmap.go',
  ],
};

export default configMap;
