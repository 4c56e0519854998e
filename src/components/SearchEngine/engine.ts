/**
 * The embedded search engine: MiniSearch over the sections of the docs, with its index split
 * into files that are fetched as queries need them (see ./format.ts). Pure TypeScript without
 * DOM access, so the unit tests and the benchmark run exactly this code, with a file loader that
 * reads from disk instead of fetch().
 */
import MiniSearch, {type Options, type SearchOptions, type SearchResult} from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import {pageTextFile, termShardFile, type IndexBase, type PageText, type TermShard} from './format';

/** Words that carry no meaning for search; questions ("how do I ...") are mostly made of them. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can could did do does doing for from had has have how i if in into ' +
    'is it its me my no of on or our should so than that the their them then there these they this ' +
    'to was we were what when where which while who why will with would you your one use using want ' +
    'get need make'
  ).split(' '),
);

const WORD = /[\p{L}\p{N}]+/gu;

/** Splits text into words: anything that is not a letter or a digit separates them. */
export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** A light English stemmer: plurals and the most common verb endings, never on identifiers with digits. */
function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (/ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|ss|zz)es$/.test(word)) return word.slice(0, -2);
  if (/s$/.test(word) && !/(ss|us|is|ys)$/.test(word)) return word.slice(0, -1);
  if (/ing$/.test(word) && word.length > 5) return word.slice(0, -3);
  if (/ed$/.test(word) && word.length > 4 && !/eed$/.test(word)) return word.slice(0, -2);
  return word;
}

/** Index and query terms: lower case, stemmed, stop words dropped. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  return stem(lower);
}

export const FIELDS = ['title', 'heading', 'text', 'code'];

/** The section documents MiniSearch indexes (at build time). */
export interface SectionDoc {
  id: number;
  title: string;
  heading: string;
  text: string;
  code: string;
}

const FUZZY = (term: string) => (term.length >= 5 ? 0.2 : false);
const PREFIX_LAST = (term: string, i: number, terms: string[]) => i === terms.length - 1 && term.length >= 2;

const BASE_SEARCH: SearchOptions = {
  boost: {heading: 3, title: 2, code: 2, text: 1},
  fuzzy: FUZZY,
  weights: {fuzzy: 0.3, prefix: 0.5},
};

/** The options the index is built and loaded with; they must be the same on both sides. */
export const miniSearchOptions: Options<SectionDoc> = {
  fields: FIELDS,
  storeFields: [],
  tokenize,
  processTerm,
  searchOptions: BASE_SEARCH,
};

export interface SearchPage {
  url: string;
  title: string;
  category: string;
}

export interface SearchHit {
  id: number;
  page: SearchPage;
  /** The section heading; '' for the introduction of a page. */
  heading: string;
  /** The page URL with the section's anchor. */
  url: string;
  score: number;
  /** The index terms that matched, for highlighting. */
  terms: string[];
}

/** A piece of text to render; `match` pieces are highlighted. Never HTML. */
export interface Segment {
  text: string;
  match: boolean;
}

export interface Quote {
  hit: SearchHit;
  /** The passage exactly as the docs have it (markup removed). */
  text: string;
  terms: string[];
}

/** Reads one file of the index by name (fetch in the browser, the file system in tests). */
export type FileLoader = (name: string) => Promise<unknown>;

export class SearchEngine {
  readonly pages: SearchPage[];
  private readonly base: IndexBase;
  private readonly load: FileLoader;
  /** Every term of the index, with the shard that holds its postings. */
  private readonly vocabulary = new SearchableMap<number>();
  private readonly shards = new Map<number, Promise<void>>();
  private readonly texts = new Map<number, Promise<void>>();
  private readonly sectionText = new Map<number, {text: string; code: string}>();
  private loadedTerms: TermShard = [];
  /** Number of sections that contain each loaded term. */
  private readonly df = new Map<string, number>();
  private mini: MiniSearch<SectionDoc>;
  private miniTerms = -1;

