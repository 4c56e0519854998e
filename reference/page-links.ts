/**
 * Links between entries: the map of every entry's page, which the reference-pages plugin computes
 * from the docs' front matter, and an entry as the pages that name it show it.
 */
import type {ReferenceEntry} from './model';
import {entryId, type EntryId} from './index';

/** Page URLs: `collector/logs` for an entry's page, `collector` for the overview of a kind. */
export type PageMap = ReadonlyMap<string, string>;

export interface LinkedEntry {
  id: EntryId;
  key: string;
  title: string;
  /** The entry's page; absent when it has none. */
  url?: string;
  /** For collectors: true when the CLI adds it to every spec. */
  runsByDefault?: boolean;
}

export function linked(entry: ReferenceEntry, pages: PageMap): LinkedEntry {
  const id = entryId(entry);
  return {
    id,
    key: entry.key,
    title: entry.title,
    url: pages.get(id),
    ...(entry.kind === 'collector' && entry.runsByDefault ? {runsByDefault: true} : {}),
  };
}
