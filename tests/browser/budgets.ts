import type {PageType} from './pages';

/**
 * First-visit budget of each page type: gzip KiB of the HTML, JS and CSS a first visit downloads
 * (prefetches not counted). Set a little above today's figures so that growth is a decision.
 * Every page carries the route table and the docs list, and doc pages the sidebar, so these grow
 * with the number of pages: from 42 pages to 170 they added about 25 KiB to a doc page, which now
 * exceeds the 195 KiB first-visit target for a doc page by about 10 KiB.
 *
 * Every figure includes the compile hint every script starts with (plugins/first-load, about 20
 * bytes gzip a script) and the lazy layout's head script and stylesheet (about 0.3 KiB). The error
 * reference (8 pages under /docs/errors/ and its tag page), docs/replicated-products.mdx and
 * support-bundle/run-time add to every page 1.1 KiB: their routes and chunk names (main 0.65,
 * runtime 0.23) and the Messages component's styles (0.19); to doc pages 1.0 more, their sidebar
 * entries (the docs version data); to pages that load the shared `common` chunk (home, docs home,
 * reference and Markdown pages) 0.4 more, the Messages components in it.
 */
export const firstVisitBudgetKiB: Record<PageType, number> = {
  // New routes and styles 1.1, shared chunk 0.4.
  home: 172,
  // New routes and styles 1.1, sidebar 1.0, shared chunk 0.4, sidebar HTML 0.07.
  docsHome: 208,
  // As the docs home, and the logs page's own Messages section (HTML 0.3, page chunk 0.1). 211.0
  // after its limits.sinceTime note; titles of gotchas rendered with their code marks add 0.01.
  referencePage: 212,
  // New routes and styles 1.1, sidebar 1.0.
  tagsIndex: 177,
  // New routes and styles 1.1, sidebar 1.0, its page 0.2.
  tagPage: 182,
  // New routes and styles 1.1; the search engine's chunks with its stemmer and tokenizer, 0.2 less.
  // Measured 173.3 on main on 29 November; the theme's query-string hooks that keep ?q= in step
  // add 0.1 (173.4). 173.8 on main on 29 November; the engine's decoding of the compact index
  // (postings as base-32 strings, anchors by slug words, lengths by field) and ask mode's caches add
  // 0.4 (174.2), for 4 to 14 KB less that every first query fetches. The ranking's reused typed
  // arrays, which cut what a query allocates from 798 to 161 KB and halve the p95, add 0.9 (175.8).
  search: 176,
  // New routes and styles 1.1, shared chunk 0.4.
  markdownPage: 179,
  // The page and its worker's first script: the checker, its schemas and rule data (58.6 KiB of
  // it), the when grammars. The template renderer (34.9 KiB) loads with the first templated spec.
  // The worker's other scripts, the yaml library and re2js (78 KiB), arrive by importScripts,
  // which Chromium reports as neither script nor document: they are not counted here.
  specChecker: 276,
  // New routes and styles 1.1.
  notFound: 159,
};
