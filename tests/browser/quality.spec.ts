import {test, expect} from '@playwright/test';
import {firstVisitBudgetKiB} from './budgets';
import {pageEntries} from './pages';
import {kib, measurePage} from '../lib/page-weight';
import {settled} from '../lib/settled';

for (const [type, url] of pageEntries) {
  test.describe(`the ${type} page`, () => {
    test(`stays within its first-visit budget of ${firstVisitBudgetKiB[type]} KiB gzip`, async ({page}) => {
      const weight = await measurePage(page, url);
      const budget = firstVisitBudgetKiB[type];
      expect(
        weight.total.gzip / 1024,
        `${url}: first visit is ${kib(weight.total.gzip)} KiB gzip (HTML ${kib(weight.html.gzip)}, JS ${kib(weight.js.gzip)}, CSS ${kib(weight.css.gzip)}), budget ${budget} KiB`,
      ).toBeLessThanOrEqual(budget);
    });

    test('loads without console errors or failed requests', async ({page}) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        // Chromium logs the 404 status of the not-found page itself: an unknown path must answer 404.
        const isTheNotFoundStatus =
          type === 'notFound' && message.text().includes('status of 404') && message.location().url.endsWith(url);
        if (message.type() === 'error' && !isTheNotFoundStatus) problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
      page.on('response', (response) => {
        const isTheNotFoundDocument = type === 'notFound' && response.request().resourceType() === 'document';
        if (response.status() >= 400 && !isTheNotFoundDocument) problems.push(`HTTP ${response.status()}: ${response.url()}`);
      });
      await page.goto(url);
      await settled(page);
      await page.mouse.wheel(0, 4000);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });

    test('has one h1, the main landmarks and headings in order', async ({page}) => {
      await page.goto(url);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('navigation', {name: 'Main'})).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
      const levels = await page
        .locator('main :is(h1, h2, h3, h4, h5, h6)')
        .evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])));
      const skips = levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1);
      expect(levels[0]).toBe(1);
      expect(skips, `heading levels in order: ${levels.join(' ')}`).toEqual([]);
    });

    test('has a description, a canonical URL, and OpenGraph and Twitter tags with the PNG card', async ({page}) => {
      await page.goto(url);
      const content = (selector: string) => page.locator(selector).getAttribute('content');
      expect((await content('meta[name="description"]'))?.length ?? 0).toBeGreaterThan(40);
      expect(await content('meta[property="og:title"]')).toBeTruthy();
      expect(await content('meta[property="og:description"]')).toBeTruthy();
      expect(await content('meta[property="og:image"]')).toBe('https://troubleshoot.sh/img/social-card.png');
      expect(await content('meta[name="twitter:card"]')).toBe('summary_large_image');
      if (type !== 'notFound') {
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect(canonical).toMatch(/^https:\/\/troubleshoot\.sh\//);
        expect(await content('meta[property="og:url"]')).toBe(canonical);
      }
    });
  });
}
