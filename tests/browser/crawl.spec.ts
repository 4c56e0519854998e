import {test, expect} from '@playwright/test';
import {crawl} from '../lib/crawl';

test('every internal link, anchor, image, script and stylesheet in the built site resolves', async ({request, baseURL}) => {
  test.setTimeout(120_000);
  const {pages, problems} = await crawl(request, new URL(baseURL!).origin);
  expect(pages).toBeGreaterThan(10);
  expect(problems, problems.join('\n')).toEqual([]);
});
