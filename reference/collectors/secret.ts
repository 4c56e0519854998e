import type {CollectorReference} from '../types';
import {includeValueField, objectKeyField, objectNameField, objectSelectorField} from './_keyed-objects';

const secret: CollectorReference = {
  key: 'secret',
  title: 'Secret',
  summary:
    'Records whether a Secret (and optionally one of its keys) exists, without its contents unless you ask for them.',
  fields: [
    objectNameField('Secret'),
    objectSelectorField('Secret'),
    {
      name: 'namespace',
      type: 'string',
      default: 'every namespace (with selector)',
      description:
        'The namespace to read from. Set it whenever you use `name`: unlike the configMap collector, this one does not fall back to the kubeconfig namespace. With `selector` and no namespace, Secrets from all namespaces are matched.',
    },
    objectKeyField('Secret', 'secrets'),
    includeValueField,
    {
      name: 'includeAllData',
      type: 'boolean',
      default: 'false',
      description:
        'Copy every entry of the Secret\'s `data`, decoded to plain text, into the output. When true, `key` and `includeValue` are ignored: `keyExists` stays false and the key is left out of the file name.',
    },
  ],
  outputs: [
    {
      path: 'secrets/<namespace>/<name>.json',
      format: 'json',
      description:
        'One file per Secret found, or for a `name` that does not exist (then `secretExists` is false). With `key` set, and `includeAllData` false, the path is `secrets/<namespace>/<name>/<key>.json`. `<namespace>` comes from the collector\'s `namespace` field and drops out of the path when that field is empty.',
      sample:
        '{\n  "namespace": "shop",\n  "name": "db-credentials",\n  "key": "password",\n  "secretExists": true,\n  "keyExists": true\n}',
    },
    {
      path: 'secrets-errors/<namespace>/<name>.json',
      format: 'json',
      description:
        'A list with the API error, written when the Secret could not be read or listed. The file naming follows the output file, except that a label selector (with `=` turned into `-`) stands in for `<name>` when selecting by label.',
      sample: '[\n  "secrets \\"db-credentials\\" is forbidden: User \\"support\\" cannot get resource \\"secrets\\" in API group \\"\\" in the namespace \\"shop\\""\n]',
    },
  ],
  rbac: [
    '`get` on `secrets` in the namespace (checked before the run)',
    '`list` on `secrets` in the namespace, or in all namespaces, when `selector` is used',
  ],
  analyzers: ['secret'],
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/secret.go',
    'pkg/collect/collector.go',
    'pkg/collect/util.go',
    'pkg/analyze/secret.go',
  ],
};

export default secret;
