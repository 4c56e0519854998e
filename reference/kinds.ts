import type {EntryKind} from './model';
import documents from './documents';

/**
 * Which list under `spec` holds entries of which reference kind, per document kind
 * (reference/documents). Tests use it to find an entry's schema and to validate examples; the spec
 * checker uses it to read a document.
 */
export const specLists: Readonly<Record<string, Readonly<Partial<Record<string, EntryKind>>>>> = Object.fromEntries(
  documents.map((document) => [document.key, document.lists]),
);

/** The lists, as [document kind, list name], that hold entries of one reference kind. */
export function listsHolding(kind: EntryKind): [string, string][] {
  return Object.entries(specLists).flatMap(([docKind, lists]) =>
    Object.entries(lists)
      .filter(([, entryKind]) => entryKind === kind)
      .map(([list]): [string, string] => [docKind, list]),
  );
}
