import type {AnalyzerEntry} from '../model';

const containerRuntime: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'containerRuntime',
  title: 'Container Runtime',
  summary: 'Checks which container runtime (containerd, Docker, CRI-O) the nodes of the cluster report.',
  goType: {name: 'ContainerRuntime', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#ContainerRuntime'},
  fields: [],
  reads: [
    {
      path: 'cluster-resources/nodes.json',
      writtenBy: ['clusterResources'],
      description: 'The node list; the analyzer reads each node\'s `status.nodeInfo.containerRuntimeVersion`, such as `containerd://1.7.13`, and keeps the part before `://`.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'container-runtime',
    examples: ['== containerd', '= docker', '=== cri-o'],
    order: {
      text: 'Outcomes are tried from top to bottom. For each one the runtime of every node is tested, and the first outcome that holds for at least one node gives the result; an outcome without `when` always holds.',
      source: ['pkg/analyze/container_runtime.go#AnalyzeContainerRuntime.analyzeContainerRuntime'],
    },
    noMatch: {
      text: 'The result has the check\'s title but no severity and no message. `preflight` leaves it out of its text, JSON and YAML output and shows it unmarked in the interactive view; `analysis.json` and the `support-bundle` output give it an empty severity. It does not change the exit code.',
      source: ['pkg/analyze/container_runtime.go#AnalyzeContainerRuntime.analyzeContainerRuntime', 'pkg/preflight/text_results.go#ShowTextResultsStructured', 'pkg/preflight/text_results.go#outputResult', 'pkg/convert/supportbundle.go#FromAnalyzerResult', 'pkg/preflight/run.go#checkOutcomesToExitCode'],
    },
  },
  gotchas: [
    {
      title: 'One node is enough',
      text: 'An outcome holds as soon as one node runs the named runtime. In a cluster that mixes runtimes, the first outcome naming any of them wins, so put the runtime you reject first, as a `fail`, and the one you accept after it.',
      source: ['pkg/analyze/container_runtime.go#AnalyzeContainerRuntime.analyzeContainerRuntime'],
    },
    {
      title: '`!=` never matches',
      text: 'Only `=`, `==` and `===` compare anything; any other operator makes the outcome silently false, so `fail` with `!= containerd` never fires. List the accepted runtimes as `pass` outcomes and end with a `fail` without `when`.',
      source: ['pkg/analyze/container_runtime.go#compareRuntimeConditionalToActual'],
    },
    {
      title: 'Lower-case names',
      text: 'The name is compared exactly with the scheme of the node\'s runtime version, which URL parsing turns to lower case: `containerd`, `docker`, `cri-o`. `== Containerd` never matches.',
      source: ['pkg/analyze/container_runtime.go#compareRuntimeConditionalToActual'],
    },
    {
      title: 'Malformed conditions',
      text: 'A `when` that is not an operator, one space and a name (`==containerd`, or two spaces) is an error that drops the check from the results; it is only noticed when the node list has at least one node. The same happens when `nodes.json` is empty because the nodes could not be listed.',
      source: ['pkg/analyze/container_runtime.go#compareRuntimeConditionalToActual', 'pkg/analyze/container_runtime.go#AnalyzeContainerRuntime.analyzeContainerRuntime', 'pkg/collect/cluster_resources.go#nodes', 'pkg/analyze/download.go#AnalyzeLocal'],
    },
  ],
};

export default containerRuntime;
