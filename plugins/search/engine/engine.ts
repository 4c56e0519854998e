/**
 * The embedded search engine: the sections and pages of the docs ranked together (./ranking.ts)
 * on an index split into files that are fetched as queries need them (see ./format.ts). Pure TypeScript without
 * DOM access, so the unit tests and the benchmark run exactly this code, with a file loader that
 * reads from disk instead of fetch().
 */
import SearchableMap from 'minisearch/SearchableMap';
import {decodeSections, decodeTerms, expandShard, relatedOf, termShardFile, textChunkFile, type Block, type IndexBase, type SectionInfo, type StoredShard, type TextChunk} from './format';
import {asPrinted, bestRun, foldedForMessages, messagePatterns, nearPairs, phrasesOf, phraseTerms, withoutLogHeaders, type PhraseWord} from './phrase';
import {pageCountOf, postingsOf, rank, RANKING, wholesOf, type Corpus, type Postings, type QueryWord, type Ranked, type RankedSection, type Wholes} from './ranking';
import {synonyms} from './synonyms';
import {americanSpelling, camelParts, processTerm, termsInOrder, termsOf, tokenize} from './terms';

const WORD = /[\p{L}\p{N}]+/gu;
const HYPHENATED = /(?<![\p{L}\p{N}])\p{L}[\p{L}\p{N}]*(?:-\p{L}[\p{L}\p{N}]*)+/gu;

/** The synonym list with both sides as index terms. */
const SYNONYMS = new Map(
  Object.entries(synonyms).map(([word, targets]) => [processTerm(word)!, targets.flatMap(termsOf)] as const),
);

/**
 * The weight of a section in the ranking: pages about this site rather than about Troubleshoot
 * (the About page) rank below the reference and the guides; the introduction of a page ranks a
 * little above its other sections.
 */
function sectionBoost(section: SectionInfo, page: SearchPage): number {
  const aboutSite = page.category === '' && !page.url.startsWith('/docs/');
  return (section.heading === '' ? 1.15 : 1) * (aboutSite ? 0.4 : 1);
}

export const FIELDS = ['title', 'heading', 'text', 'code'];

/** Field lengths as the ranking reads them, section after section, from the index's field after field (IndexBase.lengths). */
function sectionMajor(lengths: number[], fields: number): number[] {
  const sections = lengths.length / fields;
  const out = new Array<number>(lengths.length);
  for (let f = 0; f < fields; f++) for (let s = 0; s < sections; s++) out[s * fields + f] = lengths[f * sections + s]!;
  return out;
}

/** The section documents MiniSearch indexes (at build time). */
export interface SectionDoc {
  id: number;
  title: string;
  heading: string;
  text: string;
  code: string;
}

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

/** What ask mode found: quotes when a page answers, and the keyword results either way. */
export interface Answer {
  quotes: Quote[];
  hits: SearchHit[];
}

/** A passage of a section with its terms in order, and the terms of the code example it introduces. */
interface TermedPassage {
  text: string;
  code?: string;
  /** The distinct terms of the text. */
  present: Set<string>;
  /** Its distinct terms of four letters or more, in the order they first appear: those a question's word can be related to. */
  longTerms: string[];
  codeWords: Set<string>;
}

/** Weight of an index term reached by completing the last word (the reader may still be typing it), or by correcting a typo. */
const PREFIX_WEIGHT = 0.5;
const FUZZY_WEIGHT = 0.3;
/** Weight of the docs' term for a reader's word (./synonyms.ts), and of a compound name written as separate words. */
const SYNONYM_WEIGHT = 0.6;
const COMPOUND_WEIGHT = 1;
/**
 * Weight of another form of the reader's word (`collector` for "collect", format.ts RelatedRow),
 * whose rarity counts no more than the word's own (./ranking.ts): under a third, because BM25's
 * saturation of a term said many times stays under three times that of a term said once.
 */
const RELATED_WEIGHT = 0.3;
/** Weight of each word of a hyphenated name (`non-zero`): the name itself is a word too. */
const NAME_PART_WEIGHT = 0.5;

