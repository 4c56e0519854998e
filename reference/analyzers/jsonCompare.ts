import type {AnalyzerEntry} from '../model';

const jsonCompare: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'jsonCompare',
  title: 'JSON Compare',
  summary: 'Reads one JSON file from the bundle, picks a value by a dotted path or a JSONPath expression, and chooses an outcome from whether it equals the JSON value you expect.',
  goType: {name: 'JsonCompare', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#JsonCompare'},
  fields: [
    {
      name: 'collectorName',
      type: 'string',
      description:
        'The directory inside the bundle that holds the file; `fileName` is joined behind it. Any directory works, and it may be left empty when `fileName` holds the whole path. Also the title of the result when `checkName` is empty; without either the title is `Json Compare`.',
    },
    {
      name: 'fileName',
      type: 'string',
      description: 'The file to read, relative to `collectorName`. One exact path: wildcards are not expanded.',
      notes: [
        {
          text: 'When the file is not in the bundle, or is not valid JSON, the analyzer fails with an error: the check disappears from the results, and only a log line printed with `--debug` or `-v` says why.',
          source: ['pkg/analyze/json_compare.go#analyzeJsonCompare', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
        },
      ],
    },
    {
      name: 'path',
      type: 'string',
      defaultText: 'the whole document',
      description:
        'Where the value sits, as keys separated by dots: `status.phase`. A list item is its own segment, index in brackets: `items.[0].metadata.name`. When both `path` and `jsonPath` are set, `path` is used and `jsonPath` ignored.',
      notes: [
        {
          text: 'Write `items.[0]`, not `items[0]`: the second form looks up a key named `items[0]`, which gives `null` at the end of the path and an error before it. A missing last key gives `null`; a missing key earlier in the path is an error; an index past the end of a list, or a negative one such as `[-1]`, crashes the command.',
          source: ['pkg/interfaceutils/interfaceutils.go#GetAtPath'],
        },
      ],
    },
    {
      name: 'jsonPath',
      type: 'string',
      format: 'jsonpath',
      description:
        'A kubectl-style JSONPath expression in braces, such as `{.items[*].metadata.name}`, for values `path` cannot express: wildcards, filters, recursive descent. Every value it finds is collected into a list; a list of exactly one value is replaced by that value, and keys that do not exist give an empty list.',
      notes: [
        {
          text: 'The braces are needed. Text outside them is taken literally, so `.status.phase` without braces yields the text `.status.phase` itself, which never equals your value. Write one braced expression and nothing around it: only the first part of the template is used.',
          source: ['pkg/analyze/json_compare.go#analyzeJsonCompare'],
        },
        {
          text: 'In a file that holds multiple objects, such as the custom resources of one type, a filter on `metadata.name` picks the object you mean by its name, where `path` can only pick it by its position in the list. `yamlCompare` has no `jsonPath`; point `jsonCompare` at the same objects instead, since the custom resource files of `clusterResources` hold JSON under both their `.json` and `.yaml` names.',
          source: ['pkg/analyze/json_compare.go#analyzeJsonCompare', 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#YamlCompare', 'pkg/collect/cluster_resources.go#CollectClusterResources.Collect'],
        },
        {
          text: 'Because a single result is unwrapped, an expression that finds one item compares as that item, not as a one-item list: `value: \'["api"]\'` never matches then, `value: \'"api"\'` does.',
          source: ['pkg/analyze/json_compare.go#analyzeJsonCompare'],
        },
      ],
    },
    {
      name: 'value',
      type: 'string',
      required: true,
      description:
        'The expected value, written as JSON inside a string: `\'"Running"\'` for text, `"3"` for a number, `"true"`, or an object or list. It is compared with the value found, types included; the order of items in a top-level list does not matter.',
      notes: [
        {
          text: 'Text must carry its JSON quotes: `value: Running` is not JSON, and the analyzer fails with an error instead of comparing. Write `value: \'"Running"\'`.',
          source: ['pkg/analyze/json_compare.go#analyzeJsonCompare'],
        },
        {
          text: 'When both sides are lists, they are sorted before the comparison, so `["a", "b"]` equals `["b", "a"]`. Lists nested inside objects are still compared in order.',
          source: ['pkg/analyze/json_compare.go#deepEqualWithSlicesSorted', 'pkg/analyze/json_compare.go#compareSortedSlices'],
        },
      ],
    },
  ],
  reads: [
    {
      path: '[<collectorName>/]<fileName>',
      writtenBy: 'any',
      formats: ['json'],
      description: 'The one file named, parsed as JSON.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'compare-bool',
    examples: ['true', 'false'],
    order: {
      text: 'Outcomes are tried from top to bottom and the first that holds gives the result. Before an outcome is tested, its `message` is rendered as a template, so a template error in any outcome up to the one that holds stops the check.',
      source: ['pkg/analyze/json_compare.go#analyzeJsonCompare'],
    },
    noMatch: {
      text: 'A fail with the message `Invalid analyzer`.',
      source: ['pkg/analyze/json_compare.go#analyzeJsonCompare'],
    },
    templateVariables: [
      {name: '.', meaning: 'the whole parsed file, not only the value that `path` or `jsonPath` selected'},
      {name: '.<key>', meaning: 'a top-level key of the file; chain keys for nested values, as in `{{ .status.phase }}`'},
    ],
  },
  gotchas: [
    {
      title: 'A missing file hides the check',
      text: 'If the file was not collected, the analyzer stops with an error and no result appears at all, neither pass nor fail. Make sure the collector that writes it is in the same spec.',
      source: ['pkg/analyze/json_compare.go#analyzeJsonCompare', 'pkg/analyze/download.go#AnalyzeLocal'],
    },
    {
      title: 'Numbers are numbers',
      text: 'All JSON numbers are compared as floating-point values, so `"3"` and `"3.0"` both equal a `3` in the file, but the text `"3"` (with JSON quotes) does not.',
      source: ['pkg/analyze/json_compare.go#analyzeJsonCompare'],
    },
    {
      title: 'Templates see the whole file',
      text: 'The message template gets the whole document, not the selected value. A file whose top level is a list is printed with `{{ index . 0 }}`-style expressions.',
      source: ['pkg/analyze/json_compare.go#analyzeJsonCompare', 'internal/util/util.go#RenderTemplate'],
    },
    {
      title: 'Quote booleans',
      text: '`when` is a string. Write `when: "true"` or `when: "false"` in quotes: unquoted, YAML reads a boolean, and the spec document no longer decodes. `preflight` and `support-bundle` then skip that whole document without an error message; `support-bundle analyze` stops with `failed to decode analyzers`.',
      source: ['pkg/apis/troubleshoot/v1beta2/outcome.go#SingleOutcome', 'pkg/loader/loader.go#specLoader.loadFromSplitDocs', 'pkg/analyze/download.go#parseAnalyzers'],
    },
  ],
};

export default jsonCompare;
