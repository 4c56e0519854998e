import type {CollectorEntry} from '../model';
import {addonNamespaceField} from './_addons';

const sonobuoy: CollectorEntry = {
  kind: 'collector',
  key: 'sonobuoy',
  title: 'Sonobuoy',
  summary: 'Copies the contents of the Sonobuoy aggregator\'s results directory into the bundle.',
  goType: {name: 'Sonobuoy', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#Sonobuoy'},
  fields: [
    addonNamespaceField('Sonobuoy', 'sonobuoy', [
      {
        text: 'The collector needs a pod named exactly `sonobuoy` there, with a container named `kube-sonobuoy`, and runs `/sonobuoy splat /tmp/sonobuoy` in that container.',
        source: ['pkg/collect/sonobuoy_results.go#CollectSonobuoyResults.Collect', 'pkg/collect/sonobuoy_results.go#DefaultSonobuoyAggregatorPodName', 'pkg/collect/sonobuoy_results.go#sonobuoyTarCmd'],
      },
    ]),
  ],
  outputs: [
    {
      path: 'sonobuoy/<file>',
      format: 'directory',
      description:
        'Every regular file of the gzipped tar archive that the command writes to standard output, under the relative path it has in that archive. Directory and link entries are skipped. `collectorName` does not change the path.',
    },
  ],
  permissions: [
    {resource: 'pods', verbs: ['get'], scope: 'namespace'},
    {resource: 'pods/exec', verbs: ['create'], scope: 'namespace'},
  ],
  execution: {
    where: 'api',
    creates:
      'Nothing: the command runs through `pods/exec` in the aggregator container that already exists, so no image is pulled, and its output streams back through the API server.',
    source: ['pkg/collect/sonobuoy_results.go#sonobuoyRetrieveResults'],
  },
  gotchas: [
    {
      title: 'The pod and container names are fixed',
      text: 'Only the pod name `sonobuoy` and the container name `kube-sonobuoy` are tried. When the pod is missing, the collector fails with `sonobuoy pod sonobuoy in namespace <namespace> not found`, which a support bundle records under `collector-errors/`.',
      source: ['pkg/collect/sonobuoy_results.go#CollectSonobuoyResults.Collect', 'pkg/supportbundle/collect.go#runCollectors'],
    },
    {
      title: 'It copies what is there now',
      text: 'The collector neither starts a Sonobuoy run nor waits for one to finish: it copies whatever the aggregator holds at that moment.',
      source: ['pkg/collect/sonobuoy_results.go#CollectSonobuoyResults.Collect'],
    },
    {
      title: 'All or nothing',
      text: 'If the exec stream or the archive breaks partway, the collector fails, and none of the files it had unpacked are kept in the bundle archive.',
      source: ['pkg/collect/sonobuoy_results.go#CollectSonobuoyResults.Collect', 'pkg/collect/result.go#CollectorResult.ArchiveBundle'],
    },
    {
      title: 'No permission check before the run',
      text: 'Nothing is checked in advance, so a missing right shows up only as a collector error. Without `get` on pods the error names the refusal; a refused exec, or a command that writes nothing, only leaves an empty stream, and the error then reads `failed to create gzip reader: EOF`, which hides the cause.',
      source: ['pkg/apis/troubleshoot/v1beta2/collector_shared.go#Collect.AccessReviewSpecs', 'pkg/collect/sonobuoy_results.go#CollectSonobuoyResults.Collect', 'pkg/collect/sonobuoy_results.go#sonobuoyRetrieveResults'],
    },
    {
      title: 'No time limit',
      text: 'Nothing limits how long the copy may take, and the results of a large run travel through the API server\'s exec connection. Expect the bundle to grow by the size of the results.',
      source: ['pkg/collect/sonobuoy_results.go#sonobuoyRetrieveResults', 'pkg/collect/collector.go#GetCollector'],
    },
  ],
};

export default sonobuoy;
