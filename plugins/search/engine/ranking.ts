/**
 * How sections and pages are ranked for a query: BM25F (the fields of a section weighted, then one
 * saturation per term) at two levels at once. A section is scored on its own text; its page on
 * the text of all its sections together, length-normalised against the other pages, so that a
 * page whose sections together say what the reader wrote beats a section that happens to name
 * many of the words, and a long page does not win by its size alone. Pages come out in the order
 * of both, each with its sections best first.
 *
 * A catalog's entries (IndexBase.catalogEntries: each message of the error reference) are not
 * parts of one subject: summed together, dozens of unrelated entries would make their page
 * match any sentence. Each is a whole of its own at the page level, and its page is as good as
 * its best whole.
 *
 * MiniSearch builds the index and stores its postings (./format.ts), but it ranks documents of one
 * level only, so the scoring is here, on those postings.
 */
import type {TermShard} from './format';


/** The postings of one term: the sections that hold it, and its frequency in each field, `fields` numbers a section. */
export interface Postings {
  ids: number[];
  tf: number[];
}

export function postingsOf(shard: TermShard, fields: number): Map<string, Postings> {
  const out = new Map<string, Postings>();
  for (const [term, ...byField] of shard) {
    const rows = new Map<number, number[]>();
    for (const [fieldId, ...postings] of byField) {
      let id = 0;
      for (const posting of postings) {
        const [gap, frequency] = typeof posting === 'number' ? [posting, 1] : posting;
        id += gap;
        let row = rows.get(id);
        if (!row) rows.set(id, (row = new Array<number>(fields).fill(0)));
        row[fieldId] = frequency;
      }
    }
    const ids = [...rows.keys()].sort((a, b) => a - b);
    out.set(term, {ids, tf: ids.flatMap((id) => rows.get(id)!)});
  }
  return out;
}

/** One word of the query with the index terms that stand for it, each with its weight (1 for the word itself). */
export interface QueryWord {
  word: string;
  alternatives: Map<string, number>;
  /**
   * How many times the reader wrote it: a word said again is what the text is about (the
   * pod's logs... the logs of system pods), and counts each time, as in BM25.
   */
  count: number;
}

/** What the ranking knows of the index: every section's page and field lengths, and each section's weight. */
export interface Corpus {
  fields: number;
  /** Page of each section. */
  pageOf: number[];
  /** First section of each page, and one past the last page's last section. */
  pageStart: number[];
  /**
   * The whole each section counts in at the page level: its page (whole `p` is page `p`), or, for
   * a catalog's entry, a whole of its own (numbered after the pages).
   */
  wholeOf: number[];
  lengths: number[];
  averageFieldLength: number[];
  /** The weight of each section (./engine.ts sectionBoost). */
  sectionWeight: number[];
  /** The terms of each page's title. */
  titleTerms: Set<string>[];
  /** Whether each page is a catalog (its sections are entries of their own, see IndexBase.catalogEntries). */
  catalog: boolean[];
}

export interface RankedSection {
  id: number;
  score: number;
  /** The index terms it matched, one for each query word that reached it, in the query's order. */
  terms: string[];
}

/**
 * The sections a query reached, as numbers: in increasing order (so page after page), each with
 * its score and the terms it matched. A query reaches a thousand sections or more, and search and
 * ask read those of a few pages: a section is made an object only when its page's are read.
 */
interface Matches {
  ids: Int32Array;
  scores: Float64Array;
  /** Where each section's terms start in `termIds`, and where the last one's end. */
  termStart: Int32Array;
  /** The terms of each section in turn, as places in `terms`. */
  termIds: Int32Array;
  /** The index terms the query's words stand for, one entry for each word and term. */
  terms: string[];
}

/** A page of the ranking, with its matching sections (entries `first` to `end` of the query's matches). */
class RankedPage {
  private matched?: RankedSection[];

