import {test, expect, type APIRequestContext} from '@playwright/test';
import {load as parseHtml} from 'cheerio';

/**
 * Crawls the served build from the home page and the not-found page, following every internal
 * link, and fails on a link to a missing page, an anchor missing from its page, or a missing image.
 */
interface Page {
  status: number;
  hrefs: string[];
  images: string[];
  ids: Set<string>;
  isRedirect: boolean;
}

async function load(request: APIRequestContext, path: string): Promise<Page> {
  const response = await request.get(path, {maxRedirects: 0});
  const $ = parseHtml(await response.text());
  const values = (selector: string, name: string) =>
    $(selector)
      .map((_, element) => $(element).attr(name))
      .get() as string[];
  return {
    status: response.status(),
    hrefs: [...values('a[href]', 'href'), ...values('link[rel=alternate][href], link[rel=next][href], link[rel=prev][href]', 'href')],
    images: [...values('img[src]', 'src'), ...values('link[rel~=icon][href], link[rel=apple-touch-icon][href]', 'href')],
    ids: new Set(values('[id]', 'id')),
    isRedirect: $('meta[http-equiv=refresh]').length > 0,
  };
}

test('every internal link, anchor and image in the built site resolves', async ({request, baseURL}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const pages = new Map<string, Page>();
  const images = new Set<string>();
  const links: {from: string; to: string}[] = [];
  const queue = ['/', '/this-page-does-not-exist'];
  while (queue.length) {
    const path = queue.shift()!;
    if (pages.has(path)) continue;
    const page = await load(request, path);
    pages.set(path, page);
    if (page.status !== 200) continue;
    for (const src of page.images) {
      const url = new URL(src, origin + path);
      if (url.origin === origin) images.add(url.pathname);
    }
    for (const href of page.hrefs) {
      const url = new URL(href, origin + path);
      if (url.origin !== origin || href === '#') continue;
      links.push({from: path, to: url.pathname + url.hash});
      if (!pages.has(url.pathname) && !/\.(xml|png|svg|ico|json|txt)$/.test(url.pathname)) queue.push(url.pathname);
    }
  }

  const problems: string[] = [];
  for (const {from, to} of links) {
    const [path, hash] = to.split('#') as [string, string | undefined];
    const target = pages.get(path) ?? (await load(request, path));
    if (target.status !== 200) problems.push(`${from}: link to ${to} answers ${target.status}`);
    else if (hash && !target.isRedirect && !target.ids.has(decodeURIComponent(hash))) {
      problems.push(`${from}: link to ${to}: no element with id "${hash}"`);
    }
  }
  for (const image of images) {
    const response = await request.get(image);
    if (response.status() !== 200) problems.push(`image ${image} answers ${response.status()}`);
  }
  expect([...pages.keys()].length).toBeGreaterThan(10);
  expect([...new Set(problems)], [...new Set(problems)].join('\n')).toEqual([]);
});
