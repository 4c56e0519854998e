import type {AnalyzerEntry} from '../model';

const textAnalyze: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'textAnalyze',
  title: 'Regular Expression',
  summary: 'Searches one or more collected files with a regular expression and picks an outcome from whether it matched or from the values its named groups captured.',
  goType: {name: 'TextAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#TextAnalyze'},
  fields: [
    {
      name: 'collectorName',
      type: 'string',
      description:
        'The directory inside the bundle where the files are looked for; `fileName` and `excludeFiles` are joined behind it. It need not be the name of a collector: any directory works, such as `cluster-resources`, and it may be left empty when `fileName` holds the whole path. Also the title of the results when `checkName` is empty.',
      notes: [
        {
          text: 'Only a path prefix: nothing checks that a collector of that name exists. A wrong directory shows up as a warn `No matching files`.',
          source: ['pkg/analyze/text_analyze.go#analyzeTextAnalyze'],
        },
      ],
    },
    {
      name: 'fileName',
      type: 'string',
      format: 'glob',
      description:
        'The file to read, relative to `collectorName`. It may be a glob pattern with `*`, `?` and `[...]`; each file it matches is checked separately. A `*` stays within one directory level, and `**` is no different from `*`.',
      notes: [
        {
          text: 'A name ending in `-stdout.txt`, `-stderr.txt` or `-errors.json`, written without any wildcard, is taken for the output of an `exec` collector: the analyzer looks for it two directory levels down, in `<collectorName>/*/*/<fileName>`, not at the path you wrote. Put any wildcard in the name (for example `pods-error[s].json`) to read such a file at its real place.',
          source: ['pkg/analyze/text_analyze.go#analyzeTextAnalyze', 'pkg/analyze/text_analyze.go#isLikelyExecOutput', 'pkg/analyze/text_analyze.go#containsWildcards'],
        },
        {
          text: 'If the pattern matches a directory, reading it fails and the whole check is dropped from the results, with only a log line printed with `--debug` or `-v` to say why.',
          source: ['pkg/analyze/download.go#fileContentProvider.getChildFileContents', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
        },
      ],
    },
    {
      name: 'regex',
      type: 'string',
      format: 're2',
      description:
        'A Go regular expression searched for anywhere in each file. The outcomes say whether it should match (`when: "true"`) or not (`when: "false"`). Add `(?m)` at the start for `^` and `$` to match at line ends, and `(?i)` to ignore case.',
      notes: [
        {
          text: 'The whole file is one string: without `(?m)`, `^` and `$` match only at the start and end of the file, and `.` never crosses a line break unless `(?s)` is set.',
          source: ['pkg/analyze/text_analyze.go#analyzeRegexPattern'],
        },
      ],
    },
    {
      name: 'regexGroups',
      type: 'string',
      format: 're2',
      description:
        'A Go regular expression with named groups, `(?P<name>...)`. The outcomes compare what the groups captured with values (`when: "Count >= 5"`), and the message can print them.',
      notes: [
        {
          text: 'Only the first match in the file counts. Groups without a name are ignored.',
          source: ['pkg/analyze/text_analyze.go#analyzeRegexGroups'],
        },
      ],
    },
    {
      name: 'ignoreIfNoFiles',
      type: 'boolean',
      default: 'false',
      description: 'When no file matches, show nothing instead of a warn result with the message `No matching files`.',
    },
    {
      name: 'excludeFiles',
      type: 'string[]',
      format: 'glob',
      description:
        'Glob patterns, relative to `collectorName` like `fileName`, for files to leave out of the match. The same rule for names ending in `-stdout.txt`, `-stderr.txt` or `-errors.json` applies to them.',
    },
  ],
  reads: [
    {
      path: '[<collectorName>/]<fileName>',
      writtenBy: 'any',
      formats: ['text', 'json', 'yaml'],
      description:
        'Every file the pattern matches, read as plain text whatever its format; any collector\'s output, or any other file in the bundle.',
    },
    {
      path: '[<collectorName>/]*/*/<fileName>',
      writtenBy: 'any',
      formats: ['text', 'json'],
      description:
        'Read instead of the path above when `fileName` ends in `-stdout.txt`, `-stderr.txt` or `-errors.json` and has no wildcard: where an `exec` collector puts its output, `<name>/<namespace>/<pod>/`. Set `collectorName` to the exec collector\'s `name`, and `fileName` to its `collectorName` followed by `-stdout.txt`.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'ignored',
    modes: [
      {field: 'regex', when: 'regex-bool'},
      {field: 'regexGroups', when: 'regex-groups'},
    ],
    allModesRun: true,
    examples: ['true', 'false', 'Count >= 5', 'Mode == strict'],
    order: {
      text: 'Each file is judged on its own, and with both `regex` and `regexGroups` set each file gets one result from each. With `regex`, every outcome is tried from top to bottom and each one that holds overwrites the message and link of the one before, so the last that holds gives the message. A `fail` clears an earlier `warn`, but nothing else is ever cleared, so one result can carry two or even all three severities; `preflight` then shows it as the mildest of them and `analysis.json` as the gravest. With `regexGroups`, the first outcome that holds gives the result. Without either field the outcomes are not read at all.',
      source: [
        'pkg/analyze/text_analyze.go#analyzeTextAnalyze',
        'pkg/analyze/text_analyze.go#analyzeRegexPattern',
        'pkg/analyze/text_analyze.go#analyzeRegexGroups',
        'pkg/preflight/text_results.go#outputResult',
        'pkg/convert/supportbundle.go#FromAnalyzerResult',
      ],
    },
    noMatch: {
      text: 'A file for which no outcome holds gets a result with the check\'s title but no severity and no message. `preflight` leaves it out of its text, JSON and YAML output and shows it unmarked in the interactive view; `analysis.json` and the `support-bundle` output give it an empty severity. It does not change the exit code. Without `regex` and `regexGroups` the analyzer gives one fail with the message `Invalid analyzer`. When no file matches at all, it gives one warn, `No matching files`, or nothing with `ignoreIfNoFiles: true`.',
      source: [
        'pkg/analyze/text_analyze.go#analyzeTextAnalyze',
        'pkg/analyze/text_analyze.go#analyzeRegexPattern',
        'pkg/analyze/text_analyze.go#analyzeRegexGroups',
        'pkg/preflight/text_results.go#ShowTextResultsStructured',
        'pkg/preflight/text_results.go#outputResult',
        'pkg/convert/supportbundle.go#FromAnalyzerResult',
        'pkg/preflight/run.go#checkOutcomesToExitCode',
      ],
    },
    templateVariables: [
      {
        name: '.<group>',
        meaning:
          'with `regexGroups` only: the text the named group captured in the first match, for example `{{ .Version }}` for `(?P<Version>...)`. Empty when the group took no part in the match; `<no value>` when the pattern did not match at all. With `regex`, `message` is printed as written.',
      },
    ],
  },
  gotchas: [
    {
      title: 'One result per file, all with the same title',
      text: 'A pattern that matches five files gives five results, in no fixed order, and all of them carry the same title (`checkName`, or else `collectorName`). Nothing in a result says which file it is about, so make `fileName` narrow, or write messages that make sense for any of the files.',
      source: ['pkg/analyze/text_analyze.go#analyzeTextAnalyze', 'pkg/analyze/download.go#fileContentProvider.getChildFileContents'],
    },
    {
      title: 'Outcomes overlap in `regex` mode',
      text: 'With `regex`, outcomes are not tried until the first that holds: all of them run. Two outcomes with the same condition, such as a `fail` and a `warn` both without `when` (both mean "did not match"), both fire: the message comes from the lower one, and when the `warn` is the lower one the result is marked both warn and fail. Give each outcome a different condition.',
      source: ['pkg/analyze/text_analyze.go#analyzeRegexPattern'],
    },
    {
      title: 'An outcome without `when` is not a catch-all with `regex`',
      text: 'Without `when`, a `fail` or `warn` outcome fires when the pattern did not match and a `pass` outcome fires when it did. So `fail` then `pass`, both without `when`, is a complete check: pass on a match, fail otherwise.',
      source: ['pkg/analyze/text_analyze.go#analyzeRegexPattern'],
    },
    {
      title: 'With `regexGroups` an empty `when` fires even without a match',
      text: 'A condition on a group is false when the pattern did not match, but an outcome without `when` always holds. A `pass` without `when` at the end therefore also passes files in which the pattern found nothing. A condition such as `Version == \'\'` does not catch that case either: when the pattern did not match, the group is missing, not empty, and every condition on it is false. Put your conditions on the `pass` outcomes and end the list with a `fail` without `when`, or add `regex` to test for presence.',
      source: ['pkg/analyze/text_analyze.go#compareRegex', 'pkg/analyze/text_analyze.go#analyzeRegexGroups'],
    },
    {
      title: 'Quote booleans',
      text: '`when` is a string. Write `when: "true"` or `when: "false"` in quotes: unquoted, YAML reads a boolean, and the spec document no longer decodes. `preflight` and `support-bundle` then skip that whole document without an error message; `support-bundle analyze` stops with `failed to decode analyzers`.',
      source: ['pkg/apis/troubleshoot/v1beta2/outcome.go#SingleOutcome', 'pkg/loader/loader.go#specLoader.loadFromSplitDocs', 'pkg/analyze/download.go#parseAnalyzers'],
    },
    {
      title: 'Errors hide the check',
      text: 'An invalid pattern, a `when` that does not parse, or a message template that does not render is an analyzer error: in `support-bundle` and `preflight` the check disappears from the results, and only a log line printed with `--debug` or `-v` says why. With `regex`, every outcome is parsed, so a bad `when` anywhere in the list breaks the check even when an earlier outcome held.',
      source: ['pkg/analyze/text_analyze.go#analyzeRegexPattern', 'pkg/analyze/text_analyze.go#analyzeRegexGroups', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
    },
    {
      title: 'Missing files are a warning, not an error',
      text: 'When nothing matches `fileName` (after `excludeFiles`), the outcomes are skipped and a warn `No matching files` is shown. The message names no file: the missing files are those that `collectorName` and `fileName` point to, so compare that path with the bundle\'s. `ignoreIfNoFiles: true` drops it, which suits checks of optional components.',
      source: ['pkg/analyze/text_analyze.go#analyzeTextAnalyze'],
    },
  ],
};

export default textAnalyze;
