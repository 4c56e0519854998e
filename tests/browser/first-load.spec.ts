/**
 * What a first visit costs the reader's device after the text has painted: the scripts start only
 * once the page is painted and include the route's chunks, the phone menu and the code-block
 * buttons are built when first used, links prefetch their pages when the browser is idle, and the
 * search page does not shift and paints its own text as its largest element.
 */
import {test, expect, type Page} from '@playwright/test';
import {pageTypes} from './pages';
import {settled} from '../lib/settled';
import {pauseDocument} from '../lib/paused-document';
import {pointAt} from '../lib/point-at';

const phone = {width: 390, height: 844};

test.describe('first load on a phone', () => {
  test.use({viewport: phone, isMobile: true, hasTouch: true});

  test('the scripts are fetched and start after the first contentful paint, and the page still hydrates', async ({page}) => {
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        // The framework's client sets window.docusaurus as soon as its script runs.
        (window as unknown as {scriptsRanBeforePaint: boolean}).scriptsRanBeforePaint = 'docusaurus' in window;
      }).observe({type: 'paint', buffered: true});
    });
    for (const url of [pageTypes.home, pageTypes.referencePage, '/docs/redact/redactors']) {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      expect(await page.evaluate(() => (window as unknown as {scriptsRanBeforePaint?: boolean}).scriptsRanBeforePaint), url).toBe(false);
      // Nor were they fetched before it: the text and the stylesheet have the network to themselves.
      const fetchedBeforePaint = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.startTime < paint)
          .map((entry) => entry.name);
      });
      expect(fetchedBeforePaint, url).toEqual([]);
      // The framework's check for a wrong baseUrl would take the later start for a failure.
      await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
    }
  });

  test("a page lists its route's scripts, so the chunk loader adds none of its own", async ({page}) => {
    await page.addInitScript(() => {
      const added: string[] = [];
      (window as unknown as {addedScripts: string[]}).addedScripts = added;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.addedNodes)) {
            if (node instanceof HTMLScriptElement && node.hasAttribute('src')) added.push(node.getAttribute('src')!);
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    // Pages whose own code loads more on demand (the search engine on a query) are left out.
    for (const url of [pageTypes.referencePage, pageTypes.docsHome, pageTypes.tagPage, pageTypes.home]) {
      await page.goto(url);
      await settled(page);
      const listed = (await page.locator('script[data-scripts]').getAttribute('data-scripts'))!.split(' ');
      // More than the entry's runtime and main: the route's own chunks.
      expect(listed.length, url).toBeGreaterThan(2);
      // The only scripts added are the listed ones, each once and the bundler's runtime last: the
      // chunk loader found them all in the page and fetched nothing itself.
      expect(await page.evaluate(() => (window as unknown as {addedScripts: string[]}).addedScripts), url).toEqual([...listed].reverse());
    }
  });

  test('a reference page prefetches only what its visible links lead to', async ({page}) => {
    await page.goto(pageTypes.referencePage);
    await settled(page);
    // The off-screen phone menu once made every sidebar link prefetch: about 300 requests.
    expect(await page.locator('link[rel=prefetch]').count()).toBeLessThan(60);
    expect(await page.locator('.navbar-sidebar').count()).toBe(0);
  });

  test('the phone menu, built on first use, opens on the current section of the sidebar', async ({page}) => {
    await page.goto(pageTypes.referencePage);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).tap();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByRole('link', {name: 'Logs', exact: true})).toBeVisible();
    await menu.getByRole('link', {name: 'Cluster Resources', exact: true}).tap();
    await expect(page).toHaveURL(/\/docs\/collect\/cluster-resources$/);
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).tap();
    await expect(menu.getByRole('link', {name: 'Cluster Resources', exact: true})).toHaveAttribute('aria-current', 'page');
  });
});

test('links prefetch their page once, whatever the anchor, when the browser is idle', async ({page}) => {
  // Idle callbacks are held, so that the test says when the browser is idle.
  await page.addInitScript(() => {
    const held: (() => void)[] = [];
    Object.assign(window, {heldIdle: held, requestIdleCallback: (callback: () => void) => held.push(callback)});
  });
  await page.goto(pageTypes.docsHome);
  await settled(page);
  const result = await page.evaluate((path) => {
    const w = window as unknown as {docusaurus: {prefetch: (path: string) => unknown}; heldIdle: (() => void)[]};
    const links = () => document.querySelectorAll('link[rel=prefetch]').length;
    const [heldBefore, linksBefore] = [w.heldIdle.length, links()];
    const answers = [w.docusaurus.prefetch(`${path}#one`), w.docusaurus.prefetch(`${path}#two`), w.docusaurus.prefetch(`${path}?q=x`)];
    const held = w.heldIdle.length - heldBefore;
    const addedAtOnce = links() - linksBefore;
    w.heldIdle.pop()!();
    return {answers, held, addedAtOnce, addedWhenIdle: links() - linksBefore};
  }, '/docs/redact/recipes/application-tokens');
  expect(result).toEqual({answers: [true, false, false], held: 1, addedAtOnce: 0, addedWhenIdle: expect.any(Number)});
  expect(result.addedWhenIdle).toBeGreaterThan(0);
});

