/**
 * The state of one search session, shared by the dialog and the /search page: the query and the
 * mode, the question asked, the engine (loaded on first use) and the results of the current query
 * or question. The page adds its URL on top; the dialog uses it as it is.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import useGlobalData from '@docusaurus/useGlobalData';
import type {Answer, SearchEngine, SearchHit} from '../engine/engine';
import type {SearchGlobalData} from '../engine/format';
import {SECTIONS_PER_PAGE, spreadPages} from './order';

export type SearchMode = 'search' | 'ask';

/** What the plugin told the client: the search page's URL, the index URL or why there is none. */
export function useSearchData(): SearchGlobalData | undefined {
  return useGlobalData().search?.default as SearchGlobalData | undefined;
}

/** The search page for a query, under the site's base URL and the configured path. */
export function useSearchPageLink(): (query: string, mode?: SearchMode) => string {
  const path = useSearchData()?.searchPageUrl ?? '/search';
  return useCallback(
    (query: string, mode: SearchMode = 'search') => {
      const params = new URLSearchParams({q: query});
      if (mode === 'ask') params.set('mode', 'ask');
      return `${path}?${params.toString()}`;
    },
    [path],
  );
}

type EngineStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The engine, loaded on first use: a dynamic import of the engine and a fetch of the index. */
function useSearchEngine(active: boolean): {status: EngineStatus; engine: SearchEngine | null; load: () => void} {
  const indexUrl = useSearchData()?.indexUrl;
  const [state, setState] = useState<{status: EngineStatus; engine: SearchEngine | null}>({status: 'idle', engine: null});
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const load = useCallback(() => {
    setState((s) => (s.status === 'ready' ? s : {status: 'loading', engine: null}));
    const attempt = indexUrl
      ? import(/* webpackChunkName: "search-engine" */ '../engine/load').then((m) => m.loadSearchEngine(indexUrl))
      : Promise.reject(new Error('No search index'));
    attempt.then(
      (engine) => mounted.current && setState({status: 'ready', engine}),
      () => mounted.current && setState({status: 'error', engine: null}),
    );
  }, [indexUrl]);
  useEffect(() => {
    if (active && state.status === 'idle') load();
  }, [active, state.status, load]);
  return {...state, load};
}

export interface SearchSession {
  query: string;
  /** The query without surrounding spaces: what is searched. */
  trimmed: string;
  setQuery: (query: string) => void;
  mode: SearchMode;
  setMode: (mode: SearchMode) => void;
  /** The question last submitted in ask mode. */
  asked: string;
  /** Submits the current query as the question. */
  ask: () => void;
  /** Sets query, mode and question at once, as a URL would. */
  restore: (query: string, mode: SearchMode) => void;
  engine: SearchEngine | null;
  /** Every hit of the query that completed last, with that query; those `textFor` picks have their text loaded. */
  hits: {query: string; hits: SearchHit[]} | null;
  /** The answer to the question that completed last: its quotes and the keyword results of its words. */
  answer: ({question: string} & Answer) | null;
  /** The index, or a part of it this query needs, could not be fetched. */
  failed: boolean;
  retry: () => void;
}

/**
 * One session: `active` starts loading the engine; `textFor` picks, from a query's hits in order,
 * those shown first, whose text (for excerpts) is loaded before the results are: the list then
 * renders once, complete. Results of a query overtaken by a newer one are dropped.
 */
export function useSearchSession({active, textFor}: {active: boolean; textFor: (hits: SearchHit[]) => SearchHit[]}): SearchSession {
  const {engine, status, load} = useSearchEngine(active);
  // The latest picker, read when a query's hits arrive: a new picker is no reason to search again.
  const pickText = useRef(textFor);
  pickText.current = textFor;
  const [query, setQueryState] = useState('');
  const [mode, setModeState] = useState<SearchMode>('search');
  const [asked, setAsked] = useState('');
  const [hits, setHits] = useState<SearchSession['hits']>(null);
  const [answer, setAnswer] = useState<SearchSession['answer']>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const trimmed = query.trim();

  useEffect(() => {
    if (!engine) return undefined;
    let live = true;
    const fail = () => live && setFailed(true);
    const done = () => live && setFailed(false);
    if (mode === 'search') {
      if (!trimmed) {
        setHits(null);
        done();
      } else {
        engine
          .search(trimmed, Infinity, false)
          .then((found) => spreadPages(found, SECTIONS_PER_PAGE))
          .then(async (all) => {
            await engine.loadText(pickText.current(all).map((h) => h.id));
            if (live) setHits({query: trimmed, hits: all});
          })
          .then(done, fail);
      }
    } else if (!asked) {
      setAnswer(null);
      done();
    } else {
      engine.ask(asked).then((found) => live && setAnswer({question: asked, ...found})).then(done, fail);
    }
    return () => {
      live = false;
    };
  }, [engine, mode, trimmed, asked, attempt]);

  const retry = useCallback(() => {
    setFailed(false);
    if (status === 'error') load();
    else setAttempt((a) => a + 1);
  }, [status, load]);

  const setQuery = useCallback(
    (value: string) => {
      setQueryState(value);
      if (failed) retry();
    },
    [failed, retry],
  );
  const setMode = useCallback((value: SearchMode) => {
    setModeState(value);
    setAsked('');
  }, []);
  const ask = useCallback(() => {
    setAsked(trimmed);
    if (failed) retry();
  }, [trimmed, failed, retry]);
  const restore = useCallback((value: string, nextMode: SearchMode) => {
    setQueryState(value);
    setModeState(nextMode);
    setAsked(nextMode === 'ask' ? value.trim() : '');
  }, []);

  return {
    query,
    trimmed,
    setQuery,
    mode,
    setMode,
    asked,
    ask,
    restore,
    engine,
    hits,
    answer,
    failed: failed || status === 'error',
    retry,
  };
}
