import type {CollectorReference} from '../types';

const helm: CollectorReference = {
  key: 'helm',
  title: 'Helm',
  summary:
    'Records the Helm releases in the cluster with their chart, versions and revision history, and optionally the values of every revision.',
  fields: [
    {
      name: 'namespace',
      type: 'string',
      default: 'every namespace',
      description: 'Only look at releases installed in this namespace. When empty, releases in all namespaces are read.',
    },
    {
      name: 'releaseName',
      type: 'string',
      default: 'every release',
      description:
        'Read only the release with this name. Set `namespace` as well when the same release name exists in more than one namespace.',
    },
    {
      name: 'collectValues',
      type: 'boolean',
      default: 'false',
      description:
        'Also save the values of each revision: the chart defaults merged with what the user supplied, as `helm get values --all` shows them.',
    },
  ],
  outputs: [
    {
      path: 'helm/<namespace>.json',
      format: 'json',
      description:
        'Written when `releaseName` is empty: one file per namespace that has releases, listing each release and its revisions.',
      sample:
        '[\n  {\n    "releaseName": "shop",\n    "chart": "shop",\n    "chartVersion": "2.3.1",\n    "appVersion": "1.8.0",\n    "namespace": "shop",\n    "releaseHistory": [\n      {"revision": "4", "date": "2026-01-30 14:02:11.5 +0000 UTC", "status": "deployed"},\n      {"revision": "3", "date": "2026-01-12 09:40:55.1 +0000 UTC", "status": "superseded"}\n    ]\n  }\n]',
    },
    {
      path: 'helm/<namespace>/<releaseName>.json',
      format: 'json',
      description:
        'Written instead of the file above when `releaseName` is set: the same shape, holding that one release. With `collectValues`, each revision also has a `values` object.',
    },
    {
      path: 'helm/errors.json',
      format: 'json',
      description:
        'Written when listing releases or reading any revision failed. No release files are written in that case, even for releases that were read without trouble.',
      sample: '[\n  "release: not found"\n]',
    },
  ],
  rbac: [
    '`list` on `secrets` in the namespace, or in all namespaces when `namespace` is empty (Helm keeps each revision in a secret)',
    '`get` on `secrets` in the release\'s namespace when `collectValues` is on',
  ],
  analyzers: ['textAnalyze', 'jsonCompare'],
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/helm.go',
    'pkg/collect/collector.go',
  ],
};

export default helm;
