/**
 * The embedded search engine: MiniSearch over the sections of the docs, with its index split
 * into files that are fetched as queries need them (see ./format.ts). Pure TypeScript without
 * DOM access, so the unit tests and the benchmark run exactly this code, with a file loader that
 * reads from disk instead of fetch().
 */
import MiniSearch, {type Options, type SearchOptions, type SearchResult} from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import {decodeSections, decodeTerms, expandShard, termShardFile, textChunkFile, type Block, type IndexBase, type SectionInfo, type TermPostings, type TermShard, type TextChunk} from './format';
import {synonyms} from './synonyms';

/** Words that carry no meaning for search; questions ("how do I ...") are mostly made of them. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can could did do does doing for from had has have how i if in into ' +
    'is it its me my no of on or our should so than that the their them then there these they this ' +
    'to was we were what when where which while who why will with would you your one use using want ' +
    'get need make only just also very'
  ).split(' '),
);

const WORD = /[\p{L}\p{N}]+/gu;

/** Words joined by hyphens, each starting with a letter: `--collector-image`, `address-in-use` (not dates or versions). */
const JOINED = /(?<![\p{L}\p{N}])\p{L}[\p{L}\p{N}]*(?:-\p{L}[\p{L}\p{N}]*)+/gu;

/**
 * Splits text into words: anything that is not a letter or a digit separates them. A name made
 * of words joined by hyphens also counts as one word, after its parts, so that
 * `--collector-image` finds that flag rather than every page about collectors and images.
 */
export function tokenize(text: string): string[] {
  const words = text.match(WORD) ?? [];
  const joined = text.match(JOINED);
  return joined ? [...words, ...joined.map((name) => name.replace(/-/g, ''))] : words;
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

/** Words already processed: excerpts and ask mode run every word of many sections through here. */
const processedTerms = new Map<string, string | null>();

/** Index and query terms: lower case, stemmed, stop words dropped. */
export function processTerm(term: string): string | null {
  let processed = processedTerms.get(term);
  if (processed === undefined) {
    const lower = term.toLowerCase();
    processed = STOP_WORDS.has(lower) ? null : stem(lower);
    processedTerms.set(term, processed);
  }
  return processed;
}

/** The terms of a text, as the index holds them. */
export const termsOf = (text: string): string[] =>
  tokenize(text)
    .map(processTerm)
    .filter((t): t is string => !!t);

/** Words that only shape a question ("what happens if ..."): ask mode drops them on top of the stop words. */
const QUESTION_WORDS = new Set(termsOf('happen happens tell show possible way able know please there any kind return returns'));

/** The synonym list with both sides as index terms. */
const SYNONYMS = new Map(
  Object.entries(synonyms).map(([word, targets]) => [processTerm(word)!, targets.flatMap(termsOf)] as const),
);

/**
 * The weight of a section in the ranking: pages about this site rather than about Troubleshoot
 * (the About page) rank below the reference and the guides, and pages of deprecated collectors
 * below the ones that replace them; the introduction of a page ranks a little above its other
 * sections.
 */
export function sectionBoost(section: SectionInfo, page: SearchPage): number {
  const aboutSite = page.category === '' && !page.url.startsWith('/docs/');
  const deprecated = page.url.includes('/deprecated/');
  return (section.heading === '' ? 1.15 : 1) * (aboutSite ? 0.4 : 1) * (deprecated ? 0.6 : 1);
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

const PREFIX_LAST = (term: string, i: number, terms: string[]) => i === terms.length - 1 && term.length >= 2;

const BASE_SEARCH: SearchOptions = {
  // At most two edits: a longer reach costs time on every long word and finds other words.
  maxFuzzy: 2,
  boost: {heading: 3, title: 4, code: 2, text: 1},
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
  /** The code example that the passage introduces, whole, when it ends with a colon. */
  code?: string;
  terms: string[];
}

/** A passage of a section with its terms in order, and the terms of the code example it introduces. */
interface TermedPassage {
  text: string;
  code?: string;
  sequence: string[];
  codeWords: Set<string>;
}

/**
 * Lets the browser handle input and paint between the engine's steps (parsing the index, building
 * MiniSearch, searching), so that opening the engine is several short tasks, not one long one.
 */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: {yield?: () => Promise<void>}}).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Reads one file of the index by name (fetch in the browser, the file system in tests). */
export type FileLoader = (name: string) => Promise<unknown>;

