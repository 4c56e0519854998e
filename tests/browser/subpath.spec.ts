/**
 * Sub-path hosting: the site built for /troubleshoot/ (`npm run build:subpath`, which `npm test`
 * runs before this suite, into build-subpath/) and served there by deploy/nginx/run.sh. Every link
 * and asset stays under the path and resolves, the files for tools link the path, the not-found
 * page and `/index` work there, and search finds pages at their sub-path URLs.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {crawl} from '../lib/crawl';
import {serveWithNginx, type Served} from '../lib/nginx';
import {projectRoot} from '../lib/paths';
import {securityHeaderProblems} from '../lib/security-headers';
import {settled} from '../lib/settled';

const subpathBuild = path.join(projectRoot, 'build-subpath');
const site = 'https://troubleshoot.sh';
const read = (file: string) => fs.readFileSync(path.join(subpathBuild, file), 'utf8');

let served: Served;
let base = '';
let at = (urlPath: string) => urlPath;
test.beforeAll(async () => {
  if (!fs.existsSync(path.join(subpathBuild, '.nginx/base-url'))) {
    throw new Error('No sub-path build in build-subpath/: run npm run build:subpath first.');
  }
  base = read('.nginx/base-url').trim();
  served = await serveWithNginx(subpathBuild);
  at = (urlPath) => `${served.origin}${base}${urlPath}`;
});
test.afterAll(() => served?.stop());

test('the build was made for a sub-path', () => {
  expect(base).toBe('/troubleshoot/');
});

test('every link, anchor, image, script and stylesheet stays under the sub-path and resolves', async ({request}) => {
  test.setTimeout(120_000);
  const {pages, problems} = await crawl(request, served.origin, base);
  expect(pages).toBeGreaterThan(100);
  expect(problems, problems.join('\n')).toEqual([]);
});

test('nothing is served outside the sub-path; inside it, the not-found page answers 404 with the headers', async ({page}) => {
  for (const outside of ['/', '/docs/collect/logs', '/assets/']) {
    expect((await page.request.get(`${served.origin}${outside}`)).status(), outside).toBe(404);
  }
  const response = await page.goto(at('no-such-page'));
  expect(response?.status()).toBe(404);
  expect(securityHeaderProblems(response!.headers())).toEqual([]);
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  await expect(page.getByRole('main').getByRole('link', {name: 'Docs home'})).toHaveAttribute('href', `${base}docs/`);
  expect((await page.request.get(at('.nginx/base-url'))).status()).toBe(404);
});

test('a page asked for with /index is the page, at its clean sub-path URL', async ({page}) => {
  await page.goto(at('docs/collect/index'));
  await expect(page).toHaveURL(at('docs/collect/'));
  await expect(page.locator('article h1').first()).toHaveText('Collect');
});

test('llms.txt, the sitemap and the schemas name the sub-path, and what llms.txt links is served', async ({request}) => {
  const prefix = `${site}${base}`;
  const llmsLinks = [...read('llms.txt').matchAll(/\]\((https?:[^)\s]+)\)/g)].map((m) => m[1]!).filter((url) => url.startsWith(`${site}/`));
  expect(llmsLinks.length).toBeGreaterThan(100);
  expect(llmsLinks.filter((url) => !url.startsWith(prefix))).toEqual([]);
  const unserved: string[] = [];
  for (const url of llmsLinks) {
    const status = (await request.get(at(url.slice(prefix.length)))).status();
    if (status !== 200) unserved.push(`${url}: ${status}`);
  }
  expect(unserved).toEqual([]);
  const locs = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(locs.filter((url) => !url.startsWith(prefix))).toEqual([]);
  const schemaIds = fs
    .readdirSync(path.join(subpathBuild, 'schemas/v1beta2'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => (JSON.parse(read(`schemas/v1beta2/${file}`)) as {$id: string}).$id);
  expect(schemaIds.length).toBeGreaterThan(0);
  expect(schemaIds.filter((id) => !id.startsWith(`${prefix}schemas/`))).toEqual([]);
});

test('search finds pages at their sub-path URLs, in the dialog and on the search page', async ({page}) => {
  await page.goto(at('docs/'));
  await settled(page);
  await page.getByRole('button', {name: 'Search the docs'}).click();
  const dialog = page.getByRole('dialog', {name: 'Search the documentation'});
  await dialog.getByRole('combobox').fill('maxLines');
  const first = dialog.getByRole('option').first();
  await expect(first).toHaveAttribute('href', new RegExp(`^${base}docs/collect/logs#`));
  const hrefs = await dialog.getByRole('option').evaluateAll((options) => options.map((o) => o.getAttribute('href')!));
  expect(hrefs.filter((href) => !href.startsWith(base))).toEqual([]);
  expect(hrefs.at(-1)).toBe(`${base}search?q=maxLines`);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`^${at('docs/collect/logs#')}`));
  await expect(page.locator('article h1').first()).toHaveText('Logs');

  await page.goto(at('search?q=redis'));
  const links = page.locator('main section a');
  await expect(links.first()).toBeVisible();
  const pageHrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
  expect(pageHrefs.filter((href) => !href.startsWith(base))).toEqual([]);
});

test('the spec checker runs its worker from the sub-path', async ({page}) => {
  await page.goto(at('spec-checker'));
  // Text typed before hydration never reaches the checker.
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
  await page.locator('#spec-checker-input').fill('apiVersion: troubleshoot.sh/v1beta2\nkind: Preflight\nmetadata:\n  name: x\nspec:\n  analyzers:\n    - clusterVersin: {}\n');
  await expect(page.getByTestId('summary')).toHaveText(/^\d+ errors?\b/, {timeout: 15_000});
});
