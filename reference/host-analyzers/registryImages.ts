import type {HostAnalyzerEntry} from '../model';
import {inPodLayoutGotcha, noFileBehaviour} from './certificate';

const analyze = 'pkg/analyze/host_registry.go#AnalyzeHostRegistryImages.Analyze';
const evaluate = 'pkg/analyze/host_registry.go#AnalyzeHostRegistryImages.evaluateOutcomesWithTemplate';

const registryImages: HostAnalyzerEntry = {
  kind: 'hostAnalyzer',
  key: 'registryImages',
  title: 'Registry Images',
  summary: 'Counts the images the host registryImages collector found, found missing or could not check, compares a count with your thresholds, and can list the images by name in its message.',
  goType: {name: 'HostRegistryImagesAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/hostanalyzer_shared.go#HostRegistryImagesAnalyze'},
  missingFromSchema: true,
  fields: [
    {
      name: 'collectorName',
      type: 'string',
      default: 'images',
      description: 'The `collectorName` of the host registryImages collector to read: the analyzer opens `host-collectors/registry-images/<collectorName>.json`.',
      notes: [
        {
          text: 'Both sides fall back to `images`. Once the collector has a name, the analyzer needs the same one; with a wrong name it finds no file and shows no result.',
          source: [analyze, 'pkg/collect/host_registry.go#CollectHostRegistryImages.Collect'],
        },
      ],
    },
  ],
  reads: [
    {
      path: 'host-collectors/registry-images/<collectorName>.json',
      writtenBy: ['registryImages'],
      description: 'One entry per image reference: whether it exists, or the error of the lookup.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'registry-count',
    examples: ['missing > 0', 'errors > 0', 'verified >= 2', 'errors = 0'],
    order: {
      text: 'Outcomes are tried from top to bottom and the first that holds gives the result; an outcome without `when` always holds. The message is rendered as a template with the lists of images before it is shown; a message that does not render is shown as written.',
      source: [evaluate, 'pkg/analyze/host_registry.go#renderRegistryMessage'],
    },
    noMatch: {
      text: 'No result at all, and no change to the exit code. The only trace is a `no outcome matched` log line, printed only with `--debug` or `-v`. End the list with an outcome without `when`.',
      source: [evaluate, 'pkg/analyze/analyzer.go#HostAnalyze', 'pkg/logger/logger.go#SetupLogger'],
    },
    templateVariables: [
      {name: '.Verified', meaning: 'the images found, as a sorted list of references'},
      {name: '.Missing', meaning: 'the images whose registry answered that the tag or digest does not exist'},
      {name: '.Errors', meaning: 'the images that could not be checked'},
      {
        name: '.UnverifiedReasons',
        meaning: 'a map from each missing or failed image to the reason: `image not found in registry`, or the error of the lookup',
      },
    ],
  },
  gotchas: [
    {
      title: 'List the images in the message',
      text: 'Unlike the in-cluster registryImages analyzer, this one renders `message` as a template, so a failure can name the images: `{{ join ", " .Missing }}`, or a `range` over `.UnverifiedReasons` for the reasons.',
      source: [evaluate, 'pkg/analyze/host_registry.go#buildRegistryImagesSummary'],
    },
    {
      title: 'No `!=`, and test errors too',
      text: 'The operators are `<`, `<=`, `>`, `>=`, `=`, `==` and `===`; anything else makes the analyzer fail with `Analyzer Failed`. A wrong repository name counts under `errors`, not `missing`, so check both counts.',
      source: ['pkg/analyze/registry.go#doCompareRegistryImageCount', 'pkg/collect/registry.go#isNotFound', 'pkg/analyze/analyzer.go#HostAnalyze'],
    },
    noFileBehaviour(analyze),
    inPodLayoutGotcha('host-collectors/registry-images', '<collectorName>.json', analyze),
  ],
};

export default registryImages;
