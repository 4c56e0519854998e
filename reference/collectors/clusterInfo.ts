import type {CollectorEntry} from '../model';

const clusterInfo: CollectorEntry = {
  kind: 'collector',
  key: 'clusterInfo',
  title: 'Cluster Info',
  summary: 'Records the Kubernetes version that the API server reports.',
  goType: {name: 'ClusterInfo', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#ClusterInfo'},
  fields: [],
  outputs: [
    {
      path: 'cluster-info/cluster_version.json',
      format: 'json',
      description:
        'The version object from the API server\'s `/version` endpoint under `info`, and its printable form under `string`. Written on every run, and empty when the request failed.',
      sample:
        '{\n  "info": {\n    "major": "1",\n    "minor": "31",\n    "gitVersion": "v1.31.4",\n    "gitCommit": "a78aa47129b8539636eb86a9d00e31b2720fe06b",\n    "gitTreeState": "clean",\n    "buildDate": "2026-01-08T10:21:03Z",\n    "goVersion": "go1.22.10",\n    "compiler": "gc",\n    "platform": "linux/amd64"\n  },\n  "string": "v1.31.4"\n}',
    },
    {
      path: 'cluster-info/errors.json',
      format: 'json',
      description: 'A list of error messages, written only when the version could not be read.',
      sample: '[\n  "Get \\"https://10.0.0.1:6443/version\\": dial tcp 10.0.0.1:6443: i/o timeout"\n]',
    },
  ],
  runsByDefault: {
    text: '`support-bundle` and `preflight` add it to every spec that lacks it, so it runs unless a spec lists it with `exclude: true`. The one exception is a support bundle spec with host collectors only: no in-cluster collector runs, this one included.',
    source: ['pkg/supportbundle/collect.go#runCollectors', 'pkg/supportbundle/supportbundle.go#CollectSupportBundleFromSpec', 'pkg/preflight/collect.go#CollectWithContext', 'pkg/collect/collector.go#EnsureCollectorInList'],
  },
  permissions: [],
  execution: {
    where: 'api',
    creates: 'Nothing: one request to the API server\'s `/version` endpoint.',
    source: ['pkg/collect/cluster_info.go#clusterVersion'],
  },
  gotchas: [
    {
      title: 'No permission pre-check',
      text: 'The collector reads `/version`, a path outside the resource API, and no permission is checked before the run, so it is never skipped for RBAC reasons. If the request is refused, it fails like any other error.',
      source: ['pkg/apis/troubleshoot/v1beta2/collector_shared.go#Collect.AccessReviewSpecs', 'pkg/collect/cluster_info.go#clusterVersion'],
    },
    {
      title: 'A failed call still leaves a file',
      text: 'When the version request fails, `cluster_version.json` is still written, empty, and the error goes to `cluster-info/errors.json`; the collector itself reports success.',
      source: ['pkg/collect/cluster_info.go#CollectClusterInfo.Collect', 'pkg/collect/cluster_info.go#clusterVersion'],
    },
    {
      title: 'Version checks vanish without the file',
      text: 'When the version could not be read, or the collector is excluded, the `clusterVersion` analyzer errors: it cannot parse the empty file, or finds none. Both `support-bundle` and `preflight` leave it out of the results and log the error only when `--debug` or `-v` is given, so the version check silently disappears; a preflight whose only check it was ends with `completed with no analysis results`. Only programs that call the preflight package\'s own analysis get a failed result named after the check.',
      source: [
        'pkg/analyze/cluster_version.go#analyzeClusterVersion',
        'pkg/analyze/download.go#AnalyzeLocal',
        'pkg/supportbundle/supportbundle.go#AnalyzeSupportBundle',
        'pkg/preflight/run.go#RunPreflights',
        'pkg/preflight/analyze.go#doAnalyze',
        'pkg/logger/logger.go#SetupLogger',
      ],
    },
    {
      title: 'One is enough',
      text: 'Identical `clusterInfo` entries are merged into one, and entries that differ, for example by `collectorName`, all run and write the same two files, so listing more than one only repeats the request.',
      source: ['pkg/collect/collector.go#DedupCollectors', 'pkg/collect/cluster_info.go#CollectClusterInfo.Collect'],
    },
  ],
};

export default clusterInfo;
