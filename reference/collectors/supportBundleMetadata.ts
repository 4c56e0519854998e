import type {CollectorReference} from '../types';

const supportBundleMetadata: CollectorReference = {
  key: 'supportBundleMetadata',
  title: 'Support bundle metadata',
  summary:
    'Copies the key-value pairs of the secret `replicated-support-metadata` into the bundle as one JSON object.',
  fields: [
    {
      name: 'namespace',
      type: 'string',
      required: true,
      description:
        'The namespace of the `replicated-support-metadata` secret. The collector does not fall back to the `--namespace` flag, so the lookup fails without it.',
    },
  ],
  outputs: [
    {
      path: 'metadata/cluster.json',
      format: 'json',
      description: 'Every key of the secret\'s data with its value as a string. An empty secret gives `{}`.',
      sample: '{\n  "channel": "stable",\n  "installMethod": "helm",\n  "releaseSequence": "42"\n}',
    },
    {
      path: 'collector-errors/support-bundle-metadata-error.json',
      format: 'json',
      description:
        'Written by the run instead of the file above when the secret could not be read, for example because it does not exist. With a `collectorName`, the name is `support-bundle-metadata/<collectorName>-error.json`.',
      sample:
        '{"collector":"support-bundle-metadata","error":"failed to get secret shop/replicated-support-metadata: secrets \\"replicated-support-metadata\\" not found","timestamp":"2026-01-31T08:00:00Z"}',
    },
  ],
  rbac: ['`get` on the secret `replicated-support-metadata` in `namespace`'],
  analyzers: ['jsonCompare'],
  missingFromSchema: {
    goType: 'SupportBundleMetadata',
    source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
  },
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/support_bundle_metadata.go',
    'pkg/collect/collector.go',
    'pkg/supportbundle/collect.go',
  ],
};

export default supportBundleMetadata;
