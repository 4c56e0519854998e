import type {CollectorEntry} from '../model';

const collect = 'pkg/collect/support_bundle_metadata.go#CollectSupportBundleMetadata.Collect';

const supportBundleMetadata: CollectorEntry = {
  kind: 'collector',
  key: 'supportBundleMetadata',
  title: 'Support bundle metadata',
  summary:
    'Copies the key-value pairs of the secret `replicated-support-metadata` into the bundle as one JSON object.',
  goType: {name: 'SupportBundleMetadata', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#SupportBundleMetadata'},
  missingFromSchema: true,
  fields: [
    {
      name: 'namespace',
      type: 'string',
      required: true,
      description: 'The namespace of the `replicated-support-metadata` secret.',
      notes: [
        {
          text: 'The collector reads the secret from exactly this namespace and ignores `--namespace`; left empty, the lookup fails. The permission check before the run, though, asks about the `--namespace` namespace when the flag is set.',
          source: [collect, 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#pickNamespaceOrDefault'],
        },
      ],
    },
  ],
  outputs: [
    {
      path: 'metadata/cluster.json',
      format: 'json',
      description:
        'Every key of the secret\'s data with its value as a string, keys in alphabetical order. An empty secret gives `{}`. `collectorName` does not change the path.',
      sample: '{\n  "channel": "stable",\n  "installMethod": "helm",\n  "releaseSequence": "42"\n}',
    },
    {
      path: 'collector-errors/support-bundle-metadata[/<collectorName>]-error.json',
      format: 'json',
      description:
        'Written by a support-bundle run instead of the file above when the secret could not be read, for example because it does not exist.',
      sample:
        '{"collector":"support-bundle-metadata","error":"failed to get secret shop/replicated-support-metadata: secrets \\"replicated-support-metadata\\" not found","timestamp":"2026-01-31T08:00:00Z"}',
    },
  ],
  permissions: [
    {
      resource: 'secrets',
      verbs: ['get'],
      scope: 'namespace',
      when: 'only the secret named `replicated-support-metadata`',
      prechecked: true,
    },
  ],
  execution: {where: 'api', source: [collect]},
  gotchas: [
    {
      title: 'A missing secret is an error, not an empty file',
      text: 'Without the secret, no `metadata/cluster.json` is written and a support bundle records the failure under `collector-errors/`; the rest of the bundle is unaffected.',
      source: [collect, 'pkg/supportbundle/collect.go#runCollectors'],
    },
    {
      title: 'The name is fixed',
      text: 'Only `replicated-support-metadata` is read; there is no field to choose another secret, and two of these collectors write the same file.',
      source: [collect],
    },
    {
      title: 'Values are copied in clear text',
      text: 'Everything in the secret becomes readable in the bundle, subject only to the redactors. Keep credentials out of it.',
      source: [collect],
    },
    {
      title: 'Two ways to lack permission',
      text: 'By default, when the check before the run finds no `get` on the secret, the collector is skipped and listed in `skipped-collectors.json`. When that check passes for another namespace (see `namespace`) but the read itself is refused, the error lands under `collector-errors/` instead.',
      source: ['pkg/apis/troubleshoot/v1beta2/collector_shared.go#Collect.AccessReviewSpecs', 'pkg/supportbundle/collect.go#runCollectors'],
    },
    {
      title: 'Needs a recent CLI',
      text: 'The key exists since Troubleshoot v0.125.0 and is missing from the published JSON Schemas, so editors that validate against them flag it. Older binaries decode specs leniently and drop the entry without an error.',
      source: ['pkg/loader/loader.go#LoadSpecs', 'pkg/collect/collector.go#GetCollector'],
    },
  ],
};

export default supportBundleMetadata;
