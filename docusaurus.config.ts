import type {Config, LoadContext, Plugin} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import prismTheme from './plugins/code-highlight/prism-theme';
import {highlightedCodeBlocks} from './plugins/code-highlight/build-html';
import remarkReferencePages from './plugins/reference-pages/remark';
import remarkMessagesSection from './plugins/reference-pages/message-sections';
import {baseUrlFromEnv} from './scripts/base-url.mjs';
import {ssrTemplate} from './plugins/first-load/ssrTemplate';

/** The company that sponsors these docs: the banner and the footer read it from here. */
const sponsor = {name: 'Replicated', url: 'https://www.replicated.com'};

/** The tool the docs describe. */
const toolRepository = 'https://github.com/replicatedhq/troubleshoot';

/**
 * The repository that holds these docs, for "Edit this page".
 * Override with DOCS_REPOSITORY_URL when the site is built from a fork.
 */
const docsRepository =
  process.env.DOCS_REPOSITORY_URL ?? 'https://github.com/replicatedhq/troubleshoot-docs';

/**
 * Search. Without configuration the site uses its embedded search (plugins/search), which
 * needs no network. When ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME are set at
 * build time, the classic preset adds Algolia DocSearch v4 instead, with Ask AI when
 * ALGOLIA_ASSISTANT_ID is set; its /search page then replaces the embedded one. The search-only
 * key is public by design. The crawler configuration is in algolia/crawler-config.js.
 */
const algolia =
  process.env.ALGOLIA_APP_ID && process.env.ALGOLIA_SEARCH_API_KEY && process.env.ALGOLIA_INDEX_NAME
    ? {
        appId: process.env.ALGOLIA_APP_ID,
        apiKey: process.env.ALGOLIA_SEARCH_API_KEY,
        indexName: process.env.ALGOLIA_INDEX_NAME,
        contextualSearch: true,
        searchPagePath: 'search',
        ...(process.env.ALGOLIA_ASSISTANT_ID ? {askAi: process.env.ALGOLIA_ASSISTANT_ID} : {}),
      }
    : undefined;

/**
 * Prism grammars beyond prism-react-renderer's own set (which has YAML and JSON). Highlighting
 * runs at build time, so they cost readers nothing.
 */
const prismLanguages = ['bash'];

/** `/`, or the sub-path the site is hosted under, set at build time: BASE_URL=/troubleshoot/. */
const baseUrl = baseUrlFromEnv(process.env);

/**
 * The bundler's persistent cache is keyed without the base URL, yet compiled Markdown holds links
 * resolved under it: each base URL gets its own cache, or a build for /troubleshoot/ after one for
 * / (or the other way round) would reuse pages with the other's links.
 */
function cachePerBaseUrl(context: LoadContext): Plugin {
  return {
    name: 'cache-per-base-url',
    configureWebpack(webpackConfig) {
      const cache = (webpackConfig.experiments as {cache?: {version?: string}} | undefined)?.cache;
      if (cache?.version) cache.version += `-${context.baseUrl}`;
      return {};
    },
  };
}

const newTab = '<span class="sr-only"> (opens in new tab)</span>';

