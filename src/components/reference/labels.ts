/**
 * The words the reference components put around the data, in a module without React or the theme,
 * so that the pages (plugins/reference-pages/components, plugins/bundle-map/theme) say the same
 * thing from one place.
 */
import type {EntryKind, ExecutionPlace, Field} from '../../../reference/model';
import type {MessageShown} from '../../../reference/messages/model';

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

export const specList: Partial<Record<EntryKind, string>> = {
  collector: 'spec.collectors',
  analyzer: 'spec.analyzers',
  hostCollector: 'spec.hostCollectors',
  hostAnalyzer: 'spec.hostAnalyzers',
  remoteCollector: 'spec.remoteCollectors',
  redactor: 'spec.redactors',
};

export const placeNames: Record<ExecutionPlace, string> = {
  api: 'in the CLI, through the Kubernetes API',
  cli: 'in the CLI, connecting from the machine that runs it',
  pod: 'in a pod it creates in the cluster',
  'node-pods': 'in a pod on each node',
  host: 'on the machine that runs the CLI',
};

export const rootText = {
  required: 'It must run as root.',
  partial: 'Some of its work may need root; the notes below say what a run as another user gives.',
  no: 'It does not need root.',
} as const;

export const platformNames = {linux: 'Linux', darwin: 'macOS'} as const;

/** How pflag prints an empty default for each type, not worth showing. */
export const emptyFlagDefaults = new Set(['', '[]', '0']);

export const bundleNames = {'support-bundle': 'support bundle', preflight: 'preflight bundle'} as const;

/** Where a message is seen, in a few words (inline code in backticks). */
export function shownLabel(shown: MessageShown | undefined): string {
  if (!shown) return 'Printed inside the messages that wrap it';
  switch (shown.place) {
    case 'terminal':
      return shown.prefix?.trim() ? `Printed on the terminal, after \`${shown.prefix.trim()}\`` : 'Printed on the terminal';
    case 'debug':
      return 'Printed only with `--debug` or `-v`';
    case 'result':
      return 'An analyzer result or a line of the results';
    case 'bundle':
      return `A file in the bundle: \`${shown.file ?? ''}\``;
  }
}
