import {test, expect} from '@playwright/test';
import {pageTypes} from './pages';
import {settled} from '../lib/settled';

test.describe('addresses', () => {
  for (const [suffix, url] of [
    ['.html', '/docs/collect/logs.html'],
    ['/index.html', '/docs/collect/index.html'],
    ['/index', '/docs/collect/index'],
  ] as const) {
    test(`a trailing ${suffix} still finds the page`, async ({page}) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).not.toHaveText('Page Not Found');
      await expect(page.locator('article h1, main h1').first()).toBeVisible();
      await expect(page.locator('.theme-doc-markdown')).toBeVisible();
    });
  }

  test('an unknown path answers 404 with a helpful page', async ({page}) => {
    const response = await page.goto(pageTypes.notFound);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    await expect(page.getByRole('searchbox', {name: 'Search the docs'})).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', {name: 'Docs home'})).toHaveAttribute('href', '/docs/');
    for (const section of ['Preflight', 'Support bundle', 'Collect', 'Analyze', 'Host collect & analyze', 'Redact']) {
      await expect(page.getByRole('main').getByRole('link', {name: section, exact: true})).toBeVisible();
    }
    await page.getByRole('searchbox', {name: 'Search the docs'}).fill('logs');
    await page.getByRole('button', {name: 'Search', exact: true}).click();
    await expect(page).toHaveURL(/\/search\?q=logs$/);
  });

  test('tag pages answer at both slugs of a schema-version tag', async ({page}) => {
    for (const tag of ['v1beta2', 'v1beta3']) {
      await page.goto(`/docs/tags/${tag}`);
      await expect(page.locator('h1')).toContainText(`tagged with "${tag}"`);
      await page.goto(`/docs/tags/${tag.replace(/(\d+)/g, '-$1-').replace(/-$/, '')}`);
      await expect(page).toHaveURL(new RegExp(`/docs/tags/${tag}$`));
      await expect(page.locator('h1')).toContainText(`tagged with "${tag}"`);
    }
  });

  test('the run collector\'s former address leads to its page, fragment kept', async ({page}) => {
    await page.goto('/docs/collect/deprecated/run#permissions');
    await expect(page).toHaveURL(/\/docs\/collect\/run#permissions$/);
    await expect(page.locator('article h1')).toHaveText('Run');
  });

  test('the tags index lists the declared tags with links', async ({page}) => {
    await page.goto(pageTypes.tagsIndex);
    await expect(page.locator('h1')).toHaveText('Tags');
    for (const tag of ['collect', 'reference', 'v1beta2']) {
      await expect(page.getByRole('link', {name: new RegExp(`^${tag}\\s*\\d+$`)})).toHaveAttribute(
        'href',
        `/docs/tags/${tag}`,
      );
    }
  });
});