  constructor(
    readonly page: number,
    public score: number,
    private readonly matches: Matches,
    private readonly first: number,
    private readonly end: number,
  ) {}

  /** The page's matching sections, best first, made on first read. */
  get sections(): RankedSection[] {
    if (!this.matched) {
      const {ids, scores, termStart, termIds, terms} = this.matches;
      // Lists of their final length: one grown by push holds room for a dozen more.
      const matched = new Array<RankedSection>(this.end - this.first);
      for (let k = this.first; k < this.end; k++) {
        const sectionTerms = new Array<string>(termStart[k + 1]! - termStart[k]!);
        for (let t = termStart[k]!; t < termStart[k + 1]!; t++) sectionTerms[t - termStart[k]!] = terms[termIds[t]!]!;
        matched[k - this.first] = {id: ids[k]!, score: scores[k]!, terms: sectionTerms};
      }
      this.matched = matched.sort((a, b) => byScore(a.score, b.score) || a.id - b.id);
    }
    return this.matched;
  }
}

export interface Ranked {
  /** Pages, best first. */
  pages: RankedPage[];
}

/** The weights of the ranking, tuned on the golden sets and the first batch of real readers' words. */
export const RANKING = {
  /** Share of the page's own score in its rank; the rest is its best section's. */
  page: 0.3,
  /** What a page gains (a share of its score) when one of its passages holds the query's words in order, all of them. */
  phrase: 1,
  /** What a page gains (a share of its score) when one of its passages holds the query's pairs of words near each other, all of them (./phrase.ts nearPairs). */
  proximity: 0.5,
  /** The same for a pasted message or quoted words, and again as much when a passage carries them whole. */
  exactPhrase: 3,
  /** The same again when the run is a section's whole heading: the entry of the message pasted. */
  named: 1,
  /** What a page gains when its title holds the query's words, all of them (by rarity). */
  title: 1,
  titleRarity: 0.5,
  /** The weight of a hub section (see IndexBase.hubs): what it names, other pages explain. */
  hub: 0.5,
  /**
   * The weight of a catalog's entry (a message of the error reference) that the reader did not
   * paste: its few words meet many sentences that are about the subject, not about the message.
   */
  entry: 0.3,
  /** Field weights: title, heading, text, code (the index's field order). */
  fields: [4, 6, 1, 2],
  k1: 2,
  b: 0.75,
  pageB: 0.9,
};

/**
 * Highest score first, for a sort: -1, 0 or 1 (0 for NaN), as `b - a` orders them, but never a
 * fraction, which the sort would keep as a heap number per comparison: a query sorts the sections
 * of a hundred pages or more, and its garbage is what makes collections interrupt queries.
 */
const byScore = (a: number, b: number): number => (a > b ? -1 : a < b ? 1 : 0);

const idf = (n: number, df: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));

/** Number of pages among sections (in increasing order). */
function pagesOf(ids: number[], pageOf: number[]): number {
  let count = 0;
  let last = -1;
  for (const id of ids) {
    if (pageOf[id] !== last) count++;
    last = pageOf[id]!;
  }
  return count;
}

/** What the page level knows of each whole (see Corpus.wholeOf): its page, its first section, its length normalisation. */
export interface Wholes {
  pageOf: number[];
  first: number[];
  /** BM25's length normalisation of each whole, `fields` numbers per whole. */
  norm: number[];
}

/**
 * The wholes of the page level. A page's length is that of all its sections (the title once:
 * every section repeats it), against the average page. A catalog's entry is measured against
 * the average entry, as a page among pages: a short entry is typical of its kind, not a page
 * that says everything in a few words. What remains of a catalog page (its introduction) keeps
 * the length of the whole page, so that it weighs as much as an introduction does elsewhere.
 */
