import zlib from 'node:zlib';
import type {Page, Response} from '@playwright/test';
import {settled} from './settled';

export interface Bytes {
  raw: number;
  gzip: number;
}

/** What a first visit of one page downloads, by kind; prefetches (for later pages) apart. */
export interface PageWeight {
  url: string;
  html: Bytes;
  js: Bytes;
  css: Bytes;
  /** HTML + JS + CSS that the visit itself needs. */
  total: Bytes;
  prefetch: Bytes;
}

const zero = (): Bytes => ({raw: 0, gzip: 0});

function add(into: Bytes, body: Buffer): void {
  into.raw += body.length;
  into.gzip += zlib.gzipSync(body).length;
}

/**
 * Loads `url` in a fresh page and adds up the HTML, JS and CSS it downloads until the network is
 * idle. Sizes are measured on the bodies (gzip at the default level, as the project's server
 * sends them), so the figure depends on the build, not on the server.
 */
export async function measurePage(page: Page, url: string): Promise<PageWeight> {
  const weight: PageWeight = {url, html: zero(), js: zero(), css: zero(), total: zero(), prefetch: zero()};
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    const request = response.request();
    const type = request.resourceType();
    const isPrefetch = (request.headers()['sec-purpose'] ?? '').includes('prefetch');
    const bucket = isPrefetch
      ? weight.prefetch
      : type === 'document'
        ? weight.html
        : type === 'script'
          ? weight.js
          : type === 'stylesheet'
            ? weight.css
            : null;
    if (!bucket) return;
    pending.push(
      response.body().then(
        (body) => add(bucket, body),
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  await page.goto(url);
  await settled(page);
  await Promise.all(pending);
  page.off('response', onResponse);
  for (const part of [weight.html, weight.js, weight.css]) {
    weight.total.raw += part.raw;
    weight.total.gzip += part.gzip;
  }
  return weight;
}

export const kib = (bytes: number): string => (bytes / 1024).toFixed(1);
