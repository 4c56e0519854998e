import type {CollectorEntry} from '../model';
import {includeValueField, objectKeyField, objectNameField, objectSelectorField} from './_keyed-objects';

const secret: CollectorEntry = {
  kind: 'collector',
  key: 'secret',
  title: 'Secret',
  summary:
    'Records whether a Secret (and optionally one of its keys) exists, without its contents unless you ask for them.',
  goType: {name: 'Secret', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#Secret'},
  fields: [
    objectNameField('secret'),
    objectSelectorField('secret'),
    {
      name: 'namespace',
      type: 'string',
      defaultText: 'none with `name`; every namespace with `selector`',
      description: 'The namespace to read from. Set it whenever you use `name`.',
      notes: [
        {
          text: 'Unlike the configMap collector, this one has no fallback namespace: with `name` and no namespace, the request names no namespace at all, and the Secret is reported as not found.',
          source: ['pkg/collect/secret.go#CollectSecret.Collect'],
        },
        {
          text: 'With `selector` and no namespace, Secrets of every namespace are matched.',
          source: ['pkg/collect/secret.go#listSecretsForSelector'],
        },
      ],
    },
    objectKeyField('secret', 'secrets'),
    includeValueField('secret'),
    {
      name: 'includeAllData',
      type: 'boolean',
      default: 'false',
      description: 'Copy every entry of the Secret\'s `data`, decoded to plain text, into the output under `data`.',
      notes: [
        {
          text: 'When true, `key` and `includeValue` are ignored: `keyExists` stays false and the key is left out of the file names, so a `secret` analyzer that names a key does not find the report. Use two collectors to get both.',
          source: ['pkg/collect/secret.go#secretToOutput', 'pkg/collect/secret.go#GetSecretFileName', 'pkg/analyze/secret.go#AnalyzeSecret.analyzeSecret'],
        },
      ],
    },
  ],
  outputs: [
    {
      path: 'secrets/[<namespace>/]<name>[/<key>].json',
      format: 'json',
      description:
        'One report per Secret found, and one for a `name` that does not exist (then `secretExists` is false). `<namespace>` is the collector\'s own `namespace` field and drops out of the path when that field is empty; `/<key>` is added when `key` is set and `includeAllData` is false.',
      sample:
        '{\n  "namespace": "shop",\n  "name": "db-credentials",\n  "key": "password",\n  "secretExists": true,\n  "keyExists": true\n}',
    },
    {
      path: 'secrets-errors/[<namespace>/]<name>[/<key>].json',
      format: 'json',
      description:
        'A list with the API error, written when the Secret could not be read or listed, in a tree of its own beside `secrets/`. The path follows the report\'s, except that a label selector (entries joined with `-`, `=` turned into `-`) stands in for `<name>` when selecting by label.',
      sample: '[\n  "secrets \\"db-credentials\\" is forbidden: User \\"support\\" cannot get resource \\"secrets\\" in API group \\"\\" in the namespace \\"shop\\""\n]',
    },
  ],
  permissions: [
    {resource: 'secrets', verbs: ['get'], scope: 'namespace', when: 'used with `name`, but checked before every run', prechecked: true},
    {resource: 'secrets', verbs: ['list'], scope: 'namespace', when: 'with `selector` and `namespace`'},
    {resource: 'secrets', verbs: ['list'], scope: 'cluster', when: 'with `selector` and no `namespace`'},
  ],
  execution: {where: 'api', source: ['pkg/collect/secret.go#CollectSecret.Collect']},
  gotchas: [
    {
      title: 'Values in plain text',
      text: 'With `includeValue` or `includeAllData`, the values are written decoded, as plain text. The redactors mask only text that matches their patterns, so most secret values pass through unchanged; leave both off unless the value itself is what you need to see.',
      source: ['pkg/collect/secret.go#secretToOutput', 'pkg/collect/redact.go#RedactResult'],
    },
    {
      title: 'Selectors across namespaces collide',
      text: 'With `selector` and no `namespace`, Secrets of the same name in different namespaces write to the same file, and the last one wins.',
      source: ['pkg/collect/secret.go#GetSecretFileName'],
    },
    {
      title: 'Only a missing Secret gets a report',
      text: 'A Secret that does not exist produces a report with `secretExists: false`, and the error goes to a separate file under `secrets-errors/`. Any other failure, such as `forbidden`, leaves only the error file, so a `secret` analyzer has nothing to read. Either way the collector itself succeeds.',
      source: ['pkg/collect/secret.go#CollectSecret.Collect', 'pkg/collect/secret.go#GetSecretErrorsFileName'],
    },
    {
      title: 'The pre-check covers only get',
      text: 'Before the run, `get` on Secrets (on the named one, with `name`) is checked in the namespace of `--namespace`, else the collector\'s `namespace`, else `default`, even when the collector selects by label or has no namespace to read from. If it fails, the collector is skipped and listed in `skipped-collectors.json` (with the default `--collect-without-permissions=true`; with `false` the whole run may stop instead).',
      source: ['pkg/apis/troubleshoot/v1beta2/collector_shared.go#Collect.AccessReviewSpecs', 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#pickNamespaceOrDefault', 'pkg/supportbundle/collect.go#runCollectors'],
    },
  ],
};

export default secret;
