import type {Page} from '@playwright/test';

/**
 * Waits until the page has hydrated and its network is quiet. Pages start their scripts after
 * their first paint (plugins/first-load/ssrTemplate.ts), so on a loaded machine the network can fall quiet
 * before the scripts have even been added: a quiet network alone says nothing about hydration.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
  await page.waitForLoadState('networkidle');
}