  static async open(load: FileLoader): Promise<SearchEngine> {
    return new SearchEngine((await load('index.json')) as IndexBase, load);
  }

  constructor(base: IndexBase, load: FileLoader) {
    if (!base || base.v !== 2 || !Array.isArray(base.sections)) throw new Error('Unsupported search index format');
    this.base = base;
    this.load = load;
    this.pages = base.pages.map(([url, title, category]) => ({url, title, category}));
    base.vocab.forEach((terms, shard) => {
      for (const term of terms.split(' ')) if (term) this.vocabulary.set(term, shard);
    });
    this.mini = this.rebuild();
  }

  get size(): number {
    return this.base.sections.length;
  }

  /** A MiniSearch instance over the postings loaded so far (all sections, some terms). */
  private rebuild(): MiniSearch<SectionDoc> {
    const n = this.base.sections.length;
    const width = this.base.fields.length;
    const documentIds: Record<string, number> = {};
    const fieldLength: Record<string, number[]> = {};
    for (let i = 0; i < n; i++) {
      documentIds[i] = i;
      fieldLength[i] = this.base.lengths.slice(i * width, i * width + width);
    }
    this.miniTerms = this.loadedTerms.length;
    return MiniSearch.loadJS<SectionDoc>(
      {
        documentCount: n,
        nextId: n,
        documentIds,
        fieldIds: Object.fromEntries(this.base.fields.map((f, i) => [f, i])),
        fieldLength,
        averageFieldLength: this.base.averageFieldLength,
        storedFields: {},
        dirtCount: 0,
        index: this.loadedTerms,
        serializationVersion: 2,
      },
      miniSearchOptions,
    );
  }

  /** The index terms a query can reach: itself, and its prefix and fuzzy extensions, as MiniSearch finds them. */
  private reachableTerms(query: string, options: SearchOptions): Set<string> {
    const terms = tokenize(query)
      .map(processTerm)
      .filter((t): t is string => !!t);
    const out = new Set<string>();
    terms.forEach((term, i) => {
      if (this.vocabulary.has(term)) out.add(term);
      const prefix = typeof options.prefix === 'function' ? options.prefix(term, i, terms) : options.prefix === true;
      if (prefix) for (const t of this.vocabulary.atPrefix(term).keys()) out.add(t);
      const f = typeof options.fuzzy === 'function' ? options.fuzzy(term, i, terms) : options.fuzzy;
      if (f) {
        const fuzzy = f === true ? 0.2 : f;
        const distance = fuzzy < 1 ? Math.min(options.maxFuzzy ?? 6, Math.round(term.length * fuzzy)) : fuzzy;
        if (distance) for (const t of this.vocabulary.fuzzyGet(term, distance).keys()) out.add(t);
      }
    });
    return out;
  }

  /** Fetches the term shards a query needs; afterwards the query ranks as on the full index. */
  private async prepare(query: string, options: SearchOptions): Promise<void> {
    const needed = new Set<number>();
    for (const term of this.reachableTerms(query, options)) needed.add(this.vocabulary.get(term)!);
    await Promise.all(
      [...needed].map((shard) => {
        let pending = this.shards.get(shard);
        if (!pending) {
          pending = this.load(termShardFile(shard)).then((data) => {
            const entries = data as TermShard;
            for (const [term, fields] of entries) {
              const ids = new Set<string>();
              for (const docs of Object.values(fields)) for (const id of Object.keys(docs)) ids.add(id);
              this.df.set(term, ids.size);
            }
            this.loadedTerms = this.loadedTerms.concat(entries);
          });
          this.shards.set(shard, pending);
          pending.catch(() => this.shards.delete(shard));
        }
        return pending;
      }),
    );
    if (this.loadedTerms.length !== this.miniTerms) this.mini = this.rebuild();
  }

