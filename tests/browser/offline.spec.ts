import {test, expect} from '@playwright/test';
import {pageEntries} from './pages';
import {settled} from '../lib/settled';

for (const [type, url] of pageEntries) {
  test(`the ${type} page requests nothing from another host`, async ({page, baseURL}) => {
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    page.on('request', (request) => {
      const target = request.url();
      if (!target.startsWith(origin) && !target.startsWith('data:') && !target.startsWith('blob:')) {
        foreign.push(target);
      }
    });
    await page.goto(url);
    await settled(page);
    // Hovering links triggers prefetching, and scrolling loads anything lazy.
    await page.mouse.wheel(0, 5000);
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
  });
}
