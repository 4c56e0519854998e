import type {AnalyzerEntry} from '../model';

const cephStatus: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'cephStatus',
  title: 'Ceph Status',
  summary: 'Checks the overall health that `ceph status` reported for a Rook Ceph cluster: HEALTH_OK, HEALTH_WARN or HEALTH_ERR.',
  goType: {name: 'CephStatusAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#CephStatusAnalyze'},
  fields: [
    {
      name: 'namespace',
      type: 'string',
      default: 'rook-ceph',
      description:
        'The namespace the `ceph` collector used. It only shapes the path read: any value other than `rook-ceph` adds a directory of that name, as the collector does.',
      notes: [
        {
          text: 'Give the same `namespace` (and `collectorName`) as the `ceph` collector. With a different one the analyzer looks in a directory the collector never wrote and returns no result at all, not even a log line.',
          source: ['pkg/collect/ceph.go#GetCephCollectorFilepath', 'pkg/analyze/ceph.go#AnalyzeCephStatus.cephStatus'],
        },
      ],
    },
    {
      name: 'collectorName',
      type: 'string',
      description:
        'The `collectorName` of the `ceph` collector, when it has one: the collector puts its files under a directory of that name, and the analyzer must look there too.',
    },
  ],
  reads: [
    {
      path: '[<collectorName>/][<namespace unless rook-ceph>/]ceph/status.json',
      writtenBy: ['ceph'],
      description:
        'The JSON output of `ceph status`. `<collectorName>/` is there when the collector has a `collectorName`, `<namespace>/` when its namespace is not `rook-ceph`; the analyzer builds the path from its own two fields the same way.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'ceph-health',
    examples: ['HEALTH_OK', '== HEALTH_WARN', '< HEALTH_OK', '<= HEALTH_WARN', '>= HEALTH_WARN'],
    order: {
      text: 'Outcomes are tried from top to bottom and the first that holds gives the result. An outcome without `when` holds only at its own level (`fail` at `HEALTH_ERR`, `warn` at `HEALTH_WARN`, `pass` at `HEALTH_OK`). With no `outcomes` at all, three built-in ones apply: pass `Ceph is healthy`, warn `Ceph status is HEALTH_WARN` and fail `Ceph status is HEALTH_ERR`, the last two linking to Rook\'s page on common Ceph issues.',
      source: ['pkg/analyze/ceph.go#AnalyzeCephStatus.cephStatus', 'pkg/analyze/ceph.go#CephStatusDefaultOutcomes'],
    },
    noMatch: {
      text: 'The result has the check\'s title but no severity and no message. `preflight` leaves it out of its text, JSON and YAML output and shows it unmarked in the interactive view; `analysis.json` and the `support-bundle` output give it an empty severity. It does not change the exit code.',
      source: ['pkg/analyze/ceph.go#AnalyzeCephStatus.cephStatus', 'pkg/preflight/text_results.go#ShowTextResultsStructured', 'pkg/preflight/text_results.go#outputResult', 'pkg/convert/supportbundle.go#FromAnalyzerResult', 'pkg/preflight/run.go#checkOutcomesToExitCode'],
    },
  },
  gotchas: [
    {
      title: 'Empty `when` is not a catch-all',
      text: 'A `pass` without `when` fires only at `HEALTH_OK`, a `warn` only at `HEALTH_WARN`, a `fail` only at `HEALTH_ERR`. To catch everything that is not healthy in one outcome, write `when: "< HEALTH_OK"`.',
      source: ['pkg/analyze/ceph.go#AnalyzeCephStatus.cephStatus'],
    },
    {
      title: 'Details added to warn and fail',
      text: 'The message of a `warn` or `fail` result gets extra lines after yours, each only when `status.json` has the data: OSDs up out of the total, whether an OSD disk is full or nearly full, placement-group storage usage in percent, and one line per active health check (`<CHECK_NAME>: <summary>`, in no fixed order). The OSD figures are read from `osdmap.osdmap`; a status that has them directly under `osdmap` gets no OSD lines. A `pass` message is shown as written. None of it is a Go template.',
      source: ['pkg/analyze/ceph.go#detailedCephMessage', 'pkg/analyze/ceph.go#CephStatus'],
    },
    {
      title: 'Nothing when the file is missing',
      text: 'When `status.json` is not in the bundle (no `ceph` collector in the spec, no Rook toolbox or operator pod found, or `ceph status` failed and left only an error file), the analyzer returns nothing: no result and no log line.',
      source: ['pkg/analyze/ceph.go#AnalyzeCephStatus.cephStatus', 'pkg/analyze/ceph.go#AnalyzeCephStatus.Analyze', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/collect/ceph.go#CollectCeph.Collect'],
    },
    {
      title: 'Levels are exact strings',
      text: 'A level alone is compared as text, so `health_ok` or `OK` never holds. `!=` is not an operator here: it makes the analyzer fail, and the check is dropped with only a log line printed with `--debug` or `-v` to say why.',
      source: ['pkg/analyze/ceph.go#compareCephStatus', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
    },
  ],
};

export default cephStatus;
