/**
 * The build as deploy/nginx serves it (the suite's web server): clean URLs, the not-found page
 * with 404 from every kind of location, precompressed files, caching, the build's own files kept
 * private, and the security headers on every kind of response. (routing.spec.ts covers `.html`,
 * `/index.html` and `/index` in the browser; llms.spec.ts the content type of the Markdown twins.)
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {buildDir} from '../lib/paths';
import {cspDirectives, securityHeaderProblems} from '../lib/security-headers';
import {inlineScripts, scriptHash} from '../../scripts/security-headers.mjs';

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** A GET whose body is left as sent (the browser and Playwright's client would decompress it). */
function get(origin: string, urlPath: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${urlPath}`, {headers}, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({status: response.statusCode!, headers: response.headers as Record<string, string>, body: Buffer.concat(chunks)}),
        );
      })
      .on('error', reject);
  });
}

const built = (file: string) => fs.readFileSync(path.join(buildDir, file));
/** The first file of the build's assets/js whose name matches, as a URL path. */
const asset = (pattern: RegExp) => `/assets/js/${fs.readdirSync(path.join(buildDir, 'assets/js')).find((f) => pattern.test(f))!}`;
const searchIndex = () => {
  const dir = fs.readdirSync(path.join(buildDir, 'assets/search'))[0]!;
  return `/assets/search/${dir}/index.json`;
};

let origin = '';
test.beforeAll(({baseURL}) => {
  origin = new URL(baseURL!).origin;
});

test('clean URLs: a page answers with and without a trailing slash', async () => {
  for (const [url, file] of [
    ['/docs/collect/logs', 'docs/collect/logs/index.html'],
    ['/docs/collect/logs/', 'docs/collect/logs/index.html'],
    ['/docs/collect/', 'docs/collect/index.html'],
    ['/docs/collect', 'docs/collect/index.html'],
    ['/markdown-page', 'markdown-page/index.html'],
    ['/', 'index.html'],
  ]) {
    const response = await get(origin, url!);
    expect(response.status, url).toBe(200);
    expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
    expect(response.body.equals(built(file!)), `${url} is ${file}`).toBe(true);
  }
});

test('an unknown path answers 404 with the not-found page, whichever location it falls in', async () => {
  const notFound = built('404.html').toString();
  for (const url of ['/no-such-page', '/docs/no-such-page.html', '/docs/no-such/index', '/docs/no-such-page.md', '/assets/js/no-such.js']) {
    const response = await get(origin, url);
    expect(response.status, url).toBe(404);
    expect(response.body.toString(), url).toBe(notFound);
  }
});

test('precompressed files are served gzipped to clients that accept gzip, and plain to others', async () => {
  for (const file of ['docs/collect/logs/index.html', asset(/^main\..*\.js$/).slice(1), 'docs/collect/logs.md', searchIndex().slice(1)]) {
    const url = `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
    const gzipped = await get(origin, url, {'accept-encoding': 'gzip, deflate, br'});
    expect(gzipped.headers['content-encoding'], url).toBe('gzip');
    expect(gzipped.headers.vary, url).toBe('Accept-Encoding');
    // The very bytes of the .gz the build wrote: nginx does not compress it again.
    expect(gzipped.body.equals(built(`${file}.gz`)), `${url}: the body is ${file}.gz`).toBe(true);
    const plain = await get(origin, url);
    expect(plain.headers['content-encoding'], url).toBeUndefined();
    expect(plain.body.equals(built(file)), `${url}: the body is ${file}`).toBe(true);
  }
});

test('hashed assets are cached for a year, everything else is revalidated', async () => {
  const immutable = 'public, max-age=31536000, immutable';
  const css = `/assets/css/${fs.readdirSync(path.join(buildDir, 'assets/css')).find((f) => f.endsWith('.css'))!}`;
  for (const url of [asset(/^main\..*\.js$/), css, searchIndex()]) {
    expect((await get(origin, url)).headers['cache-control'], url).toBe(immutable);
  }
  for (const url of ['/', '/docs/collect/logs', '/docs/collect/logs.html', '/docs/collect/index', '/docs/collect/logs.md', '/llms.txt', '/img/logo.svg', '/no-such-page']) {
    expect((await get(origin, url)).headers['cache-control'], url).toBe('no-cache');
  }
});

test("the build's nginx files are not served", async () => {
  for (const url of ['/.nginx/', '/.nginx/security-headers.conf', '/.nginx/base-url', '/.nginx/security-headers.conf.gz']) {
    const response = await get(origin, url);
    expect(response.status, url).toBe(404);
    expect(response.body.toString(), url).not.toContain('add_header');
  }
});

test('pages, assets, Markdown twins and 404s carry the security headers', async () => {
  for (const url of ['/', '/docs/collect/logs', '/docs/collect/logs.html', asset(/^main\..*\.js$/), searchIndex(), '/docs/collect/logs.md', '/llms.txt', '/no-such-page', '/.nginx/base-url']) {
    const {headers} = await get(origin, url);
    expect(securityHeaderProblems(headers), url).toEqual([]);
  }
});

test("the policy allows every inline script of the served pages by its hash, and nothing else inline", async () => {
  for (const url of ['/', '/docs/', '/docs/collect/logs', '/search', '/spec-checker', '/no-such-page']) {
    const {headers, body} = await get(origin, url);
    const allowed = cspDirectives(headers['content-security-policy']!).get('script-src')!;
    expect(allowed, url).not.toContain("'unsafe-inline'");
    for (const script of inlineScripts(body.toString())) {
      expect(allowed, `${url}: the inline script ${script.slice(0, 60)}…`).toContain(scriptHash(script));
    }
  }
});
