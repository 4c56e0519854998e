/**
 * The pieces of search results shared by the dialog and the /search page: highlighted text, the
 * ask-mode answer, the mode switch and the failure state. Everything the reader typed or the index
 * holds is rendered as React text nodes; nothing is ever set as HTML.
 */
import {Fragment, useId, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Answer, SearchEngine, SearchHit, Segment} from '../engine/engine';
import {useSearchData, type SearchMode, type SearchSession} from './session';
import styles from './results.module.css';

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
function hitLabel(hit: SearchHit): string {
  return hit.heading ? `${hit.page.title} › ${hit.heading}` : hit.page.title;
}

/** The sidebar section of a page, unless it only repeats the page's title (a section's index). */
export function sectionOf(hit: SearchHit): string | undefined {
  const {category, title} = hit.page;
  return category && category !== title ? category : undefined;
}

/** "12 results on 5 pages". */
export function countText(results: number, pages: number): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(results, 'result')} on ${plural(pages, 'page')}`;
}

export function Failure({onRetry}: {onRetry: () => void}): ReactNode {
  const data = useSearchData();
  if (data?.unavailable) {
    return (
      <div className={styles.failure} role="alert">
        <p className={styles.failureTitle}>No search index in this dev server</p>
        <p className={styles.failureHelp}>{data.unavailable}</p>
      </div>
    );
  }
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
  onSearchInstead,
}: {
  engine: SearchEngine | null;
  answer: SearchSession['answer'];
  asked: string;
  prompt: ReactNode;
  className: string;
  onNavigate?: () => void;
  /** Switches to keyword search with the same words. */
  onSearchInstead: () => void;
}): ReactNode {
  if (!asked) return <p className={className}>{prompt}</p>;
  if (engine && answer?.question === asked) {
    return <AskAnswer engine={engine} answer={answer} question={asked} onNavigate={onNavigate} onSearchInstead={onSearchInstead} />;
  }
  return <p className={className}>{engine ? 'Looking for passages…' : 'Loading the search index…'}</p>;
}

/**
 * The answer of ask mode: passages quoted word for word, each with a link to its section. When no
 * passage answers, it says so, and offers the pages that keyword search finds for the same words.
 */
function AskAnswer({
  engine,
  answer: {quotes, hits},
  question,
  onNavigate,
  onSearchInstead,
}: {
  engine: SearchEngine;
  answer: Answer;
  question: string;
  onNavigate?: () => void;
  onSearchInstead: () => void;
}): ReactNode {
  if (quotes.length === 0) {
    const pages = [...new Map(hits.map((hit) => [hit.page.url, hit])).values()].slice(0, 5);
    return (
      <div className={styles.answer}>
        <p className={styles.empty}>Nothing in these docs answers “{question}”.</p>
        {pages.length > 0 && (
          <>
            <p className={styles.answerNote}>Pages that share words with the question:</p>
            <ul className={styles.answerPages}>
              {pages.map((hit) => (
                <li key={hit.page.url}>
                  <Link to={hit.url} onClick={onNavigate}>
                    {hitLabel(hit)}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
        <button type="button" className="button button--sm button--outline button--primary" onClick={onSearchInstead}>
          Search for these words instead
        </button>
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
                {q.code && (
                  <pre className={styles.quoteCode} tabIndex={0}>
                    <code>{q.code}</code>
                  </pre>
                )}
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
