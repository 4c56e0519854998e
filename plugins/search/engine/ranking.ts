/**
 * How sections and pages are ranked for a query: BM25F (the fields of a section weighted, then one
 * saturation per term) at two levels at once. A section is scored on its own text; its page on
 * the text of all its sections together, length-normalised against the other pages, so that a
 * page whose sections together say what the reader wrote beats a section that happens to name
 * many of the words, and a long page does not win by its size alone. Pages come out in the order
 * of both, each with its sections best first.
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
}

/** What the ranking knows of the index: every section's page and field lengths, and each section's weight. */
export interface Corpus {
  fields: number;
  /** Page of each section. */
  pageOf: number[];
  /** First section of each page, and one past the last page's last section. */
  pageStart: number[];
  lengths: number[];
  averageFieldLength: number[];
  /** The weight of each section (./engine.ts sectionBoost). */
  sectionWeight: number[];
  /** The terms of each page's title. */
  titleTerms: Set<string>[];
}

export interface Ranked {
  /** Pages, best first, each with its matching sections best first. */
  pages: {page: number; score: number; sections: {id: number; score: number; terms: string[]}[]}[];
}

/** Tunable weights of the combination (see rank()). */
export const RANKING = {
  /** Share of the page's own score in its rank; the rest is its best section's. */
  page: 0.15,
  /** How much a page loses for each part of the query it does not hold (a power of its coverage). */
  coverage: 0,
  /** Coverage counts each word by its rarity (1) or each word alike (0), or in between. */
  coverageIdf: 0,
  /** What a page gains (a share of its score) when one of its passages holds the query's words in order, all of them. */
  phrase: 1,
  /** The same for a pasted message or quoted words, and again as much when a passage carries them whole. */
  exactPhrase: 3,
  /** What a page gains when its title holds the query's words, all of them (by rarity). */
  title: 0.5,
  /** The weight of a hub section (see IndexBase.hubs): what it names, other pages explain. */
  hub: 0.5,
  /** Field weights: title, heading, text, code (the index's field order). */
  fields: [4, 6, 1, 2],
  k1: 1.2,
  b: 0.75,
  pageB: 0.9,
};

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

/** Per-page field lengths (the title once: every section repeats it) and their averages over pages. */
export function pageLengths(corpus: Corpus): {lengths: number[]; average: number[]} {
  const {fields, pageStart, lengths} = corpus;
  const pages = pageStart.length - 1;
  const out = new Array<number>(pages * fields).fill(0);
  for (let p = 0; p < pages; p++) {
    for (let s = pageStart[p]!; s < pageStart[p + 1]!; s++) {
      for (let f = 0; f < fields; f++) {
        if (f === 0 && s !== pageStart[p]) continue;
        out[p * fields + f] += lengths[s * fields + f]!;
      }
    }
  }
  const average = Array.from({length: fields}, (_, f) => {
    let sum = 0;
    for (let p = 0; p < pages; p++) sum += out[p * fields + f]!;
    return sum / Math.max(1, pages);
  });
  return {lengths: out, average};
}

/**
 * Ranks pages and sections for the query words. `postings` holds every alternative's postings
 * (missing ones match nothing). A page's rank mixes its own BM25F score and its best section's,
 * each relative to the best of the query, and falls with the share of the query's weight
 * (inverse page frequency) it does not cover.
 */
