import type {DocumentEntry} from '../model';
import {listField} from './_lists';

const hostCollector: DocumentEntry = {
  kind: 'document',
  key: 'HostCollector',
  title: 'HostCollector',
  summary: 'Host collectors and host analyzers in a document of their own.',
  goType: {name: 'HostCollectorSpec', source: 'pkg/apis/troubleshoot/v1beta2/host_collector_types.go#HostCollectorSpec'},
  lists: {collectors: 'hostCollector', analyzers: 'hostAnalyzer'},
  fields: [
    {
      ...listField('collectors', 'hostCollector'),
      notes: [
        {
          text: 'Appended to the host collectors of the merged support bundle. They run on the machine that runs `support-bundle`, unless a SupportBundle in the same run sets `runHostCollectorsInPod: true`.',
          source: ['cmd/troubleshoot/cli/run.go#loadSpecs'],
        },
      ],
    },
    {
      ...listField('analyzers', 'hostAnalyzer'),
      notes: [
        {
          text: 'Never run by the `support-bundle` CLI: only the `collectors` of a HostCollector document are merged. Put host analyzers in the `hostAnalyzers` list of a SupportBundle, or of an Analyzer document for `support-bundle analyze`.',
          source: ['cmd/troubleshoot/cli/run.go#loadSpecs', 'pkg/analyze/download.go#parseAnalyzers'],
        },
      ],
    },
    {
      name: 'uri',
      type: 'string',
      format: 'url',
      description: 'Declared for a spec that can update itself from a URL, as a SupportBundle does.',
      notes: [
        {
          text: 'Never read by `support-bundle`, which only follows `uri` in SupportBundle documents.',
          source: ['cmd/troubleshoot/cli/run.go#loadSupportBundleSpecsFromURIs'],
        },
      ],
    },
  ],
  gotchas: [
    {
      title: 'No cluster data by default',
      text: 'When the whole run has host collectors and no in-cluster collectors, `clusterInfo` and `clusterResources` are not added, so the bundle holds only `host-collectors/` output plus `version.yaml`, `analysis.json` and `execution-data/summary.txt` (and `metadata/user.json` with `--metadata`). A SupportBundle in the run that writes an explicit empty `collectors: []` brings the two cluster collectors back.',
      source: ['cmd/troubleshoot/cli/run.go#loadSpecs', 'pkg/supportbundle/supportbundle.go#CollectSupportBundleFromSpec', 'pkg/supportbundle/collect.go#runCollectors'],
    },
    {
      title: 'Root, and a prompt',
      text: 'Run locally, many host collectors need root. In an interactive terminal, a run by another user first asks whether to exit and rerun with sudo; answering yes ends the command with code 0 and no bundle.',
      source: ['cmd/troubleshoot/cli/run.go#runTroubleshoot'],
    },
    {
      title: 'No kubeconfig needed for host collectors alone',
      text: '`support-bundle` builds a Kubernetes client before it reads any spec, but a run with only host collectors, from a spec file, sends it no request: with no kubeconfig at all the client points at `http://localhost:8080` and is never used, and the cluster may be down or not installed yet. A kubeconfig that cannot be loaded, such as a `--kubeconfig` path that does not exist, does stop the run. Once the run has in-cluster collectors, a cluster that cannot be reached fails their permission check; the host results are still archived, and the command ends with exit code 1 and an error that contains `failed to check RBAC for collectors`.',
      source: ['cmd/troubleshoot/cli/run.go#runTroubleshoot', 'pkg/k8sutil/config.go#GetRESTConfig', 'internal/specs/specs.go#LoadFromCLIArgs', 'pkg/supportbundle/supportbundle.go#CollectSupportBundleFromSpec', 'pkg/supportbundle/collect.go#runCollectors'],
    },
    {
      title: 'A separate kind from HostPreflight',
      text: 'HostPreflight documents are loaded by `support-bundle` but never used; `preflight` in turn ignores HostCollector documents.',
      source: ['cmd/troubleshoot/cli/run.go#loadSpecs', 'pkg/preflight/read_specs.go#readSpecs'],
    },
  ],
};

export default hostCollector;
