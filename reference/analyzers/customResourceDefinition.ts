import type {AnalyzerEntry} from '../model';

const analyze = 'pkg/analyze/crd.go#AnalyzeCustomResourceDefinition.analyzeCustomResourceDefinition';

const customResourceDefinition: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'customResourceDefinition',
  title: 'Custom Resource Definition',
  summary: 'Checks that a CustomResourceDefinition with a given name is installed in the cluster.',
  goType: {name: 'CustomResourceDefinition', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#CustomResourceDefinition'},
  fields: [
    {
      name: 'customResourceDefinitionName',
      type: 'string',
      required: true,
      description: 'The full name of the CRD as in its `metadata.name`: the plural resource name, a dot and the API group, such as `certificates.cert-manager.io`. Compared exactly.',
      notes: [
        {
          text: 'Without a name nothing can match, so the result is always the not-found one, and the default title reads `Custom resource definition ` with nothing after it.',
          source: [analyze, 'pkg/analyze/crd.go#AnalyzeCustomResourceDefinition.Title'],
        },
      ],
    },
  ],
  reads: [
    {
      path: 'cluster-resources/custom-resource-definitions.json',
      writtenBy: ['clusterResources'],
      description: 'Every CustomResourceDefinition of the cluster; only the names are compared.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'ignored',
    examples: [''],
    order: {
      text: 'The analyzer never reads `when`. When a CRD with the name exists, the result is a pass with the `message` and `uri` of the last `pass` outcome. When it does not, every `fail` outcome marks the result as failed and every `warn` outcome marks it as a warning, and the message and `uri` of the last of them stay.',
      source: [analyze],
    },
    noMatch: {
      text: 'When the CRD is missing and the list has no `fail` or `warn` outcome, the result has the check\'s title but no severity and no message. `preflight` leaves it out of its text, JSON and YAML output and shows it unmarked in the interactive view; `analysis.json` and the `support-bundle` output give it an empty severity. It does not change the exit code.',
      source: ['pkg/analyze/crd.go#AnalyzeCustomResourceDefinition.analyzeCustomResourceDefinition', 'pkg/preflight/text_results.go#ShowTextResultsStructured', 'pkg/preflight/text_results.go#outputResult', 'pkg/convert/supportbundle.go#FromAnalyzerResult', 'pkg/preflight/run.go#checkOutcomesToExitCode'],
    },
  },
  gotchas: [
    {
      title: 'Fail and warn together',
      text: 'A list with both a `fail` and a `warn` outcome gives a missing CRD both marks at once. `preflight` then shows it as a warning (interactive view, JSON, YAML, and the `WARN` line of its text output), yet the text output ends in `FAILED`, and it exits with code 4 unless another check failed; `analysis.json` records it as an error. Use one of the two severities for the missing case.',
      source: ['pkg/analyze/crd.go#AnalyzeCustomResourceDefinition.analyzeCustomResourceDefinition', 'pkg/preflight/text_results.go#outputResult', 'pkg/preflight/text_results.go#showTextResultsHuman', 'pkg/preflight/text_results.go#ShowTextResultsStructured', 'pkg/preflight/run.go#checkOutcomesToExitCode', 'pkg/convert/supportbundle.go#FromAnalyzerResult'],
    },
    {
      title: 'The name is plural.group',
      text: 'The comparison is with `metadata.name`, which is `<plural>.<group>` in lower case. The kind (`Certificate`), the singular or a short name never matches.',
      source: [analyze],
    },
    {
      title: 'Presence only',
      text: 'Only the name is compared: the analyzer does not look at served versions, scope or whether the CRD is established.',
      source: [analyze],
    },
    {
      title: 'No list, no check',
      text: 'If the CRDs could not be listed, `custom-resource-definitions.json` is empty, the analyzer fails to read it, and the check is dropped from the results; only a log line printed with `--debug` or `-v` says why.',
      source: ['pkg/collect/cluster_resources.go#crds', analyze, 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
    },
  ],
};

export default customResourceDefinition;
