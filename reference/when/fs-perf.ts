import * as strings from '../go/strings';
import {fail, ok, type WhenGrammar} from './grammar';

const operators = ['<', '<=', '>', '>=', '=', '==', '==='];
/** The statistics compareHostFilesystemPerformanceConditionalToActual knows, lower-cased. */
const fsPerfStatistics = [
  'min', 'max', 'average',
  'p1', 'p5', 'p10', 'p20', 'p30', 'p40', 'p50', 'p60', 'p70', 'p80', 'p90', 'p95', 'p99',
  'p995', 'p999', 'p9995', 'p9999',
];
/** The value of `FILE_NOT_COLLECTED` in pkg/analyze/analyzer.go. */
const fileNotCollected = 'fileNotCollected';

const unitNanoseconds: Record<string, number> = {ns: 1, us: 1e3, 'µs': 1e3, 'μs': 1e3, ms: 1e6, s: 1e9, m: 60e9, h: 3600e9};

/** Go's time.ParseDuration: an error message, or undefined when it parses. */
export function goDurationProblem(text: string): string | undefined {
  let rest = text;
  if (rest.startsWith('-') || rest.startsWith('+')) rest = rest.slice(1);
  if (rest === '0') return undefined;
  if (rest === '') return 'it is empty';
  let total = 0;
  const segment = /^(?:([0-9]+)(?:\.([0-9]*))?|\.([0-9]+))([^0-9.]*)/;
  while (rest !== '') {
    const match = segment.exec(rest);
    if (!match || match[0] === '') return 'a duration is a number followed by a unit, such as 10ms';
    const [whole, integer = '', fraction = '', onlyFraction = '', unit = ''] = match;
    if (unit === '') return `"${text}" has no unit; write one of ns, us, ms, s, m, h (only 0 may go without)`;
    const ns = unitNanoseconds[unit];
    if (ns === undefined) return `"${unit}" is not a unit; use ns, us (or µs), ms, s, m or h`;
    total += Number(`${integer || '0'}.${fraction || onlyFraction || '0'}`) * ns;
    rest = rest.slice(whole.length);
  }
  if (total > 9223372036854775807) return 'it is longer than Go can hold (about 290 years)';
  return undefined;
}

/** Host filesystemPerformance: the latency statistics of the fio run, compared with a duration. */
const fsPerf: WhenGrammar = {
  id: 'fs-perf',
  title: 'fio sync latency',
  summary:
    'The condition is three words separated by single spaces: a statistic, an operator and a Go duration, as in `p99 < 10ms`. Nothing is trimmed. The statistics are `min`, `max`, `average` and the percentiles `p1`, `p5`, `p10`, `p20` to `p90` in steps of ten, `p95`, `p99`, `p995` (99.5th), `p999`, `p9995` and `p9999`, in any case. The duration needs a unit (`ns`, `us`, `ms`, `s`, `m`, `h`), except for `0`. Operators are `<`, `<=`, `>`, `>=`, `=`, `==` and `===`; there is no `!=`. An empty `when` always holds. `fileNotCollected` is a special condition, read on the first outcome only: it is chosen when looking for the results file ends in an error, which happens when the bundle has a node list (`host-collectors/system/node_list.json`, written with `runHostCollectorsInPod`) and a node\'s file cannot be read. A file that is simply missing from a `preflight` or local `support-bundle` run is not an error: the check then gives no result, and this outcome is not chosen. Anywhere else it never holds. A condition the analyzer cannot read makes the check fail with `Analyzer Failed`.',
  forms: [
    {form: 'p99 < 10ms', meaning: '99% of the sync calls finished in less than 10 milliseconds'},
    {form: 'average >= 2ms', meaning: 'the mean latency is at least 2 ms; also `min` and `max`'},
    {form: 'p9999 > 1s', meaning: 'the slowest one in ten thousand took over a second'},
    {form: 'fileNotCollected', meaning: 'on the first outcome: a node\'s results file could not be read from a bundle with a node list; not chosen when a local run left no file'},
    {form: '(empty)', meaning: 'always holds'},
  ],
  source: [
    'pkg/analyze/host_filesystem_performance.go#compareHostFilesystemPerformanceConditionalToActual',
    'pkg/analyze/host_filesystem_performance.go#doCompareHostFilesystemPerformance',
    'pkg/analyze/host_filesystem_performance.go#AnalyzeHostFilesystemPerformance.Analyze',
    'pkg/analyze/collected_contents.go#retrieveCollectedContents',
  ],
  parse(when) {
    if (when === '' || when === fileNotCollected) return ok;
    if (strings.trimSpace(when).toLowerCase() === fileNotCollected.toLowerCase()) return fail('write `fileNotCollected` exactly, in this case and without spaces');
    const parts = when.split(' ');
    if (parts.length !== 3) {
      return fail('expected a statistic, an operator and a duration separated by single spaces, such as "p99 < 10ms" (no leading, trailing or double spaces)');
    }
    const [statistic, operator, duration] = parts as [string, string, string];
    const durationProblem = goDurationProblem(duration);
    if (durationProblem) return fail(`"${duration}" is not a Go duration: ${durationProblem}`);
    if (!fsPerfStatistics.includes(statistic.toLowerCase())) {
      const hint = /^p\d/.test(statistic.toLowerCase()) ? ' (percentiles: p1 p5 p10 p20 p30 p40 p50 p60 p70 p80 p90 p95 p99 p995 p999 p9995 p9999)' : '';
      return fail(`unknown statistic "${statistic}"; use min, max, average or a percentile such as p99${hint}`);
    }
    if (!operators.includes(operator)) {
      const hint = operator === '!=' || operator === '!==' ? ' ("!=" is not supported)' : '';
      return fail(`unknown operator "${operator}"; use one of ${operators.join(' ')}${hint}`);
    }
    return ok;
  },
};

export default fsPerf;
