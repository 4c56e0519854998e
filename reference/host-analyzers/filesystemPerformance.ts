import type {HostAnalyzerEntry} from '../model';
import {missingFileGotcha} from './cpu';

const analyze = 'pkg/analyze/host_filesystem_performance.go#AnalyzeHostFilesystemPerformance.Analyze';
const single = 'pkg/analyze/host_filesystem_performance.go#AnalyzeHostFilesystemPerformance.analyzeSingleNode';
const compare = 'pkg/analyze/host_filesystem_performance.go#compareHostFilesystemPerformanceConditionalToActual';
const render = 'pkg/analyze/host_filesystem_performance.go#renderFSPerfOutcome';
const retrieve = 'pkg/analyze/collected_contents.go#retrieveCollectedContents';

const filesystemPerformance: HostAnalyzerEntry = {
  kind: 'hostAnalyzer',
  key: 'filesystemPerformance',
  title: 'Filesystem performance',
  summary: 'Compares the sync latency that the filesystemPerformance collector measured with fio (minimum, maximum, average or a percentile) with a duration.',
  goType: {name: 'FilesystemPerformanceAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/hostanalyzer_shared.go#FilesystemPerformanceAnalyze'},
  fields: [
    {
      name: 'collectorName',
      type: 'string',
      default: 'filesystemPerformance',
      description:
        'The `collectorName` of the filesystemPerformance collector to read: the analyzer opens `host-collectors/filesystemPerformance/<collectorName>.json`. Give both the same name.',
    },
  ],
  reads: [
    {
      path: 'host-collectors/filesystemPerformance/<collectorName>.json',
      writtenBy: ['filesystemPerformance'],
      description: 'fio\'s report; the analyzer takes the `sync` latencies of the job named `fsperf`.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'fs-perf',
    examples: ['p99 < 10ms', 'p99 >= 10ms', 'average > 2ms', 'max < 1s', 'fileNotCollected'],
    order: {
      text: 'Outcomes are tried from top to bottom and the first that holds gives the result; an outcome without `when` always holds. An unreadable `when` on the way, a report without an `fsperf` job, or an outcome item with none of `fail`, `warn`, `pass` stops the analyzer with `Analyzer Failed`.',
      source: [single, compare, 'pkg/analyze/analyzer.go#HostAnalyze'],
    },
    noMatch: {
      text: 'A result with the analyzer\'s title and no severity: neither pass, warn nor fail. It does not change the exit code, and `preflight` leaves it out of its text, JSON and YAML output (the interactive view lists it without a mark); it is kept, without a severity, in `analysis.json`.',
      source: [single, 'pkg/preflight/run.go#checkOutcomesToExitCode', 'pkg/preflight/text_results.go#ShowTextResultsStructured', 'pkg/preflight/text_results.go#outputResult', 'pkg/convert/supportbundle.go#FromAnalyzerResult'],
    },
    templateVariables: [
      {name: '.Min', meaning: 'the fastest sync call, as a duration such as `412.3µs`'},
      {name: '.Max', meaning: 'the slowest sync call'},
      {name: '.Average', meaning: 'the mean latency'},
      {name: '.P1', meaning: 'the 1st percentile'},
      {name: '.P5', meaning: 'the 5th percentile'},
      {name: '.P10', meaning: 'the 10th percentile'},
      {name: '.P20', meaning: 'the 20th percentile'},
      {name: '.P30', meaning: 'the 30th percentile'},
      {name: '.P40', meaning: 'the 40th percentile'},
      {name: '.P50', meaning: 'the 50th (the median) percentile'},
      {name: '.P60', meaning: 'the 60th percentile'},
      {name: '.P70', meaning: 'the 70th percentile'},
      {name: '.P80', meaning: 'the 80th percentile'},
      {name: '.P90', meaning: 'the 90th percentile'},
      {name: '.P95', meaning: 'the 95th percentile'},
      {name: '.P99', meaning: 'the 99th percentile'},
      {name: '.P995', meaning: 'the 99.5th percentile'},
      {name: '.P999', meaning: 'the 99.9th percentile'},
      {name: '.P9995', meaning: 'the 99.95th percentile'},
      {name: '.P9999', meaning: 'the 99.99th percentile'},
    ],
  },
  gotchas: [
    {
      title: '`fileNotCollected` rarely fires',
      text: 'The `fileNotCollected` condition is only looked at on the first outcome, and only when finding the file ends in an error. With the CLIs, a missing file and no node list is not an error (see the next item), so the outcome does not fire; it does fire in a bundle made with `runHostCollectorsInPod`, where the node list exists and the per-node file is never where the analyzer looks, even though the data was collected. Without a `fileNotCollected` first outcome, such a bundle gives `Analyzer Failed: ... failed to get collected file`.',
      source: [analyze, retrieve, 'pkg/supportbundle/collect.go#runRemoteHostCollectors'],
    },
    missingFileGotcha(analyze),
    {
      title: 'Messages are templates',
      text: 'Messages are rendered as Go templates with the latency figures, which print as durations: `p99 is {{ .P99 }}` gives `p99 is 4.620288ms`. A template that does not render is shown as written.',
      source: [render, 'pkg/collect/host_filesystem_performance.go#FioStats.FSPerfResults'],
    },
    {
      title: 'Single spaces, a unit on every duration',
      text: '`p99 < 10` has no unit and is an error; so are `p98` (not one of the percentiles), `!=` and a trailing space. Each makes the check fail with `Analyzer Failed`.',
      source: [compare],
    },
  ],
};

export default filesystemPerformance;
