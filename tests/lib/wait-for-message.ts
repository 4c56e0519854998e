import type {Page} from '@playwright/test';

export interface Answer {
  /** The last text read. */
  said: string;
  /** Milliseconds from `started` to the match, or to giving up. */
  ms: number;
  matched: boolean;
}

/**
 * Reads what a tool says every 50 ms until it matches `message` or `timeoutMs` has passed since
 * `started`. Tests assert on `matched`; `npm run bench` reports `ms`.
 */
export async function waitForMessage(
  page: Page,
  read: () => Promise<string>,
  message: RegExp,
  started: number,
  timeoutMs: number,
): Promise<Answer> {
  let said = '';
  while (Date.now() - started < timeoutMs) {
    said = await read();
    if (message.test(said)) return {said, ms: Date.now() - started, matched: true};
    await page.waitForTimeout(50);
  }
  return {said, ms: Date.now() - started, matched: false};
}
