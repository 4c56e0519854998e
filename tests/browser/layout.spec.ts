/**
 * Layout on every screen: nothing wider than the viewport on any page type, field lists readable
 * on a phone, and screenshots compared with committed baselines so that a layout change shows in
 * review (update them on purpose: `npx playwright test --config tests/browser/playwright.config.ts
 * layout --update-snapshots`).
 */
import {test, expect, type Locator, type Page} from '@playwright/test';
import {pageEntries} from './pages';
import {settled} from '../lib/settled';
import {lazyBlocksAttribute} from '../../plugins/first-load/lazy-blocks-script';

/** Resolves once the page has rendered two more frames: a scroll or a layout change has settled. */
const afterTwoFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Where an element's top is in the viewport, once the page has settled. */
async function topOf(element: Locator): Promise<number> {
  await afterTwoFrames(element.page());
  return element.evaluate((node) => Math.round(node.getBoundingClientRect().top));
}

/** Whether the page lays out its far blocks lazily (plugins/first-load). */
const lazyLayoutOn = (page: Page) => page.evaluate((name) => document.documentElement.hasAttribute(name), lazyBlocksAttribute);

/** Lays the whole page out, as a route change does. */
const layOutInFull = (page: Page) => page.evaluate((name) => document.documentElement.removeAttribute(name), lazyBlocksAttribute);

const widths = [320, 360, 390, 768, 996, 997, 1024, 1280];

/** The longest reference pages, where field lists and outputs are the most demanding. */
const longReferencePages = ['/docs/collect/cluster-resources', '/docs/collect/logs', '/docs/collect/run-pod'];

for (const [name, path] of [...pageEntries, ['longReferencePage', longReferencePages[0]!] as const]) {
  test(`the ${name} page never scrolls sideways, from 320 to 1280 px`, async ({page}) => {
    const problems: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({width, height: 800});
      await page.goto(path);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) problems.push(`${width} px: the document is ${scrollWidth} px wide`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

for (const path of longReferencePages) {
  test(`every text box of the Fields section of ${path} lies inside a 390 px viewport`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(path);
    const outside = await page.evaluate(() => {
      const list = document.querySelector('#fields ~ dl');
      if (!list) return ['no field list after the Fields heading'];
      const found: string[] = [];
      const walker = document.createTreeWalker(list, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const box of Array.from(range.getClientRects())) {
          if (box.left < -0.5 || box.right > window.innerWidth + 0.5) found.push(`"${node.textContent.trim().slice(0, 40)}" spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
        }
      }
      return found;
    });
    expect(outside, outside.join('\n')).toEqual([]);
  });
}

test('a field can be linked to: it has an anchor and shows a link on focus', async ({page}) => {
  await page.goto('/docs/collect/logs#field-limits.maxLines');
  const term = page.locator('[id="field-limits.maxLines"]');
  await expect(term).toBeInViewport();
  const link = term.locator('a').first();
  await expect(link).toHaveAttribute('href', '#field-limits.maxLines');
  await link.focus();
  const marker = await link.evaluate((a) => getComputedStyle(a, '::after').content);
  expect(marker).toContain('#');
});

const screenshotPages = {home: '/', referencePage: '/docs/collect/logs', search: '/search?q=logs'};

for (const [name, path] of Object.entries(screenshotPages)) {
  for (const width of [390, 1280]) {
    test(`${name} at ${width} px looks as reviewed`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      await page.goto(path);
      if (name === 'search') await expect(page.getByRole('link', {name: /Logs/}).first()).toBeVisible();
      // A full-page shot shows blocks beyond the viewport, which a first visit has not painted yet
      // (plugins/first-load); the test above checks that laying them out moves nothing.
      await layOutInFull(page);
      await expect(page).toHaveScreenshot(`${name}-${width}.png`, {fullPage: true, maxDiffPixelRatio: 0.02, animations: 'disabled'});
    });
  }
}

for (const target of ['field-put.proxy', 'gotchas']) {
  test(`a link to #${target} near the end of a long page lands on it, and scrolling back up does not make it jump`, async ({page}) => {
    // Whatever is laid out late above the target (lazily rendered blocks, say) must not move what the
    // reader was sent to: with content-visibility on the page's blocks this link landed 7,000 px off.
    await page.goto(`/docs/host-collect-analyze/http#${target}`);
    await settled(page);
    const element = page.locator(`[id="${target}"]`);
    const top = () => topOf(element);
    const landed = await top();
    expect(landed).toBeGreaterThanOrEqual(0);
    expect(landed).toBeLessThan(150);
    for (let step = 1; step <= 3; step++) {
      await page.mouse.wheel(0, -300);
      await expect.poll(top).toBe(landed + 300 * step);
    }
  });
}

/** Whether the page's last field is still waiting to be laid out (null on a page without fields). */
const lastFieldSkipped = (page: Page) =>
  page.evaluate(() => {
    const name = Array.from(document.querySelectorAll('dt[id^="field-"]')).at(-1);
    return name ? !name.checkVisibility({contentVisibilityAuto: true}) : null;
  });

for (const width of [390, 1280]) {
  test(`at ${width} px a first visit lays out far blocks lazily, and each lands exactly where a full layout puts it`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    await page.goto('/docs/host-collect-analyze/http');
    await settled(page);
    expect(await lazyLayoutOn(page)).toBe(true);
    expect(await lastFieldSkipped(page)).toBe(true);
    // Scroll through the page (which grows as stand-in heights give way to real ones) so that every
    // block is laid out once, then compare where each block and field starts with a full layout:
    // containment must not move anything. (A block's own height may differ: a child's bottom margin
    // stays inside a contained block instead of collapsing below it, which looks the same.)
    const tops = () =>
      page.evaluate(() => [
        ...Array.from(document.querySelectorAll('.markdown > *, dl > div')).map(
          (element) => `${element.tagName}.${element.className.split(' ')[0]} ${Math.round(element.getBoundingClientRect().top + scrollY)}`,
        ),
        `page height ${document.documentElement.scrollHeight}`,
      ]);
    for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 400) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await afterTwoFrames(page);
    }
    const lazy = await tops();
    await layOutInFull(page);
    expect(await tops()).toEqual(lazy);
  });
}

test('a table-of-contents link to a heading near the end of a lazily laid-out page lands on it and stays', async ({page}) => {
  await page.goto('/docs/host-collect-analyze/http');
  await settled(page);
  expect(await lastFieldSkipped(page)).toBe(true);
  await page.locator('.table-of-contents a[href="#gotchas"]').first().click();
  const top = () => topOf(page.locator('#gotchas'));
  const landed = await top();
  expect(landed).toBeGreaterThanOrEqual(0);
  expect(landed).toBeLessThan(150);
  await page.mouse.wheel(0, -300);
  await expect.poll(top).toBe(landed + 300);
});

test('a route change no click started lays the page out in full before it scrolls to the fragment', async ({page}) => {
  await page.goto('/docs/collect/logs');
  await settled(page);
  expect(await lazyLayoutOn(page)).toBe(true);
  // The search dialog's Enter key navigates with the router, without a click.
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox');
  await input.fill('put proxy http host');
  await expect(page.getByRole('option').first()).toHaveAttribute('href', /#field-put\.proxy$/);
  const href = await page.getByRole('option').first().getAttribute('href');
  await input.press('Enter');
  await page.waitForURL((url) => url.href.endsWith(href!));
  expect(await lazyLayoutOn(page)).toBe(false);
  const target = page.locator('[id="field-put.proxy"]');
  await expect.poll(() => topOf(target)).toBeLessThan(150);
  expect(await target.evaluate((node) => node.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
});
