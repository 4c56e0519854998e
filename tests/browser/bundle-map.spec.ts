/**
 * The bundle map page (docs/support-bundle/bundle-layout), on the production build: the box "Path in your bundle" answers
 * for the table of realistic paths the unit test runs through the matcher, loads only on this page
 * and only when used, the tree opens at a row linked from a collector's page, the page works
 * offline and passes axe, and search finds it for the files it explains.
 */
import AxeBuilder from '@axe-core/playwright';
import {test, expect, type Page} from '@playwright/test';
import {registries} from '../../reference/index';
import {outputAnchor, readAnchor} from '../../reference/anchors';
import {cleanPath} from '../../plugins/bundle-map/match';
import {SearchEngine} from '../../plugins/search/engine/engine';
import {bundlePathCases} from '../lib/bundle-map-paths';
import {builtPages} from '../lib/built-pages';
import {builtIndexFiles} from '../lib/built-index';
import {settled} from '../lib/settled';

const mapUrl = '/docs/support-bundle/bundle-layout';
const isFinderChunk = (url: string) => /bundle-map-finder/.test(url);

/** The values a match shows, `namespace: shop, pod: api-7d9`, as a record. */
const parseValues = (text: string | null): Record<string, string> =>
  Object.fromEntries(
    (text ?? '')
      .split(', ')
      .filter(Boolean)
      .map((pair) => {
        const at = pair.lastIndexOf(': ');
        return [pair.slice(0, at), pair.slice(at + 2)];
      }),
  );

async function openBox(page: Page, url = mapUrl) {
  await page.goto(url);
  await settled(page);
  const input = page.getByRole('textbox', {name: 'Path in your bundle'});
  await expect(input).toBeEditable();
  return input;
}