  /** Fetches the prose of the pages of these sections, for excerpts and quotes. */
  async loadText(ids: number[]): Promise<void> {
    const pages = new Set(ids.map((id) => this.base.sections[id]![0]));
    await Promise.all(
      [...pages].map((p) => {
        let pending = this.texts.get(p);
        if (!pending) {
          pending = this.load(pageTextFile(p)).then((data) => {
            for (const [id, text, code] of data as PageText) this.sectionText.set(id, {text, code});
          });
          this.texts.set(p, pending);
          pending.catch(() => this.texts.delete(p));
        }
        return pending;
      }),
    );
  }

  private hit(id: number, score: number, terms: string[]): SearchHit {
    const [p, heading, anchor] = this.base.sections[id]!;
    const page = this.pages[p]!;
    return {id, page, heading, url: anchor ? `${page.url}#${anchor}` : page.url, score, terms};
  }

  private searchOptions(): SearchOptions {
    return {
      ...BASE_SEARCH,
      prefix: PREFIX_LAST,
      boostDocument: (id) => (this.base.sections[id as number]?.[1] === '' ? 1.15 : 1),
    };
  }

  /**
   * Sections for what the reader typed: all words must match (the last one as a prefix, as the
   * reader may still be typing), then, when that finds few, at least half of them. Resolves once the
   * text of the returned sections is loaded too, unless `withText` is false.
   */
  async search(query: string, limit = 50, withText = true): Promise<SearchHit[]> {
    const options = this.searchOptions();
    await this.prepare(query, options);
    const hits = this.searchLoaded(query, limit);
    if (withText) await this.loadText(hits.map((h) => h.id));
    return hits;
  }

  /** search() over what is loaded; exact once prepare() has run for this query. */
  private searchLoaded(query: string, limit: number): SearchHit[] {
    const options = this.searchOptions();
    const words = tokenize(query).map(processTerm).filter(Boolean);
    if (words.length === 0) return [];
    const seen = new Set<number>();
    const hits: SearchHit[] = [];
    // Any-word matches must still hold at least half of the words.
    const quorum = Math.ceil(words.length / 2);
    for (const combineWith of ['AND', 'OR'] as const) {
      if (hits.length >= limit || (combineWith === 'OR' && words.length < 2)) break;
      for (const r of this.mini.search(query, {...options, combineWith})) {
        if (seen.has(r.id) || hits.length >= limit) continue;
        if (combineWith === 'OR' && r.queryTerms.length < quorum) continue;
        seen.add(r.id);
        hits.push(this.hit(r.id, r.score, r.terms));
      }
    }
    return hits;
  }

  /** Highlights the words of `text` that match `terms` (index terms of a hit). */
  mark(text: string, terms: string[]): Segment[] {
    return highlight(text, terms);
  }

  /** The part of a section worth showing for a hit: the best window of prose around the matches. */
  excerpt(hit: SearchHit, length = 180): Segment[] {
    const {text, code} = this.sectionText.get(hit.id) ?? {text: '', code: ''};
    const terms = new Set(hit.terms);
    const lines = text ? text.split('\n') : [];
    const scoreLine = (line: string) => new Set(tokenize(line).map(processTerm).filter((t) => t && terms.has(t))).size;
    let best = {line: lines[0] ?? '', score: 0};
    for (const line of lines) {
      const score = scoreLine(line);
      if (score > best.score) best = {line, score};
    }
    if (best.score === 0) {
      const codeLine = code.split('\n').find((l) => scoreLine(l) > 0);
      if (codeLine) best = {line: codeLine, score: 1};
    }
    return highlight(window(best.line, terms, length), terms);
  }

