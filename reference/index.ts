import type {EntryKind, ReferenceEntry} from './model';
import collectors from './collectors';
import analyzers from './analyzers';
import hostCollectors from './host-collectors';
import hostAnalyzers from './host-analyzers';
import remoteCollectors from './remote-collectors';
import documents from './documents';

/** The registries: one list per kind, the only lists of entries that exist. */
export const registries = {
  collector: collectors,
  analyzer: analyzers,
  hostCollector: hostCollectors,
  hostAnalyzer: hostAnalyzers,
  remoteCollector: remoteCollectors,
  document: documents,
} as const satisfies Partial<Record<EntryKind, readonly ReferenceEntry[]>>;

export type RegisteredKind = keyof typeof registries;

/** How front matter and generated files name an entry: `collector/logs`. */
export type EntryId = `${RegisteredKind}/${string}`;

export function entryId(entry: ReferenceEntry): EntryId {
  return `${entry.kind as RegisteredKind}/${entry.key}`;
}

export function allEntries(): ReferenceEntry[] {
  return Object.values(registries).flat();
}

export function findEntry(id: string): ReferenceEntry | undefined {
  const [kind, key] = id.split('/');
  const registry = (registries as Record<string, readonly ReferenceEntry[]>)[kind ?? ''];
  return registry?.find((entry) => entry.key === key);
}
