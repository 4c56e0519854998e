import type {EntryKind, Field, ReferenceEntry} from './model';
import {allFields} from './shared';

/** Per entry (`collector/logs`): the release of its key, and of the fields that came later. */
export type SinceTable = Readonly<Record<string, {key: string; fields?: Readonly<Record<string, string>>}>>;

/** The list that since.json dates each kind's keys under. */
export const listOfKind: Partial<Record<EntryKind, string>> = {
  collector: 'collectors',
  analyzer: 'analyzers',
  hostCollector: 'hostCollectors',
  hostAnalyzer: 'hostAnalyzers',
  remoteCollector: 'remoteCollectors',
};

/** Every dotted field path of an entry, as since.json writes them (`limits.maxBytes`). */
export function fieldPaths(entry: ReferenceEntry): string[] {
  const walk = (fields: Field[], parent: string): string[] =>
    fields.flatMap((field) => {
      const path = parent ? `${parent}.${field.name}` : field.name;
      return [path, ...(field.fields && !field.kubernetesType ? walk(field.fields, path) : [])];
    });
  return walk(allFields(entry), '');
}