export function wholesOf(corpus: Corpus): Wholes {
  const {fields, pageOf, pageStart, wholeOf, lengths} = corpus;
  const pages = pageStart.length - 1;
  let count = pages;
  for (const w of wholeOf) count = Math.max(count, w + 1);
  const first = new Array<number>(count).fill(-1);
  const wholePages = new Array<number>(count);
  const entryLengths = new Array<number>(count * fields).fill(0);
  const pageLengths = new Array<number>(pages * fields).fill(0);
  for (let s = 0; s < pageOf.length; s++) {
    const w = wholeOf[s]!;
    const p = pageOf[s]!;
    wholePages[w] = p;
    if (first[w] === -1) first[w] = s;
    for (let f = 0; f < fields; f++) {
      const length = lengths[s * fields + f]!;
      if (w >= pages && (f !== 0 || s === first[w])) entryLengths[w * fields + f] += length;
      if (f !== 0 || s === pageStart[p]) pageLengths[p * fields + f] += length;
    }
  }
  for (let p = 0; p < pages; p++) wholePages[p] = p;
  const average = (values: number[], from: number, to: number, f: number) => {
    let sum = 0;
    for (let w = from; w < to; w++) sum += values[w * fields + f]!;
    return sum / Math.max(1, to - from) || 1;
  };
  const pageAverage = Array.from({length: fields}, (_, f) => average(pageLengths, 0, pages, f));
  const entryAverage = Array.from({length: fields}, (_, f) => average(entryLengths, pages, count, f));
  const norm = new Array<number>(count * fields);
  for (let w = 0; w < count; w++) {
    for (let f = 0; f < fields; f++) {
      const relative = w < pages ? pageLengths[w * fields + f]! / pageAverage[f]! : entryLengths[w * fields + f]! / entryAverage[f]!;
      norm[w * fields + f] = 1 - RANKING.pageB + RANKING.pageB * relative;
    }
  }
  return {pageOf: wholePages, first, norm};
}

/**
 * The working arrays of rank(), kept between queries: the scores are all zero between calls, and
 * each list holds what one call reached (as many entries as its count says). Fresh arrays and
 * objects for each query kept the garbage collector busy, and its pauses fell on queries.
 */
interface Scratch {
  sectionScore: Float64Array;
  wholeScore: Float64Array;
  pageScore: Float64Array;
  bestSection: Float64Array;
  wordSection: Float64Array;
  /** The term of the word's best score in each section, as its place in the query's terms. */
  wordSectionTerm: Int32Array;
  wordWhole: Float64Array;
  termWhole: Float64Array;
  /** The sections and wholes one word reached, the wholes one of its terms reached, and those any word reached. */
  sectionsOfWord: Int32Array;
  wholesOfWord: Int32Array;
  termWholes: Int32Array;
  touchedWholes: Int32Array;
  touchedPages: Int32Array;
  /** Where each page's sections are among the query's matches. */
  pageFirst: Int32Array;
  pageEnd: Int32Array;
  /** Each section a word reached with the term it matched there, word after word: grows as queries need. */
  pairSection: Int32Array;
  pairTerm: Int32Array;
  /** The pairs ordered by section, for the matches. */
  pairOrder: Float64Array;
}
let scratch: Scratch | undefined;
const newScratch = (sections: number, pages: number, wholes: number): Scratch => ({
  sectionScore: new Float64Array(sections),
  wholeScore: new Float64Array(wholes),
  pageScore: new Float64Array(pages),
  bestSection: new Float64Array(pages),
  wordSection: new Float64Array(sections),
  wordSectionTerm: new Int32Array(sections),
  wordWhole: new Float64Array(wholes),
  termWhole: new Float64Array(wholes),
  sectionsOfWord: new Int32Array(sections),
  wholesOfWord: new Int32Array(wholes),
  termWholes: new Int32Array(wholes),
  touchedWholes: new Int32Array(wholes),
  touchedPages: new Int32Array(pages),
  pageFirst: new Int32Array(pages),
  pageEnd: new Int32Array(pages),
  pairSection: new Int32Array(sections),
  pairTerm: new Int32Array(sections),
  pairOrder: new Float64Array(sections),
});

