/**
 * Pieces shared by the search dialog and the /search page: loading the engine, highlighted text,
 * the ask-mode answer and the failure state. Everything the reader typed or the index holds is
 * rendered as React text nodes; nothing is ever set as HTML.
 */
import {Fragment, useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useGlobalData from '@docusaurus/useGlobalData';
import type {Quote, SearchEngine, SearchHit, Segment} from '@site/src/components/SearchEngine/engine';
import type {SearchIndexGlobalData} from '@site/src/components/SearchEngine/format';
import styles from './styles.module.css';

export type SearchMode = 'search' | 'ask';

export interface EngineState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  engine: SearchEngine | null;
  /** Loads the index (again, after a failure). */
  load: () => void;
}

/** Where the embedded index's base file is served (global data of plugins/search-index). */
export function useSearchIndexUrl(): string | undefined {
  const data = useGlobalData()['search-index']?.default as SearchIndexGlobalData | undefined;
  return data?.indexUrl;
}

/** The engine, loaded on first use: a dynamic import of the engine and a fetch of the index. */
export function useSearchEngine(active: boolean): EngineState {
  const indexUrl = useSearchIndexUrl();
  const [state, setState] = useState<{status: EngineState['status']; engine: SearchEngine | null}>({
    status: 'idle',
    engine: null,
  });
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
      ? import(/* webpackChunkName: "search-engine" */ '@site/src/components/SearchEngine').then((m) =>
          m.loadSearchEngine(indexUrl),
        )
      : Promise.reject(new Error('No search index configured'));
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

export interface SearchResultsState {
  /** The hits of the last query that completed, and that query. */
  hits: {query: string; hits: SearchHit[]} | null;
  /** The answer to the last question that completed. */
  answer: {question: string; quotes: Quote[]} | null;
  /** The index, or a part of it that this query needs, could not be fetched. */
  failed: boolean;
  retry: () => void;
}

/**
 * Runs the query (search mode) or the submitted question (ask mode) on the engine. Results of a
 * query that was overtaken by a newer one are dropped. Fetch failures set `failed`; `retry`, or
 * any new query, tries again.
 */
export function useSearchResults(
  {engine, status, load}: EngineState,
  mode: SearchMode,
  query: string,
  question: string,
  limit: number,
): SearchResultsState {
  const [hits, setHits] = useState<SearchResultsState['hits']>(null);
  const [answer, setAnswer] = useState<SearchResultsState['answer']>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!engine) return undefined;
    let live = true;
    const fail = () => live && setFailed(true);
    if (mode === 'search') {
      if (!query) {
        setHits(null);
        setFailed(false);
      } else {
        engine.search(query, limit).then((h) => {
          if (!live) return;
          setHits({query, hits: h});
          setFailed(false);
        }, fail);
      }
    } else if (!question) {
      setAnswer(null);
      setFailed(false);
    } else {
      engine.ask(question).then((quotes) => {
        if (!live) return;
        setAnswer({question, quotes});
        setFailed(false);
      }, fail);
    }
    return () => {
      live = false;
    };
  }, [engine, mode, query, question, limit, attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    if (status === 'error') load();
    else setAttempt((a) => a + 1);
  }, [status, load]);
  return {hits, answer, failed: failed || status === 'error', retry};
}

export function Highlighted({segments}: {segments: Segment[]}): ReactNode {
  return segments.map((s, i) =>
    s.match ? (
      <mark key={i} className={styles.mark}>
        {s.text}
      </mark>
    ) : (
      <Fragment key={i}>{s.text}</Fragment>
    ),
  );
}

/** "Logs › Fields": where a hit is. */
export function hitLabel(hit: SearchHit): string {
  return hit.heading ? `${hit.page.title} › ${hit.heading}` : hit.page.title;
}

export function Failure({onRetry}: {onRetry: () => void}): ReactNode {
  return (
    <div className={styles.failure} role="alert">
      <p className={styles.failureTitle}>Unable to fetch results</p>
      <p className={styles.failureHelp}>You might want to check your network connection.</p>
      <button type="button" className="button button--sm button--outline button--primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** Search or Ask: a pair of radio buttons styled as a segmented control (arrow keys switch). */
export function ModeSwitch({
  mode,
  onChange,
}: {
  mode: SearchMode;
  onChange: (mode: SearchMode) => void;
}): ReactNode {
  const name = useId();
  return (
    <div className={styles.modes} role="radiogroup" aria-label="Mode">
      {(['search', 'ask'] as const).map((m) => (
        <label key={m} className={styles.mode}>
          <input
            type="radio"
            name={name}
            value={m}
            checked={mode === m}
            onChange={() => onChange(m)}
            className={styles.modeInput}
          />
          <span>{m === 'search' ? 'Search' : 'Ask'}</span>
        </label>
      ))}
    </div>
  );
}

/**
 * What ask mode shows: `prompt` until a question is asked, then progress, then the answer.
 * `className` styles the prompt and progress lines.
 */
export function AskResult({
  engine,
  answer,
  asked,
  prompt,
  className,
  onNavigate,
}: {
  engine: SearchEngine | null;
  answer: SearchResultsState['answer'];
  asked: string;
  prompt: ReactNode;
  className: string;
  onNavigate?: () => void;
}): ReactNode {
  if (!asked) return <p className={className}>{prompt}</p>;
  if (engine && answer?.question === asked) {
    return <AskAnswer engine={engine} quotes={answer.quotes} question={asked} onNavigate={onNavigate} />;
  }
  return <p className={className}>{engine ? 'Looking for passages…' : 'Loading the search index…'}</p>;
}

/**
 * The answer of ask mode: passages quoted word for word, each with a link to its section.
 */
function AskAnswer({
  engine,
  quotes,
  question,
  onNavigate,
}: {
  engine: SearchEngine;
  quotes: Quote[];
  question: string;
  onNavigate?: () => void;
}): ReactNode {
  if (quotes.length === 0) {
    return (
      <div className={styles.answer}>
        <p className={styles.empty}>
          No passage of the docs matches “{question}”. Try other words, or switch to Search.
        </p>
      </div>
    );
  }
  return (
    <section className={styles.answer} aria-label="Answer quoted from the docs">
      <h2 className={styles.answerTitle}>Quoted from the docs</h2>
      <p className={styles.answerNote}>
        These passages are quoted word for word from this documentation. Nothing here is generated;
        follow the links to read each one in context.
      </p>
      <ol className={styles.quotes}>
        {quotes.map((q) => (
          <li key={`${q.hit.id}:${q.text.slice(0, 40)}`}>
            <figure className={styles.quote}>
              <blockquote cite={q.hit.url}>
                <p>
                  <Highlighted segments={engine.mark(q.text, q.terms)} />
                </p>
              </blockquote>
              <figcaption>
                Quote from <Link to={q.hit.url} onClick={onNavigate}>{hitLabel(q.hit)}</Link>
              </figcaption>
            </figure>
          </li>
        ))}
      </ol>
    </section>
  );
}

export {styles as searchStyles};