test.describe('code blocks', () => {
  const block = (page: Page) => page.locator('article .theme-code-block').filter({hasText: 'kind: SupportBundle'}).first();

  test('show their buttons when first pointed at, and offer word wrap only when the code overflows', async ({page}) => {
    await page.setViewportSize(phone);
    await page.goto(pageTypes.referencePage);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('article .theme-code-block button')).toHaveCount(0);
    const wide = page.locator('article .theme-code-block').filter({has: page.locator('pre')}).filter({
      hasText: 'app.kubernetes.io/part-of=shop',
    });
    await pointAt(wide.first(), wide.first().getByRole('button', {name: 'Copy code to clipboard'}));
    const overflows = await wide.first().locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);
    await expect(wide.first().getByRole('button', {name: 'Toggle word wrap'})).toHaveCount(overflows ? 1 : 0);
    if (overflows) {
      await wide.first().getByRole('button', {name: 'Toggle word wrap'}).click();
      await expect.poll(() => wide.first().locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(false);
    }
  });

  test('show their buttons to keyboard users when the code gets focus', async ({page}) => {
    await page.goto(pageTypes.referencePage);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await block(page).locator('pre').focus();
    await expect(block(page).getByRole('button', {name: 'Copy code to clipboard'})).toBeAttached();
    await page.keyboard.press('Tab');
    await expect(block(page).locator('button:focus')).toHaveCount(1);
  });
});

/** Records the page's layout shifts from its first byte; `shiftsOf` reads them. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as {shifts: number[]}).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {value: number; hadRecentInput: boolean}[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as {shifts: number[]}).shifts);

test.describe('a page whose HTML arrives in two parts', () => {
  // The browser paints what it has parsed; a busy phone parses in slices, so the cut can fall
  // anywhere. The header is held back until it is whole (the template's rel=expect), and what
  // follows it only ever grows downwards.
  const cases = [
    {part: 'the announcement bar', path: pageTypes.home, marker: 'announcementBarClose', viewport: phone},
    {part: 'the navbar', path: pageTypes.referencePage, marker: 'github.com/replicatedhq/troubleshoot', viewport: {width: 1280, height: 800}},
    {part: 'the search form', path: pageTypes.search.split('?')[0]!, marker: 'modeInput', viewport: phone},
  ];
  for (const {part, path, marker, viewport} of cases) {
    test(`does not shift when the second part completes ${part} at ${viewport.width}px`, async ({page, baseURL}) => {
      const paused = await pauseDocument(new URL(baseURL!).origin, path, marker);
      try {
        await page.setViewportSize(viewport);
        await recordShifts(page);
        await page.goto(paused.origin + path, {waitUntil: 'commit'});
        // Until the first part paints; a part the page holds back from painting never does.
        await page
          .waitForFunction(() => performance.getEntriesByType('paint').length > 0, null, {polling: 100, timeout: 3_000})
          .catch(() => {});
        paused.release();
        await settled(page);
        expect(await shiftsOf(page)).toEqual([]);
      } finally {
        await paused.close();
      }
    });
  }
});

test.describe('the search page', () => {
  for (const viewport of [phone, {width: 1280, height: 800}]) {
    test(`does not shift while results arrive at ${viewport.width}px`, async ({page}) => {
      await page.setViewportSize(viewport);
      await recordShifts(page);
      await page.goto('/search?q=logs');
      await expect(page.locator('main section').first()).toBeVisible();
      await expect(page.getByRole('group', {name: 'Limit results to one section'})).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await shiftsOf(page)).toEqual([]);
    });
  }

  test('on a phone, its largest paint is its own text, not a result that arrives later', async ({page}) => {
    await page.setViewportSize(phone);
    await page.addInitScript(() => {
      const largest: string[] = [];
      (window as unknown as {largest: string[]}).largest = largest;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {element: Element | null}[]) {
          largest.push(entry.element?.closest('main section') ? 'result' : 'page');
        }
      }).observe({type: 'largest-contentful-paint', buffered: true});
    });
    await page.goto(pageTypes.search);
    await expect(page.locator('main section').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Five-line excerpts once made the first result the largest paint, seconds after the text.
    expect(await page.evaluate(() => (window as unknown as {largest: string[]}).largest).then((l) => l.at(-1))).toBe('page');
  });
});
