import type {CollectorReference} from '../types';

const data: CollectorReference = {
  key: 'data',
  title: 'Data',
  summary: 'Writes a fixed piece of text from the spec into the bundle as a file, without contacting the cluster.',
  fields: [
    {
      name: 'data',
      type: 'string',
      default: '""',
      description:
        'The file contents, written byte for byte; often a block scalar (`|`) holding JSON, YAML or plain text. The schema requires the field, but the code writes an empty file when it is missing.',
    },
    {
      name: 'name',
      type: 'string',
      description:
        'The directory, relative to the bundle root, that holds the file; it may contain slashes. The file itself is named after `collectorName`. Without `collectorName`, `name` is the path of the file itself.',
    },
  ],
  outputs: [
    {
      path: '<name>/<collectorName>',
      format: 'text',
      description:
        'The contents of `data`, unchanged. The file has no extension unless `collectorName` has one. With only one of `name` and `collectorName` set, that one alone is the path.',
      sample: '{\n  "channel": "stable",\n  "installMethod": "helm",\n  "features": {"sso": true, "audit": false}\n}',
    },
  ],
  analyzers: ['textAnalyze', 'jsonCompare', 'yamlCompare'],
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/data.go',
    'pkg/collect/collector.go',
    'pkg/collect/result.go',
    'pkg/collect/autodiscovery/discoverer.go',
    'pkg/analyze/json_compare.go',
    'pkg/analyze/text_analyze.go',
  ],
};

export default data;
