import type {Behaviour, Field, HostAnalyzerEntry} from '../model';
import inCluster from '../analyzers/textAnalyze';

/**
 * The host textAnalyze has the in-cluster Go type (TextAnalyze) and runs the same function
 * (text_analyze.go#analyzeTextAnalyze), so its fields are the in-cluster ones. Two things differ
 * on a host: the default title, and errors, which become a visible fail instead of vanishing.
 * Notes that describe the in-cluster error path (they cite download.go#AnalyzeLocal, where an
 * in-cluster error is dropped) are replaced by their host counterpart.
 */
const hostError = 'pkg/analyze/analyzer.go#HostAnalyze';
const analyze = 'pkg/analyze/host_text_analyze.go#AnalyzeHostTextAnalyze.Analyze';
const droppedInCluster = (note: Behaviour) => note.source.some((ref) => ref.startsWith('pkg/analyze/download.go#AnalyzeLocal'));

const hostNotes: Record<string, Behaviour[]> = {
  fileName: [
    {
      text: 'If the pattern matches a directory, reading it fails and the analyzer gives a single fail, `Analyzer Failed: ...`, instead of its outcomes.',
      source: ['pkg/analyze/download.go#fileContentProvider.getChildFileContents', hostError],
    },
  ],
};

function hostField(field: Field): Field {
  const {notes: inClusterNotes, ...rest} = field;
  const notes = [...(inClusterNotes ?? []).filter((note) => !droppedInCluster(note)), ...(hostNotes[field.name] ?? [])];
  const base: Field =
    field.name === 'collectorName'
      ? {
          ...rest,
          description:
            'The directory inside the bundle where the files are looked for; `fileName` and `excludeFiles` are joined behind it. For host collectors it is a path under `host-collectors/`, such as `host-collectors/run-host` for the run collector or `host-collectors/journald` for journald. It may be left empty when `fileName` holds the whole path. Unlike in-cluster, it is not used as the title.',
        }
      : rest;
  return notes.length ? {...base, notes} : base;
}

if (!inCluster.outcomes.hasOutcomes) throw new Error('the in-cluster textAnalyze entry lost its outcomes');
const {templateVariables} = inCluster.outcomes;

/** How results come out on a host, where preflight prints them and a result can lack a severity. */
const order: Behaviour = {
  text: 'Each file is judged on its own, and with both `regex` and `regexGroups` set each file gets one result from each. With `regex`, every outcome is tried from top to bottom and each one that holds overwrites the message and link of the one before, so the last that holds gives the message. A `fail` clears an earlier `warn`, but a later `warn` or `pass` does not clear an earlier `fail`, so one result can carry two severities. `preflight` prints a fail that a later pass joined as a pass, yet counts it as a fail for the exit code; a fail that a later warn joined is printed and counted as a warn. With `regexGroups`, the first outcome that holds gives the result. Without either field the outcomes are not read at all.',
  source: [
    'pkg/analyze/text_analyze.go#analyzeTextAnalyze',
    'pkg/analyze/text_analyze.go#analyzeRegexPattern',
    'pkg/analyze/text_analyze.go#analyzeRegexGroups',
    'pkg/preflight/text_results.go#outputResult',
    'pkg/preflight/run.go#checkOutcomesToExitCode',
  ],
};

const noMatch: Behaviour = {
  text: 'A file for which no outcome holds gets a result with no severity: neither pass, warn nor fail. It does not change the exit code, and `preflight` leaves it out of its text, JSON and YAML output. Without `regex` and `regexGroups` the analyzer gives one fail with the message `Invalid analyzer`. When no file matches at all, it gives one warn, `No matching files`, or nothing with `ignoreIfNoFiles: true`.',
  source: [
    'pkg/analyze/text_analyze.go#analyzeTextAnalyze',
    'pkg/analyze/text_analyze.go#analyzeRegexPattern',
    'pkg/preflight/run.go#checkOutcomesToExitCode',
    'pkg/preflight/text_results.go#ShowTextResultsStructured',
  ],
};

