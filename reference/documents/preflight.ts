import type {DocumentEntry} from '../model';
import {listField} from './_lists';

const preflight: DocumentEntry = {
  kind: 'document',
  key: 'Preflight',
  title: 'Preflight',
  summary: 'Checks that run against a cluster before an install: collectors, then analyzers that decide pass, warn or fail.',
  goType: {name: 'PreflightSpec', source: 'pkg/apis/troubleshoot/v1beta2/preflight_types.go#PreflightSpec'},
  lists: {collectors: 'collector', remoteCollectors: 'remoteCollector', analyzers: 'analyzer'},
  fields: [
    {
      ...listField('collectors', 'collector'),
      notes: [
        {
          text: '`clusterInfo` and `clusterResources` are added when the list lacks them, so analyzers of the Kubernetes version, the nodes or existing resources work with no collectors at all. Identical collectors are run once.',
          source: ['pkg/preflight/collect.go#CollectWithContext', 'pkg/collect/collector.go#EnsureCollectorInList', 'pkg/collect/collector.go#DedupCollectors'],
        },
      ],
    },
    {
      ...listField('remoteCollectors', 'remoteCollector'),
      notes: [
        {
          text: 'Never run in a Preflight: `preflight` collects only `collectors` for this kind, and runs remote collectors only from a HostPreflight. Entries here are dropped without a message.',
          source: ['pkg/preflight/run.go#RunPreflights', 'pkg/preflight/run.go#collectInCluster', 'pkg/preflight/collect.go#CollectWithContext'],
        },
      ],
    },
    listField('analyzers', 'analyzer'),
    {
      name: 'uploadResultsTo',
      type: 'string',
      format: 'url',
      description: 'A URL that receives the results of the run as JSON in a `POST` request, once the analyzers are done.',
      notes: [
        {
          text: 'The body is `{"results": [...]}`; each item has `title` and `message`, `uri` when the outcome set one, and `isPass`, `isWarn` or `isFail` and `strict` when true. Every upload URL gets all the results of the run, those of the other Preflight specs and of any HostPreflight included, not only those of its own spec.',
          source: ['pkg/preflight/upload_results.go#uploadResults', 'pkg/preflight/types.go#UploadPreflightResult', 'pkg/preflight/run.go#RunPreflights'],
        },
        {
          text: 'A spec with this field is not merged with the other Preflight specs: its collectors run on their own.',
          source: ['pkg/preflight/read_specs.go#readSpecs'],
        },
        {
          text: 'Only `Content-Type: application/json` is sent, with no credentials. A failed request, or a reply status above 290, is printed as an error and does not change the exit code.',
          source: ['pkg/preflight/upload_results.go#upload', 'pkg/preflight/run.go#RunPreflights'],
        },
        {
          text: 'When `--collect-without-permissions=false` stops collection for missing permissions, the permission errors are posted instead, as `{"errors": [{"error": "..."}]}`.',
          source: ['pkg/preflight/run.go#collectInCluster', 'pkg/preflight/upload_results.go#uploadErrors'],
        },
      ],
    },
    {
      name: 'uri',
      type: 'string',
      format: 'url',
      description: 'Where the current version of this spec is published. Before running, `preflight` downloads it and, when it holds a Preflight, runs that one instead of the spec as written.',
      notes: [
        {
          text: 'The downloaded Preflight replaces the whole spec, analyzers included. Only the first Preflight found there is used, and its own `uri` is not followed. A templated v1beta3 document there is not rendered.',
          source: ['internal/specs/specs.go#LoadAdditionalSpecFromURIs', 'internal/specs/specs.go#getFirstSpecOf'],
        },
        {
          text: 'Only `http://` and `https://` work, with a 30-second timeout. When the download fails or holds no Preflight, the spec runs as written, and the warning shows only with `--debug` or `-v`. `--no-uri` turns the lookup off.',
          source: ['internal/specs/specs.go#LoadAdditionalSpecFromURIs', 'internal/specs/specs.go#downloadFromHttpURL', 'pkg/logger/logger.go#SetupLogger', 'pkg/preflight/read_specs.go#readSpecs'],
        },
      ],
    },
  ],
  gotchas: [
    {
      title: 'Several specs become one',
      text: 'All Preflight specs of one run (several files, several documents in a file, a URL and a file) are merged into one spec with all their collectors and analyzers, except those with `uploadResultsTo`. The results are listed together and give one exit code.',
      source: ['pkg/preflight/read_specs.go#readSpecs', 'pkg/preflight/concat.go#ConcatPreflightSpec', 'pkg/preflight/run.go#RunPreflights'],
    },
    {
      title: 'Silent analyzers do not count',
      text: 'An analyzer with a misspelt key and one that returns an error (a `when` it cannot read, for instance) give no result at all, and most analyzers give none, or one that is neither pass, warn nor fail, when no outcome matches; the exit code is computed without them. Their reasons are logged only with `--debug` or `-v`, and a misspelt key only from `-v=1` up. Put an outcome without `when` last, and try the spec on a real cluster before trusting a 0.',
      source: ['pkg/analyze/analyzer.go#Analyze', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/preflight/run.go#checkOutcomesToExitCode'],
    },
    {
      title: 'No analyzers, no run',
      text: 'A Preflight without analyzers, or whose analyzers are all excluded, prints a warning and ends with exit code 0 before anything is collected.',
      source: ['pkg/preflight/validate_specs.go#validatePreflightSpecItems', 'pkg/preflight/run.go#RunPreflights'],
    },
    {
      title: 'Unknown fields are dropped',
      text: 'Specs are decoded leniently: a misspelt field is ignored without a message, and a document that is not valid YAML is skipped. `preflight lint` catches YAML errors and missing parts, and `--dry-run` shows what was actually read.',
      source: ['pkg/loader/loader.go#specLoader.loadFromStrings', 'pkg/loader/loader.go#specLoader.loadFromSplitDocs'],
    },
    {
      title: 'Strict is a label',
      text: '`strict: true` on an analyzer is shown next to its result and sent with uploaded results, but the exit code ignores it: a strict warning still gives 4.',
      source: ['pkg/preflight/run.go#checkOutcomesToExitCode', 'pkg/preflight/text_results.go#ShowTextResultsStructured'],
    },
  ],
};

export default preflight;
