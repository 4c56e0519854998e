/**
 * Algolia Crawler configuration for https://troubleshoot.sh, for the hosted search (DocSearch v4)
 * that the site uses when it is built with ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and
 * ALGOLIA_INDEX_NAME (see docusaurus.config.ts). Paste it into the Crawler's editor at
 * https://crawler.algolia.com; the crawler runs on Algolia's side, never in our build.
 *
 * Based on Algolia's Docusaurus v3 template, fitted to this site:
 * - one record per heading (h1-h4) and per paragraph, list item and table row under it, so a
 *   result links to the section's anchor, as the embedded search does;
 * - lvl0 is the sidebar section (Preflight, Support bundle, Collect, Analyze, Host collect &
 *   analyze, Redact), from the active sidebar category;
 * - field tables: the field name (first cell, e.g. `limits.maxLines`) is a heading level of its
 *   own and the description (last cell) its content, so a field name finds its row;
 * - tags: the page's tags (docs/tags.yml) become the `tags` attribute, filterable and faceted;
 * - the facets `language`, `version` and `docusaurus_tag` are read from the meta tags Docusaurus
 *   writes, which is what the theme's contextual search filters on.
 *
 * `appId` and `apiKey` here are the Crawler's own credentials (the Crawler fills them in); they
 * are not the search-only key used by the site, and no key belongs in this repository.
 */
new Crawler({
  appId: 'YOUR_APP_ID',
  apiKey: 'YOUR_CRAWLER_API_KEY',
  rateLimit: 8,
  maxDepth: 10,
  maxUrls: 5000,
  schedule: 'every 1 day at 3:00 am',
  startUrls: ['https://troubleshoot.sh/', 'https://troubleshoot.sh/docs/'],
  sitemaps: ['https://troubleshoot.sh/sitemap.xml'],
  discoveryPatterns: ['https://troubleshoot.sh/**'],
  // The search page, redirects (/index, the v-1-beta-N tag slugs) and the not-found page hold no
  // content of their own.
  exclusionPatterns: [
    'https://troubleshoot.sh/search**',
    'https://troubleshoot.sh/**/index',
    'https://troubleshoot.sh/docs/tags/v-*',
    'https://troubleshoot.sh/404.html',
  ],
  ignoreCanonicalTo: false,
  ignoreQueryParams: ['q', 'mode'],
  actions: [
    {
      indexName: 'troubleshoot',
      pathsToMatch: ['https://troubleshoot.sh/docs/**'],
      recordExtractor: ({$, helpers, url}) => {
        // Sidebar section of the page; the docs home has none.
        const lvl0 =
          $('.menu__link.menu__link--sublist.menu__link--active, .navbar__item.navbar__link--active')
            .first()
            .text()
            .trim() || 'Documentation';
        const tags = $('.theme-doc-footer-tags-row a')
          .map((_, a) => $(a).text().trim())
          .get();
        // Tag pages list pages; rank them below the pages themselves.
        const isTagPage = url.pathname.startsWith('/docs/tags');
        return helpers.docsearch({
          recordProps: {
            lvl0: {selectors: '', defaultValue: isTagPage ? 'Tags' : lvl0},
            lvl1: ['header h1', 'article h1'],
            lvl2: 'article h2',
            lvl3: 'article h3',
            lvl4: 'article h4',
            lvl5: 'article h5, article td:first-child code',
            lvl6: 'article h6',
            content: 'article p, article li, article td:last-child, article blockquote',
            tags: {selectors: '', defaultValue: tags},
            pageRank: isTagPage ? -10 : url.pathname.split('/').length <= 4 ? 10 : 0,
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
    {
      // Home page and standalone pages (About these docs).
      indexName: 'troubleshoot',
      pathsToMatch: ['https://troubleshoot.sh/', 'https://troubleshoot.sh/markdown-page'],
      recordExtractor: ({$, helpers}) =>
        helpers.docsearch({
          recordProps: {
            lvl0: {selectors: '', defaultValue: 'Troubleshoot'},
            lvl1: ['main h1'],
            lvl2: 'main h2',
            lvl3: 'main h3',
            content: 'main p, main li',
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        }),
    },
  ],
  initialIndexSettings: {
    troubleshoot: {
      attributesForFaceting: ['type', 'lang', 'language', 'version', 'docusaurus_tag', 'filterOnly(tags)'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type', 'tags'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      camelCaseAttributes: ['hierarchy', 'content'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
      highlightPostTag: '</span>',
      minWordSizefor1Typo: 3,
      minWordSizefor2Typos: 7,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: true,
      advancedSyntax: true,
      attributeCriteriaComputedByMinProximity: true,
      removeWordsIfNoResults: 'allOptional',
      // Field names such as run_host or limits.maxLines keep their separators searchable.
      separatorsToIndex: '_.',
    },
  },
});
