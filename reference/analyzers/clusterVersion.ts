import type {AnalyzerEntry} from '../model';

const clusterVersion: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'clusterVersion',
  title: 'Cluster Version',
  summary: 'Compares the Kubernetes version of the cluster with semantic-version ranges.',
  goType: {name: 'ClusterVersion', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#ClusterVersion'},
  fields: [],
  reads: [
    {
      path: 'cluster-info/cluster_version.json',
      writtenBy: ['clusterInfo'],
      description: 'The version the API server reported; the analyzer uses its `string` value, the `gitVersion` such as `v1.30.2` or `v1.29.4-gke.1200`.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'semver-range',
    examples: ['>= 1.28.0', '< 1.27.0', '>= 1.28.0 < 1.32.0', '1.30.x', '< 1.26.0 || >= 1.33.0', '>= 1.29.0-0'],
    order: {
      text: 'Outcomes are tried from top to bottom and the first whose range holds gives the result; an outcome without `when` always holds. An outcome item with none of `fail`, `warn` or `pass` is an error once the loop reaches it.',
      source: ['pkg/analyze/cluster_version.go#analyzeClusterVersionResult'],
    },
    noMatch: {
      text: 'The result has no title, no severity and no message. `preflight` leaves it out of its text, JSON and YAML output and shows an empty row for it in the interactive view; `analysis.json` and the `support-bundle` output give it an empty title and severity. It does not change the exit code. End the list with an outcome without `when` so that every version gets an answer.',
      source: ['pkg/analyze/cluster_version.go#analyzeClusterVersionResult', 'pkg/preflight/text_results.go#ShowTextResultsStructured', 'pkg/preflight/text_results.go#outputResult', 'pkg/convert/supportbundle.go#FromAnalyzerResult', 'pkg/preflight/run.go#checkOutcomesToExitCode'],
    },
  },
  gotchas: [
    {
      title: 'Pre-release versions sort lower',
      text: 'The cluster version is compared as a semantic version, and a suffix after a dash is a pre-release, which ranks below the plain release. A GKE cluster at `v1.29.4-gke.1200` therefore fails `>= 1.29.4` and matches `< 1.29.4`. Write `>= 1.29.4-0` to count such builds as 1.29.4. A suffix after `+`, as in `v1.30.2+k3s1`, is ignored, and EKS versions containing `-eks-` are cut at the first dash before the comparison.',
      source: ['pkg/analyze/cluster_version.go#parseK8sVersionString', 'pkg/analyze/cluster_version.go#analyzeClusterVersionResult'],
    },
    {
      title: 'Full versions or wildcards only',
      text: 'Every version in `when` needs three numbers, or a wildcard such as `1.28.x` or `1.x`, and no `v`: `>= 1.28` and `>= v1.28.0` are errors, as are `~1.28.0`, `^1.28.0` and `=== 1.28.0`. An error drops the check from the results of `preflight` and `support-bundle`; the reason is only logged, and the log is shown only with `--debug` or `-v`.',
      source: ['pkg/analyze/cluster_version.go#analyzeClusterVersionResult', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
    },
    {
      title: 'Forms that read differently',
      text: 'The range parser drops a lone character between spaces, so `! 1.28.0` (a space after `!`) means `= 1.28.0`; write `!= 1.28.0` or `!1.28.0`. A wildcard after `!=`, as in `!= 1.28.x`, never matches, and `1.x.x` means `1.0.x`; write `1.x` for a whole major version.',
      source: ['pkg/analyze/cluster_version.go#analyzeClusterVersionResult'],
    },
    {
      title: 'No version file, no check',
      text: 'When `cluster-info/cluster_version.json` is missing, or empty because `clusterInfo` could not get the server version, the analyzer fails with an error, and `preflight` and `support-bundle` both drop the check without a result. The file is missing when `clusterInfo` is excluded, and in a support bundle whose spec has host collectors but no in-cluster collectors, where `clusterInfo` is not added. A `preflight` run in which every check was dropped exits with code 1 and `completed with no analysis results`; `support-bundle` still writes the bundle.',
      source: [
        'pkg/analyze/cluster_version.go#analyzeClusterVersion',
        'pkg/collect/cluster_info.go#clusterVersion',
        'pkg/analyze/download.go#AnalyzeLocal',
        'cmd/troubleshoot/cli/run.go#loadSpecs',
        'pkg/supportbundle/supportbundle.go#CollectSupportBundleFromSpec',
        'pkg/preflight/run.go#RunPreflights',
      ],
    },
  ],
};

export default clusterVersion;
