/**
 * The files of the embedded search index, written by the plugin (../indexing) and fetched by the
 * client. The index is split so that a query downloads only what it needs:
 *
 * - `index.json` (IndexBase): pages, the sections of each page (heading and anchor), field
 *   lengths and the vocabulary, saying which term shard holds the postings of each term.
 * - `t<n>.json` (StoredShard): the postings of the terms of shard n, compacted; the client ranks
 *   with them (./ranking.ts), exactly as it would with the full index in one piece. After them,
 *   the other forms of those terms' words (RelatedRow).
 * - `c<n>.json` (TextChunk): the prose, code examples and example keys of a run of consecutive
 *   sections, for excerpts and ask mode; a hit loads only the chunk that holds its section.
 *
 * All files of one build live in one directory named by a hash of their content.
 */
export interface IndexBase {
  v: 9;
  /**
   * [permalink, page title, sidebar section, number of sections, what the page's markup adds to its
   * title for search (`logs collector`) if anything]; a page's sections follow the previous page's.
   */
  pages: [string, string, string, number, string?][];
  /** Each section's heading and anchor, compactly (see {@link SectionEntry}). */
  sections: SectionEntry[];
  /** The anchor prefixes that SectionEntry numbers refer to (`field-`, `flag-preflight-`). */
  prefixes: string[];
  /** MiniSearch field names, in field-id order. */
  fields: string[];
  /**
   * Field lengths in terms, field after field: the length of field 0 of every section, then of
   * field 1... Lengths of one field are alike (every section of a page repeats its title), so
   * gzip packs them a sixth smaller than section after section.
   */
  lengths: number[];
  averageFieldLength: number[];
  /** Every term of the index, sorted and front-coded (see {@link encodeTerms}). */
  vocab: string;
  /** The number of terms whose postings each shard holds: shard 0 the first ones of `vocab`, and so on. */
  shardTerms: number[];
  /** The first section of each text chunk, as gaps from the previous chunk's first section. */
  chunks: number[];
  /**
   * Hub sections, which link to many other pages (a catalog, a map of the bundle, a section's
   * index), as gaps from the previous one: they name many things that other pages explain.
   */
  hubs: number[];
  /**
   * The entries of catalog pages, as gaps from the previous one: a page made of entries that each
   * have their subject on another page (the error reference, where each message links to the
   * page about what prints it). Each is ranked as a whole of its own, not as a part of its page.
   */
  catalogEntries: number[];
}

/**
 * A section's heading and anchor: the heading alone when the anchor is its slug (the page's
 * introduction is ''), `[heading, n]` when the anchor is `prefixes[n]` followed by the heading
 * (a field: `field-limits.maxLines`), `[heading, anchor]` otherwise, where each hyphen-separated
 * part `~k` of the anchor stands for the k-th (base 36) of the hyphen-separated words of the
 * heading's slug (the error reference's `no-node-resources-collected`, under "No node resources
 * were collected, ...", is `~0-~1-~2-~4`), and `[heading, anchor, 0]` when the anchor is to be read
 * as it is (it holds a `~`).
 */
export type SectionEntry = string | [string, number | string] | [string, string, 0];

/** An anchor part that stands for a word of the heading's slug (see {@link SectionEntry}). */
const SLUG_WORD = /^~[0-9a-z]+$/;

/**
 * Sorted terms, front-coded: separated by spaces, each after the first written as one base-36
 * digit, the number of leading characters it shares with the previous term (at most 35), then the
 * rest. Terms hold no spaces, and the digit is always exactly one character, so decoding is
 * unambiguous.
 */
export function encodeTerms(terms: string[]): string {
  return terms
    .map((term, i) => {
      if (i === 0) return term;
      const previous = terms[i - 1]!;
      let shared = 0;
      while (shared < 35 && shared < term.length && term[shared] === previous[shared]) shared++;
      return `${shared.toString(36)}${term.slice(shared)}`;
    })
    .join(' ');
}

export function decodeTerms(encoded: string): string[] {
  const terms: string[] = [];
  encoded.split(' ').forEach((word, i) => {
    terms.push(i === 0 ? word : terms[i - 1]!.slice(0, Number.parseInt(word[0]!, 36)) + word.slice(1));
  });
  return terms;
}

/** MiniSearch's serialized index entries: [term, {fieldId: {sectionId: term frequency}}]. */
export type TermPostings = [string, Record<string, Record<string, number>>][];

/**
 * A term shard as the ranking reads it (./ranking.ts postingsOf): per term, per field, the section
 * ids in increasing order as gaps from the previous one, a bare number when the term occurs once,
 * `[gap, frequency]` otherwise.
 */
export type TermShard = [term: string, ...fields: [fieldId: number, ...postings: (number | [number, number])[]][]][];

/**
 * A term shard as stored: per term, per field, one string of numbers written with
 * {@link NUMBER_DIGITS}: the field id, then each posting's gap, followed by `.` and the frequency
 * when it is not 1. A sixth smaller in gzip than the same numbers as JSON arrays.
 */
export type StoredShard = ([term: string, ...fields: string[]] | RelatedRow)[];

/**
 * A term of the index and the index terms that are other forms of its word
 * (../indexing/word-relations.ts), stored after the postings of the term's shard.
 */