test.describe('navigation', () => {
  test('scrolls to the top on a new page and to the anchor of a hash', async ({page}) => {
    await page.goto(pageTypes.referencePage);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator('footer').getByRole('link', {name: 'Documentation'}).click();
    await expect(page).toHaveURL(/\/docs\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goto(`${pageTypes.referencePage}#gotchas`);
    await expect.poll(() => page.locator('#gotchas').evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBeLessThan(150);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  test('pages load lazily: a client-side navigation fetches the new page\'s chunks', async ({page}) => {
    await page.goto(pageTypes.docsHome);
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/js/')) chunks.push(request.url());
    });
    await page.getByRole('link', {name: 'Collect', exact: true}).first().click();
    await expect(page).toHaveURL(/\/docs\/collect\/$/);
    expect(chunks.length).toBeGreaterThan(0);
  });

  test('linked pages are prefetched on hover, but not on 2g or with data saving on', async ({browser}) => {
    async function prefetchedOnHover(connection: {saveData: boolean; effectiveType: string}): Promise<number> {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', {value});
      }, connection);
      await page.goto(pageTypes.home);
      await settled(page);
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/assets/js/')) requested.push(request.url());
      });
      await page.locator('footer').getByRole('link', {name: 'About these docs'}).hover();
      await page.waitForTimeout(500);
      const prefetchLinks = await page.locator('link[rel="prefetch"]').count();
      await context.close();
      return requested.length + prefetchLinks;
    }
    expect(await prefetchedOnHover({saveData: false, effectiveType: '4g'})).toBeGreaterThan(0);
    expect(await prefetchedOnHover({saveData: true, effectiveType: '4g'})).toBe(0);
    expect(await prefetchedOnHover({saveData: false, effectiveType: '2g'})).toBe(0);
  });

  test('a slow route change shows the progress bar', async ({page}) => {
    await page.goto(pageTypes.docsHome);
    // Before hydration a click is a plain page load, without the router's progress bar.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.route('**/assets/js/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.getByRole('link', {name: 'Redact', exact: true}).first().click();
    await expect(page.locator('#nprogress')).toBeAttached({timeout: 1000});
    await expect(page).toHaveURL(/\/docs\/redact\/$/);
  });

  test('a quick route change shows no progress bar', async ({page}) => {
    await page.goto(pageTypes.docsHome);
    await settled(page);
    await page.getByRole('link', {name: 'Redact', exact: true}).first().hover();
    await page.waitForLoadState('networkidle');
    let seen = false;
    await page.exposeFunction('progressSeen', () => (seen = true));
    await page.evaluate(() =>
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) (window as unknown as {progressSeen: () => void}).progressSeen();
      }).observe(document.body, {childList: true}),
    );
    await page.getByRole('link', {name: 'Redact', exact: true}).first().click();
    await expect(page).toHaveURL(/\/docs\/redact\/$/);
    await page.waitForTimeout(400);
    expect(seen).toBe(false);
  });
});

test.describe('failures', () => {
  test('a crashed page shows "This page crashed" and recovers with Try again', async ({page}) => {
    // Links watch whether they are on screen with an IntersectionObserver; one that cannot be built
    // crashes the whole page, navbar included, which the framework's outermost boundary catches.
    await page.addInitScript(() => {
      const original = window.IntersectionObserver;
      Object.assign(window, {
        restoreIntersectionObserver: () => Object.assign(window, {IntersectionObserver: original}),
        IntersectionObserver: class {
          constructor() {
            throw new Error('IntersectionObserver unavailable (test)');
          }
        },
      });
    });
    await page.goto(pageTypes.referencePage);
    await expect(page.getByRole('heading', {name: 'This page crashed'})).toBeVisible();
    await expect(page.getByText('IntersectionObserver unavailable (test)')).toBeVisible();
    await page.evaluate(() => (window as unknown as {restoreIntersectionObserver: () => void}).restoreIntersectionObserver());
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.locator('article h1').first()).toHaveText('Logs');
  });

  test('a lazy piece that fails to load offers Retry', async ({page}) => {
    // The search dialog is a lazy chunk, loaded on first use through the framework's Loadable.
    await page.goto(pageTypes.docsHome);
    await settled(page);
    let blocked = true;
    await page.route(/\/assets\/js\/search-dialog/, (route) => (blocked ? route.abort() : route.continue()));
    await page.getByRole('button', {name: 'Search the docs'}).click();
    const retry = page.getByRole('button', {name: 'Retry'});
    await expect(retry).toBeVisible();
    blocked = false;
    await retry.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a site served under the wrong base URL says it did not load properly', async ({page}) => {
    // Under a wrong base URL every script and stylesheet 404s; the page's script starter then says so.
    await page.route('**/assets/**', (route) => route.fulfill({status: 404, body: 'not found'}));
    await page.goto(pageTypes.home);
    const notice = page.getByRole('alert');
    // It names the first script that failed, whichever of the page's scripts that was.
    const listed = (await page.locator('script[data-scripts]').getAttribute('data-scripts'))!.split(' ');
    await expect(notice).toContainText(/^This site did not load properly: \S+ could not be fetched\./);
    const named = /: (\S+) could not/.exec((await notice.textContent())!)![1]!;
    expect(listed).toContain(new URL(named).pathname);
    await expect(notice).toContainText('BASE_URL=/path/ npm run build');
  });
});
