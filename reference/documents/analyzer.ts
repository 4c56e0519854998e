import type {DocumentEntry} from '../model';
import {listField} from './_lists';

const analyzer: DocumentEntry = {
  kind: 'document',
  key: 'Analyzer',
  title: 'Analyzer',
  summary: 'Analyzers alone, for checking an archive that was already collected.',
  goType: {name: 'AnalyzerSpec', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_types.go#AnalyzerSpec'},
  lists: {analyzers: 'analyzer', hostAnalyzers: 'hostAnalyzer'},
  fields: [
    listField('analyzers', 'analyzer'),
    listField('hostAnalyzers', 'hostAnalyzer'),
    {
      name: 'uri',
      type: 'string',
      format: 'url',
      description: 'Declared for a spec that can update itself from a URL, as a SupportBundle does.',
      notes: [
        {
          text: '`support-bundle analyze` decodes the document and runs its lists as they are; it never follows `uri`.',
          source: ['pkg/analyze/download.go#parseAnalyzers'],
        },
      ],
    },
  ],
  gotchas: [
    {
      title: 'Only `support-bundle analyze` reads it',
      text: 'Passed to `support-bundle` for a collection, an Analyzer document is loaded and then ignored: no analysis happens unless the analyzers are inside a SupportBundle. `preflight` ignores it too.',
      source: ['cmd/troubleshoot/cli/run.go#loadSpecs', 'pkg/preflight/read_specs.go#readSpecs'],
    },
    {
      title: 'One document, from a file or a URL',
      text: '`support-bundle analyze` takes one spec argument, a local file or an `http(s)` URL, and accepts only the SupportBundle and Analyzer kinds; a Secret, `oci://` or `-` is not understood.',
      source: ['cmd/troubleshoot/cli/analyze.go#downloadAnalyzerSpec', 'pkg/analyze/download.go#parseAnalyzers'],
    },
    {
      title: 'Errors do not fail the command',
      text: 'An analyzer that stops with an error is left out of the results, and the command exits with code 0; a host analyzer that errors shows up as a failed result starting with `Analyzer Failed:`. The error of the first kind is not shown: `support-bundle analyze` has no `--debug` or `-v`, and its log stays silent unless the environment sets `TROUBLESHOOT_DEBUG=true`.',
      source: ['pkg/analyze/download.go#AnalyzeLocal', 'pkg/analyze/analyzer.go#HostAnalyze', 'cmd/troubleshoot/cli/analyze.go#Analyze', 'cmd/troubleshoot/cli/root.go#RootCmd', 'pkg/logger/logger.go#SetupLogger'],
    },
    {
      title: 'No redaction on this path',
      text: '`support-bundle analyze` reads the archive as it is. Analyzers written for collection time see masked values there too, since the archive was redacted when it was written.',
      source: ['pkg/analyze/download.go#DownloadAndAnalyze', 'pkg/supportbundle/supportbundle.go#CollectSupportBundleFromSpec'],
    },
  ],
};

export default analyzer;
