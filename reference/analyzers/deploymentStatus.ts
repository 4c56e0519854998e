import type {AnalyzerEntry} from '../model';

const deploymentStatus: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'deploymentStatus',
  title: 'Deployment Status',
  summary: 'Checks how many replicas of a Deployment are ready, or lists every Deployment that is short of replicas.',
  goType: {name: 'DeploymentStatus', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#DeploymentStatus'},
  fields: [
    {
      name: 'name',
      type: 'string',
      description: 'The Deployment to check. Without it the analyzer ignores `outcomes` and reports every Deployment in scope that is short of replicas.',
      notes: [
        {
          text: 'Without `name`, each Deployment whose `status.availableReplicas` differs from its `status.replicas` gets a fail result of its own, titled `<namespace>/<name> Deployment Status`, with the message `The deployment <namespace>/<name> has <ready>/<replicas> replicas`. Healthy ones get no result, so a clean sweep shows nothing at all.',
          source: ['pkg/analyze/deployment_status.go#analyzeAllDeploymentStatuses'],
        },
      ],
    },
    {
      name: 'namespace',
      type: 'string',
      description: 'The namespace of the Deployment. With `name`, it is needed: the analyzer reads only that namespace\'s file. Without `name`, it is one more namespace to sweep.',
      notes: [
        {
          text: 'With `name` set and `namespace` empty, the analyzer looks for a file that does not exist and shows no result at all.',
          source: ['pkg/analyze/deployment_status.go#analyzeOneDeploymentStatus', 'pkg/analyze/download.go#fileContentProvider.getChildFileContents'],
        },
      ],
    },
    {
      name: 'namespaces',
      type: 'string[]',
      description: 'Without `name`: more namespaces to look in, besides `namespace`. With neither, every collected namespace is checked. Ignored when `name` is set.',
    },
  ],
  reads: [
    {
      path: 'cluster-resources/deployments/<namespace>.json',
      writtenBy: ['clusterResources'],
      description: 'The Deployments of one namespace, as the API server listed them; without `name` or any namespace, every such file.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'replicas',
    examples: ['< 1', '>= 3', '= 2', 'absent'],
    order: {
      text: 'Outcomes are tried from top to bottom and the first that holds gives the result; an outcome without `when` always holds. When the Deployment does not exist, the first outcome whose `when` is not `absent` turns into a fail with the message `The deployment "<name>" was not found`, whatever its severity, so put an `absent` outcome first if you use one.',
      source: ['pkg/analyze/common_status.go#commonStatus'],
    },
    noMatch: {
      text: 'The result has the check\'s title but no severity and no message. `preflight` leaves it out of its text, JSON and YAML output and shows it unmarked in the interactive view; `analysis.json` and the `support-bundle` output give it an empty severity. It does not change the exit code. The same happens when `name` is set and `outcomes` is empty.',
      source: ['pkg/analyze/common_status.go#commonStatus', 'pkg/preflight/text_results.go#ShowTextResultsStructured', 'pkg/preflight/text_results.go#outputResult', 'pkg/convert/supportbundle.go#FromAnalyzerResult', 'pkg/preflight/run.go#checkOutcomesToExitCode'],
    },
  },
  gotchas: [
    {
      title: 'Ready, not available',
      text: 'With `name`, the number compared is the Deployment\'s `status.readyReplicas`. Without `name`, a Deployment counts as short when `status.availableReplicas` differs from `status.replicas`: the pods that exist, not `spec.replicas`. A Deployment that could not create any pod has 0 of 0 and is not reported.',
      source: ['pkg/analyze/deployment_status.go#analyzeOneDeploymentStatus', 'pkg/analyze/deployment_status.go#analyzeAllDeploymentStatuses'],
    },
    {
      title: 'No `!=`',
      text: 'The comparison accepts `=`, `==`, `===`, `<`, `<=`, `>` and `>=` only. Anything else, or a missing space as in `<1`, is an error: the check is dropped from the results, and only a log line printed with `--debug` or `-v` says why.',
      source: ['pkg/analyze/common_status.go#compareActualToWhen', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
    },
    {
      title: '`checkName` is not the title',
      text: 'The result is titled `<name> Status` (or `<namespace>/<name> Deployment Status` in a sweep), whatever `checkName` says. `checkName` only appears in log lines printed with `--debug` or `-v`, such as `no outcome matched`, which is written when the check has no result at all (a sweep that found nothing short, or a namespace file that is missing).',
      source: ['pkg/analyze/common_status.go#commonStatus', 'pkg/analyze/deployment_status.go#AnalyzeDeploymentStatus.Title', 'pkg/analyze/deployment_status.go#analyzeOneDeploymentStatus', 'pkg/analyze/analyzer.go#Analyze', 'pkg/logger/logger.go#SetupLogger'],
    },
    {
      title: 'Uncollected namespaces give nothing',
      text: 'The analyzer reads what `clusterResources` saved. A namespace that was not collected (the collector was limited to other namespaces, or listing Deployments there was forbidden) has no file, and the check then shows no result at all rather than a fail. A collected namespace without the Deployment gives the not-found fail.',
      source: ['pkg/analyze/deployment_status.go#analyzeOneDeploymentStatus', 'pkg/analyze/download.go#fileContentProvider.getChildFileContents'],
    },
  ],
};

export default deploymentStatus;