/**
 * Lets the browser handle input and paint between the engine's steps (parsing the index, decoding
 * postings, searching), so that opening the engine is several short tasks, not one long one.
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
  /** The terms a typo away from each unknown word met so far: the reader's text is searched again as it grows, and asked. */
  private readonly typoMatches = new Map<string, string[]>();
  private readonly shards = new Map<number, Promise<void>>();
  private readonly chunkLoads = new Map<number, Promise<void>>();
  private readonly sections: SectionInfo[];
  private readonly corpus: Corpus;
  private readonly wholes: Wholes;
  /** The first section of each text chunk. */
  private readonly chunkStarts: number[];
  private readonly sectionText = new Map<number, {blocks: Block[]; code: string}>();
  private readonly termedPassages = new Map<number, TermedPassage[]>();
  private readonly contextTerms = new Map<number, Set<string>>();
  private readonly phraseCache = new Map<number, {terms: string[]; named: boolean}[]>();
  /** The catalog's entries as patterns of messages, made on the first query that needs them. */
  private messages?: {id: number; pattern: RegExp; word?: string; terms: string[]}[];
  private readonly termsOfLine = new Map<string, string[]>();
  /** The messages of the error reference, by name: a passage that only names one points at its entry. */
  private readonly messageNames: Set<string>;
  /** The postings of the terms of the shards loaded so far. */
  private readonly postings = new Map<string, Postings>();
  /** The other forms of the words of the terms of the shards loaded so far (format.ts RelatedRow). */
  private readonly related = new Map<string, string[]>();

  static async open(load: FileLoader): Promise<SearchEngine> {
    const base = (await load('index.json')) as IndexBase;
    await yieldToMain();
    return new SearchEngine(base, load);
  }

  constructor(base: IndexBase, load: FileLoader) {
    if (!base || base.v !== 9 || !Array.isArray(base.sections)) throw new Error('Unsupported search index format');
    this.base = base;
    this.load = load;
    this.pages = base.pages.map(([url, title, category]) => ({url, title, category}));
    this.sections = decodeSections(base);
    const pageStart = [0];
    for (const [, , , count] of base.pages) pageStart.push(pageStart[pageStart.length - 1]! + count);
    const wholeOf = this.sections.map((section) => section.page);
    let entry = 0;
    base.catalogEntries.forEach((gap, k) => (wholeOf[(entry += gap)] = base.pages.length + k));
    this.corpus = {
      fields: base.fields.length,
      pageOf: this.sections.map((section) => section.page),
      pageStart,
      wholeOf,
      lengths: sectionMajor(base.lengths, base.fields.length),
      averageFieldLength: base.averageFieldLength,
      sectionWeight: this.sections.map((section) => sectionBoost(section, this.pages[section.page]!)),
      titleTerms: base.pages.map(([, title, , , searchTitle]) => new Set(termsOf(`${title} ${searchTitle ?? ''}`))),
      catalog: base.pages.map(() => false),
    };
    // A catalog's title says what its entries are ("preflight messages"), not what each is about.
    for (let s = 0; s < wholeOf.length; s++) {
      if (!this.isCatalogEntry(s)) continue;
      this.corpus.titleTerms[this.sections[s]!.page] = new Set();
      this.corpus.catalog[this.sections[s]!.page] = true;
    }
    this.messageNames = new Set(this.sections.filter((_, s) => this.isCatalogEntry(s)).map((section) => section.heading));
    let hub = 0;
    for (const gap of base.hubs) this.corpus.sectionWeight[(hub += gap)]! *= RANKING.hub;
    this.wholes = wholesOf(this.corpus);
    let start = 0;
    this.chunkStarts = base.chunks.map((gap) => (start += gap));
    let shard = 0;
    let left = base.shardTerms[0] ?? 0;
    for (const term of base.vocab ? decodeTerms(base.vocab) : []) {
      while (left === 0) left = base.shardTerms[++shard]!;
      left--;
      this.vocabulary.set(term, shard);
      this.sortedTerms.push(term);
    }
  }

  get size(): number {
    return this.sections.length;
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

  /**
   * Typo tolerance: a word of five letters or more that the docs never use is matched within a
   * fifth of its length in edits (`nodeResourses`), at most two. A word the docs use is taken as
   * written: it is no typo.
   */
  private typos(term: string): string[] {
    if (term.length < 5 || this.vocabulary.has(term)) return [];
    let found = this.typoMatches.get(term);
    if (!found) {
      this.typoTree ??= SearchableMap.from(this.vocabulary);
      found = [...this.typoTree.fuzzyGet(term, Math.min(2, Math.round(term.length * 0.2))).keys()];
      this.typoMatches.set(term, found);
    }
    return found;
  }

  /**
   * The words of a query, each with the index terms that stand for it: the term itself; for a
   * camelCase name the docs do not use whole, its parts; the compound the index knows for it and
   * the next word or two (`host os` → `hostos`, the term of `hostOS`); for an unknown word, the
   * terms a typo away; for the last word while the reader is still typing (no space or
   * punctuation after it), the terms it begins; with `withSynonyms`, the docs' terms for the
   * reader's word (./synonyms.ts). The headers of pasted log lines are left out.
   */
  private queryWords(query: string, withSynonyms: boolean): QueryWord[] {
    const text = withoutLogHeaders(query);
    const raw = tokenize(text);
    // The words of a hyphenated name (`non-zero`, `cluster-info`) are one word: the name, which
    // tokenize adds after them, and its parts, which weigh half each.
    const hyphenated = (text.match(HYPHENATED) ?? []).map((name) => name.toLowerCase());
    const inNames = new Set(hyphenated.flatMap((name) => name.split('-')));
    const joinedNames = new Set(hyphenated.map((name) => name.replace(/-/g, '')));
    const typing = /[\p{L}\p{N}]$/u.test(query);
    const words: QueryWord[] = [];
    const seen = new Set<string>();
    raw.forEach((token, i) => {
      const term = processTerm(token);
      if (!term) return;
      const alternatives = new Map<string, number>();
      const add = (t: string | null, weight: number) => {
        if (t && this.vocabulary.has(t) && weight > (alternatives.get(t) ?? 0)) alternatives.set(t, weight);
      };
      add(term, 1);
      // A name typed in lower case (`containernames`) is the index's term of the camelCase name.
      add(token.toLowerCase(), 1);
      // So is a name the reader writes as a plural word (`filenames`: the `fileName` field), which
      // the stem of the plural never meets, names being kept as written. Not a name that is
      // plural itself (`containernames`), nor a hyphenated one: `cluster-resources` is the
      // collector's own name, its singular another thing's.
      if (/^\p{Ll}{4,}s$/u.test(token) && !this.vocabulary.has(token) && !joinedNames.has(token)) add(token.slice(0, -1), 1);
      if (!this.vocabulary.has(term)) {
        const parts = camelParts(token).map(processTerm).filter((t): t is string => !!t);
        for (const part of parts) {
          if (seen.has(part)) continue;
          seen.add(part);
          words.push({word: part, alternatives: new Map(this.vocabulary.has(part) ? [[part, 1]] : []), count: 1});
        }
        // British spelling is no typo.
        add(processTerm(americanSpelling(token)), 1);
        for (const t of this.typos(term)) add(t, FUZZY_WEIGHT);
      }
      for (let n = 2; n <= 3 && i + n <= raw.length; n++) {
        const joined = raw.slice(i, i + n).join('');
        add(processTerm(joined), COMPOUND_WEIGHT);
        add(joined.toLowerCase(), COMPOUND_WEIGHT);
      }
      if (typing && i === raw.length - 1 && term.length >= 2) {
        for (const t of this.termsStartingWith(term)) add(t, PREFIX_WEIGHT);
        // The stem of a word being typed may be longer than the word's stem once complete (`allocatab`).
        const lower = token.toLowerCase();
        if (lower !== term && lower.length >= 4) for (const t of this.termsStartingWith(lower.slice(0, -1))) add(t, PREFIX_WEIGHT);
      }
      if (withSynonyms) for (const target of SYNONYMS.get(term) ?? []) add(target, SYNONYM_WEIGHT);
      if (inNames.has(token.toLowerCase())) for (const [t, weight] of alternatives) alternatives.set(t, weight * NAME_PART_WEIGHT);
      // Said again, the word may lead elsewhere (`max size`, then `max age`: `maxAge`).
      const known = words.find((w) => w.word === term);
      if (known) {
        known.count += 1;
        for (const [t, weight] of alternatives) if (weight > (known.alternatives.get(t) ?? 0)) known.alternatives.set(t, weight);
      }
      if (seen.has(term)) return;
      seen.add(term);
      words.push({word: term, alternatives, count: 1});
    });
    return words.filter((w) => w.alternatives.size > 0);
  }

  /**
   * The words of a query with the other forms of each (format.ts RelatedRow), which the shard of
   * the word's own term holds, at RELATED_WEIGHT beside it: they add matches, never take one away.
   */
  private async withRelated(words: QueryWord[]): Promise<QueryWord[]> {
    await this.prepare(words);
    for (const {word, alternatives} of words) {
      for (const term of this.related.get(word) ?? []) if (RELATED_WEIGHT > (alternatives.get(term) ?? 0)) alternatives.set(term, RELATED_WEIGHT);
    }
    return words;
  }

  /** Fetches the term shards that hold these terms. */
  private async prepare(words: QueryWord[]): Promise<void> {
    const needed = new Set<number>();
    for (const {alternatives} of words) for (const term of alternatives.keys()) needed.add(this.vocabulary.get(term)!);
    let fresh = false;
    await Promise.all(
      [...needed].map((shard) => {
        let pending = this.shards.get(shard);
        if (!pending) {
          fresh = true;
          pending = this.load(termShardFile(shard)).then((data) => {
            for (const [term, postings] of postingsOf(expandShard(data as StoredShard), this.corpus.fields)) this.postings.set(term, postings);
            for (const [word, terms] of relatedOf(data as StoredShard)) this.related.set(word, terms);
          });
          this.shards.set(shard, pending);
          pending.catch(() => this.shards.delete(shard));
        }
        return pending;
      }),
    );
    if (fresh) await yieldToMain();
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

  /** Ranked pages as hits: each page's sections in a row, best first. */
  private hitsOf(pages: {sections: RankedSection[]}[], limit: number): SearchHit[] {
    const hits: SearchHit[] = [];
    for (const {sections} of pages) {
      for (const section of sections) {
        if (hits.length >= limit) return hits;
        hits.push(this.hit(section.id, section.score, section.terms));
      }
    }
    return hits;
  }

  /**
   * The pages and sections for a query: ranked on the postings (./ranking.ts), where the
   * messages the reader pasted count as much as any section and the other entries of the error
   * reference much less, then the first ones by phrase.
   */
  private async rankedPages(query: string, words: QueryWord[]): Promise<Ranked['pages']> {
    await this.prepare(words);
    const phrases = this.phrasesOf(query, words);
    const named = phrases.length > 0 ? this.namedSections(query, phrases.some((phrase) => phrase.exact), words) : new Map<number, number>();
    const printed = phrases.some((phrase) => phrase.exact && phrase.whole);
    const catalogWeight = (s: number) => (named.has(s) || printed ? 1 : RANKING.entry);
    const {pages} = rank(words, (t) => this.postings.get(t), this.corpus, this.wholes, catalogWeight);
    return phrases.length > 0 ? this.byPhrase(words, phrases, named, pages) : pages;
  }

  /** The parts of a query to match as phrases (./phrase.ts phrasesOf), word by word, with two weighty words at least. */
  private phrasesOf(query: string, words: QueryWord[]): Phrase[] {
    const byWord = new Map(words.map((w) => [w.word, w]));
    return phrasesOf(query)
      .map(({text, exact}, k, all) => {
        const whole = k === all.length - 1;
        const terms = termsInOrder(text).map((t): PhraseWord => {
          const word = byWord.get(t);
          return word ? {terms: new Set(word.alternatives.keys()), weight: this.wordWeight(word)} : {terms: new Set([t]), weight: 0};
        });
        return {exact, whole, words: terms, total: terms.reduce((sum, w) => sum + w.weight, 0)};
      })
      .filter((phrase) => phrase.words.filter((w) => w.weight > 0).length >= 2);
  }

  /**
   * The first pages of the ranking again, with what their best sections say in the reader's
   * order (./phrase.ts): a page gains with the weight of the longest run of the query's words
   * that one of its passages holds word after word, and much more when the reader pasted a
   * message or quoted words and a passage carries them whole, or when a section's heading is
   * the very thing pasted (`named`: an entry of the error reference is headed by its message).
   * Those sections are read wherever the ranking put them: a pasted line is mostly the reader's
   * own values (names, paths), which the pages about those names match better than the
   * message's few words do. The section that carries the run becomes its page's first.
   */
  private async byPhrase(words: QueryWord[], phrases: Phrase[], named: Map<number, number>, pages: Ranked['pages']): Promise<Ranked['pages']> {
    const candidates = new Map<Ranked['pages'][number], Ranked['pages'][number]['sections']>();
    for (const page of pages.slice(0, PHRASE_PAGES)) candidates.set(page, page.sections.slice(0, PHRASE_SECTIONS));
    if (named.size > 0) {
      // Only the pages of those sections are read: reading a page's sections sorts them.
      const namedPages = new Set([...named.keys()].map((id) => this.sections[id]!.page));
      for (const page of pages) {
        if (!namedPages.has(page.page) || !page.sections.some((section) => named.has(section.id))) continue;
        // The other messages of its page too: the one pasted may be the cause the named one wraps.
        candidates.set(page, page.sections.filter((section, k) => k < NAMED_PAGE_SECTIONS || named.has(section.id)));
      }
    }
    await this.loadText([...candidates.values()].flatMap((sections) => sections.map((s) => s.id)));
    const queryWeight = words.reduce((sum, word) => sum + this.wordWeight(word), 0);
    for (const [page, sections] of candidates) {
      let best = 0;
      for (const section of sections) {
        let gain = 0;
        for (const phrase of phrases) {
          for (const passage of this.phrasePassages(section.id)) {
            if (!phrase.exact) gain = Math.max(gain, RANKING.proximity * nearPairs(phrase.words, passage.terms));
            const {weight, full, whole} = bestRun(phrase.words, passage.terms);
            if (weight === 0) continue;
            const share = weight / phrase.total;
            // A section named by what the reader wrote (an entry whose message is the line pasted) is about it.
            const namedBy = whole && passage.named ? RANKING.named : 0;
            const found = phrase.exact ? RANKING.exactPhrase * (share + (full ? 1 : 0) + namedBy) : RANKING.phrase * (share + namedBy);
            // Quoted words weigh what they are of the reader's text: `helm install` in a long
            // question is a detail of it.
            gain = Math.max(gain, found * (phrase.whole ? 1 : Math.min(1, phrase.total / queryWeight)));
          }
        }
        section.score *= 1 + gain;
        best = Math.max(best, gain);
      }
      page.score *= 1 + best;
      page.sections.sort((a, b) => (named.get(b.id) ?? 0) - (named.get(a.id) ?? 0) || b.score - a.score || a.id - b.id);
    }
    // A message the reader pasted whole is the answer: the pages of those entries come first, the
    // one of the longest message (by the weight of its words) first.
    // Only a candidate can be headed by one, and reading another page's sections would sort them for nothing.
    const namedWeight = (page: Ranked['pages'][number]) => (candidates.has(page) ? (named.get(page.sections[0]!.id) ?? 0) : 0);
    return [...pages].sort((a, b) => namedWeight(b) - namedWeight(a) || b.score - a.score || a.page - b.page);
  }

  /** Whether a section is an entry of a catalog (a message of the error reference): its whole is its own, numbered after the pages. */
  private isCatalogEntry(id: number): boolean {
    return this.corpus.wholeOf[id]! >= this.pages.length;
  }

  /**
   * The catalog entries (messages) that the reader's text holds (./phrase.ts messagePatterns), each
   * with its place among them: the weightiest message (by the rarity of its words) has the
   * highest number, and of two as weighty the longer. Typed rather than pasted text must hold
   * two words of a message at least. Headings are in the base file: no text is fetched for this.
   */
  private namedSections(query: string, pasted: boolean, words: QueryWord[]): Map<number, number> {
    this.messages ??= this.sections.flatMap(({heading}, id) =>
      this.isCatalogEntry(id) ? messagePatterns(heading).map(({text, pattern, word}) => ({id, pattern, word, terms: termsInOrder(text)})) : [],
    );
    const text = asPrinted(withoutLogHeaders(query));
    const folded = foldedForMessages(text);
    const weightOf = new Map(words.flatMap((word) => [...word.alternatives.keys()].map((term) => [term, this.wordWeight(word)] as const)));
    const found = new Map<number, {id: number; weight: number; length: number}>();
    for (const {id, pattern, word, terms} of this.messages) {
      if (terms.length < (pasted ? 1 : 2) || (word && !folded.includes(word))) continue;
      const match = pattern.exec(text);
      if (!match) continue;
      const weight = terms.reduce((sum, t) => sum + (weightOf.get(t) ?? 0), 0);
      const known = found.get(id);
      if (!known || weight > known.weight) found.set(id, {id, weight, length: match[0].length});
    }
    const ordered = [...found.values()].sort((a, b) => b.weight - a.weight || b.length - a.length).slice(0, NAMED_SECTIONS);
    return new Map(ordered.map(({id}, k) => [id, ordered.length - k]));
  }

  /**
   * The passages of a section as phrase terms (./phrase.ts): its page's title, its heading
   * (`named`: what the section is about), its prose and each line of its code.
   */
  private phrasePassages(id: number): {terms: string[]; named: boolean}[] {
    let found = this.phraseCache.get(id);
    if (!found) {
      const {blocks} = this.sectionText.get(id) ?? {blocks: []};
      const {page, heading} = this.sections[id]!;
      const lines = [this.pages[page]!.title, heading, ...blocks.flatMap((b) => (typeof b === 'string' ? [b] : b[0].split('\n')))];
      found = lines.map((line, i) => ({terms: phraseTerms(line), named: i === 1})).filter(({terms}) => terms.length >= 2);
      this.phraseCache.set(id, found);
    }
    return found;
  }

  /**
   * What a query word weighs: the rarity of its term among pages, or when the docs do not use it,
   * of its best stand-in. A compound of the word and the next (`not found`: `notfound`) is rarer
   * than the word alone, but says nothing of the word's own weight.
   */
  private wordWeight(word: QueryWord): number {
    const rarity = (term: string) => Math.log(1 + this.pages.length / (this.pageFrequency(term) + 1));
    if (word.alternatives.has(word.word)) return rarity(word.word);
    let weight = 0;
    for (const [term, share] of word.alternatives) weight = Math.max(weight, share * rarity(term));
    return weight;
  }

  /**
   * Sections for what the reader typed, grouped by page: pages in the order of their rank (see
   * ./ranking.ts and byPhrase), each page's matching sections best first. Resolves once the text
   * of the returned sections is loaded too, unless `withText` is false.
   */
  async search(query: string, limit = 50, withText = true): Promise<SearchHit[]> {
    const words = await this.withRelated(this.queryWords(query, false));
    if (words.length === 0) return [];
    const hits = this.hitsOf(await this.rankedPages(query, words), limit);
    if (withText) await this.loadText(hits.map((h) => h.id));
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
    // How many of the hit's terms a line holds.
    const wanted = [...terms];
    const scoreLine = (line: string) => {
      const lineTerms = this.lineTerms(line);
      let held = 0;
      for (const term of wanted) if (lineTerms.includes(term)) held++;
      return held;
    };
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

  /** The terms of a line of loaded text, worked out once: excerpts read the same lines query after query. */
  private lineTerms(line: string): string[] {
    let found = this.termsOfLine.get(line);
    if (!found) this.termsOfLine.set(line, (found = termsOf(line)));
    return found;
  }

  /** A section's passages with their terms, worked out once per section: ask mode reads them for every question. */
  private passagesOf(id: number): TermedPassage[] {
    let found = this.termedPassages.get(id);
    if (!found) {
      found = passages(this.sectionText.get(id)?.blocks ?? []).map((passage) => {
        const present = new Set(termsOf(passage.text));
        return {
          ...passage,
          present,
          longTerms: [...present].filter((term) => term.length >= 4),
          // Words only in the code example count half: a key in YAML says less than a sentence.
          codeWords: new Set(passage.code ? termsOf(passage.code) : []),
        };
      });
      this.termedPassages.set(id, found);
    }
    return found;
  }

  /**
   * The terms of a section's context, worked out once per section: its page's section of the docs,
   * its page's title and its heading. "exit code 3" under "Preflight > Exit codes" is about preflight.
   */
  private contextOf(id: number): Set<string> {
    let found = this.contextTerms.get(id);
    if (!found) {
      const {page: p, heading} = this.sections[id]!;
      const {title, category} = this.pages[p]!;
      found = new Set(termsOf(`${category} ${title} ${heading}`));
      this.contextTerms.set(id, found);
    }
    return found;
  }

  /**
   * Ask mode: the passages of the docs that best answer a question, quoted as they are, with the
   * keyword results of the same words. Nothing is generated: every quote is a paragraph, list
   * item or table row of one section, with the code example it introduces.
   *
   * The pages are the keyword ranking's, with the docs' terms for the reader's words added
   * (./synonyms.ts); from the sections of the best pages, the passages that hold the most of the
   * question's weight (each word weighted by its rarity) are quoted, one per page, and the better
   * a passage's section ranks on its page the more it counts. A passage that only names a message
   * of the error reference is not quoted. Whenever the keyword ranking finds a page, there are
   * quotes.
   */
  async ask(question: string, maxQuotes = 3): Promise<Answer> {
    const words = await this.withRelated(this.queryWords(question, true));
    if (words.length === 0) return {quotes: [], hits: []};
    const pages = await this.rankedPages(question, words);
    const hits = this.hitsOf(pages, ASK_HITS);
    if (hits.length === 0) return {quotes: [], hits};
    // The best sections of the first pages.
    const first = pages.slice(0, ASK_PAGES);
    const pageRank = new Map(first.map(({page}, i) => [this.pages[page]!.url, i]));
    const considered = this.hitsOf(
      first.map((page) => ({sections: page.sections.slice(0, ASK_SECTIONS_PER_PAGE)})),
      Infinity,
    );
    await this.loadText(considered.map((h) => h.id));
    const n = this.pages.length;
    const weightOf = new Map(words.map((w) => [w, Math.max(...[...w.alternatives.keys()].map((t) => Math.log(1 + n / ((this.pageFrequency(t)) + 1))))]));
    const total = [...weightOf.values()].reduce((a, b) => a + b, 0);
    const asked = words.map((word) => ({weight: weightOf.get(word)!, alternatives: [...word.alternatives.keys()]}));
    // A passage's word is related to a question's word when one begins the other, both of four letters or more.
    const longAlternatives = asked.map(({alternatives}) => alternatives.filter((t) => t.length >= 4));
    // The best section of each page, against which its other sections' passages are weighed.
    const bestOfPage = new Map<string, number>();
    for (const hit of considered) bestOfPage.set(hit.page.url, Math.max(bestOfPage.get(hit.page.url) ?? 0, hit.score));
    type Candidate = {hit: SearchHit; text: string; code?: string; matched: string[]; score: number};
    const candidates: Candidate[] = [];
    for (const hit of considered) {
      // A word of the section's context counts half, as one of its code example does.
      const context = this.contextOf(hit.id);
      const sectionTerms = new Set(hit.terms);
      const rankFactor = (hit.score / bestOfPage.get(hit.page.url)!) ** ASK_SECTION_RANK_POWER;
      for (const passage of this.passagesOf(hit.id)) {
        // A passage that only names a message of the error reference (a page's list of what the
        // commands print) points at the entry that explains it, and explains nothing itself.
        if (this.messageNames.has(passage.text)) continue;
        const {present} = passage;
        let weight = 0;
        const matched: string[] = [];
        for (let k = 0; k < asked.length; k++) {
          const {alternatives, weight: wordWeight} = asked[k]!;
          const inText = firstIn(alternatives, present) ?? firstRelated(passage.longTerms, longAlternatives[k]!);
          if (inText) {
            weight += wordWeight;
            matched.push(inText);
          } else if (firstIn(alternatives, passage.codeWords) !== undefined || firstIn(alternatives, context) !== undefined) {
            weight += wordWeight / 2;
            for (const t of alternatives) if (passage.codeWords.has(t) || sectionTerms.has(t)) matched.push(t);
          }
        }
        if (weight === 0) continue;
        const coverage = weight / total;
        const brevity = passage.text.length < 50 && !passage.code ? 0.7 : 1;
        const dangling = passage.text.endsWith(':') && !passage.code ? 0.5 : 1;
        candidates.push({hit, text: passage.text, code: passage.code, matched, score: coverage * rankFactor * brevity * dangling});
      }
    }
    // The best passage of each page, pages in the ranking's order, the first that have one: the
    // answer follows the ranking.
    const bestOfEach = new Map<string, Candidate>();
    for (const c of candidates) {
      const best = bestOfEach.get(c.hit.page.url);
      if (!best || c.score > best.score) bestOfEach.set(c.hit.page.url, c);
    }
    const chosen = [...bestOfEach.values()].sort((a, b) => pageRank.get(a.hit.page.url)! - pageRank.get(b.hit.page.url)!).slice(0, maxQuotes);
    return {
      quotes: chosen.map(({hit, text, code, matched}) => ({hit: {...hit, terms: matched}, text, ...(code ? {code} : {}), terms: matched})),
      hits,
    };
  }

  /** Number of pages whose sections hold a term (its postings are loaded). */
  private pageFrequency(term: string): number {
    const found = this.postings.get(term);
    return found ? pageCountOf(found, this.corpus.pageOf) : 0;
  }
}

/** A part of the query to match as a phrase, word by word, each word with its weight. */
interface Phrase {
  exact: boolean;
  /** The whole query, not a quoted part of it. */
  whole: boolean;
  words: PhraseWord[];
  total: number;
}

/** The phrase step reads the best sections of the first pages of the ranking. */
const PHRASE_PAGES = 6;
const PHRASE_SECTIONS = 2;
/** And the messages the reader pasted, the first few by the weight of their words, with the first sections of their page. */
const NAMED_SECTIONS = 4;
const NAMED_PAGE_SECTIONS = 4;

/** Ask mode reads the passages of the first pages of the keyword ranking, a few sections each. */
const ASK_PAGES = 3;
const ASK_SECTIONS_PER_PAGE = 4;
/**
 * A passage counts with its section's score, relative to the best section of its page, to this
 * power: the ranking, which weighs headings, fields and phrases, tells which section answers better
 * than the words a passage shares with the question do.
 */
const ASK_SECTION_RANK_POWER = 3;
/** The keyword results that come with an answer, for when no passage answers. */
const ASK_HITS = 20;

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

/** The first of `terms` that `set` holds. A loop, not find(): ask calls it for every word of every passage it reads. */
function firstIn(terms: string[], set: Set<string>): string | undefined {
  for (const term of terms) if (set.has(term)) return term;
  return undefined;
}

/**
 * The first of a passage's terms (of four letters or more, in order) that begins one of a word's
 * terms, or that one of them begins. Their first letters are compared first: most differ there.
 */
function firstRelated(passageTerms: string[], wordTerms: string[]): string | undefined {
  for (const term of passageTerms) {
    for (const t of wordTerms) if (term.charCodeAt(0) === t.charCodeAt(0) && (term.startsWith(t) || t.startsWith(term))) return term;
  }
  return undefined;
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
