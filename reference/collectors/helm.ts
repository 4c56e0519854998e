import type {CollectorEntry} from '../model';

const history = 'pkg/collect/helm.go#helmReleaseHistoryCollector';
const collect = 'pkg/collect/helm.go#CollectHelm.Collect';
const values = 'pkg/collect/helm.go#getHelmValues';

const helm: CollectorEntry = {
  kind: 'collector',
  key: 'helm',
  title: 'Helm',
  summary:
    'Records the Helm releases in the cluster with their chart, versions and revision history, and optionally the values of every revision.',
  goType: {name: 'Helm', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#Helm'},
  fields: [
    {
      name: 'namespace',
      type: 'string',
      defaultText: 'every namespace',
      description: 'Only look at releases installed in this namespace.',
    },
    {
      name: 'releaseName',
      type: 'string',
      defaultText: 'every listed release',
      description: 'Read only the release with this name, whatever the status of its latest revision.',
      notes: [
        {
          text: 'Without `namespace`, a name used in several namespaces gets the latest revision from any of them and a history that mixes their revisions. Set `namespace` as well in that case.',
          source: [history, 'pkg/collect/helm.go#getVersionInfo'],
        },
      ],
    },
    {
      name: 'collectValues',
      type: 'boolean',
      default: 'false',
      description:
        'Also save the values of each revision: the chart defaults merged with what the user supplied, as `helm get values --all` shows them.',
      notes: [
        {
          text: 'The values are read through a second Kubernetes client built from the default kubeconfig (`KUBECONFIG`, `~/.kube/config`, or the in-cluster service account), not from the `--kubeconfig` and `--context` flags of the command.',
          source: [values],
        },
      ],
    },
  ],
  outputs: [
    {
      path: 'helm/<namespace>.json',
      format: 'json',
      description:
        'Written when `releaseName` is empty: one file per namespace that has listed releases, with each release and all its revisions. A revision that is pending has `isPending: true`.',
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
        'Written when listing releases or reading any revision failed. No release file is written in that case, not even for releases that were read without trouble.',
      sample: '[\n  "release: not found"\n]',
    },
  ],
  permissions: [
    {resource: 'secrets', verbs: ['list'], scope: 'namespace', when: 'in `namespace` when it is set'},
    {resource: 'secrets', verbs: ['list'], scope: 'cluster', when: 'when `namespace` is empty'},
    {
      resource: 'secrets',
      verbs: ['get'],
      scope: 'namespace',
      when: 'only with `collectValues`, in the release\'s namespace, for the identity of the default kubeconfig',
    },
  ],
  execution: {where: 'api', source: [history]},
  gotchas: [
    {
      title: 'Without `releaseName`, Helm\'s list rules apply',
      text: 'Releases are found the way `helm list` finds them by default: each release is judged by its latest revision only, and kept only when that revision is `deployed` or `failed`. A release whose latest revision is pending (an interrupted install, upgrade or rollback) disappears from the output, with its whole history. Name it in `releaseName` to read it.',
      source: [history],
    },
    {
      title: 'One failure empties the output',
      text: 'If listing releases fails, or any revision of any release cannot be read (its values included), the collector writes only `helm/errors.json` and no release file at all.',
      source: [history, 'pkg/collect/helm.go#getVersionInfo', collect],
    },
    {
      title: 'Values can be sensitive',
      text: '`collectValues` saves the merged values of every revision, which often include passwords and tokens. In a support bundle the default redactors run over the file as over any other; review it before turning redaction off. `preflight` does not redact the files of in-cluster collectors.',
      source: ['pkg/collect/helm.go#getVersionInfo', 'pkg/supportbundle/collect.go#runCollectors', 'pkg/preflight/collect.go#CollectWithContext'],
    },
    {
      title: 'Only secret storage',
      text: 'Releases are read from Helm\'s default storage, the secrets Helm labels `owner=helm`. Releases kept with `HELM_DRIVER=configmap` or `sql` are not found, whatever `HELM_DRIVER` is set to.',
      source: [history, values],
    },
    {
      title: 'Nothing found, nothing written',
      text: 'Without `releaseName`, when no release is listed, the collector writes no file and records no error. An analyzer pointed at a release file then finds nothing: `textAnalyze` warns `No matching files` instead of running its outcomes. A `releaseName` that does not exist is different: it leaves `helm/errors.json` with `release: not found`.',
      source: [collect, history],
    },
    {
      title: 'Revisions are not sorted',
      text: '`releaseHistory` keeps the order in which the revisions were listed, not their numeric order. Read the `revision` field rather than relying on the position.',
      source: ['pkg/collect/helm.go#getVersionInfo'],
    },
    {
      title: 'No permission check up front',
      text: 'The collector is not checked before it runs; a missing `list` on secrets ends up in `helm/errors.json`.',
      source: ['pkg/apis/troubleshoot/v1beta2/collector_shared.go#Collect.AccessReviewSpecs', collect],
    },
  ],
};

export default helm;