export function rank(
  words: QueryWord[],
  postings: (term: string) => Postings | undefined,
  corpus: Corpus,
  pageLength: {lengths: number[]; average: number[]},
): Ranked {
  const {fields, pageOf, pageStart, lengths, averageFieldLength, sectionWeight} = corpus;
  const sectionCount = pageOf.length;
  const pageCount = pageStart.length - 1;
  const sectionScore = new Map<number, number>();
  const sectionTerms = new Map<number, string[]>();
  const pageScore = new Map<number, number>();
  const pageCovered = new Map<number, number>();
  let totalWeight = 0;
  // The query's words by rarity among pages, for what page titles say.
  const rarity: {alternatives: Map<string, number>; weight: number}[] = [];

  for (const {word, alternatives} of words) {
    // Per word, the best alternative counts, in each section and in each page.
    const bestInSection = new Map<number, {score: number; term: string}>();
    const pageTf = new Map<string, Map<number, number>>();
    let wordWeight = 0;
    // A term that stands in for the word (a completion, a typo's correction, a synonym) is worth
    // no more than the word itself: `collector` must not rank by the rare `collectorsrun`.
    const own = postings(word);
    const ownSectionIdf = own && alternatives.has(word) ? idf(sectionCount, own.ids.length) : Infinity;
    const ownPageIdf = own && alternatives.has(word) ? idf(pageCount, pagesOf(own.ids, pageOf)) : Infinity;
    for (const [term, weight] of alternatives) {
      const found = postings(term);
      if (!found) continue;
      // (A compound of the word and the next, weighing as much as the word, is more specific: not capped.)
      const cap = weight < 1;
      const sectionIdf = Math.min(cap ? ownSectionIdf : Infinity, idf(sectionCount, found.ids.length));
      const tfByPage = new Map<number, number>();
      let pagesWithTerm = 0;
      let lastPage = -1;
      found.ids.forEach((s, i) => {
        let tf = 0;
        for (let f = 0; f < fields; f++) {
          const raw = found.tf[i * fields + f]!;
          if (!raw) continue;
          const norm = 1 - RANKING.b + (RANKING.b * lengths[s * fields + f]!) / (averageFieldLength[f] || 1);
          tf += (RANKING.fields[f]! * raw) / norm;
          // The page's title counts once, from its first section.
          const p = pageOf[s]!;
          if (f === 0 && s !== pageStart[p]) continue;
          const pageNorm = 1 - RANKING.pageB + (RANKING.pageB * pageLength.lengths[p * fields + f]!) / (pageLength.average[f] || 1);
          tfByPage.set(p, (tfByPage.get(p) ?? 0) + (RANKING.fields[f]! * raw * sectionWeight[s]!) / pageNorm);
        }
        const score = weight * sectionIdf * ((tf * (RANKING.k1 + 1)) / (tf + RANKING.k1)) * sectionWeight[s]!;
        const best = bestInSection.get(s);
        if (!best || score > best.score) bestInSection.set(s, {score, term});
        const p = pageOf[s]!;
        if (p !== lastPage) {
          pagesWithTerm++;
          lastPage = p;
        }
      });
      pageTf.set(term, tfByPage);
      const pageIdf = Math.min(cap ? ownPageIdf : Infinity, idf(pageCount, pagesWithTerm));
      wordWeight = Math.max(wordWeight, weight * pageIdf);
      for (const [p, tf] of tfByPage) {
        tfByPage.set(p, weight * pageIdf * ((tf * (RANKING.k1 + 1)) / (tf + RANKING.k1)));
      }
    }
    if (wordWeight === 0) continue;
    rarity.push({alternatives, weight: wordWeight});
    wordWeight = wordWeight ** RANKING.coverageIdf;
    totalWeight += wordWeight;
    for (const [s, {score, term}] of bestInSection) {
      sectionScore.set(s, (sectionScore.get(s) ?? 0) + score);
      const terms = sectionTerms.get(s);
      if (terms) terms.push(term);
      else sectionTerms.set(s, [term]);
    }
    // In each page, the best alternative: its score, and the share of the word it stands for.
    const bestInPage = new Map<number, {score: number; share: number}>();
    for (const [term, scores] of pageTf) {
      const share = alternatives.get(term)!;
      for (const [p, score] of scores) {
        const best = bestInPage.get(p);
        if (!best || score > best.score) bestInPage.set(p, {score, share: Math.max(share, best?.share ?? 0)});
        else best.share = Math.max(best.share, share);
      }
    }
    for (const [p, {score, share}] of bestInPage) {
      pageScore.set(p, (pageScore.get(p) ?? 0) + score);
      pageCovered.set(p, (pageCovered.get(p) ?? 0) + wordWeight * share);
    }
  }
  if (totalWeight === 0) return {pages: []};

  const bestSection = new Map<number, number>();
  for (const [s, score] of sectionScore) {
    const p = pageOf[s]!;
    bestSection.set(p, Math.max(bestSection.get(p) ?? 0, score));
  }
  let maxPage = 0;
  let maxSection = 0;
  for (const [p, score] of pageScore) maxPage = Math.max(maxPage, score);
  for (const score of bestSection.values()) maxSection = Math.max(maxSection, score);
  const rarityTotal = rarity.reduce((sum, w) => sum + w.weight, 0);
  const pages = [...pageScore].map(([p, score]) => {
    const coverage = Math.min(1, (pageCovered.get(p) ?? 0) / totalWeight);
    const combined = RANKING.page * (score / maxPage) + (1 - RANKING.page) * ((bestSection.get(p) ?? 0) / (maxSection || 1));
    // A page titled with the reader's rarer words is about them.
    let titled = 0;
    for (const {alternatives, weight} of rarity) {
      let share = 0;
      for (const [term, w] of alternatives) if (corpus.titleTerms[p]!.has(term)) share = Math.max(share, w);
      titled += weight * share;
    }
    const title = 1 + (RANKING.title * titled) / rarityTotal;
    return {page: p, score: combined * coverage ** RANKING.coverage * title, sections: [] as Ranked['pages'][number]['sections'], debug: {page: score / maxPage, section: (bestSection.get(p) ?? 0) / (maxSection || 1), coverage}};
  });
  pages.sort((a, b) => b.score - a.score || a.page - b.page);
  const byPage = new Map(pages.map((entry) => [entry.page, entry]));
  for (const [s, score] of sectionScore) byPage.get(pageOf[s]!)!.sections.push({id: s, score, terms: sectionTerms.get(s)!});
  for (const entry of pages) entry.sections.sort((a, b) => b.score - a.score || a.id - b.id);
  return {pages};
}
