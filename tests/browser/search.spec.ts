/**
 * Embedded search (plugins/search): the navbar dialog, the /search page, ask mode, the failure state,
 * lazy loading and its byte budget, and accessibility. Runs against the production build.
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {test, expect, type Page, type Request} from '@playwright/test';
import {load} from 'cheerio';
import {decodeSections, type IndexBase} from '../../plugins/search/engine/format';
import {builtIndexFiles} from '../lib/built-index';
import {entryUrl, pastedMessages} from '../pasted-messages';
import {buildDir} from '../lib/paths';
import {settled} from '../lib/settled';

const isSearchAsset = (url: string) => /\/assets\/search\/|search-(dialog|engine)\./.test(url);
const isIndexFile = (url: URL | string) => /\/assets\/search\/[^/]+\/[^/]+\.json$/.test(String(url));

async function openDialog(page: Page) {
  await settled(page);
  await page.getByRole('button', {name: 'Search the docs'}).click();
  const dialog = page.getByRole('dialog', {name: 'Search the documentation'});
  await expect(dialog).toBeVisible();
  return dialog;
}

async function axe(page: Page, include?: string) {
  const builder = new AxeBuilder({page});
  if (include) builder.include(include);
  const {violations} = await builder.analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}

test.describe('navbar search', () => {
  test('a first visit loads neither the dialog, the engine nor the index', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto('/docs/collect/logs');
    await settled(page);
    expect(requests.filter(isSearchAsset)).toEqual([]);
    const button = page.getByRole('button', {name: 'Search the docs'});
    await expect(button).toBeVisible();
    await expect(button).toContainText('Search');
  });

  test('the first query downloads at most 100 KB gzip of search code and index', async ({page}) => {
    await page.goto('/docs/');
    await settled(page);
    const searchRequests: Request[] = [];
    page.on('requestfinished', (r) => {
      if (isSearchAsset(r.url()) || /\.css$/.test(r.url())) searchRequests.push(r);
    });
    const dialog = await openDialog(page);
    await dialog.getByRole('combobox').fill('collect logs from one namespace');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    let bytes = 0;
    for (const r of searchRequests) bytes += (await r.sizes()).responseBodySize;
    expect(searchRequests.some((r) => isIndexFile(r.url()))).toBe(true);
    expect(bytes, `${searchRequests.length} requests`).toBeLessThanOrEqual(100 * 1024);
  });

  test('opens with Ctrl+K, Cmd+K and /, and Esc closes it and gives focus back', async ({page}) => {
    await page.goto('/docs/');
    // The shortcuts are listened for once the page is hydrated.
    await settled(page);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', {name: 'Search the documentation'});
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.keyboard.press('Meta+k');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.keyboard.press('/');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', {name: 'Search the docs'}).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', {name: 'Search the docs'})).toBeFocused();
  });

  test('results appear as you type, with page, section and highlighted excerpt, linking into /docs', async ({page}) => {
    await page.goto('/');
    const dialog = await openDialog(page);
    await dialog.getByRole('combobox').pressSequentially('maxLines', {delay: 30});
    const first = dialog.getByRole('option').first();
    // A field is a result of its own, linked to its anchor.
    await expect(first).toHaveAttribute('href', '/docs/collect/logs#field-limits.maxLines');
    await expect(first).toContainText('Logs › limits.maxLines');
    await expect(first.locator('mark').first()).toHaveText(/maxLines/i);
    const hrefs = await dialog.getByRole('option').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(1);
    for (const href of hrefs.slice(0, -1)) expect(href).toMatch(/^\/docs\//);
    await expect(dialog.getByRole('option').last()).toHaveText('See all results for “maxLines”');
  });

  test('arrow keys move the selection and Enter opens it', async ({page}) => {
    await page.goto('/docs/');
    const dialog = await openDialog(page);
    const input = dialog.getByRole('combobox');
    await input.fill('logs');
    const options = dialog.getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await input.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.first()).toHaveAttribute('aria-selected', 'false');
    const activeId = await options.nth(1).getAttribute('id');
    await expect(input).toHaveAttribute('aria-activedescendant', activeId!);
    await input.press('ArrowUp');
    await input.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await input.press('ArrowDown');
    await input.press('ArrowDown');
    const href = await options.nth(1).getAttribute('href');
    await input.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    const anchor = href!.split('#')[1];
    if (anchor) await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  });

  test('"See all results" opens the search page for the query', async ({page}) => {
    await page.goto('/docs/');
    const dialog = await openDialog(page);
    await dialog.getByRole('combobox').fill('redis');
    await dialog.getByRole('option', {name: /See all results/}).click();
    await expect(page).toHaveURL(/\/search\?q=redis$/);
    await expect(page.getByRole('heading', {level: 2, name: 'Redis', exact: true})).toBeVisible();
  });

  test('ask mode answers with quoted passages linked to their sections', async ({page}) => {
    await page.goto('/docs/');
    const dialog = await openDialog(page);
    await dialog.getByRole('radio', {name: 'Ask'}).check();
    await expect(dialog.getByRole('radio', {name: 'Ask'})).toBeChecked();
    const input = dialog.getByRole('searchbox', {name: 'Ask a question about the docs'});
    await input.fill('how many lines of logs are kept by default');
    await input.press('Enter');
    await expect(dialog.getByRole('heading', {name: 'Quoted from the docs'})).toBeVisible();
    const quotes = dialog.locator('blockquote');
    await expect(quotes.first()).toContainText(/lines/i);
    await expect(dialog.locator('figcaption').first()).toContainText('Logs › limits');
    const sources = dialog.locator('figcaption a');
    await expect(sources.first()).toHaveAttribute('href', /^\/docs\/collect\/logs#field-limits/);
    await expect(dialog.locator('figcaption').first()).toContainText('Quote from');
    await axe(page, 'dialog');
  });

  test('a blocked index shows the failure state and recovers on retry', async ({page}) => {
    let block = true;
    await page.route(isIndexFile, (route) => (block ? route.abort('internetdisconnected') : route.continue()));
    await page.goto('/docs/');
    const dialog = await openDialog(page);
    await dialog.getByRole('combobox').fill('maxLines');
    await expect(dialog.getByText('Unable to fetch results')).toBeVisible();
    await expect(dialog.getByText('You might want to check your network connection.')).toBeVisible();
    block = false;
    await dialog.getByRole('button', {name: 'Try again'}).click();
    await expect(dialog.getByRole('option').first()).toHaveAttribute('href', '/docs/collect/logs#field-limits.maxLines');
    await expect(dialog.getByText('Unable to fetch results')).toHaveCount(0);
  });

  test('what the reader types is shown as text, never as HTML', async ({page}) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const payload = '<img src=x onerror=alert(1)>';
    await page.goto('/docs/');
    const dialog = await openDialog(page);
    await dialog.getByRole('combobox').fill(payload);
    await expect(dialog.getByText(`See all results for “${payload}”`)).toBeVisible();
    await expect(dialog.locator('img')).toHaveCount(0);
    await page.goto(`/search?q=${encodeURIComponent(payload)}`);
    await expect(page.getByRole('searchbox')).toHaveValue(payload);
    await expect(page).toHaveTitle(`Search results for “${payload}” | Troubleshoot`);
    await expect(page.getByRole('status')).toContainText(`for “${payload}”`);
    await expect(page.locator('main img')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('the open dialog has no axe-core violations', async ({page}) => {
    await page.goto('/docs/');
    const dialog = await openDialog(page);
    await axe(page, 'dialog');
    await dialog.getByRole('combobox').fill('namespace');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await axe(page, 'dialog');
  });

  test('works at phone width', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/docs/collect/logs');
    const dialog = await openDialog(page);
    await dialog.getByRole('combobox').fill('sinceTime');
    await expect(dialog.getByRole('option').first()).toHaveAttribute('href', /^\/docs\/collect\/logs/);
    await axe(page, 'dialog');
  });
});

test.describe('built index', () => {
  test('every section of the index links to a page and anchor that exist in the build', () => {
    const base = JSON.parse(builtIndexFiles().get('index.json')!) as IndexBase;
    const problems: string[] = [];
    const ids = new Map<string, Set<string>>();
    const sections = decodeSections(base);
    for (const {page, anchor} of sections) {
      const url = base.pages[page]![0];
      if (!ids.has(url)) {
        const file = [path.join(url, 'index.html'), `${url.replace(/\/$/, '')}.html`]
          .map((f) => path.join(buildDir, f))
          .find((f) => fs.existsSync(f));
        const $ = load(file ? fs.readFileSync(file, 'utf8') : '');
        ids.set(url, new Set($('[id]').map((_, e) => $(e).attr('id')!).get()));
        if (!file) problems.push(`${url}: no page`);
      }
      if (anchor && !ids.get(url)!.has(anchor)) problems.push(`${url}#${anchor}: no such anchor`);
    }
    expect(problems).toEqual([]);
    expect(sections.length).toBeGreaterThan(base.pages.length);
  });
});

test.describe('/search page', () => {
  test('shows the results for q, grouped by page', async ({page}) => {
    await page.goto('/search?q=logs');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
    await expect(page.getByRole('searchbox')).toHaveValue('logs');
    const groups = page.locator('main section');
    await expect(groups.first().getByRole('heading', {level: 2})).toHaveText(/Logs/);
    await expect(groups.first().locator('a[href^="/docs/collect/logs#"]').first()).toBeVisible();
    await expect(page.getByRole('status')).toContainText(/^\d+ results? on \d+ pages? for “logs”$/);
    await expect(page.locator('main mark').first()).toBeVisible();
  });

  test('the first results arrive with their excerpts, in one rendering of the list', async ({page}) => {
    // Records, the first time result sections appear, how many there are and how many have an
    // excerpt: the list once showed bare headings first and filled in most excerpts a moment later.
    await page.addInitScript(() => {
      const w = window as unknown as {firstResults?: {hits: number; excerpts: number}};
      new MutationObserver((_, observer) => {
        const hits = document.querySelectorAll('main section li');
        if (!hits.length) return;
        observer.disconnect();
        const excerpts = Array.from(hits).filter((hit) => (hit.querySelector('p')?.textContent ?? '').trim().length > 0).length;
        w.firstResults = {hits: hits.length, excerpts};
      }).observe(document, {subtree: true, childList: true});
    });
    await page.goto('/search?q=logs');
    await expect(page.locator('main section').first()).toBeVisible();
    const first = await page.evaluate(() => (window as unknown as {firstResults?: {hits: number; excerpts: number}}).firstResults);
    expect(first?.hits).toBeGreaterThan(5);
    expect(first?.excerpts).toBe(first?.hits);
  });

  test('a message users pasted finds its entry among the first three results, for at least 90% of them', async ({page}) => {
    // The messages of tests/pasted-messages.ts, each through the page's URL as a link would bring
    // it (line breaks and all), read in the order the page lists its sections.
    test.slow();
    const misses: string[] = [];
    for (const {message, entry} of pastedMessages) {
      await page.goto(`/search?q=${encodeURIComponent(message)}`);
      await expect(page.getByRole('status')).toContainText(/results? on|No results/);
      const top = (await page.locator('main section li > a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).slice(0, 3);
      if (!top.includes(entryUrl(entry))) misses.push(`${JSON.stringify(message)} → ${entryUrl(entry)}; got ${top.join(', ') || 'nothing'}`);
    }
    const ratio = (pastedMessages.length - misses.length) / pastedMessages.length;
    expect(ratio, `misses (${misses.length}):\n${misses.join('\n')}`).toBeGreaterThanOrEqual(0.9);
  });

  test('keeps the URL in step with the input', async ({page}) => {
    await page.goto('/search?q=logs');
    await expect(page.getByRole('searchbox')).toHaveValue('logs');
    await page.getByRole('searchbox').fill('maxBytes');
    await expect(page).toHaveURL(/\/search\?q=maxBytes$/);
    await expect(page.locator('main section').first()).toContainText('Logs');
    await page.getByRole('searchbox').fill('');
    await expect(page).toHaveURL(/\/search$/);
    await page.getByRole('searchbox').pressSequentially('collect logs', {delay: 40});
    await expect(page.getByRole('searchbox')).toHaveValue('collect logs');
    await expect(page).toHaveURL(/\/search\?q=collect\+logs$/);
    await page.goBack();
    await expect(page).not.toHaveURL(/\/search/);
  });

  test('the navbar dialog opens and searches over the results', async ({page}) => {
    // The page once re-rendered its results without end, which froze the tab when the dialog opened.
    await page.goto('/search?q=redis');
    await expect(page.locator('main section').first()).toBeVisible();
    const dialog = await openDialog(page);
    await dialog.getByRole('combobox').fill('maxLines');
    await expect(dialog.getByRole('option').first()).toHaveAttribute('href', /^\/docs\/collect\/logs#/);
  });

  test('has an empty state and a no-results state', async ({page}) => {
    await page.goto('/search');
    await expect(page.locator('main')).toContainText('Type a field name');
    await page.getByRole('searchbox').fill('zzzqqqxxy');
    await expect(page.locator('main')).toContainText('No results for “zzzqqqxxy”.');
  });

  test('ask mode answers from the page too', async ({page}) => {
    await page.goto('/search?q=what%20does%20exit%20code%203%20mean&mode=ask');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Ask the documentation');
    await expect(page.getByRole('heading', {name: 'Quoted from the docs'})).toBeVisible();
    await expect(page.locator('figcaption a').first()).toHaveAttribute('href', '/docs/preflight/exit-codes#exit-3');
    await page.getByRole('radio', {name: 'Search'}).check();
    await expect(page).toHaveURL(/\/search\?q=what\+does\+exit\+code\+3\+mean$/);
  });

  test('ask mode says plainly when nothing answers and offers a keyword search', async ({page}) => {
    await page.goto('/search?q=banana%20smoothie&mode=ask');
    await expect(page.locator('main')).toContainText('Nothing in these docs answers “banana smoothie”.');
    await page.getByRole('button', {name: 'Search for these words instead'}).click();
    await expect(page.getByRole('radio', {name: 'Search'})).toBeChecked();
    await expect(page).toHaveURL(/\/search\?q=banana\+smoothie$/);
    await expect(page.locator('main')).toContainText('No results for “banana smoothie”.');
  });

  test('a blocked index shows the failure state and recovers on retry', async ({page}) => {
    let block = true;
    await page.route(isIndexFile, (route) => (block ? route.abort('internetdisconnected') : route.continue()));
    await page.goto('/search?q=redis');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
    block = false;
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 2, name: 'Redis', exact: true})).toBeVisible();
  });

  test('has no axe-core violations with results and in ask mode', async ({page}) => {
    await page.goto('/search?q=namespace');
    await expect(page.locator('main section').first()).toBeVisible();
    await axe(page);
    await page.goto('/search?q=how%20do%20I%20skip%20a%20collector&mode=ask');
    await expect(page.getByRole('heading', {name: 'Quoted from the docs'})).toBeVisible();
    await axe(page);
  });
});
