/**
 * The files of the embedded search index, written by plugins/search-index and fetched by the
 * client. The index is split so that a query downloads only what it needs:
 *
 * - `index.json` (IndexBase): pages, sections, field lengths and the vocabulary, saying which
 *   term shard holds the postings of each term.
 * - `t<n>.json` (TermShard): the postings of the terms of shard n, in MiniSearch's own serialized
 *   form, so the client loads them with MiniSearch.loadJS and ranks exactly as a full index would.
 * - `p<n>.json` (PageText): the prose and example keys of page n, for excerpts and ask mode.
 *
 * All files of one build live in one directory named by a hash of their content.
 */
export interface IndexBase {
  v: 2;
  /** [permalink, page title, sidebar section] */
  pages: [string, string, string][];
  /** [page number, section heading ('' for the introduction), anchor ('' for the top)] */
  sections: [number, string, string][];
  /** MiniSearch field names, in field-id order. */
  fields: string[];
  /** Field lengths in terms, `fields.length` numbers per section. */
  lengths: number[];
  averageFieldLength: number[];
  /** vocab[n]: the terms whose postings are in shard n, separated by spaces. */
  vocab: string[];
}

/** MiniSearch's serialized index entries: [term, {fieldId: {sectionId: term frequency}}]. */
export type TermShard = [string, Record<string, Record<string, number>>][];

/** [section id, prose (one block per line), keys and values of examples and tables (one per line)] */
export type PageText = [number, string, string][];

/** What the plugin publishes as global data: where the base file of the index is served. */
export interface SearchIndexGlobalData {
  indexUrl: string;
}

export const termShardFile = (n: number) => `t${n}.json`;
export const pageTextFile = (n: number) => `p${n}.json`;
