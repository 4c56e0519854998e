import type {AnalyzerEntry} from '../model';

const distribution: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'distribution',
  title: 'Distribution',
  summary: 'Checks which Kubernetes distribution or cloud service the cluster runs on (EKS, GKE, AKS, OpenShift, k3s, kind and others), as seen from node labels, provider IDs and API groups.',
  goType: {name: 'Distribution', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#Distribution'},
  fields: [],
  reads: [
    {
      path: 'cluster-resources/nodes.json',
      writtenBy: ['clusterResources'],
      description: 'The node list: labels, annotations, `spec.providerID` and the OS image of each node decide most names.',
    },
    {
      path: 'cluster-resources/resources.json',
      writtenBy: ['clusterResources'],
      description: 'The API resource list, used only to recognise OpenShift. When the file is missing the analyzer goes on without it.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'distribution',
    examples: ['eks', '== gke', '!= kind', '== embedded-cluster', '= openshift', '!== aks'],
    order: {
      text: 'Outcomes are tried from top to bottom and the first whose `when` holds gives the result; an outcome without `when` always holds.',
      source: ['pkg/analyze/distribution.go#AnalyzeDistribution.analyzeDistribution'],
    },
    noMatch: {
      text: 'The result is a warning. Its message is `None of the conditionals were met`, or, when a tested outcome named a distribution the analyzer does not know, one `- Unknown distribution: <name>` entry per such outcome.',
      source: ['pkg/analyze/distribution.go#AnalyzeDistribution.analyzeDistribution', 'pkg/analyze/distribution.go#compareDistributionConditionalToActual'],
    },
  },
  gotchas: [
    {
      title: '`tanzu` is never detected',
      text: 'The analyzer recognises Tanzu nodes and API groups and accepts the name `tanzu`, but the comparison has no case for it: `== tanzu` is always false and `!= tanzu` always true.',
      source: ['pkg/analyze/distribution.go#compareDistributionConditionalToActual', 'pkg/analyze/distribution.go#ParseNodesForProviders'],
    },
    {
      title: 'No match is a warning',
      text: 'Unlike most analyzers, a list where nothing matches gives a warning, not an empty result. End with an outcome without `when` to decide yourself what an unlisted distribution means.',
      source: ['pkg/analyze/distribution.go#AnalyzeDistribution.analyzeDistribution'],
    },
    {
      title: 'EKS means no visible control plane',
      text: 'A cluster counts as EKS only when a node\'s provider ID starts with `aws:` and no node carries a `control-plane` or `master` role label. A self-managed cluster on EC2 whose control-plane nodes are listed is not EKS.',
      source: ['pkg/analyze/distribution.go#ParseNodesForProviders'],
    },
    {
      title: 'Several names at once',
      text: 'Each name is tested on its own. Embedded Cluster nodes that also carry the k0s role label match both `embedded-cluster` and `k0s`, so put the more specific outcome first.',
      source: ['pkg/analyze/distribution.go#ParseNodesForProviders', 'pkg/analyze/distribution.go#compareDistributionConditionalToActual'],
    },
    {
      title: 'A misspelt name never matches',
      text: 'An unknown name, such as `ek`, makes its outcome false with either operator, so a `!= ek` outcome does not fire either. The name only shows up in the message of the final warning.',
      source: ['pkg/analyze/distribution.go#compareDistributionConditionalToActual'],
    },
    {
      title: 'Errors drop the check',
      text: 'A `when` with more than one space inside, such as `== docker desktop`, is an error, and so is an empty `nodes.json` (nodes could not be listed). Either drops the check from the results; only a log line printed with `--debug` or `-v` says why.',
      source: ['pkg/analyze/distribution.go#compareDistributionConditionalToActual', 'pkg/analyze/distribution.go#AnalyzeDistribution.Analyze', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
    },
  ],
};

export default distribution;
