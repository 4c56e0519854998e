/**
 * The order in which the dialog and the search page show a query's hits, apart from React, so that
 * the ranking tests read the results in the order a reader sees them.
 */
import type {SearchHit, SearchPage} from '../engine/engine';

/**
 * Sections of one page among the first results before other pages get their turn; the search
 * page shows as many of a page before "more sections of this page".
 */
export const SECTIONS_PER_PAGE = 3;

/**
 * Reorders hits so that no page holds more than `perPage` of the results before every other page
 * has shown its own: a long page whose fields all match (`logs`) cannot fill the list. The order
 * within a page, and between pages, stays the engine's.
 */
export function spreadPages<T extends {page: {url: string}}>(hits: T[], perPage: number): T[] {
  const seen = new Map<string, number>();
  const first: T[] = [];
  const rest: T[] = [];
  for (const hit of hits) {
    const n = (seen.get(hit.page.url) ?? 0) + 1;
    seen.set(hit.page.url, n);
    (n <= perPage ? first : rest).push(hit);
  }
  return [...first, ...rest];
}

/** Groups hits by page, pages in the order of their best hit. */
export function groupByPageOf(hits: SearchHit[]): {page: SearchPage; hits: SearchHit[]}[] {
  const groups = new Map<string, {page: SearchPage; hits: SearchHit[]}>();
  for (const hit of hits) {
    const group = groups.get(hit.page.url) ?? {page: hit.page, hits: []};
    group.hits.push(hit);
    groups.set(hit.page.url, group);
  }
  return [...groups.values()];
}