export class SearchEngine {
  readonly pages: SearchPage[];
  private readonly base: IndexBase;
  private readonly load: FileLoader;
  /** Every term of the index, with the shard that holds its postings. */
  private readonly vocabulary = new Map<string, number>();
  /** Every term in sorted order (the shards are consecutive ranges of it), for prefix lookups. */
  private readonly sortedTerms: string[] = [];
  /** The vocabulary as a radix tree, for typos only: built on the first word the docs do not use. */
  private typoTree?: SearchableMap<number>;
  private readonly shards = new Map<number, Promise<void>>();
  private readonly chunkLoads = new Map<number, Promise<void>>();
  private readonly sections: SectionInfo[];
  private readonly boosts: number[];
  /** The first section of each text chunk. */
  private readonly chunkStarts: number[];
  private readonly sectionText = new Map<number, {blocks: Block[]; code: string}>();
  private readonly termedPassages = new Map<number, TermedPassage[]>();
  private loadedTerms: TermPostings = [];
  /** Number of sections that contain each loaded term. */
  private readonly df = new Map<string, number>();
  /** Built on the first query, over the postings its shards brought (see miniSearch). */
  private mini?: MiniSearch<SectionDoc>;
  private miniTerms = -1;

  static async open(load: FileLoader): Promise<SearchEngine> {
    const base = (await load('index.json')) as IndexBase;
    await yieldToMain();
    return new SearchEngine(base, load);
  }

  constructor(base: IndexBase, load: FileLoader) {
    if (!base || base.v !== 3 || !Array.isArray(base.sections)) throw new Error('Unsupported search index format');
    this.base = base;
    this.load = load;
    this.pages = base.pages.map(([url, title, category]) => ({url, title, category}));
    this.sections = decodeSections(base);
    this.boosts = this.sections.map((section) => sectionBoost(section, this.pages[section.page]!));
    let start = 0;
    this.chunkStarts = base.chunks.map((gap) => (start += gap));
    base.vocab.forEach((terms, shard) => {
      for (const term of decodeTerms(terms)) {
        this.vocabulary.set(term, shard);
        this.sortedTerms.push(term);
      }
    });
  }

  get size(): number {
    return this.sections.length;
  }

  /** MiniSearch over the postings loaded so far, rebuilt when a shard has brought more. */
  private miniSearch(): MiniSearch<SectionDoc> {
    if (!this.mini || this.miniStale) this.mini = this.rebuild();
    return this.mini;
  }

  /** Shards have brought postings since MiniSearch was last built. */
  private get miniStale(): boolean {
    return this.miniTerms !== this.loadedTerms.length;
  }