const textAnalyze: HostAnalyzerEntry = {
  kind: 'hostAnalyzer',
  key: 'textAnalyze',
  title: 'Regular Expression',
  summary: 'Searches files that host collectors wrote (command output, copied files, journal extracts) with a regular expression and picks an outcome from whether it matched or from what its named groups captured.',
  goType: {name: 'TextAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#TextAnalyze'},
  fields: inCluster.fields.map(hostField),
  reads: [
    {
      path: '[<collectorName>/]<fileName>',
      writtenBy: 'any',
      formats: ['text', 'json', 'yaml'],
      description:
        'Every file the pattern matches, read as plain text: the output of `run` (`host-collectors/run-host/<name>.txt`), of `journald` (`host-collectors/journald/<name>.txt`), files copied by `copy` (`host-collectors/<name>/...`), or any other file in the bundle.',
    },
    {
      path: '[<collectorName>/]*/*/<fileName>',
      writtenBy: 'any',
      formats: ['text'],
      description:
        'Read instead of the path above when `fileName` ends in `-stdout.txt`, `-stderr.txt` or `-errors.json` and has no wildcard. That rule is meant for in-cluster `exec` output and misfires on the host: the `<name>-stderr.txt` files of `run` and `journald` are then looked for two levels too deep.',
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
    order,
    noMatch,
    ...(templateVariables ? {templateVariables} : {}),
  },
  gotchas: [
    {
      title: 'Errors are visible',
      text: 'On a host, an invalid pattern, a `when` that does not parse or a message template that does not render gives one fail result, `Analyzer Failed: analyze: ...`, titled like the check. It counts as a fail for the exit code of `preflight`.',
      source: [hostError, 'pkg/analyze/text_analyze.go#analyzeTextAnalyze'],
    },
    {
      title: 'Reading a `-stderr.txt` file',
      text: 'A `fileName` such as `check-stderr.txt` is taken for in-cluster exec output and searched at `<collectorName>/*/*/check-stderr.txt`, where nothing is, so the result is a warn `No matching files`. Put a wildcard in the name to read it where it is: `check-stder[r].txt`.',
      source: ['pkg/analyze/text_analyze.go#isLikelyExecOutput', 'pkg/analyze/text_analyze.go#containsWildcards', 'pkg/collect/host_run.go#CollectHostRun.Collect'],
    },
    {
      title: 'Default title',
      text: 'Without `checkName`, every result is titled `Regular Expression`. Set `checkName` so that the results of several checks can be told apart.',
      source: ['pkg/analyze/host_text_analyze.go#AnalyzeHostTextAnalyze.Title'],
    },
    {
      title: 'Per-node files need their own pattern',
      text: 'With `runHostCollectorsInPod`, each node\'s files are stored under `host-collectors/<node>/...`, for example `host-collectors/<node>/run-host/<name>.txt`. A pattern across nodes, such as `collectorName: host-collectors` with `fileName: "*/run-host/check.txt"`, reads all of them, with one result per file and nothing to say which node it came from.',
      source: ['pkg/supportbundle/collect.go#runRemoteHostCollectors', 'pkg/analyze/text_analyze.go#analyzeTextAnalyze'],
    },
    {
      title: 'Quote booleans',
      text: '`when` is a string. Write `when: "true"` or `when: "false"` in quotes: unquoted, YAML reads a boolean, and the spec document no longer decodes. `preflight` and `support-bundle` then skip that whole document without saying why (`preflight` reports `no preflight or host preflight spec was found` when it was the only one), and `support-bundle analyze` stops with `failed to decode analyzers`.',
      source: ['pkg/apis/troubleshoot/v1beta2/outcome.go#SingleOutcome', 'pkg/loader/loader.go#specLoader.loadFromSplitDocs', 'pkg/preflight/validate_specs.go#validatePreflight', 'pkg/analyze/download.go#parseAnalyzers'],
    },
    {
      title: 'Without `when`, fail means "no match"',
      text: 'With `regex`, a `fail` or `warn` outcome without `when` stands for `"false"` and a `pass` without `when` for `"true"`; every outcome that holds applies, the last one giving the message. Give each outcome its own `when`.',
      source: [analyze, 'pkg/analyze/text_analyze.go#analyzeRegexPattern'],
    },
  ],
};

export default textAnalyze;