const config: Config = {
  title: 'Troubleshoot',
  tagline: 'Kubernetes diagnostics and support bundle generation',
  favicon: 'img/favicon.ico',
  url: 'https://troubleshoot.sh',
  baseUrl,
  trailingSlash: undefined,
  titleDelimiter: '|',

  future: {
    v4: true,
    experimental_faster: true,
  },

  // The build only warns on broken links and anchors; tests/browser/crawl.spec.ts fails on them.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  markdown: {
    hooks: {
      onBrokenMarkdownLinks: 'warn',
      onBrokenMarkdownImages: 'throw',
    },
    // Code blocks are highlighted here, at build time (plugins/code-highlight).
    remarkRehypeOptions: {handlers: highlightedCodeBlocks(prismTheme, prismLanguages)},
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', htmlLang: 'en-US', calendar: 'gregory'},
    },
  },

  // Pages start their scripts after the first paint (plugins/first-load), which also reports a
  // wrong base URL in place of the framework's banner.
  ssrTemplate,
  baseUrlIssueBanner: false,

  // The client strips a trailing .html or /index.html by itself; normalizeIndex does /index.
  clientModules: ['./src/clientModules/normalizeIndex.ts'],

  headTags: [
    // Head tags are written as they are: their URLs need the base URL here.
    {tagName: 'link', attributes: {rel: 'icon', type: 'image/svg+xml', href: `${baseUrl}img/favicon.svg`}},
    {tagName: 'link', attributes: {rel: 'apple-touch-icon', href: `${baseUrl}img/apple-touch-icon.png`}},
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          editUrl: ({docPath}) => `${docsRepository}/edit/main/docs/${docPath}`,
          tags: 'tags.yml',
          // Pages bound to a reference entry get its data and components (plugins/reference-pages).
          remarkPlugins: [remarkReferencePages],
          // Before Docusaurus's own, so that the section's heading gets an id and a place in the table of contents.
          beforeDefaultRemarkPlugins: [remarkMessagesSection],
          onInlineTags: 'throw',
          lastVersion: 'current',
          versions: {current: {label: 'Next'}},
        },
        blog: false,
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    cachePerBaseUrl,
    // The structured reference: entry -> page map, and the data each bound page renders.
    './plugins/reference-pages/index.ts',
    // Pages for LLMs and tools: a Markdown twin of every doc page, /llms.txt and /llms-full.txt.
    './plugins/llms/index.ts',
    // The spec checker page (/spec-checker), which checks a pasted spec against the reference.
    './plugins/spec-checker/index.ts',
    // The bundle map (<BundleMap />): where each file of a bundle comes from and what reads it.
    './plugins/bundle-map/index.ts',
    // The redaction tester (<RedactionTester />), which runs a Redactor spec on a pasted file.
    './plugins/redaction-tester/index.ts',
    // Embedded search: index, engine, navbar button, dialog and /search page. Off when Algolia is
    // configured (see `algolia` above).
    ['./plugins/search/index.ts', {enabled: !algolia}],
    // Code blocks show HTML highlighted at build time; no page ships Prism.
    './plugins/code-highlight/index.ts',
    // The first load: pages fetch and start their route's scripts after the first paint, links
    // prefetch at idle time, long pages lay out their off-screen blocks as the reader nears them,
    // and the phone menu is built when first opened.
    './plugins/first-load/index.ts',
    [
      '@docusaurus/plugin-client-redirects',
      {
        redirects: [
          // Tag keys such as v1beta2 get the slug v-1-beta-2 by default; tags.yml makes the short
          // one canonical, and the default one keeps working as a redirect.
          ...['v1beta2', 'v1beta3'].map((tag) => ({
            from: `/docs/tags/${tag.replace(/(\d+)/g, '-$1-').replace(/-$/, '')}`,
            to: `/docs/tags/${tag}`,
          })),
          // The run collector's page moved out of collect/deprecated/; links to the old address still reach it.
          {from: '/docs/collect/deprecated/run', to: '/docs/collect/run'},
        ],
      },
    ],
  ],

  themeConfig: {
    ...(algolia ? {algolia} : {}),
    image: 'img/social-card.png',
    colorMode: {
      defaultMode: 'light',
      disableSwitch: true,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: 'sponsor-replicated',
      content: `<a href="${sponsor.url}" target="_blank" rel="noopener noreferrer">Learn more about ${sponsor.name} to operationalize your application${newTab}</a>`,
      backgroundColor: '#1a3d75',
      textColor: '#ffffff',
      isCloseable: true,
    },
    docs: {
      versionPersistence: 'localStorage',
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'Troubleshoot',
      logo: {alt: 'Troubleshoot logo', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs'},
        {type: 'search', position: 'right'},
        {href: toolRepository, label: 'GitHub', position: 'right'},
      ],
    },
    footer: {
      style: 'light',
      links: [
        {
          title: 'Troubleshoot',
          items: [
            {label: 'Documentation', to: '/docs/'},
            {label: 'About these docs', to: '/markdown-page'},
            {label: 'Source repository', href: toolRepository},
          ],
        },
        {
          title: 'Sponsor',
          items: [{label: `Contributed by ${sponsor.name}`, href: sponsor.url}],
        },
      ],
      copyright: `Troubleshoot is open source under the Apache 2.0 license. Contributed by ${sponsor.name}.`,
    },
    prism: {theme: prismTheme, additionalLanguages: prismLanguages},
  } satisfies Preset.ThemeConfig,
};

export default config;
