import type {CollectorEntry} from '../model';
import {includeValueField, objectKeyField, objectNameField, objectSelectorField} from './_keyed-objects';

const configMap: CollectorEntry = {
  kind: 'collector',
  key: 'configMap',
  title: 'ConfigMap',
  summary:
    'Records whether a ConfigMap (and optionally one of its keys) exists, and can save the key\'s value or all of its data.',
  goType: {name: 'ConfigMap', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#ConfigMap'},
  fields: [
    objectNameField('configMap'),
    objectSelectorField('configMap'),
    {
      name: 'namespace',
      type: 'string',
      defaultText: 'with `name`, the `--namespace` flag or the kubeconfig namespace; with `selector`, every namespace',
      description: 'The namespace to read from.',
      notes: [
        {
          text: 'With `name` and no namespace, the lookup uses the namespace of the `--namespace` flag, else of the current kubeconfig context, but the output path and the `namespace` in the file stay empty: the file is `configmaps/<name>.json`.',
          source: ['pkg/collect/configmap.go#CollectConfigMap.Collect', 'pkg/collect/configmap.go#GetConfigMapFileName'],
        },
        {
          text: 'With `selector` and no namespace, ConfigMaps of every namespace are matched.',
          source: ['pkg/collect/configmap.go#listConfigMapsForSelector'],
        },
      ],
    },
    objectKeyField('configMap', 'configmaps'),
    includeValueField('configMap'),
    {
      name: 'includeAllData',
      type: 'boolean',
      default: 'false',
      description: 'Copy the whole `data` map of the ConfigMap into the output, under `data`.',
      notes: [
        {
          text: 'Works together with `key` and `includeValue`. Entries under `binaryData` are never copied.',
          source: ['pkg/collect/configmap.go#configMapToOutput'],
        },
      ],
    },
  ],
  outputs: [
    {
      path: 'configmaps/[<namespace>/]<name>[/<key>].json',
      format: 'json',
      description:
        'One report per ConfigMap found, and one for a `name` that does not exist (then `configMapExists` is false). `<namespace>` is the collector\'s own `namespace` field and is missing from the path when that field is empty; `/<key>` is added when `key` is set.',
      sample:
        '{\n  "namespace": "shop",\n  "name": "api-settings",\n  "key": "LOG_LEVEL",\n  "configMapExists": true,\n  "keyExists": true,\n  "value": "debug",\n  "data": null\n}',
    },
    {
      path: 'configmaps-errors/[<namespace>/]<name>[/<key>].json',
      format: 'json',
      description:
        'A list with the API error, written when the lookup or the list failed: not found, forbidden, or any other error. When selecting by label, the selector entries take the place of `<name>`, joined with `-` and with `=` turned into `-` (`app=api` gives `app-api.json`).',
      sample: '[\n  "configmaps \\"api-settings\\" not found"\n]',
    },
  ],
  permissions: [
    {resource: 'configmaps', verbs: ['get'], scope: 'namespace', when: 'with `name`', prechecked: true},
    {resource: 'configmaps', verbs: ['list'], scope: 'namespace', when: 'with `selector` and `namespace`'},
    {resource: 'configmaps', verbs: ['list'], scope: 'cluster', when: 'with `selector` and no `namespace`'},
  ],
  execution: {where: 'api', source: ['pkg/collect/configmap.go#CollectConfigMap.Collect']},
  gotchas: [
    {
      title: 'Set namespace explicitly',
      text: 'With `name` and no `namespace`, the file lands at `configmaps/<name>.json` with an empty `namespace` in it, so a `configMap` analyzer that names the namespace does not find it.',
      source: ['pkg/collect/configmap.go#configMapToOutput', 'pkg/collect/configmap.go#GetConfigMapFileName', 'pkg/analyze/configmap.go#AnalyzeConfigMap.analyzeConfigMap'],
    },
    {
      title: 'Selectors across namespaces collide',
      text: 'With `selector` and no `namespace`, ConfigMaps of the same name in different namespaces write to the same file, and the last one wins.',
      source: ['pkg/collect/configmap.go#GetConfigMapFileName'],
    },
    {
      title: 'Only a missing ConfigMap gets a report',
      text: 'A ConfigMap that does not exist produces a report with `configMapExists: false` plus an error file. Any other failure, such as `forbidden`, leaves only the error file, and a `configMap` analyzer then has nothing to read. Either way the collector itself succeeds.',
      source: ['pkg/collect/configmap.go#CollectConfigMap.Collect'],
    },
    {
      title: 'The pre-check covers only get',
      text: 'Before the run, `get` on ConfigMaps is checked in the namespace of `--namespace`, else the collector\'s `namespace`, else `default`, even when the collector selects by label. If it fails, the collector is skipped and listed in `skipped-collectors.json` (with `--collect-without-permissions=false` the run may stop instead); the `list` that a selector needs is only discovered when the call fails.',
      source: ['pkg/apis/troubleshoot/v1beta2/collector_shared.go#Collect.AccessReviewSpecs', 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#pickNamespaceOrDefault', 'pkg/supportbundle/collect.go#runCollectors'],
    },
    {
      title: 'data is always in the file',
      text: 'The report carries `"data": null` unless `includeAllData` is true: a misspelt JSON tag keeps the field even when it is empty.',
      source: ['pkg/collect/configmap.go#ConfigMapOutput'],
    },
    {
      title: 'Saved values are redacted like any file',
      text: 'In a support bundle, values saved with `includeValue` or `includeAllData` pass through the redactors, which mask only text that matches their patterns. Add a redactor for anything else that must not leave the cluster. `preflight` does not redact the files of in-cluster collectors, so its saved preflight bundle keeps the values as they are.',
      source: ['pkg/supportbundle/collect.go#runCollectors', 'pkg/collect/redact.go#RedactResult', 'pkg/preflight/collect.go#CollectWithContext', 'pkg/preflight/run.go#RunPreflights'],
    },
  ],
};

export default configMap;