  /**
   * Ask mode: the passages of the docs that best answer a question, quoted as they are.
   * Nothing is generated: every quote is a paragraph, list item or table row of one section.
   *
   * The sections come from a search for any word of the question; their passages are scored by
   * how much of the question they contain (each word weighted by its rarity in the docs, related
   * forms such as collect/collector at half weight) and by the rank of their section. Passages
   * that hold less than half of the question's weight are not quoted.
   */
  async ask(question: string, maxQuotes = 3): Promise<Quote[]> {
    const terms = [...new Set(tokenize(question).map(processTerm).filter((t): t is string => !!t))];
    if (terms.length === 0) return [];
    const options: SearchOptions = {...BASE_SEARCH, combineWith: 'OR'};
    await this.prepare(question, options);
    const results: SearchResult[] = this.mini.search(question, options).slice(0, 12);
    if (results.length === 0) return [];
    await this.loadText(results.map((r) => r.id as number));
    const n = this.base.sections.length;
    const idf = new Map(terms.map((t) => [t, Math.log(1 + n / ((this.df.get(t) ?? 0) + 1))]));
    const total = [...idf.values()].reduce((a, b) => a + b, 0);
    const related = (word: string, term: string) =>
      word.length >= 4 && term.length >= 4 && (word.startsWith(term) || term.startsWith(word));
    const top = results[0]!.score;
    type Candidate = {id: number; text: string; matched: string[]; score: number};
    const candidates: Candidate[] = [];
    for (const r of results) {
      for (const passage of passages(this.sectionText.get(r.id as number)?.text ?? '')) {
        const words = new Set(tokenize(passage).map(processTerm).filter((t): t is string => !!t));
        let weight = 0;
        const matched: string[] = [];
        for (const t of terms) {
          if (words.has(t)) {
            weight += idf.get(t)!;
            matched.push(t);
          } else {
            const near = [...words].filter((w) => related(w, t));
            if (near.length) {
              weight += idf.get(t)! / 2;
              matched.push(...near);
            }
          }
        }
        const coverage = weight / total;
        if (coverage < 0.5) continue;
        const rank = 0.6 + 0.4 * (r.score / top);
        const brevity = passage.length < 50 ? 0.7 : 1;
        candidates.push({id: r.id as number, text: passage, matched, score: coverage * rank * brevity});
      }
    }
    const chosen: Candidate[] = [];
    const perSection = new Map<number, number>();
    for (const c of candidates.sort((a, b) => b.score - a.score)) {
      if (chosen.length >= maxQuotes) break;
      if ((perSection.get(c.id) ?? 0) >= 2) continue;
      perSection.set(c.id, (perSection.get(c.id) ?? 0) + 1);
      chosen.push(c);
    }
    return chosen.map((c) => ({hit: this.hit(c.id, c.score, c.matched), text: c.text, terms: c.matched}));
  }
}

/** Paragraphs of a section, long ones cut at sentence ends into passages of about 400 characters. */
function passages(text: string, max = 400): string[] {
  const out: string[] = [];
  for (const block of text.split('\n')) {
    if (block.length <= max) {
      if (block.trim()) out.push(block);
      continue;
    }
    let current = '';
    for (const sentence of block.split(/(?<=[.!?])\s+/)) {
      if (current && current.length + sentence.length + 1 > max) {
        out.push(current);
        current = '';
      }
      current = current ? `${current} ${sentence}` : sentence;
    }
    if (current.trim()) out.push(current.trim());
  }
  return out;
}

/** Cuts `text` to about `length` characters around its first match, at word boundaries. */
function window(text: string, terms: Set<string>, length: number): string {
  if (text.length <= length) return text;
  let first = -1;
  for (const m of text.matchAll(WORD)) {
    const t = processTerm(m[0]);
    if (t && terms.has(t)) {
      first = m.index!;
      break;
    }
  }
  let start = first < 0 ? 0 : Math.max(0, first - Math.floor(length / 3));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < first ? space + 1 : start;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start + length / 2) end = space;
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

/** Splits text into plain and matching pieces: a word matches when its index term is in `terms`. */
function highlight(text: string, terms: Set<string> | string[]): Segment[] {
  const set = terms instanceof Set ? terms : new Set(terms);
  const segments: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    const t = processTerm(m[0]);
    if (!t || !set.has(t)) continue;
    if (m.index! > last) segments.push({text: text.slice(last, m.index), match: false});
    segments.push({text: m[0], match: true});
    last = m.index! + m[0].length;
  }
  if (last < text.length) segments.push({text: text.slice(last), match: false});
  return segments;
}
