/**
 * The words the reference components put around the data (plugins/reference-pages/components),
 * for the Markdown renderers. The components keep theirs beside their JSX, in modules that import
 * React and the theme, which Node cannot load here: keep the two in step.
 */
import type {EntryKind, ExecutionPlace, Field} from '../../reference/model';

/** Fields/index.tsx */
export const formatNames: Record<NonNullable<Field['format']>, string> = {
  'go-duration': 'Go duration',
  quantity: 'Kubernetes quantity',
  'label-selector': 'label selector',
  semver: 'semantic version',
  glob: 'glob',
  rfc3339: 'RFC 3339 time',
  re2: 'Go regular expression',
  url: 'URL',
  cidr: 'CIDR',
  jsonpath: 'JSONPath',
  'go-template': 'Go template',
  cron: 'cron schedule',
  'file-path': 'file path',
};

/** EntryFacts/index.tsx */
export const specList: Partial<Record<EntryKind, string>> = {
  collector: 'spec.collectors',
  analyzer: 'spec.analyzers',
  hostCollector: 'spec.hostCollectors',
  hostAnalyzer: 'spec.hostAnalyzers',
  remoteCollector: 'spec.remoteCollectors',
  redactor: 'spec.redactors',
};

/** EntryFacts/index.tsx */
export const placeNames: Record<ExecutionPlace, string> = {
  api: 'in the CLI, through the Kubernetes API',
  cli: 'in the CLI, connecting from the machine that runs it',
  pod: 'in a pod it creates in the cluster',
  'node-pods': 'in a pod on each node',
  host: 'on the machine that runs the CLI',
};

/** Requirements/index.tsx */
export const rootText = {
  required: 'It must run as root.',
  partial: 'Part of what it collects needs root; run as another user, it collects the rest.',
  no: 'It does not need root.',
} as const;

export const platformNames = {linux: 'Linux', darwin: 'macOS'} as const;

/** CliCommand/FlagList.tsx: how pflag prints an empty default for each type, not worth showing. */
export const emptyFlagDefaults = new Set(['', '[]', '0']);

/** plugins/bundle-map/BundleMap/Parts.tsx */
export const bundleNames = {'support-bundle': 'support bundle', preflight: 'preflight bundle'} as const;