test.describe('bundle map page', () => {
  test(`the box names the writer of ${bundlePathCases.length} realistic paths, with their placeholders filled`, async ({page}) => {
    test.setTimeout(180_000);
    const input = await openBox(page);
    const results = page.getByTestId('bundle-path-results');
    const problems: string[] = [];
    for (const c of bundlePathCases) {
      await input.fill(c.path);
      // The answer is for this path, not the previous one.
      const inside = cleanPath(c.path).slice(c.topFolder ? c.topFolder.length + 1 : 0);
      await expect(results).toHaveAttribute('data-path', inside);
      const best = results.locator('ol[aria-label="Matching paths"] > li');
      const hit = best.and(page.locator(`[data-writer="${c.writer}"]`));
      try {
        await expect(hit.first()).toBeVisible({timeout: 5000});
      } catch {
        const got = await best.evaluateAll((items) => items.map((li) => li.getAttribute('data-writer')));
        problems.push(`${c.path}: expected ${c.writer}, got ${got.join(', ') || 'no match'}`);
        continue;
      }
      const values = parseValues(await hit.first().getAttribute('data-values'));
      if (JSON.stringify(values, Object.keys(values).sort()) !== JSON.stringify(c.values ?? {}, Object.keys(c.values ?? {}).sort())) {
        problems.push(`${c.path}: values ${JSON.stringify(values)}, expected ${JSON.stringify(c.values ?? {})}`);
      }
      if (Boolean(await hit.first().getAttribute('data-per-node')) !== Boolean(c.perNode)) problems.push(`${c.path}: per node`);
      if (c.topFolder) await expect(results.locator('p').first()).toContainText(`Inside the top folder ${c.topFolder}/`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('shows the filled placeholders and links the match to its row of the map', async ({page}) => {
    const input = await openBox(page);
    await input.fill('./support-bundle-2026-01-31T08_00_00/cluster-resources/pods/logs/shop/api-7d9/api.log');
    const match = page.locator('ol[aria-label="Matching paths"] > li[data-writer="collector/logs"]');
    await expect(match).toContainText('namespace: shop, pod: api-7d9, container: api');
    await expect(page.getByTestId('bundle-path-results')).toContainText('is written by');
    await match.getByRole('link', {name: /^Show in the map: /}).click();
    const row = page.locator(`[id="${outputAnchor('collector', 'logs', 0)}"]`);
    await expect(row).toBeVisible();
    await expect(row).toBeInViewport();
  });

  test('says when nothing matches, and offers the closest paths', async ({page}) => {
    const input = await openBox(page);
    await input.fill('cluster-resource/deployments/shop.json');
    const closest = page.getByRole('list', {name: 'Closest paths'});
    await expect(closest.locator('li').first()).toContainText('cluster-resources/deployments/<namespace>.json');
    await input.fill('execution-data/sumary.txt');
    await expect(closest.locator('li').first()).toContainText('execution-data/summary.txt');
  });

  test('takes a path from the URL', async ({page}) => {
    await page.goto(`${mapUrl}?path=${encodeURIComponent('host-collectors/node-1/system/cpu.json')}`);
    const match = page.locator('ol[aria-label="Matching paths"] > li').first();
    await expect(match).toHaveAttribute('data-writer', 'hostCollector/cpu');
    await expect(match).toContainText('node: node-1');
    await expect(page.getByRole('textbox', {name: 'Path in your bundle'})).toHaveValue('host-collectors/node-1/system/cpu.json');
  });

  test('loads the matcher on this page only, when the box is first used', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/docs/collect/logs');
    await settled(page);
    expect(requests.filter(isFinderChunk)).toEqual([]);
    const input = await openBox(page);
    expect(requests.filter(isFinderChunk)).toEqual([]);
    await input.focus();
    await expect.poll(() => requests.filter(isFinderChunk).length).toBeGreaterThan(0);
  });

  test('works offline: nothing is requested from another host', async ({page, baseURL}) => {
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
    });
    const input = await openBox(page);
    await input.fill('cluster-resources/nodes.json');
    await expect(page.locator('ol[aria-label="Matching paths"] > li').first()).toBeVisible();
    await page.getByRole('button', {name: 'Open every folder'}).click();
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
  });

  test('a collector page links each output to its row, which opens in the map', async ({page}) => {
    await page.goto('/docs/collect/logs');
    const link = page.getByRole('link', {name: /^In the bundle map: /}).first();
    await expect(link).toHaveAttribute('href', `${mapUrl}#${outputAnchor('collector', 'logs', 0)}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${mapUrl}#${outputAnchor('collector', 'logs', 0)}$`));
    const row = page.locator(`[id="${outputAnchor('collector', 'logs', 0)}"]`);
    await expect(row).toBeVisible();
    await expect(row).toBeInViewport();
  });

  test('the built page holds a row for every output and every read path, with its id', () => {
    const pages = builtPages();
    const $ = [mapUrl, `${mapUrl}/`, `${mapUrl}.html`].map((url) => pages.get(url)).find(Boolean);
    expect($, 'the map page is built').toBeTruthy();
    const ids = new Set($!('[id]').map((_, element) => $!(element).attr('id')).get());
    const missing: string[] = [];
    for (const writer of [...registries.collector, ...registries.hostCollector]) {
      writer.outputs.forEach((_, i) => ids.has(outputAnchor(writer.kind, writer.key, i)) || missing.push(outputAnchor(writer.kind, writer.key, i)));
    }
    for (const reader of [...registries.analyzer, ...registries.hostAnalyzer]) {
      reader.reads.forEach((_, i) => ids.has(readAnchor(reader.kind, reader.key, i)) || missing.push(readAnchor(reader.kind, reader.key, i)));
    }
    expect(missing).toEqual([]);
    // The files the run writes are in the HTML, so that search finds them.
    const text = $!('article').text();
    for (const file of ['version.yaml', 'analysis.json', 'execution-data/summary.txt', 'skipped-collectors.json', 'host-collectors/system/node_list.json']) {
      expect(text).toContain(file);
    }
  });

  test('has no axe-core violations, with an answer shown and every folder open', async ({page}) => {
    // axe over every folder of the site's longest page takes about 25 s on an idle machine.
    test.slow();
    const input = await openBox(page);
    await input.fill('cluster-resources/pods/logs/shop/api-7d9/api.log');
    await expect(page.locator('ol[aria-label="Matching paths"] > li').first()).toBeVisible();
    await page.getByRole('button', {name: 'Open every folder'}).click();
    const {violations} = await new AxeBuilder({page}).analyze();
    const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
    expect(summary, summary.join('\n')).toEqual([]);
  });

  test('search finds the page for "what is execution-data/summary.txt"', async () => {
    const files = builtIndexFiles();
    const engine = await SearchEngine.open(async (name) => JSON.parse(files.get(name)!));
    const hits = await engine.search('what is execution-data/summary.txt', 10, false);
    const top = hits.slice(0, 3).map((hit) => hit.page.url);
    expect(top, top.join(', ')).toContain(mapUrl);
  });
});
