/**
 * Builds the embedded search index from the pages the build rendered (./html-sections.ts).
 * Shared by the plugin (../index.ts), the golden-query tests and the benchmark, so all
 * of them index exactly the same text: what readers see.
 *
 * The unit is the section: the page's introduction (before the first h2) and each h2/h3 with its
 * anchor. A section holds its heading, its prose (paragraphs, lists, tables, admonitions, the text
 * of reference components such as field lists) and the keys and values of its code examples. The
 * files are described in ../engine/format.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import MiniSearch, {type Options} from 'minisearch';
import {FIELDS, type SectionDoc} from '../engine/engine';
import {processTerm, tokenize} from '../engine/terms';
import {compactShard, encodeSection, encodeTerms, termShardFile, textChunkFile, type IndexBase, type RelatedRow, type TermPostings, type TextChunk} from '../engine/format';
import {proseOf, sectionsFromHtml, type Section} from './html-sections';
import {wordRelations} from './word-relations';

/** One rendered page to index. */
export interface RenderedPage {
  permalink: string;
  html: string;
  /** The sidebar section the page belongs to ("Collect"), shown next to the title. */
  category?: string;
}

export interface BuiltIndex {
  /** File name → content; all files go in one directory, `index.json` is the entry point. */
  files: Map<string, string>;
}

/** MiniSearch collects the postings and field lengths; the engine ranks with them (../engine/ranking.ts). */
const miniSearchOptions: Options<SectionDoc> = {fields: FIELDS, storeFields: [], tokenize, processTerm};

/** A section that links to this many other pages or more is a hub (a catalog, a map, an index of a section). */
const HUB_LINKS = 20;

/**
 * A page of entries that each link to another page is a catalog of independent entries: most of its
 * sections are entries, and most of those lead elsewhere (an error message to the page about what
 * prints it). The fields of a reference page are entries too, but of its own subject: they link
 * nowhere.
 */
function isCatalog(sections: Section[]): boolean {
  const entries = sections.filter((s) => s.entry);
  return entries.length * 2 >= sections.length && entries.filter((s) => s.links.size > 0).length * 2 >= entries.length;
}

/**
 * A line that this many sections of a page repeat word for word (`More on Collecting a bundle.`,
 * the facts line of each message) says nothing about any one of them: it is shown, not indexed.
 */
const REPEATED_LINE = 4;

function repeatedLines(sections: Section[]): Set<string> {
  const counts = new Map<string, number>();
  for (const section of sections) for (const line of new Set(proseOf(section))) counts.set(line, (counts.get(line) ?? 0) + 1);
  return new Set([...counts].filter(([, n]) => n >= REPEATED_LINE).map(([line]) => line));
}

/**
 * A line that this many pages repeat word for word (what every analyzer's shared fields say)
 * says nothing about any one of them: it is shown, not indexed, and the page that explains it
 * in its own words is found instead.
 */
const SHARED_LINE_PAGES = 5;

function sharedLines(pages: Section[][]): Set<string> {
  const counts = new Map<string, number>();
  for (const sections of pages) for (const line of new Set(sections.flatMap(proseOf))) counts.set(line, (counts.get(line) ?? 0) + 1);
  return new Set([...counts].filter(([, n]) => n >= SHARED_LINE_PAGES).map(([line]) => line));
}

/**
 * Raw size of compacted postings per term shard; shards are contiguous ranges of the sorted
 * vocabulary. A long sentence needs a shard for nearly every word, and each brings its
 * neighbours: at 500 bytes the longest readers' sentences fetch 8 KB less than at 2,000, for a
 * few hundred more files.
 */
const SHARD_BYTES = 500;
/**
 * Raw size of a text chunk: a run of consecutive sections, never cutting one. A first query reads
 * the text of a dozen sections or so, mostly in different chunks: at 800 bytes it fetches 1.3 KB
 * less than at 1,500.
 */
const CHUNK_BYTES = 800;

