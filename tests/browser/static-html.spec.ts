/**
 * Reference lists and highlighted code keep the server's HTML on a page's first load instead of
 * being hydrated (src/components/StaticHtml): they must still work as links, and render in full
 * when a page is reached by client-side navigation.
 */
import {test, expect, type Locator} from '@playwright/test';

/** Whether React hydrated any element inside (it tags each element it owns with a fiber key). */
const hydratedInside = (locator: Locator) =>
  locator.evaluate((root) => Array.from(root.querySelectorAll('*')).filter((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))).length);

test('on the first load, field lists and code keep the server HTML, unhydrated', async ({page}) => {
  await page.goto('/docs/collect/logs');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('dl[aria-label="Fields of logs"]')).toBeVisible();
  expect(await hydratedInside(page.locator('dl[aria-label="Fields of logs"]'))).toBe(0);
  const code = page.locator('article pre code').first();
  await expect(code).toContainText('apiVersion');
  expect(await hydratedInside(code)).toBe(0);
  // The blocks' buttons stay React's: copy.spec.ts clicks them on a first load.
});

test('a link inside an unhydrated catalog opens its page without reloading the site', async ({page}) => {
  await page.goto('/docs/collect/all');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as unknown as {stillHere: boolean}).stillHere = true));
  await page.locator('dl[aria-label="Every collector, by spec key"]').getByRole('link', {name: 'Logs', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/collect\/logs\/?$/);
  await expect(page.locator('h1')).toContainText('Logs');
  expect(await page.evaluate(() => (window as unknown as {stillHere?: boolean}).stillHere)).toBe(true);
});

test('reached by client-side navigation, a reference page renders its fields and code in full', async ({page}) => {
  await page.goto('/docs/collect/all');
  await page.waitForLoadState('networkidle');
  // The sidebar's links are React's own: this navigation renders the page on the client.
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Logs', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/collect\/logs\/?$/);
  await expect(page.locator('#field-selector')).toBeVisible();
  await expect(page.locator('dl[aria-label="Fields of logs"] > div')).not.toHaveCount(0);
  await expect(page.locator('article pre code').first()).toContainText('apiVersion');
  expect(await hydratedInside(page.locator('dl[aria-label="Fields of logs"]'))).toBeGreaterThan(0);
});
