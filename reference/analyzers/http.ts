import type {AnalyzerEntry} from '../model';

const http: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'http',
  title: 'HTTP',
  summary: 'Checks the status code of the response the http collector saved, or whether its request failed.',
  goType: {name: 'HTTPAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/hostanalyzer_shared.go#HTTPAnalyze'},
  fields: [
    {
      name: 'collectorName',
      type: 'string',
      default: 'result',
      description:
        'The file to read, without `.json`, relative to the bundle root: the analyzer opens `<collectorName>.json`. Without `checkName`, it is also the title of the result.',
      notes: [
        {
          text: 'The http collector writes `<name>/<collectorName>.json`, in a directory named by its `name` field. The analyzer never adds that directory, so the two meet only when the collector leaves `name` empty, or when the analyzer\'s `collectorName` holds both parts, such as `api-health/ping` for a collector with `name: api-health` and `collectorName: ping`.',
          source: ['pkg/analyze/http_analyze.go#AnalyzeHTTPAnalyze.Analyze', 'pkg/collect/http.go#CollectHTTP.Collect'],
        },
      ],
    },
  ],
  reads: [
    {
      path: '<collectorName>.json',
      writtenBy: ['http'],
      description: 'The saved response (`status`, `body`, `headers`) or the error of the request. Only the status and the presence of an error are used.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'http-expr',
    examples: ['error', 'statusCode == 200', 'statusCode >= 500', 'statusCode != 200', 'statusCode >= 200 && statusCode < 300'],
    order: {
      text: 'Outcomes are tried from top to bottom and the first that holds gives the result; an outcome without `when` always holds. A `when` that does not parse stops the analyzer at that outcome, and so does one that names anything but `statusCode` once a response was saved: the check is dropped from the results, and only a log line printed with `--debug` or `-v` says why.',
      source: ['pkg/analyze/host_http.go#analyzeHTTPResult', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
    },
    noMatch: {
      text: 'The result has the check\'s title but no severity and no message. `preflight` leaves it out of its text, JSON and YAML output and shows it unmarked in the interactive view; `analysis.json` and the `support-bundle` output give it an empty severity. It does not change the exit code. End the list with an outcome without `when` to avoid that.',
      source: ['pkg/analyze/host_http.go#analyzeHTTPResult', 'pkg/preflight/text_results.go#ShowTextResultsStructured', 'pkg/preflight/text_results.go#outputResult', 'pkg/convert/supportbundle.go#FromAnalyzerResult', 'pkg/preflight/run.go#checkOutcomesToExitCode'],
    },
  },
  gotchas: [
    {
      title: 'The collector\'s `name` hides the file',
      text: 'A collector with `name: api-health` saves `api-health/<collectorName>.json`, but the analyzer looks for `<collectorName>.json` at the bundle root, fails to find it, and the check disappears from the results. Leave `name` out of the collector, or put the directory into the analyzer\'s `collectorName` (`api-health/ping`) and set `checkName`, since the title would otherwise show that path.',
      source: ['pkg/analyze/http_analyze.go#AnalyzeHTTPAnalyze.Analyze', 'pkg/collect/http.go#CollectHTTP.Collect', 'pkg/analyze/download.go#AnalyzeLocal'],
    },
    {
      title: 'A failed request matches only `error`',
      text: 'When the request could not be made (DNS, refused connection, TLS, timeout), the file holds an error and no response. Every expression is then false without being evaluated, so a list like `statusCode != 200` then a catch-all `pass` passes a service that is down. Put an `error` outcome first.',
      source: ['pkg/analyze/host_http.go#compareHostHTTPConditionalToActual', 'pkg/collect/http.go#responseToOutput'],
    },
    {
      title: 'Only the status code',
      text: 'Expressions see one variable, `statusCode`. The body and headers are in the file but not available here; when the server answered, `body`, `status` or any other name is an error that drops the check. To test the body, point `jsonCompare` or `textAnalyze` at the same file.',
      source: ['pkg/analyze/host_http.go#compareHostHTTPConditionalToActual'],
    },
    {
      title: '`=` needs spaces',
      text: 'Only ` = ` and ` === ` with a space on each side are turned into `==`. `statusCode=200` is not valid govaluate and is an error; `statusCode==200` works.',
      source: ['pkg/analyze/host_http.go#compareHostHTTPConditionalToActual'],
    },
    {
      title: 'An empty title',
      text: 'The title is `checkName`, else `collectorName`. With neither set, the result has an empty title. Set `checkName`.',
      source: ['pkg/analyze/http_analyze.go#AnalyzeHTTPAnalyze.Title'],
    },
  ],
};

export default http;
