import type {AnalyzerEntry} from '../model';

const nodeMetrics: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'nodeMetrics',
  title: 'Node Metrics',
  summary: 'Checks how full the persistent volume claims mounted by pods are, from the kubelet stats the nodeMetrics collector saved, and names the claims that match.',
  goType: {name: 'NodeMetricsAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#NodeMetricsAnalyze'},
  fields: [
    {
      name: 'collectorName',
      type: 'string',
      description: 'Used only as the result title when `checkName` is empty. It does not choose the files: every `node-metrics/*.json` file is read.',
      notes: [
        {
          text: 'The title is `checkName`, else `collectorName`, else `Node Metrics`.',
          source: ['pkg/analyze/k8s_node_metrics.go#AnalyzeNodeMetrics.Title'],
        },
      ],
    },
    {
      name: 'filters',
      type: 'object',
      description: 'Limits which claims a condition looks at.',
      fields: [
        {
          name: 'pvc',
          type: 'object',
          defaultText: 'every claim',
          description: 'Which persistent volume claims count.',
          fields: [
            {
              name: 'nameRegex',
              type: 'string',
              format: 're2',
              description: 'Only claims whose name (without the namespace) matches this regular expression anywhere; anchor it with `^` and `$` for a whole-name match.',
              notes: [
                {
                  text: 'A pattern that does not compile makes the analyzer fail as soon as a condition is evaluated: the check is dropped, with only a log line printed with `--debug` or `-v` to say why.',
                  source: ['pkg/analyze/k8s_node_metrics.go#AnalyzeNodeMetrics.findPVCUsageStats', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
                },
              ],
            },
            {
              name: 'namespace',
              type: 'string',
              defaultText: 'every namespace',
              description: 'Only claims mounted by pods in this namespace.',
            },
          ],
        },
      ],
    },
  ],
  reads: [
    {
      path: 'node-metrics/<node>.json',
      writtenBy: ['nodeMetrics'],
      description: 'Every such file: the kubelet stats summary of one node. For each pod volume that refers to a claim, used bytes divided by capacity bytes gives the claim\'s percentage; volumes without both numbers are skipped.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'pvc-usage',
    examples: ['pvcUsedPercentage >= 80', 'pvcUsedPercentage > 95.5', 'pvcUsedPercentage < 10', 'pvcUsedPercentage != 0'],
    order: {
      text: 'Outcomes are tried from top to bottom and the first that holds gives the result. An outcome without `when` always holds, and its message is shown as written; the message of an outcome with `when` is a Go template.',
      source: ['pkg/analyze/k8s_node_metrics.go#AnalyzeNodeMetrics.compareCollectedMetricsWithOutcomes', 'pkg/analyze/k8s_node_metrics.go#renderTemplate'],
    },
    noMatch: {
      text: 'There is no result at all; only a log line printed with `--debug` or `-v` says `no outcome matched`. End the list with an outcome without `when` to always get one.',
      source: ['pkg/analyze/k8s_node_metrics.go#AnalyzeNodeMetrics.Analyze', 'pkg/analyze/analyzer.go#Analyze', 'pkg/logger/logger.go#SetupLogger'],
    },
    templateVariables: [
      {name: '.PVC.ConcatenatedNames', meaning: 'the matching claims as `<namespace>/<name>`, joined with `, `'},
      {name: '.PVC.Names', meaning: 'the same claims as a list, for `range` or `len`'},
      {name: '.PVC.UsedPercentage', meaning: 'always `0`: the analyzer never fills it in'},
    ],
  },
  gotchas: [
    {
      title: 'Catch-all fires without data',
      text: 'When no `node-metrics` files were collected, no condition holds, but an outcome without `when` still does. A `pass` at the end of the list then reports success although nothing was measured.',
      source: ['pkg/analyze/k8s_node_metrics.go#AnalyzeNodeMetrics.compareCollectedMetricsWithOutcomes'],
    },
    {
      title: 'Only mounted claims',
      text: 'Usage is read from the volumes listed under each pod in the kubelet stats. A claim that appears under no pod is not seen at all, and a claim listed under two pods counts, and is named, twice.',
      source: ['pkg/analyze/k8s_node_metrics.go#AnalyzeNodeMetrics.findPVCUsageStats'],
    },
    {
      title: 'Broken templates print raw',
      text: 'When the message does not render as a template, it is shown as written, `{{ }}` included, and only a log line at `-v=2` or higher says why.',
      source: ['pkg/analyze/k8s_node_metrics.go#renderTemplate'],
    },
  ],
};

export default nodeMetrics;