export type RelatedRow = [term: string, forms: string[]];

const isRelated = (row: StoredShard[number]): row is RelatedRow => Array.isArray(row[1]);

/** The other forms of the terms of a stored shard, by term. */
export const relatedOf = (stored: StoredShard): Map<string, string[]> => new Map(stored.filter(isRelated));

/**
 * Digits of base 32, twice: a number is written most significant digit first, every digit but
 * the last from the second half, so that each number ends at the first digit of the first half.
 */
const NUMBER_DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_-';

function writeNumber(n: number): string {
  let out = NUMBER_DIGITS[n % 32]!;
  for (n = Math.floor(n / 32); n > 0; n = Math.floor(n / 32)) out = NUMBER_DIGITS[32 + (n % 32)]! + out;
  return out;
}

/** The numbers of a stored field, with the frequency as a second number after a `.`. */
function readNumbers(text: string): (number | [number, number])[] {
  const out: (number | [number, number])[] = [];
  let n = 0;
  let frequencyOf = false;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '.') {
      frequencyOf = true;
      continue;
    }
    const digit = NUMBER_DIGITS.indexOf(text[i]!);
    if (digit >= 32) {
      n = n * 32 + digit - 32;
      continue;
    }
    n = n * 32 + digit;
    if (frequencyOf) out.push([out.pop() as number, n]);
    else out.push(n);
    n = 0;
    frequencyOf = false;
  }
  return out;
}

export function compactShard(entries: TermPostings): StoredShard {
  return entries.map(([term, fields]) => [
    term,
    ...Object.entries(fields).map(([fieldId, docs]) => {
      let previous = 0;
      const postings = Object.keys(docs)
        .map(Number)
        .sort((a, b) => a - b)
        .map((id) => {
          const gap = id - previous;
          previous = id;
          const frequency = docs[id]!;
          return frequency === 1 ? writeNumber(gap) : `${writeNumber(gap)}.${writeNumber(frequency)}`;
        });
      return writeNumber(Number(fieldId)) + postings.join('');
    }),
  ]);
}

export function expandShard(stored: StoredShard): TermShard {
  return stored.filter((row): row is [string, ...string[]] => !isRelated(row)).map(([term, ...fields]) => [
    term,
    ...fields.map((field): [number, ...(number | [number, number])[]] => {
      const [fieldId, ...postings] = readNumbers(field);
      return [fieldId as number, ...postings];
    }),
  ]);
}

/** A line of prose, or a code example kept whole (`[code]`). */
export type Block = string | [string];

/** [section id, prose and code examples in page order, keys and values of examples and tables (one per line)] */
export type TextChunk = [number, Block[], string][];

/** A section as the client uses it. */
export interface SectionInfo {
  page: number;
  heading: string;
  anchor: string;
}

/**
 * The anchor a heading gets from the slugger of Docusaurus (github-slugger) when it is not
 * repeated: lower case, punctuation removed, spaces turned into hyphens. The builder stores an
 * explicit anchor wherever this does not give the page's.
 */
export const headingSlug = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');

export function encodeSection(heading: string, anchor: string, prefixes: string[]): SectionEntry {
  if (anchor === headingSlug(heading)) return heading;
  if (heading && anchor.endsWith(heading)) {
    const prefix = anchor.slice(0, anchor.length - heading.length);
    let n = prefixes.indexOf(prefix);
    if (n < 0) n = prefixes.push(prefix) - 1;
    return [heading, n];
  }
  if (anchor.includes('~')) return [heading, anchor, 0];
  const words = headingSlug(heading).split('-');
  const parts = anchor.split('-').map((part) => {
    const k = words.indexOf(part);
    return k >= 0 && part.length > 1 ? `~${k.toString(36)}` : part;
  });
  return [heading, parts.join('-')];
}

/** The sections of an index, each with its page, heading and anchor. */
export function decodeSections(base: IndexBase): SectionInfo[] {
  const out: SectionInfo[] = [];
  let page = 0;
  let left = base.pages[0]?.[3] ?? 0;
  for (const entry of base.sections) {
    while (left === 0) left = base.pages[++page]![3];
    left--;
    if (typeof entry === 'string') out.push({page, heading: entry, anchor: headingSlug(entry)});
    else {
      const [heading, anchor, literal] = entry;
      if (typeof anchor === 'number') out.push({page, heading, anchor: base.prefixes[anchor] + heading});
      else if (literal === 0) out.push({page, heading, anchor});
      else {
        const words = headingSlug(heading).split('-');
        const parts = anchor.split('-').map((part) => (SLUG_WORD.test(part) ? words[Number.parseInt(part.slice(1), 36)]! : part));
        out.push({page, heading, anchor: parts.join('-')});
      }
    }
  }
  return out;
}

/**
 * What the plugin publishes as global data: the search page's URL, and where the base file of the
 * index is served or, in a dev server with no production build to borrow an index from, why there
 * is none.
 */
export type SearchGlobalData = {searchPageUrl: string} & (
  | {indexUrl: string; unavailable?: never}
  | {indexUrl?: never; unavailable: string}
);

export const termShardFile = (n: number) => `t${n}.json`;
export const textChunkFile = (n: number) => `c${n}.json`;
