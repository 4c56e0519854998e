import type {AnalyzerEntry} from '../model';

const weaveReport: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'weaveReport',
  title: 'Weave Report',
  summary: 'Reads the JSON status report of the Weave Net CNI and warns about an exhausted pod IP range, pending IP allocations, and connections between nodes that are down or do not use `fastdp`.',
  goType: {name: 'WeaveReportAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#WeaveReportAnalyze'},
  fields: [
    {
      name: 'reportFileGlob',
      type: 'string',
      format: 'glob',
      required: true,
      description:
        'A glob pattern, from the bundle root, for the files that hold a Weave report, such as `weave/kube-system/*/weave-report-stdout.txt`. Every file it matches is read as one report.',
      notes: [
        {
          text: 'When nothing matches, the analyzer shows no result at all: no warning tells you the report was missing.',
          source: ['pkg/analyze/weave.go#analyzeWeaveReport', 'pkg/analyze/analyzer.go#Analyze'],
        },
        {
          text: 'Every matched file must be the JSON report. A file that does not parse as JSON, such as an error message the command printed instead, is an analyzer error: the check disappears from the results, and only a log line printed with `--debug` or `-v` says why.',
          source: ['pkg/analyze/weave.go#analyzeWeaveReport', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
        },
      ],
    },
  ],
  reads: [
    {
      path: '<reportFileGlob>',
      writtenBy: 'any',
      formats: ['json'],
      description:
        'Each file the glob matches, holding the JSON that `weave --local report` prints. In practice it is the standard output of an `exec` collector that runs that command in the `weave` container of a `weave-net` pod.',
    },
  ],
  outcomes: {
    hasOutcomes: false,
    results: {
      text: 'The analyzer takes no `outcomes`; it runs three checks over all the reports and gives at most one warn for each. `Available Pod IPs` warns when a report shows 85 % or more of its IP range assigned. `Pending IP Allocation` warns when a report lists allocation requests still waiting. `Weave Inter-Node Connections` warns about the first connection whose state is not `established`, or whose protocol is set to something other than `fastdp`; a node\'s failed connection to itself is skipped. When no check finds anything, there is one pass, `Weave Report`, with the message `No issues detected in weave report`.',
      source: [
        'pkg/analyze/weave.go#analyzeWeaveReport',
        'pkg/analyze/weave.go#analyzeWeaveIPAMPool',
        'pkg/analyze/weave.go#analyzeWeavePendingAllocation',
        'pkg/analyze/weave.go#analyzeWeaveConnections',
      ],
    },
  },
  gotchas: [
    {
      title: 'Fixed titles',
      text: '`checkName` is not used: the results always carry the titles of the checks above.',
      source: ['pkg/analyze/weave.go#AnalyzeWeaveReport.Title', 'pkg/analyze/weave.go#analyzeWeaveReport'],
    },
    {
      title: 'Only the first problem of each kind',
      text: 'Each check stops at the first report or connection with a problem, and the reports are visited in no fixed order. Two broken connections give one warning, and which one is named can change from run to run.',
      source: ['pkg/analyze/weave.go#analyzeWeaveIPAMPools', 'pkg/analyze/weave.go#analyzeWeaveConnections'],
    },
    {
      title: 'Reports are keyed by node name',
      text: 'Reports are kept by the node nickname inside them. Two files from the same node, or reports without a nickname, replace one another and only one is checked.',
      source: ['pkg/analyze/weave.go#analyzeWeaveReport'],
    },
    {
      title: 'One pod per exec collector',
      text: 'An `exec` collector runs its command in one pod only, even when its selector matches a `weave-net` pod on every node, so one collector yields the report of one node.',
      source: ['pkg/collect/exec.go#execWithoutTimeout'],
    },
  ],
};

export default weaveReport;