  /** A MiniSearch instance over the postings loaded so far (all sections, some terms). */
  private rebuild(): MiniSearch<SectionDoc> {
    const n = this.sections.length;
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

  /** The terms that start with `prefix`, found by binary search in the sorted vocabulary. */
  private termsStartingWith(prefix: string): string[] {
    const terms = this.sortedTerms;
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (terms[mid]! < prefix) low = mid + 1;
      else high = mid;
    }
    const found: string[] = [];
    for (let i = low; i < terms.length && terms[i]!.startsWith(prefix); i++) found.push(terms[i]!);
    return found;
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
      if (prefix) for (const t of this.termsStartingWith(term)) out.add(t);
      const f = typeof options.fuzzy === 'function' ? options.fuzzy(term, i, terms) : options.fuzzy;
      if (f) {
        const fuzzy = f === true ? 0.2 : f;
        const distance = fuzzy < 1 ? Math.min(options.maxFuzzy ?? 6, Math.round(term.length * fuzzy)) : fuzzy;
        if (distance) {
          this.typoTree ??= SearchableMap.from(this.vocabulary);
          for (const t of this.typoTree.fuzzyGet(term, distance).keys()) out.add(t);
        }
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
            const entries = expandShard(data as TermShard);
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
  }

  /** prepare(), then MiniSearch rebuilt over the postings it brought: each step a task of its own. */
  private async prepareAndBuild(query: string, options: SearchOptions): Promise<void> {
    await this.prepare(query, options);
    await yieldToMain();
    if (!this.miniStale) return;
    this.miniSearch();
    await yieldToMain();
  }

  /** Whether a section's text is loaded (loadText), so that its excerpt can be shown. */
  hasText(id: number): boolean {
    return this.sectionText.has(id);
  }

  /**
   * Fetches the text of these sections (the chunks that hold them), for excerpts and quotes. Each
   * fetch starts in a task of its own: starting a request has a cost on the main thread, and the
   * dozen or so that a page of results needs, started at once, made one long task.
   */
  async loadText(ids: number[]): Promise<void> {
    const loads: Promise<void>[] = [];
    let started = false;
    for (const c of new Set(ids.map((id) => this.chunkOf(id)))) {
      if (!this.chunkLoads.has(c) && started) await yieldToMain();
      let pending = this.chunkLoads.get(c);
      if (!pending) {
        started = true;
        pending = this.load(textChunkFile(c)).then((data) => {
          for (const [id, blocks, code] of data as TextChunk) this.sectionText.set(id, {blocks, code});
        });
        this.chunkLoads.set(c, pending);
        pending.catch(() => this.chunkLoads.delete(c));
      }
      loads.push(pending);
    }
    await Promise.all(loads);
  }

  /** The text chunk that holds a section: the last one starting at or before it. */
  private chunkOf(id: number): number {
    const chunks = this.chunkStarts;
    let low = 0;
    let high = chunks.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (chunks[mid]! <= id) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  private hit(id: number, score: number, terms: string[]): SearchHit {
    const {page: p, heading, anchor} = this.sections[id]!;
    const page = this.pages[p]!;
    return {id, page, heading, url: anchor ? `${page.url}#${anchor}` : page.url, score, terms};
  }

  private searchOptions(): SearchOptions {
    return {...BASE_SEARCH, fuzzy: this.fuzzy, prefix: PREFIX_LAST, boostDocument: (id) => this.boosts[id as number]!};
  }

  /**
   * Typo tolerance: a word of five letters or more that the docs never use is matched within a
   * fifth of its length in edits (`nodeResourses`). A word the docs use is taken as written: it is
   * no typo, and looking around every such word cost long queries most of their time.
   */
  private readonly fuzzy = (term: string): number | false => (term.length >= 5 && !this.vocabulary.has(term) ? 0.2 : false);

  /**
   * Sections for what the reader typed: all words must match (the last one as a prefix, as the
   * reader may still be typing), then, when that finds few, at least half of them. Resolves once the
   * text of the returned sections is loaded too, unless `withText` is false.
   */
  async search(query: string, limit = 50, withText = true): Promise<SearchHit[]> {
    const options = this.searchOptions();
    await this.prepareAndBuild(query, options);
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
      for (const r of this.miniSearch().search(query, {...options, combineWith})) {
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
    const {blocks, code} = this.sectionText.get(hit.id) ?? {blocks: [], code: ''};
    const terms = new Set(hit.terms);
    const prose = blocks.filter((b): b is string => typeof b === 'string');
    // An entry's first line repeats its name, type and default, which the heading already shows:
    // its meaning is the better excerpt.
    const lines = hit.heading && prose.length > 1 && prose[0]!.startsWith(hit.heading) ? prose.slice(1) : prose;
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

  /** A section's passages with their terms, worked out once per section: ask mode reads them for every question. */
  private passagesOf(id: number): TermedPassage[] {
    let found = this.termedPassages.get(id);
    if (!found) {
      found = passages(this.sectionText.get(id)?.blocks ?? []).map((passage) => ({
        ...passage,
        sequence: termsOf(passage.text),
        // Words only in the code example count half: a key in YAML says less than a sentence.
        codeWords: new Set(passage.code ? termsOf(passage.code) : []),
      }));
      this.termedPassages.set(id, found);
    }
    return found;
  }

  /**
   * The terms ask mode looks for: the question's own, without the words that only shape a
   * question; the docs' terms for the reader's words (./synonyms.ts); and compound names the
   * index knows, written as separate words (`host os` → `hostos`, the term of `hostOS`).
   */
  private questionTerms(question: string): {terms: string[]; added: string[]} {
    const words = tokenize(question).map((w) => w.toLowerCase());
    const terms = [...new Set(termsOf(question).filter((t) => !QUESTION_WORDS.has(t)))];
    const added = new Set<string>();
    for (const t of terms) for (const target of SYNONYMS.get(t) ?? []) added.add(target);
    for (let i = 0; i < words.length; i++) {
      for (let n = 2; n <= 3 && i + n <= words.length; n++) {
        const compound = processTerm(words.slice(i, i + n).join(''));
        if (compound && compound.length >= 6 && this.vocabulary.has(compound)) added.add(compound);
      }
    }
    for (const t of terms) added.delete(t);
    return {terms, added: [...added]};
  }

  /**
   * Ask mode: the passages of the docs that best answer a question, quoted as they are.
   * Nothing is generated: every quote is a paragraph, list item or table row of one section,
   * with the code example it introduces.
   *
   * The sections come from a search for any term of the question (synonyms and compounds
   * included); their passages are scored by how much of the question they contain (each term
   * weighted by its rarity in the docs, related forms such as collect/collector at half weight,
   * a synonym standing in for the word it maps from) and by the rank of their section. Passages
   * that hold less than half of the question's weight are not quoted.
   */
  async ask(question: string, maxQuotes = 3): Promise<Quote[]> {
    const {terms, added} = this.questionTerms(question);
    if (terms.length === 0) return [];
    const query = [...terms, ...added].join(' ');
    const options: SearchOptions = {
      ...BASE_SEARCH,
      fuzzy: this.fuzzy,
      combineWith: 'OR',
      // The docs' terms match their other forms too (redact: redaction).
      prefix: (term) => added.includes(term) && term.length >= 5,
      boostDocument: (id) => this.boosts[id as number]!,
      boostTerm: (term) => (added.includes(term) ? 2.5 : 1),
    };
    await this.prepareAndBuild(query, options);
    const results: SearchResult[] = this.miniSearch().search(query, options).slice(0, 16);
    if (results.length === 0) return [];
    await this.loadText(results.map((r) => r.id as number));
    const n = this.sections.length;
    const idfOf = (t: string) => Math.log(1 + n / ((this.df.get(t) ?? 0) + 1));
    // A synonym counts for the word it came from: the weight is the word's, whichever matches.
    const alternatives = new Map(terms.map((t) => [t, [t, ...(SYNONYMS.get(t)?.flatMap((x) => termsOf(x)) ?? [])]]));
    const compounds = added.filter((t) => ![...alternatives.values()].some((alts) => alts.includes(t)));
    // Compounds are alternatives to the words they join: they may complete the question's weight, not add to it.
    const total = terms.map(idfOf).reduce((a, b) => a + b, 0);
    const related = (word: string, term: string) =>
      word.length >= 4 && term.length >= 4 && (word.startsWith(term) || term.startsWith(word));
    const top = results[0]!.score;
    type Candidate = {id: number; text: string; code?: string; matched: string[]; score: number};
    const candidates: Candidate[] = [];
    // Adjacent terms of the question ("check fails"), to favour passages that say them together.
    const pairs = terms.slice(1).map((t, i) => [terms[i]!, t] as const);
    for (const r of results) {
      // The page's section of the docs, title and heading are the passage's context: "exit code 3"
      // under "Preflight > Exit codes" is about preflight.
      const {page: p, heading} = this.sections[r.id as number]!;
      const {title, category} = this.pages[p]!;
      const context = termsOf(`${category} ${title} ${heading}`);
      for (const passage of this.passagesOf(r.id as number)) {
        const {sequence, codeWords} = passage;
        const words = new Set([...sequence, ...context]);
        let weight = 0;
        const matched: string[] = [];
        terms.forEach((t) => {
          const alts = alternatives.get(t)!;
          // The word itself, or a form of a term it maps to (redact: redacted, redaction).
          const exact = alts.find((alt) => words.has(alt)) ?? [...words].find((w) => alts.slice(1).some((alt) => related(w, alt)));
          if (exact) {
            weight += idfOf(t);
            matched.push(exact);
            return;
          }
          const near = [...words].filter((w) => alts.some((alt) => related(w, alt)));
          const inCode = alts.find((alt) => codeWords.has(alt));
          if (near.length || inCode) {
            weight += idfOf(t) / 2;
            matched.push(...near, ...(inCode ? [inCode] : []));
          }
        });
        for (const c of compounds) {
          if (words.has(c)) {
            weight += idfOf(c);
            matched.push(c);
          }
        }
        const coverage = Math.min(1, weight / total);
        if (coverage < 0.5) continue;
        const together = pairs.filter(([a, b]) => sequence.some((w, i) => i > 0 && sequence[i - 1] === a && (w === b || related(w, b)))).length;
        const rank = (0.6 + 0.4 * (r.score / top)) * (1 + 0.15 * together);
        const brevity = passage.text.length < 50 && !passage.code ? 0.7 : 1;
        const dangling = /:$/.test(passage.text) && !passage.code ? 0.5 : 1;
        candidates.push({id: r.id as number, text: passage.text, code: passage.code, matched, score: coverage * rank * brevity * dangling});
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
    return chosen.map(({id, score, text, code, matched}) => ({hit: this.hit(id, score, matched), text, ...(code ? {code} : {}), terms: matched}));
  }
}

/**
 * The passages of a section: its paragraphs, long ones cut at sentence ends into pieces of about
 * 400 characters; a paragraph that ends with a colon keeps the code example that follows it, whole.
 */
function passages(blocks: Block[], max = 400): {text: string; code?: string}[] {
  const out: {text: string; code?: string}[] = [];
  blocks.forEach((block, i) => {
    if (typeof block !== 'string') return;
    const next = blocks[i + 1];
    const code = /:$/.test(block) && next !== undefined && typeof next !== 'string' ? next[0] : undefined;
    if (block.length <= max) {
      if (block.trim()) out.push(code ? {text: block, code} : {text: block});
      return;
    }
    const pieces: string[] = [];
    let current = '';
    for (const sentence of block.split(/(?<=[.!?:])\s+/)) {
      if (current && current.length + sentence.length + 1 > max) {
        pieces.push(current);
        current = '';
      }
      current = current ? `${current} ${sentence}` : sentence;
    }
    if (current.trim()) pieces.push(current.trim());
    pieces.forEach((piece, k) => out.push(code && k === pieces.length - 1 ? {text: piece, code} : {text: piece}));
  });
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
