import type {SearchHit, SearchPage} from '../../engine/engine';

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
