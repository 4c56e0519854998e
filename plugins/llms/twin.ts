/**
 * Where a doc page's Markdown twin is served: the page's path without its trailing slash, plus
 * `.md` (`/docs/collect/logs` → `/docs/collect/logs.md`, `/docs/` → `/docs.md`). Shared by the
 * plugin that writes the twins, the page actions that link them, and the tests. Browser-safe.
 */
export function twinPath(permalink: string): string {
  const path = permalink.endsWith('/') ? permalink.slice(0, -1) : permalink;
  // A page at the site's root would have no name left: its twin is /index.md.
  return `${path === '' ? '/index' : path}.md`;
}

/** The files every build gets, besides the twins (https://llmstxt.org). */
export const llmsTxt = 'llms.txt';
export const llmsFullTxt = 'llms-full.txt';
