import type {AnalyzerEntry} from '../model';

const yamlCompare: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'yamlCompare',
  title: 'YAML Compare',
  summary: 'Reads one YAML (or JSON) file from the bundle, takes the value at a path, and picks an outcome from whether it equals the value you expect.',
  goType: {name: 'YamlCompare', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#YamlCompare'},
  fields: [
    {
      name: 'collectorName',
      type: 'string',
      description:
        'The directory inside the bundle that holds the file; `fileName` is joined behind it. Any directory works, and it may be left empty when `fileName` holds the whole path. Also the title of the result when `checkName` is empty.',
    },
    {
      name: 'fileName',
      type: 'string',
      description: 'The file to read, relative to `collectorName`. One exact path: wildcards are not expanded.',
      notes: [
        {
          text: 'When the file is not in the bundle, or is not valid YAML, the analyzer fails with an error: the check disappears from the results, and only a log line printed with `--debug` or `-v` says why. No outcome is shown.',
          source: ['pkg/analyze/yaml_compare.go#AnalyzeYamlCompare.analyzeYamlCompare', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
        },
        {
          text: 'Only the first YAML document of the file is read, so in a file of several objects separated by `---` the others are never compared; to pick one object by name from a list, such as one custom resource among those of a namespace, use `jsonCompare` with a JSONPath filter.',
          source: ['pkg/analyze/yaml_compare.go#AnalyzeYamlCompare.analyzeYamlCompare'],
        },
      ],
    },
    {
      name: 'path',
      type: 'string',
      defaultText: 'the whole document',
      description:
        'Where the value to compare sits in the document: keys separated by dots, such as `spec.replicas`. A list item is its own segment, index in brackets: `spec.containers.[0].image`.',
      notes: [
        {
          text: 'Write `containers.[0]`, not `containers[0]`: the second form looks up a key named `containers[0]`, which does not exist. At the end of the path that gives `null`, compared without any error; with more of the path after it, the analyzer fails with an error. A key that itself contains a dot, such as a label `app.kubernetes.io/name`, cannot be reached.',
          source: ['pkg/interfaceutils/interfaceutils.go#GetAtPath'],
        },
        {
          text: 'A missing last key gives `null`, which is compared like any other value, so it equals a `value` of `null`, `~` or an empty one; a missing key earlier in the path is an error. An index past the end of a list, or a negative one such as `[-1]`, crashes the command.',
          source: ['pkg/interfaceutils/interfaceutils.go#GetAtPath'],
        },
      ],
    },
    {
      name: 'value',
      type: 'string',
      description:
        'The expected value, written as YAML inside a string: `"3"`, `"true"`, or a block (`value: |`) holding a map or list. It is parsed as YAML and compared with the value at `path`, types included.',
      notes: [
        {
          text: 'Types must match: `value: "1.2"` is parsed as the number 1.2 and never equals the text `"1.2"` in a file. To expect text that looks like a number or boolean, quote it inside the string: `value: "\'1.2\'"`.',
          source: ['pkg/analyze/yaml_compare.go#AnalyzeYamlCompare.analyzeYamlCompare'],
        },
        {
          text: 'Maps and lists are compared whole: every key, and list items in the same order.',
          source: ['pkg/analyze/yaml_compare.go#AnalyzeYamlCompare.analyzeYamlCompare'],
        },
      ],
    },
  ],
  reads: [
    {
      path: '[<collectorName>/]<fileName>',
      writtenBy: 'any',
      formats: ['yaml', 'json'],
      description: 'The one file named, parsed as YAML. JSON files work too, since a JSON document is also YAML.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'compare-bool',
    examples: ['true', 'false'],
    order: {
      text: 'Outcomes are tried from top to bottom and the first that holds gives the result. Before an outcome is tested, its `message` is rendered as a template, so a template error in any outcome up to the one that holds stops the check.',
      source: ['pkg/analyze/yaml_compare.go#AnalyzeYamlCompare.analyzeYamlCompare'],
    },
    noMatch: {
      text: 'A fail with the message `Invalid analyzer`.',
      source: ['pkg/analyze/yaml_compare.go#AnalyzeYamlCompare.analyzeYamlCompare'],
    },
    templateVariables: [
      {name: '.', meaning: 'the whole parsed file, not only the value at `path`'},
      {name: '.<key>', meaning: 'a top-level key of the file; chain keys for nested values, as in `{{ .spec.replicas }}`, whatever `path` says'},
    ],
  },
  gotchas: [
    {
      title: 'A missing file hides the check',
      text: 'If the file was not collected, the analyzer stops with an error and no result appears at all, neither pass nor fail. Make sure the collector that writes it is in the same spec.',
      source: ['pkg/analyze/yaml_compare.go#AnalyzeYamlCompare.analyzeYamlCompare', 'pkg/analyze/download.go#AnalyzeLocal'],
    },
    {
      title: 'Templates see the whole file',
      text: 'The message template gets the whole document, not the value at `path`: write `{{ .spec.replicas }}`, not `{{ . }}`, to print that value.',
      source: ['pkg/analyze/yaml_compare.go#AnalyzeYamlCompare.analyzeYamlCompare', 'internal/util/util.go#RenderTemplate'],
    },
    {
      title: 'Quote booleans',
      text: '`when` is a string. Write `when: "true"` or `when: "false"` in quotes: unquoted, YAML reads a boolean, and the spec document no longer decodes. `preflight` and `support-bundle` then skip that whole document without an error message; `support-bundle analyze` stops with `failed to decode analyzers`.',
      source: ['pkg/apis/troubleshoot/v1beta2/outcome.go#SingleOutcome', 'pkg/loader/loader.go#specLoader.loadFromSplitDocs', 'pkg/analyze/download.go#parseAnalyzers'],
    },
  ],
};

export default yamlCompare;
