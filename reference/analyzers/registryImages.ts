import type {AnalyzerEntry} from '../model';

const registryImages: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'registryImages',
  title: 'Registry Images',
  summary: 'Counts how many of the images the registryImages collector looked up were found, missing or could not be checked, and compares a count with your thresholds.',
  goType: {name: 'RegistryImagesAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#RegistryImagesAnalyze'},
  fields: [
    {
      name: 'collectorName',
      type: 'string',
      default: 'images',
      description:
        'The `collectorName` of the `registryImages` collector whose result to read: the analyzer opens `registry/<collectorName>.json`. Without `checkName`, it is also the title of the result.',
      notes: [
        {
          text: 'Collector and analyzer both fall back to `images`. Once the collector has a name, the analyzer needs the same one, or the file is not found and the check is dropped.',
          source: ['pkg/analyze/registry.go#AnalyzeRegistryImages.analyzeRegistry', 'pkg/collect/registry.go#CollectRegistry.Collect', 'pkg/analyze/download.go#AnalyzeLocal'],
        },
      ],
    },
  ],
  reads: [
    {
      path: 'registry/<collectorName>.json',
      writtenBy: ['registryImages'],
      description: 'One entry per image reference: whether its manifest exists, or the error of the lookup.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'registry-count',
    examples: ['missing > 0', 'errors > 0', 'verified >= 3', 'errors = 0'],
    order: {
      text: 'Outcomes are tried from top to bottom and the first that holds gives the result; an outcome without `when` always holds. A `when` the analyzer cannot parse stops it at that outcome: the check is dropped from the results, and only a log line printed with `--debug` or `-v` says why.',
      source: ['pkg/analyze/registry.go#AnalyzeRegistryImages.analyzeRegistry', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
    },
    noMatch: {
      text: 'The result has the check\'s title but no severity and no message. `preflight` leaves it out of its text, JSON and YAML output and shows it unmarked in the interactive view; `analysis.json` and the `support-bundle` output give it an empty severity. It does not change the exit code. End the list with an outcome without `when` to avoid that.',
      source: [
        'pkg/analyze/registry.go#AnalyzeRegistryImages.analyzeRegistry',
        'pkg/preflight/text_results.go#ShowTextResultsStructured',
        'pkg/preflight/text_results.go#outputResult',
        'pkg/convert/supportbundle.go#FromAnalyzerResult',
        'pkg/preflight/run.go#checkOutcomesToExitCode',
      ],
    },
  },
  gotchas: [
    {
      title: 'A wrong repository is an error, not missing',
      text: 'An image counts as `missing` only when its registry answers that the repository exists but has no such tag or digest. A repository name the registry does not know, a registry that cannot be reached, refused credentials or a reference that does not parse all count as `errors`. Test both: `missing > 0` and `errors > 0`.',
      source: ['pkg/collect/registry.go#isNotFound', 'pkg/collect/registry.go#imageExistsWithAuth', 'pkg/analyze/registry.go#AnalyzeRegistryImages.analyzeRegistry'],
    },
    {
      title: 'No `!=`',
      text: 'The operators are `<`, `<=`, `>`, `>=`, `=`, `==` and `===`. `missing != 0` is an error that drops the check; write `missing > 0`.',
      source: ['pkg/analyze/registry.go#doCompareRegistryImageCount', 'pkg/analyze/download.go#AnalyzeLocal'],
    },
    {
      title: 'Counts, not names',
      text: 'Messages are printed as written, so a result cannot say which images are missing. The file `registry/<collectorName>.json` lists each reference with its outcome. A reference listed twice in the collector is stored, and counted, once.',
      source: ['pkg/analyze/registry.go#AnalyzeRegistryImages.analyzeRegistry', 'pkg/collect/registry.go#CollectRegistry.Collect'],
    },
    {
      title: 'No collector, no check',
      text: 'The registryImages collector runs only when the spec lists it. Without its file the analyzer fails to read it and the check is left out of the results; only a log line printed with `--debug` or `-v` says "An analyzer failed to run".',
      source: ['pkg/analyze/registry.go#AnalyzeRegistryImages.analyzeRegistry', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
    },
  ],
};

export default registryImages;
