/**
 * A crawl of a served build from its home page and the not-found page, following every internal
 * link: the problems it finds are links to missing pages or to pages outside the site's base URL,
 * anchors missing from their page, and missing images, scripts and stylesheets.
 */
import type {APIRequestContext} from '@playwright/test';
import {load as parseHtml} from 'cheerio';

interface CrawledPage {
  status: number;
  hrefs: string[];
  /** Images, icons, scripts and stylesheets. */
  resources: string[];
  ids: Set<string>;
  isRedirect: boolean;
}

async function load(request: APIRequestContext, url: string): Promise<CrawledPage> {
  const response = await request.get(url, {maxRedirects: 0});
  const $ = parseHtml(await response.text());
  const values = (selector: string, name: string) =>
    $(selector)
      .map((_, element) => $(element).attr(name))
      .get() as string[];
  return {
    status: response.status(),
    hrefs: [...values('a[href]', 'href'), ...values('link[rel=alternate][href], link[rel=next][href], link[rel=prev][href]', 'href')],
    resources: [
      ...values('img[src], script[src]', 'src'),
      ...values('link[rel~=icon][href], link[rel=apple-touch-icon][href], link[rel=stylesheet][href]', 'href'),
    ],
    ids: new Set(values('[id]', 'id')),
    isRedirect: $('meta[http-equiv=refresh]').length > 0,
  };
}

/** Crawls the site served at `origin` under `base` ('/' or '/troubleshoot/'). */
export async function crawl(request: APIRequestContext, origin: string, base = '/'): Promise<{pages: number; problems: string[]}> {
  const pages = new Map<string, CrawledPage>();
  const resources = new Set<string>();
  const links: {from: string; to: string}[] = [];
  const problems: string[] = [];
  const queue = [base, `${base}this-page-does-not-exist`];
  while (queue.length) {
    const path = queue.shift()!;
    if (pages.has(path)) continue;
    const page = await load(request, origin + path);
    pages.set(path, page);
    if (page.status !== 200) continue;
    for (const src of page.resources) {
      const url = new URL(src, origin + path);
      if (url.origin === origin) resources.add(url.pathname);
    }
    for (const href of page.hrefs) {
      const url = new URL(href, origin + path);
      if (url.origin !== origin || href === '#') continue;
      if (!url.pathname.startsWith(base)) {
        problems.push(`${path}: link to ${href} is outside ${base}`);
        continue;
      }
      links.push({from: path, to: url.pathname + url.hash});
      if (!pages.has(url.pathname) && !/\.(xml|png|svg|ico|json|txt|md)$/.test(url.pathname)) queue.push(url.pathname);
    }
  }

  for (const {from, to} of links) {
    const [path, hash] = to.split('#') as [string, string | undefined];
    const target = pages.get(path) ?? (await load(request, origin + path));
    pages.set(path, target);
    if (target.status !== 200) problems.push(`${from}: link to ${to} answers ${target.status}`);
    else if (hash && !target.isRedirect && !target.ids.has(decodeURIComponent(hash))) {
      problems.push(`${from}: link to ${to}: no element with id "${hash}"`);
    }
  }
  for (const resource of resources) {
    const response = await request.get(origin + resource);
    if (response.status() !== 200) problems.push(`${resource} answers ${response.status()}`);
  }
  return {pages: pages.size, problems: [...new Set(problems)]};
}
