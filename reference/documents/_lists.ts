import type {EntryKind, Field} from '../model';

/** What a list holds, and one key as an example. */
const entryNames: Record<Exclude<EntryKind, 'document'>, [string, string]> = {
  collector: ['collectors', 'logs'],
  analyzer: ['analyzers', 'deploymentStatus'],
  hostCollector: ['host collectors', 'cpu'],
  hostAnalyzer: ['host analyzers', 'cpu'],
  remoteCollector: ['remote collectors', 'cpu'],
  redactor: ['redaction rules', 'name'],
};

/** A spec field that is a list of entries: each item holds exactly one key of that kind. */
export function listField(name: string, kind: Exclude<EntryKind, 'document'>): Field {
  return {
    name,
    type: 'object[]',
    description: `The ${entryNames[kind][0]} to run. Each item holds one key, such as \`${entryNames[kind][1]}\`, whose value holds that entry's fields.`,
  };
}
