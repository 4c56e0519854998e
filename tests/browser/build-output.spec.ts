import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {builtPages} from '../lib/built-pages';
import {buildDir} from '../lib/paths';

const pages = builtPages();

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