/** Makes room for one more pair (a section a word reached) after `count` of them. */
function roomForPair(work: Scratch, count: number): void {
  if (count < work.pairSection.length) return;
  const grown = (from: Int32Array) => {
    const to = new Int32Array(from.length * 2);
    to.set(from);
    return to;
  };
  work.pairSection = grown(work.pairSection);
  work.pairTerm = grown(work.pairTerm);
  work.pairOrder = new Float64Array(work.pairSection.length);
}

/**
 * BM25's length normalisation of every section's fields, worked out once per corpus: the ranking
 * divides by it for every posting of every query word.
 */
const lengthNorms = new WeakMap<Corpus, Float64Array>();
function lengthNormsOf(corpus: Corpus): Float64Array {
  let norms = lengthNorms.get(corpus);
  if (!norms) {
    const {fields, lengths, averageFieldLength} = corpus;
    norms = new Float64Array(lengths.length);
    for (let i = 0; i < lengths.length; i++) norms[i] = 1 - RANKING.b + (RANKING.b * lengths[i]!) / (averageFieldLength[i % fields] || 1);
    lengthNorms.set(corpus, norms);
  }
  return norms;
}

/** Number of pages a term's postings reach, counted once per term: every query that has the term weighs it so. */
const pageCounts = new WeakMap<Postings, number>();
export function pageCountOf(found: Postings, pageOf: number[]): number {
  let count = pageCounts.get(found);
  if (count === undefined) {
    count = pagesOf(found.ids, pageOf);
    pageCounts.set(found, count);
  }
  return count;
}

/**
 * Ranks pages and sections for the query words. `postings` holds every alternative's postings
 * (missing ones match nothing). Per word, the best of its alternatives counts, in each section and
 * in each page. A page's rank mixes its own BM25F score and its best section's, each relative to
 * the best of the query, and grows with the share of the query's words (by rarity among pages)
 * that its title holds.
 */
