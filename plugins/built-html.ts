/**
 * What a plugin's postBuild needs to read the pages the build rendered, for the features that work
 * from the rendered HTML rather than from the sources (search, the Markdown twins): the file of a
 * route, and which elements of a page are not part of what a reader reads. Node only.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The HTML file the build wrote for a route: `<route>/index.html`, or `<route>.html` with trailingSlash: false. */
export function htmlFile(outDir: string, baseUrl: string, permalink: string): string {
  const route = permalink.slice(baseUrl.length).replace(/\/$/, '');
  const candidates = [path.join(outDir, route, 'index.html'), path.join(outDir, `${route}.html`)];
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`no HTML in ${outDir} for ${permalink}`);
  return found;
}

/**
 * Not part of what a reader reads: headings' hash links, screen-reader-only text, buttons, and
 * what the page's components mark `data-search="skip"` (page and code-block actions, links to the
 * bundle map, each behaviour statement's "source" links).
 */
export const notReadSelector = 'a.hash-link, .sr-only, [data-search="skip"], button, script, style, svg';
