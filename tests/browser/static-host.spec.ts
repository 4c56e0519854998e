/**
 * The build on a naive static host, not nginx: one that answers `/x` with x.html before
 * x/index.html and knows nothing of the router. `/docs/collect/index` then gets
 * docs/collect/index.html, and the page must still be the Collect page once the client runs
 * (src/clientModules/normalizeIndex.ts), not the router's "Page Not Found".
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {buildDir} from '../lib/paths';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** x, then x.html, then x/index.html; otherwise 404.html with 404. */
function naiveServer(): http.Server {
  return http.createServer((request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url!, 'http://host').pathname);
    const base = path.join(buildDir, path.normalize(urlPath));
    const file = [base, `${base}.html`, path.join(base, 'index.html')].find((f) => f.startsWith(buildDir) && fs.statSync(f, {throwIfNoEntry: false})?.isFile());
    response.writeHead(file ? 200 : 404, {'content-type': types[path.extname(file ?? '.html')] ?? 'application/octet-stream'});
    response.end(fs.readFileSync(file ?? path.join(buildDir, '404.html')));
  });
}

let server: http.Server;
let origin = '';
test.beforeAll(async () => {
  server = naiveServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('a bare /index on a naive static host shows the page, at its clean URL', async ({page}) => {
  const response = await page.goto(`${origin}/docs/collect/index`);
  // The host found the file: what follows is the client's doing.
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(`${origin}/docs/collect/`);
  await expect(page.locator('article h1').first()).toHaveText('Collect');
  await expect(page.locator('h1')).not.toHaveText('Page Not Found');
  // The router is live: a link on the page navigates without a reload.
  await page.getByRole('link', {name: 'Logs', exact: true}).first().click();
  await expect(page).toHaveURL(`${origin}/docs/collect/logs`);
  await expect(page.locator('article h1').first()).toHaveText('Logs');
});