export function rank(
  words: QueryWord[],
  postings: (term: string) => Postings | undefined,
  corpus: Corpus,
  wholes: Wholes,
  catalogWeight: (section: number) => number = () => RANKING.entry,
): Ranked {
  const {fields, pageOf, pageStart, wholeOf} = corpus;
  const sectionCount = pageOf.length;
  const pageCount = pageStart.length - 1;
  const norms = lengthNormsOf(corpus);
  const weightOf = (s: number) => corpus.sectionWeight[s]! * (corpus.catalog[pageOf[s]!] ? catalogWeight(s) : 1);
  const wholeCount = wholes.pageOf.length;
  const saturate = (tf: number) => (tf * (RANKING.k1 + 1)) / (tf + RANKING.k1);
  if (scratch?.sectionScore.length !== sectionCount || scratch.pageScore.length !== pageCount || scratch.wholeScore.length !== wholeCount) {
    scratch = newScratch(sectionCount, pageCount, wholeCount);
  }
  const work = scratch;
  const {sectionScore, wholeScore, pageScore, wordSection, wordSectionTerm, wordWhole, termWhole, bestSection} = work;
  const {sectionsOfWord, wholesOfWord, termWholes, touchedWholes, touchedPages, pageFirst, pageEnd} = work;
  let matchedCount = 0;
  let pairCount = 0;
  let touchedWholeCount = 0;
  /** The index terms of the query's words, one entry for each word and term: pairs name them by place. */
  const terms: string[] = [];
  // The query's words with their rarity among pages, for what page titles say.
  const rarity: {alternatives: Map<string, number>; weight: number}[] = [];

  for (const {word, alternatives, count} of words) {
    let sectionsOfWordCount = 0;
    let wholesOfWordCount = 0;
    let rarest = 0;
    // A term that stands in for the word (a completion, a typo's correction, a synonym) is worth
    // no more than the word itself: `collector` must not rank by the rare `collectorsrun`. A
    // compound of the word and the next, which weighs as much as the word, is more specific.
    const own = alternatives.has(word) ? postings(word) : undefined;
    const ownSectionIdf = own ? idf(sectionCount, own.ids.length) : Infinity;
    const ownPageIdf = own ? idf(pageCount, pageCountOf(own, pageOf)) : Infinity;
    for (const [term, weight] of alternatives) {
      const found = postings(term);
      if (!found) continue;
      const termId = terms.push(term) - 1;
      const capped = weight < 1;
      const sectionIdf = Math.min(capped ? ownSectionIdf : Infinity, idf(sectionCount, found.ids.length));
      const pageIdf = Math.min(capped ? ownPageIdf : Infinity, idf(pageCount, pageCountOf(found, pageOf)));
      rarest = Math.max(rarest, weight * pageIdf);
      let termWholeCount = 0;
      const {ids, tf: frequencies} = found;
      for (let i = 0; i < ids.length; i++) {
        const s = ids[i]!;
        const w = wholeOf[s]!;
        let tf = 0;
        let wholeTf = 0;
        const sectionWeight = weightOf(s);
        for (let f = 0; f < fields; f++) {
          const raw = frequencies[i * fields + f]!;
          if (!raw) continue;
          tf += (RANKING.fields[f]! * raw) / norms[s * fields + f]!;
          // The page's title counts once in a whole, from its first section.
          if (f === 0 && s !== wholes.first[w]) continue;
          wholeTf += (RANKING.fields[f]! * raw * sectionWeight) / wholes.norm[w * fields + f]!;
        }
        if (wholeTf) {
          if (termWhole[w] === 0) termWholes[termWholeCount++] = w;
          termWhole[w] += wholeTf;
        }
        const score = count * weight * sectionIdf * saturate(tf) * sectionWeight;
        if (wordSection[s] === 0) sectionsOfWord[sectionsOfWordCount++] = s;
        if (score > wordSection[s]!) {
          wordSection[s] = score;
          wordSectionTerm[s] = termId;
        }
      }
      for (let k = 0; k < termWholeCount; k++) {
        const w = termWholes[k]!;
        const score = count * weight * pageIdf * saturate(termWhole[w]!);
        termWhole[w] = 0;
        if (wordWhole[w] === 0) wholesOfWord[wholesOfWordCount++] = w;
        if (score > wordWhole[w]!) wordWhole[w] = score;
      }
    }
    for (let k = 0; k < sectionsOfWordCount; k++) {
      const s = sectionsOfWord[k]!;
      if (sectionScore[s] === 0) matchedCount++;
      sectionScore[s] += wordSection[s]!;
      roomForPair(work, pairCount);
      work.pairSection[pairCount] = s;
      work.pairTerm[pairCount++] = wordSectionTerm[s]!;
      wordSection[s] = 0;
    }
    for (let k = 0; k < wholesOfWordCount; k++) {
      const w = wholesOfWord[k]!;
      if (wholeScore[w] === 0) touchedWholes[touchedWholeCount++] = w;
      wholeScore[w] += wordWhole[w]!;
      wordWhole[w] = 0;
    }
    if (rarest > 0) rarity.push({alternatives, weight: rarest ** RANKING.titleRarity});
  }
  if (rarity.length === 0) return {pages: []};

  const matches = matchesOf(work, pairCount, matchedCount, terms);
  let touchedPageCount = 0;
  for (let k = 0; k < touchedWholeCount; k++) {
    const w = touchedWholes[k]!;
    const p = wholes.pageOf[w]!;
    if (pageScore[p] === 0) touchedPages[touchedPageCount++] = p;
    pageScore[p] = Math.max(pageScore[p]!, wholeScore[w]!);
    wholeScore[w] = 0;
  }
  // Each page's best section, and where its sections are among the matches (they come page after page).
  for (let k = 0; k < matchedCount; k++) {
    const p = pageOf[matches.ids[k]!]!;
    if (k === 0 || p !== pageOf[matches.ids[k - 1]!]) pageFirst[p] = k;
    pageEnd[p] = k + 1;
    bestSection[p] = Math.max(bestSection[p]!, matches.scores[k]!);
  }
  let maxPage = 0;
  let maxSection = 0;
  for (let k = 0; k < touchedPageCount; k++) {
    const p = touchedPages[k]!;
    maxPage = Math.max(maxPage, pageScore[p]!);
    maxSection = Math.max(maxSection, bestSection[p]!);
  }
  const rarityTotal = rarity.reduce((sum, w) => sum + w.weight, 0);
  // Each index term with the query words it stands for, to read page titles term by term.
  const wordsOfTerm = new Map<string, {word: number; share: number}[]>();
  rarity.forEach(({alternatives}, word) => {
    for (const [term, share] of alternatives) {
      const list = wordsOfTerm.get(term);
      if (list) list.push({word, share});
      else wordsOfTerm.set(term, [{word, share}]);
    }
  });
  // The share of each query word that a page's title holds, and the words it holds in the order
  // first met (the order of the sum), zeroed after each page: most titles hold none.
  const titleShare = new Float64Array(rarity.length);
  const titleWords = new Int32Array(rarity.length);
  const pages: RankedPage[] = [];
  for (let k = 0; k < touchedPageCount; k++) {
    const p = touchedPages[k]!;
    const combined = RANKING.page * (pageScore[p]! / maxPage) + (1 - RANKING.page) * (bestSection[p]! / maxSection);
    // A page titled with the reader's rarer words is about them.
    let titleWordCount = 0;
    for (const term of corpus.titleTerms[p]!) {
      const termWords = wordsOfTerm.get(term);
      if (!termWords) continue;
      for (const {word, share} of termWords) {
        if (titleShare[word] === 0) titleWords[titleWordCount++] = word;
        titleShare[word] = Math.max(titleShare[word]!, share);
      }
    }
    let titled = 0;
    for (let t = 0; t < titleWordCount; t++) {
      const word = titleWords[t]!;
      titled += rarity[word]!.weight * titleShare[word]!;
      titleShare[word] = 0;
    }
    pages.push(new RankedPage(p, combined * (1 + (RANKING.title * titled) / rarityTotal), matches, pageFirst[p]!, pageEnd[p]!));
    pageScore[p] = bestSection[p] = 0;
  }
  pages.sort((a, b) => byScore(a.score, b.score) || a.page - b.page);
  return {pages};
}

