/**
 * The search page of the embedded search (route added by the plugin; with Algolia configured, the
 * Algolia theme's page takes the route instead). Reads `q`, `mode=ask` and `section` from the URL
 * and keeps the URL in step with what the reader does; results grouped by page.
 */
import {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {useHistorySelector, useQueryString, useWindowSize} from '@docusaurus/theme-common';
import type {SearchHit} from '../../engine/engine';
import {AskResult, Failure, Highlighted, ModeSwitch, countText, searchStyles, sectionOf} from '../results';
import {groupByPageOf, SECTIONS_PER_PAGE} from '../order';
import {useSearchData, useSearchSession, type SearchMode} from '../session';
import styles from './styles.module.css';

/**
 * Pages shown at first, and added by each "Show more results". Five, with up to three sections
 * each, fill a phone's first screens and a desktop's first; each result needs its page-text file
 * and an excerpt worked out before the list shows.
 */
const PAGE_SIZE = 5;
/**
 * Characters of excerpt per result: about three lines on a phone, so a screen holds several
 * results, and two lines at desktop width. The engine centres the window on the matches, so a
 * shorter excerpt still shows them.
 */
const EXCERPT_LENGTH = {mobile: 150, desktop: 260};

interface UrlState {
  q: string;
  mode: SearchMode;
  /** The sidebar section results are limited to; '' for all. */
  section: string;
}

/**
 * The page's state in the URL, `?q=...&mode=ask&section=...`, read and written with the theme's
 * query-string hooks; a section filter applies to search only. An empty value leaves its key out.
 * While the page hydrates, those hooks read an empty query string (the server-rendered page has
 * none): `read` is false until they read the browser's.
 */
function useUrlState(): [UrlState & {read: boolean}, (state: UrlState) => void] {
  const read = useHistorySelector((history) => history.location.search) === useLocation().search;
  const [q, setQ] = useQueryString('q');
  const [mode, setMode] = useQueryString('mode');
  const [section, setSection] = useQueryString('section');
  const write = useCallback(
    (state: UrlState) => {
      setQ(state.q);
      setMode(state.mode === 'ask' ? 'ask' : '');
      setSection(state.mode === 'search' ? state.section : '');
    },
    [setQ, setMode, setSection],
  );
  return [{q, mode: mode === 'ask' ? 'ask' : 'search', section, read}, write];
}

/** The hits of the pages on show: `limit` pages, each with its first sections unless `opened`. */
function pageGroups(hits: SearchHit[], limit: number, opened: ReadonlySet<string>) {
  return groupByPageOf(hits)
    .slice(0, limit)
    .map((group) => ({...group, visible: opened.has(group.page.url) ? group.hits : group.hits.slice(0, SECTIONS_PER_PAGE)}));
}

const inSection = (hit: SearchHit, section: string) => !section || sectionOf(hit) === section || hit.page.category === section;

export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const [url, updateUrl] = useUrlState();
  // The URL is read after hydration: the server-rendered page has no query.
  const [hydrated, setHydrated] = useState(false);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [section, setSection] = useState('');
  const excerptLength = useWindowSize() === 'mobile' ? EXCERPT_LENGTH.mobile : EXCERPT_LENGTH.desktop;
  // A query's first view: its first pages, in the section the URL names.
  const firstView = useCallback(
    (hits: SearchHit[]) => pageGroups(hits.filter((hit) => inSection(hit, section)), PAGE_SIZE, new Set()).flatMap((g) => g.visible),
    [section],
  );
  const session = useSearchSession({active: hydrated, textFor: firstView});
  const {engine, mode, trimmed, failed} = session;
  const indexUrl = useSearchData()?.indexUrl;

  // What this page last wrote into the URL: such changes are not read back, or typing a space
  // (trimmed in the URL) would be undone.
  const written = useRef<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const {restore} = session;
  const writeUrl = (state: UrlState) => {
    updateUrl(state);
    written.current = history.location.search;
  };
  useEffect(() => {
    if (!url.read || (written.current !== null && location.search === written.current)) return;
    // Words typed before the page hydrated are in the input only: the URL had no query for them.
    const typed = hydrated || url.q ? '' : (input.current?.value.trim() ?? '');
    restore(typed || url.q, url.mode);
    if (typed) writeUrl({...url, q: typed});
    setSection(url.section);
    setHydrated(true);
    // Runs when the URL changes; the other values are read as they are at that moment.
  }, [url.read, url.q, url.mode, url.section, restore]);

  useEffect(() => setLimit(PAGE_SIZE), [trimmed, section]);
  const current = mode === 'search' && trimmed && session.hits?.query === trimmed ? session.hits.hits : null;
  const sections = useMemo(
    () => [...new Set([...(current ?? []).map(sectionOf), section].filter((s): s is string => !!s))],
    [current, section],
  );
  const matching = useMemo(
    () => (current ?? []).filter((hit) => inSection(hit, section)),
    [current, section],
  );
  // Pages in the order of their best hit, `limit` pages at a time, each with its first
  // SECTIONS_PER_PAGE sections unless the reader opens the rest: one page cannot fill the list.
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => setOpened(new Set()), [trimmed, section]);
  const groups = useMemo(() => pageGroups(matching, limit, opened), [matching, limit, opened]);
  // One array per change of the groups: the effect below loads their text and re-renders, and a
  // new array on every render would start it again, for ever.
  const shown = useMemo(() => groups.flatMap((group) => group.visible), [groups]);
  const pageCount = useMemo(() => new Set(matching.map((h) => h.page.url)).size, [matching]);
  // Hits revealed later (a section filter, "Show more", "more sections") get their text after
  // them; the first view's came with the results.
  const [, setTextLoads] = useState(0);
  useEffect(() => {
    const missing = engine ? shown.filter((hit) => !engine.hasText(hit.id)) : [];
    if (engine && missing.length) void engine.loadText(missing.map((h) => h.id)).then(() => setTextLoads((n) => n + 1));
  }, [engine, shown]);

  let content: ReactNode;
  if (failed) {
    content = <Failure onRetry={session.retry} />;
  } else if (mode === 'ask') {
    content = (
      <AskResult
        engine={engine}
        answer={session.answer}
        asked={session.asked}
        onSearchInstead={() => {
          session.setMode('search');
          writeUrl({q: trimmed, mode: 'search', section});
        }}
        className={styles.state}
        prompt="Ask a question in your own words and press Enter. The answer is made only of passages quoted from these docs, each with a link to its section."
      />
    );
  } else if (!trimmed) {
    content = (
      <p className={styles.state}>
        Type a field name such as <code>maxLines</code>, a collector or analyzer, an error message, or
        a task such as “collect logs from one namespace”.
      </p>
    );
  } else if (!engine || !current) {
    content = <p className={styles.state}>{engine ? 'Searching…' : 'Loading the search index…'}</p>;
  } else if (matching.length === 0) {
    content = (
      <div className={styles.state}>
        <p>
          <strong>No results for “{trimmed}”{section && ` in ${section}`}.</strong>
        </p>
        <p>Check the spelling, use fewer or other words, or ask a question in Ask mode.</p>
      </div>
    );
  } else {
    content = (
      <>
        {groups.map(({page, hits: pageHits, visible}) => (
          <section key={page.url} className={styles.group}>
            {/* The section name sits beside the heading, not in it, so the heading is the link alone. */}
            <div className={styles.groupHeader}>
              <h2 className={styles.pageTitle}>
                <Link to={page.url}>
                  <Highlighted segments={engine.mark(page.title, pageHits[0]!.terms)} />
                </Link>
              </h2>
              {sectionOf(pageHits[0]!) && <span className={styles.category}>{sectionOf(pageHits[0]!)}</span>}
            </div>
            <ul className={styles.hits}>
              {visible.map((hit) => (
                <li key={hit.id} className={styles.hit}>
                  <Link to={hit.url} className={styles.hitLink}>
                    {hit.heading ? <Highlighted segments={engine.mark(hit.heading, hit.terms)} /> : 'Introduction'}
                  </Link>
                  <p className={styles.excerpt}>
                    <Highlighted segments={engine.excerpt(hit, excerptLength)} />
                  </p>
                </li>
              ))}
            </ul>
            {visible.length < pageHits.length && (
              <button
                type="button"
                className={clsx('button button--link button--sm', styles.moreSections)}
                onClick={() => setOpened((urls) => new Set(urls).add(page.url))}>
                {pageHits.length - visible.length} more {pageHits.length - visible.length === 1 ? 'section' : 'sections'} of this page
              </button>
            )}
          </section>
        ))}
        {pageCount > limit && (
          <button type="button" className="button button--outline button--primary" onClick={() => setLimit((l) => l + PAGE_SIZE)}>
            Show more results
          </button>
        )}
      </>
    );
  }

  const count =
    failed || !current
      ? ''
      : `${countText(matching.length, pageCount)} for “${trimmed}”${section ? ` in ${section}` : ''}`;

  return (
    <Layout title={trimmed ? `Search results for “${trimmed}”` : 'Search'} description="Search the Troubleshoot documentation: collectors, analyzers, redaction and every spec field.">
      <Head>
        {/* This page always searches: fetch the index with the page, not after it hydrates. */}
        {indexUrl && <link rel="preload" href={indexUrl} as="fetch" crossOrigin="anonymous" />}
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>{mode === 'ask' ? 'Ask the documentation' : 'Search the documentation'}</h1>
        <form
          role="search"
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            if (mode === 'ask') session.ask();
          }}>
          <label htmlFor="search-page-input" className="sr-only">
            {mode === 'ask' ? 'Ask a question about the docs' : 'Search the docs'}
          </label>
          <input
            ref={input}
            id="search-page-input"
            className={clsx(searchStyles.input, styles.input)}
            type="search"
            value={session.query}
            onChange={(e) => {
              session.setQuery(e.target.value);
              writeUrl({q: e.target.value.trim(), mode, section});
            }}
            placeholder={mode === 'ask' ? 'Ask a question, then press Enter' : 'Search the docs'}
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            enterKeyHint={mode === 'ask' ? 'send' : 'search'}
          />
          {mode === 'ask' && (
            <button type="submit" className="button button--primary">
              Find passages
            </button>
          )}
          <ModeSwitch
            mode={mode}
            onChange={(m) => {
              session.setMode(m);
              writeUrl({q: trimmed, mode: m, section});
            }}
          />
        </form>
        <p className={styles.count} role="status">
          {count}
        </p>
        {/* The section filters come with the results, inside their box: above it, their arrival would
            push the box down, a layout shift on every search. */}
        <div className={styles.results}>
          {mode === 'search' && sections.length > 1 && (
            <div className={styles.filters} role="group" aria-label="Limit results to one section">
              {['', ...sections].map((name) => (
                <button
                  key={name || 'all'}
                  type="button"
                  className={clsx('button button--sm', name === section ? 'button--primary' : 'button--secondary')}
                  aria-pressed={name === section}
                  onClick={() => {
                    setSection(name);
                    writeUrl({q: trimmed, mode, section: name});
                  }}>
                  {name || 'All sections'}
                </button>
              ))}
            </div>
          )}
          {content}
        </div>
      </main>
    </Layout>
  );
}
