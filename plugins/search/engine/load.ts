/**
 * Loads the engine once per index URL. This module is imported only with a dynamic import, on the
 * first interaction with search, so neither the engine nor the index is part of any page's
 * first-visit bundle. A failed load is forgotten, so the next attempt fetches again; the same
 * holds for every file the engine fetches later (term shards, page text).
 */
import {SearchEngine} from './engine';

let cache: {url: string; promise: Promise<SearchEngine>} | null = null;

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`Search index: HTTP ${response.status} for ${url}`);
  return response.json();
}

export function loadSearchEngine(indexUrl: string): Promise<SearchEngine> {
  if (cache?.url === indexUrl) return cache.promise;
  const dir = indexUrl.slice(0, indexUrl.lastIndexOf('/') + 1);
  const promise = SearchEngine.open((name) => fetchJson(dir + name));
  const entry = {url: indexUrl, promise};
  cache = entry;
  promise.catch(() => {
    if (cache === entry) cache = null;
  });
  return promise;
}
