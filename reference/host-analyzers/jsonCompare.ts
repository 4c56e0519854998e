import type {Behaviour, Field, HostAnalyzerEntry} from '../model';
import inCluster from '../analyzers/jsonCompare';

/**
 * The host jsonCompare has the in-cluster Go type (JsonCompare) and runs the same function
 * (json_compare.go#analyzeJsonCompare), so its fields are the in-cluster ones, except that an error
 * becomes a visible fail on a host. Notes about the in-cluster error path (they cite
 * download.go#AnalyzeLocal) are replaced by their host counterpart.
 */
const hostError = 'pkg/analyze/analyzer.go#HostAnalyze';
const analyze = 'pkg/analyze/host_json_compare.go#AnalyzeHostJsonCompare.Analyze';
const droppedInCluster = (note: Behaviour) => note.source.some((ref) => ref.startsWith('pkg/analyze/download.go#AnalyzeLocal'));

const hostNotes: Record<string, Behaviour[]> = {
  fileName: [
    {
      text: 'When the file is not in the bundle, or is not valid JSON, the analyzer gives a single fail, `Analyzer Failed: analyze: failed to read collected file name: ...` or `... failed to parse collected data as json`, instead of its outcomes.',
      source: ['pkg/analyze/json_compare.go#analyzeJsonCompare', hostError],
    },
  ],
};

function hostField(field: Field): Field {
  const {notes: inClusterNotes, ...rest} = field;
  const notes = [...(inClusterNotes ?? []).filter((note) => !droppedInCluster(note)), ...(hostNotes[field.name] ?? [])];
  return notes.length ? {...rest, notes} : rest;
}

if (!inCluster.outcomes.hasOutcomes) throw new Error('the in-cluster jsonCompare entry lost its outcomes');
const {noMatch, templateVariables} = inCluster.outcomes;

/** The in-cluster order, with the host error path: an error becomes a fail result, not a dropped check. */
const order: Behaviour = {
  text: 'Outcomes are tried from top to bottom and the first that holds gives the result. An outcome holds when its `when`, `true` or `false`, matches whether the two values are equal; without `when`, a `fail` or `warn` holds when they differ and a `pass` when they are equal. Before an outcome is tested, its `message` is rendered as a template, so a template error, or a `when` that is not a boolean, in any outcome up to the one that holds turns the check into a fail, `Analyzer Failed: ...`.',
  source: ['pkg/analyze/json_compare.go#analyzeJsonCompare', hostError],
};

const jsonCompare: HostAnalyzerEntry = {
  kind: 'hostAnalyzer',
  key: 'jsonCompare',
  title: 'JSON Compare',
  summary: 'Reads one JSON file that a host collector wrote, picks a value by a dotted path or a JSONPath expression, and chooses an outcome from whether it equals the value you expect.',
  goType: {name: 'JsonCompare', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#JsonCompare'},
  fields: inCluster.fields.map(hostField),
  reads: [
    {
      path: '<collectorName>/<fileName>',
      writtenBy: 'any',
      formats: ['json'],
      description:
        'The one file named, parsed as JSON: for example `host-collectors/run-host/<name>-info.json` of a run collector, the output of a command that prints JSON, or a JSON file brought in by `copy`.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'compare-bool',
    examples: ['true', 'false'],
    order,
    noMatch,
    ...(templateVariables ? {templateVariables} : {}),
  },
  gotchas: [
    {
      title: 'Errors are visible',
      text: 'On a host every error (missing file, invalid JSON, a `path` that runs into a missing key before its last segment, a `value` that is not JSON, a `when` that is not a boolean, a message template that does not render) gives one fail result, `Analyzer Failed: analyze: ...`, titled like the check. It counts as a fail for the exit code of `preflight`. A `path` whose last key is missing is no error: it yields `null`, which is then compared.',
      source: [hostError, 'pkg/analyze/json_compare.go#analyzeJsonCompare'],
    },
    {
      title: 'Exit codes are text',
      text: 'The `exitCode` in the `-info.json` files of `run` and `journald` is a JSON string, so compare it with `value: \'"0"\'`; `value: "0"` is the number 0 and never equals it.',
      source: ['pkg/collect/host_run.go#HostRunInfo', 'pkg/analyze/json_compare.go#analyzeJsonCompare'],
    },
    {
      title: 'One JSON document per file',
      text: 'The whole file must be a single JSON value. Output with one JSON object per line, such as `journalctl --output json`, fails to parse; search it with `textAnalyze`.',
      source: ['pkg/analyze/json_compare.go#analyzeJsonCompare'],
    },
    {
      title: 'Quote booleans',
      text: '`when` is a string. Write `when: "true"` or `when: "false"` in quotes: unquoted, YAML reads a boolean, and the spec document no longer decodes. `preflight` and `support-bundle` then skip that whole document without saying why (`preflight` reports `no preflight or host preflight spec was found` when it was the only one), and `support-bundle analyze` stops with `failed to decode analyzers`.',
      source: ['pkg/apis/troubleshoot/v1beta2/outcome.go#SingleOutcome', 'pkg/loader/loader.go#specLoader.loadFromSplitDocs', 'pkg/preflight/validate_specs.go#validatePreflight', 'pkg/analyze/download.go#parseAnalyzers'],
    },
    {
      title: 'Per-node files',
      text: 'With `runHostCollectorsInPod`, files are stored under `host-collectors/<node>/...` and `fileName` takes one exact path with no wildcards, so one analyzer checks one node: name it in the path, such as `host-collectors/node-1/run-host`.',
      source: ['pkg/supportbundle/collect.go#runRemoteHostCollectors', analyze],
    },
  ],
};

export default jsonCompare;
