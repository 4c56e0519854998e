import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import config from '../../docusaurus.config';
import {compileHint} from '../../plugins/first-load/index';
import {schemaFileName} from '../../reference/schema/generate';
import {registries} from '../../reference/index';
import {builtPages} from '../lib/built-pages';
import {buildDir} from '../lib/paths';

// Read in beforeAll, not at import, so that the tests can be listed without a build.
let pages: ReturnType<typeof builtPages>;
test.beforeAll(() => {
  pages = builtPages();
});

test('every page has its own title and meta description', () => {
  const byTitle = new Map<string, string[]>();
  const byDescription = new Map<string, string[]>();
  const missing: string[] = [];
  for (const [url, $] of pages) {
    const title = $('title').text();
    const description = $('meta[name=description]').attr('content');
    if (!description) missing.push(url);
    byTitle.set(title, [...(byTitle.get(title) ?? []), url]);
    if (description) byDescription.set(description, [...(byDescription.get(description) ?? []), url]);
  }
  const shared = (map: Map<string, string[]>) =>
    [...map].filter(([, urls]) => urls.length > 1).map(([text, urls]) => `${text}: ${urls.join(', ')}`);
  expect(missing, 'pages without a meta description').toEqual([]);
  expect(shared(byTitle), 'titles used by more than one page').toEqual([]);
  expect(shared(byDescription), 'descriptions used by more than one page').toEqual([]);
});

test('no page shows the backticks of a code mark as text: reference strings are rendered as code wherever they appear', () => {
  // A reference string (a gotcha's title, a bundle file's condition) printed as it is shows `tar` to the reader.
  const shown: string[] = [];
  for (const [url, $] of pages) {
    const main = $('main').clone();
    main.find('pre, code, script, style').remove();
    for (const match of main.text().matchAll(/`[^`\s][^`]*`/g)) shown.push(`${url}: ${match[0]}`);
  }
  expect(shown).toEqual([]);
});

test("every page holds its first paint only until its header is parsed: the element its rel=expect names directly follows the navbar", () => {
  // A missing element would hold the paint until the whole page is parsed.
  const wrong: string[] = [];
  for (const [url, $] of pages) {
    const expected = $('head link[rel=expect][blocking=render]');
    const target = $(expected.attr('href') ?? '#');
    if (expected.length !== 1 || target.length !== 1 || !target.prev().is('nav.navbar')) wrong.push(url);
  }
  expect(wrong).toEqual([]);
});

test('every script a page starts asks, on its first line, to be compiled while it streams in', () => {
  const scripts = new Set<string>();
  for (const [, $] of pages) for (const src of ($('script[data-scripts]').attr('data-scripts') ?? '').split(' ')) scripts.add(src);
  expect(scripts.size).toBeGreaterThan(2);
  const without = [...scripts].filter((src) => {
    const file = path.join(buildDir, src.replace(config.baseUrl, ''));
    return fs.readFileSync(file, 'utf8').split('\n', 1)[0] !== compileHint;
  });
  expect(without).toEqual([]);
});

test('sitemap.xml lists every real page and not the not-found page', () => {
  const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const listed = new Set([...sitemap.matchAll(/<loc>https:\/\/troubleshoot\.sh([^<]*)<\/loc>/g)].map((m) => m[1]!));
  const real = [...pages.keys()].filter((url) => url !== '/404.html');
  expect(real.filter((url) => !listed.has(url) && !listed.has(url.replace(/\/$/, '')))).toEqual([]);
  expect([...listed].filter((url) => url.includes('404'))).toEqual([]);
});

test('the social card is a 1200x630 PNG', () => {
  const png = fs.readFileSync(path.join(buildDir, 'img/social-card.png'));
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

/** The JSON Schema of each document kind, as the build publishes it for editors. */
const schemaFiles = registries.document.map((document) => schemaFileName(document.key));
const readSchema = (file: string) => JSON.parse(fs.readFileSync(path.join(buildDir, 'schemas/v1beta2', file), 'utf8')) as Record<string, unknown>;

test('every JSON Schema is published at its $id, as JSON, and is left out of the sitemap', async ({request}) => {
  const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  for (const file of schemaFiles) {
    const schema = readSchema(file);
    const url = new URL(`schemas/v1beta2/${file}`, `${config.url}${config.baseUrl}`);
    expect(schema.$id, file).toBe(url.href);
    const response = await request.get(url.pathname);
    expect(response.status(), url.pathname).toBe(200);
    expect(response.headers()['content-type'], url.pathname).toMatch(/^application\/json/);
    expect(await response.json(), url.pathname).toEqual(schema);
    expect(sitemap, `${url.href} is listed in sitemap.xml`).not.toContain(url.pathname);
  }
});

test('every link of the JSON Schemas to the site leads to a page that holds its anchor', () => {
  const problems = new Set<string>();
  let links = 0;
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const link = (node as Record<string, unknown>)['x-doc-url'];
    if (typeof link === 'string' && link.startsWith(config.url)) {
      links++;
      const {pathname, hash} = new URL(link);
      const page = pages.get(pathname) ?? pages.get(`${pathname}/`);
      if (!page) problems.add(`${link}: no such page`);
      else if (hash && page(`[id="${decodeURIComponent(hash.slice(1))}"]`).length === 0) problems.add(`${link}: no such anchor`);
    }
    Object.values(node).forEach(visit);
  };
  schemaFiles.forEach((file) => visit(readSchema(file)));
  console.log(`${links} links checked`);
  expect([...problems].slice(0, 20)).toEqual([]);
});
