import {expect, type Locator} from '@playwright/test';

/**
 * Points at `target` until `reaction` is in the page. Far down a long page, a first visit lays
 * blocks out as they come into view (plugins/first-load), so the page can still settle under the
 * pointer after Playwright has moved it there; a reader's pointer keeps moving, a test's does not.
 */
export async function pointAt(target: Locator, reaction: Locator): Promise<void> {
  await expect(async () => {
    await target.page().mouse.move(0, 0);
    await target.hover();
    await expect(reaction).toBeAttached({timeout: 1_000});
  }).toPass({timeout: 10_000});
}