/** The sections of the given pages: the index's base (no postings yet), MiniSearch's documents and the section texts. */
function collectSections(pages: RenderedPage[]): {base: IndexBase; docs: SectionDoc[]; texts: TextChunk} {
  const base: IndexBase = {v: 9, pages: [], sections: [], prefixes: [], fields: FIELDS, lengths: [], averageFieldLength: [], vocab: '', shardTerms: [], chunks: [], hubs: [], catalogEntries: []};
  let lastHub = 0;
  let lastCatalogEntry = 0;
  const docs: SectionDoc[] = [];
  const texts: TextChunk = [];
  const sorted = [...pages].sort((a, b) => a.permalink.localeCompare(b.permalink));
  const parsed = sorted.map((page) => ({page, ...sectionsFromHtml(page.html)}));
  const shared = sharedLines(parsed.map(({sections}) => sections));
  for (const {page, title, titleTerms, description, sections} of parsed) {
    const indexedTitle = titleTerms ? `${title} ${titleTerms}` : title;
    base.pages.push(titleTerms ? [page.permalink, title, page.category ?? '', sections.length, titleTerms] : [page.permalink, title, page.category ?? '', sections.length]);
    const catalog = isCatalog(sections);
    const repeated = repeatedLines(sections);
    for (const s of sections) {
      const id = docs.length;
      if (catalog && s.entry) {
        base.catalogEntries.push(id - lastCatalogEntry);
        lastCatalogEntry = id;
      }
      const code = s.code.join('\n');
      base.sections.push(encodeSection(s.heading, s.anchor, base.prefixes));
      // A catalog's entry is about its own subject, not its page's title ("preflight messages").
      const titleText = catalog && s.entry ? '' : s.heading === '' && description ? `${indexedTitle} ${description}` : indexedTitle;
      // An entry's name is indexed as a key (in `code`), not as a heading: a field named like a
      // topic must not outrank the page about that topic.
      const text = proseOf(s).filter((line) => !repeated.has(line) && !shared.has(line));
      docs.push({id, title: titleText, heading: s.entry ? '' : s.heading, text: text.join('\n'), code});
      texts.push([id, s.blocks, code]);
      if (s.links.size >= HUB_LINKS) {
        base.hubs.push(id - lastHub);
        lastHub = id;
      }
    }
  }
  return {base, docs, texts};
}

/**
 * The index of the given pages, split into the files the client loads (see
 * ../engine/format.ts): MiniSearch builds the full index here, and its
 * serialized postings are cut into alphabetical ranges of terms, so that a query, whose prefix
 * and fuzzy matches mostly share its first letters, loads one or two shards.
 */
export function buildSearchIndex(pages: RenderedPage[], shardBytes = SHARD_BYTES): BuiltIndex {
  const {base, docs, texts} = collectSections(pages);
  const mini = new MiniSearch<SectionDoc>(miniSearchOptions);
  mini.addAll(docs);
  const js = mini.toJSON();
  for (const [shortId, id] of Object.entries(js.documentIds)) {
    if (Number(shortId) !== id) throw new Error('search index: unexpected MiniSearch document ids');
  }
  base.averageFieldLength = js.averageFieldLength;
  for (let f = 0; f < FIELDS.length; f++) {
    for (let id = 0; id < docs.length; id++) base.lengths.push(js.fieldLength[id]?.[f] ?? 0);
  }

  const files = new Map<string, string>();
  const entries = [...js.index].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)) as TermPostings;
  // The other forms of a term's word go in the term's shard, which every query that has the term fetches.
  const related = wordRelations(new Map(entries.map(([term, fields]) => [term, new Set(Object.values(fields).flatMap((docs) => Object.keys(docs).map(Number)))])));
  let shard: TermPostings = [];
  let bytes = 0;
  const flush = () => {
    if (shard.length === 0) return;
    const forms = shard.flatMap(([term]): RelatedRow[] => (related.has(term) ? [[term, related.get(term)!]] : []));
    files.set(termShardFile(base.shardTerms.length), JSON.stringify([...compactShard(shard), ...forms]));
    base.shardTerms.push(shard.length);
    shard = [];
    bytes = 0;
  };
  for (const entry of entries) {
    shard.push(entry);
    bytes += JSON.stringify(compactShard([entry])).length;
    if (bytes >= shardBytes) flush();
  }
  flush();
  base.vocab = encodeTerms(entries.map(([term]) => term));
  let chunk: TextChunk = [];
  let chunkBytes = 0;
  let firstOfLastChunk = 0;
  const flushChunk = () => {
    if (chunk.length === 0) return;
    files.set(textChunkFile(base.chunks.length), JSON.stringify(chunk));
    base.chunks.push(chunk[0]![0] - firstOfLastChunk);
    firstOfLastChunk = chunk[0]![0];
    chunk = [];
    chunkBytes = 0;
  };
  for (const section of texts) {
    const size = JSON.stringify(section).length;
    if (chunkBytes && chunkBytes + size > CHUNK_BYTES) flushChunk();
    chunk.push(section);
    chunkBytes += size;
  }
  flushChunk();
  files.set('index.json', JSON.stringify(base));
  return {files};
}

/** Writes the files of an index into `dir`, which is emptied first. */
export function writeIndex(index: BuiltIndex, dir: string): void {
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  for (const [name, content] of index.files) fs.writeFileSync(path.join(dir, name), content);
}

