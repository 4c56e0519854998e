/** One URL of each page type the site has; the shell, accessibility and offline tests visit all. */
export const pageTypes = {
  home: '/',
  docsHome: '/docs/',
  referencePage: '/docs/collect/logs',
  tagsIndex: '/docs/tags',
  tagPage: '/docs/tags/collect',
  search: '/search?q=logs',
  markdownPage: '/markdown-page',
  specChecker: '/spec-checker',
  notFound: '/this-page-does-not-exist',
} as const;

export type PageType = keyof typeof pageTypes;
export const pageEntries = Object.entries(pageTypes) as [PageType, string][];
