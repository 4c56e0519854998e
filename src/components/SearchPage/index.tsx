/**
 * The /search page of the embedded search (route added by plugins/search-index; with Algolia
 * configured, the Algolia theme's page takes the route instead). Reads `q` (and `mode=ask`) from
 * the URL and keeps the URL in step with the input; results grouped by page.
 */
import {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {groupByPageOf} from './group';
import {
  AskResult,
  Failure,
  Highlighted,
  ModeSwitch,
  useSearchEngine,
  useSearchIndexUrl,
  searchStyles,
  useSearchResults,
  type SearchMode,
} from '@site/src/components/SearchResults';
import styles from './styles.module.css';

/**
 * Sections shown at first, and added by "Show more results". Ten fill a phone's first screens and
 * keep the page-text files the first results need few.
 */
const PAGE_SIZE = 10;

function readUrl(search: string): {q: string; mode: SearchMode} {
  const params = new URLSearchParams(search);
  return {q: params.get('q') ?? '', mode: params.get('mode') === 'ask' ? 'ask' : 'search'};
}

export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const [query, setQuery] = useState('');
  const [mode, setMode] = useState<SearchMode>('search');
  const [asked, setAsked] = useState('');
  // The URL is read after hydration: the server-rendered page has no query.
  const [hydrated, setHydrated] = useState(false);
  const engineState = useSearchEngine(hydrated);
  const indexUrl = useSearchIndexUrl();
  const {engine} = engineState;
  const [limit, setLimit] = useState(PAGE_SIZE);

  // What this page last wrote into the URL: such changes are not read back, or typing a space
  // (trimmed in the URL) would be undone.
  const written = useRef<string | null>(null);
  useEffect(() => {
    if (written.current !== null && location.search === written.current) return;
    const url = readUrl(location.search);
    setQuery(url.q);
    setMode(url.mode);
    setAsked(url.mode === 'ask' ? url.q.trim() : '');
    setHydrated(true);
  }, [location.search]);

  const writeUrl = (q: string, m: SearchMode) => {
    const params = new URLSearchParams();
    if (q) params.set('q', q);
    if (m === 'ask') params.set('mode', 'ask');
    const search = params.toString() ? `?${params.toString()}` : '';
    written.current = search;
    history.replace({pathname: location.pathname, search, state: location.state});
  };

  const trimmed = query.trim();
  useEffect(() => setLimit(PAGE_SIZE), [trimmed]);
  const results = useSearchResults(engineState, mode, trimmed, asked, limit);
  const current = mode === 'search' && trimmed && results.hits?.query === trimmed ? results.hits.hits : null;
  const hits = current ?? [];
  const groups = useMemo(() => groupByPageOf(hits), [hits]);

  const onChange = (value: string) => {
    setQuery(value);
    writeUrl(value.trim(), mode);
    if (results.failed) results.retry();
  };

  let content: ReactNode;
  if (results.failed) {
    content = <Failure onRetry={results.retry} />;
  } else if (mode === 'ask') {
    content = (
      <AskResult
        engine={engine}
        answer={results.answer}
        asked={asked}
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
  } else if (hits.length === 0) {
    content = (
      <div className={styles.state}>
        <p>
          <strong>No results for “{trimmed}”.</strong>
        </p>
        <p>Check the spelling, use fewer or other words, or ask a question in Ask mode.</p>
      </div>
    );
  } else {
    content = (
      <>
        {groups.map(({page, hits: pageHits}) => (
          <section key={page.url} className={styles.group}>
            <h2 className={styles.pageTitle}>
              <Link to={page.url}>
                <Highlighted segments={engine.mark(page.title, pageHits[0]!.terms)} />
              </Link>
              {page.category && <span className={styles.category}>{page.category}</span>}
            </h2>
            <ul className={styles.hits}>
              {pageHits.map((hit) => (
                <li key={hit.id} className={styles.hit}>
                  <Link to={hit.url} className={styles.hitLink}>
                    {hit.heading ? <Highlighted segments={engine.mark(hit.heading, hit.terms)} /> : 'Introduction'}
                  </Link>
                  <p className={styles.excerpt}>
                    <Highlighted segments={engine.excerpt(hit, 260)} />
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {hits.length >= limit && (
          <button type="button" className="button button--outline button--primary" onClick={() => setLimit((l) => l + PAGE_SIZE)}>
            Show more results
          </button>
        )}
      </>
    );
  }

  const more = hits.length >= limit ? '+' : '';
  const count = results.failed
    ? ''
    : current
      ? `${hits.length}${more} ${hits.length === 1 ? 'result' : 'results'} for “${trimmed}” on ${groups.length}${more} ${groups.length === 1 ? 'page' : 'pages'}`
      : '';

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
            if (mode === 'ask') {
              setAsked(trimmed);
              if (results.failed) results.retry();
            }
          }}>
          <label htmlFor="search-page-input" className="sr-only">
            {mode === 'ask' ? 'Ask a question about the docs' : 'Search the docs'}
          </label>
          <input
            id="search-page-input"
            className={clsx(searchStyles.input, styles.input)}
            type="search"
            value={query}
            onChange={(e) => onChange(e.target.value)}
            placeholder={mode === 'ask' ? 'Ask a question, then press Enter' : 'Search the docs'}
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            enterKeyHint={mode === 'ask' ? 'send' : 'search'}
          />
          {mode === 'ask' && (
            <button type="submit" className="button button--primary">
              Ask
            </button>
          )}
          <ModeSwitch
            mode={mode}
            onChange={(m) => {
              setMode(m);
              setAsked(m === 'ask' ? '' : asked);
              writeUrl(trimmed, m);
            }}
          />
        </form>
        <p className={styles.count} role="status">
          {count}
        </p>
        <div className={styles.results}>{content}</div>
      </main>
    </Layout>
  );
}