/**
 * The sections the query reached, from its pairs (each section a word reached, with the term),
 * in increasing order with their terms in the order of the words; their scores are zeroed.
 */
function matchesOf(work: Scratch, pairCount: number, matchedCount: number, terms: string[]): Matches {
  const {pairSection, pairTerm, sectionScore} = work;
  // Ordered by section, then by place: a number per pair that says both.
  const order = work.pairOrder.subarray(0, pairCount);
  for (let k = 0; k < pairCount; k++) order[k] = pairSection[k]! * pairCount + k;
  order.sort();
  const matches: Matches = {
    ids: new Int32Array(matchedCount),
    scores: new Float64Array(matchedCount),
    termStart: new Int32Array(matchedCount + 1),
    termIds: new Int32Array(pairCount),
    terms,
  };
  let m = -1;
  for (let k = 0; k < pairCount; k++) {
    const pair = order[k]! % pairCount;
    const s = pairSection[pair]!;
    if (m < 0 || matches.ids[m] !== s) {
      matches.ids[++m] = s;
      matches.scores[m] = sectionScore[s]!;
      matches.termStart[m] = k;
      sectionScore[s] = 0;
    }
    matches.termIds[k] = pairTerm[pair]!;
  }
  matches.termStart[matchedCount] = pairCount;
  return matches;
}
