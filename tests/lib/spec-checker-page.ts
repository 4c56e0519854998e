import type {Page} from '@playwright/test';
import {compressToEncodedURIComponent} from 'lz-string';
import type {HostileInput, SeenFinding} from '../spec-checker-corpus';
import {waitForMessage, type Answer} from './wait-for-message';

/** How the spec checker page is driven, shared by its browser tests and `npm run bench`. */
export const checkerPath = '/spec-checker';

/** The URL fragment that loads a spec (and values) into the checker. */
export function fragment(spec: string, values?: string): string {
  return `#spec=${compressToEncodedURIComponent(spec)}${values ? `&values=${compressToEncodedURIComponent(values)}` : ''}`;
}

export interface Shown {
  /** The summary line, or null while the check runs. */
  summary: string | null;
  /** The text of each finding, without its "Reference" link. */
  items: string[];
  findings: SeenFinding[];
  /** The message shown when the check was stopped, if it was. */
  stopped: string | null;
}

const itemPattern = /^(Error|Warning) line (\d+), column (\d+): ([\s\S]*)$/;

/** What the results panel shows now. */
export async function shown(page: Page): Promise<Shown> {
  const raw = await page.evaluate(() => {
    const summary = document.querySelector('[data-testid="summary"]');
    const items = Array.from(document.querySelectorAll('[data-testid="findings"] > li')).map((li) => {
      const copy = li.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('a').forEach((a) => a.remove());
      return (copy.textContent ?? '').trim();
    });
    const results = document.getElementById('spec-checker-results')?.closest('section');
    const stopped = results?.querySelector('[role="alert"]')?.textContent ?? null;
    return {summary: summary ? (summary.textContent ?? '').trim() : null, items, stopped};
  });
  const findings = raw.items.flatMap((item) => {
    const m = itemPattern.exec(item);
    return m ? [{severity: m[1] as SeenFinding['severity'], line: Number(m[2]), message: m[4]!}] : [];
  });
  return {...raw, findings};
}

/** The first thing the page says about a check: the stop message, or the first finding. */
async function firstMessage(page: Page): Promise<string> {
  const now = await shown(page);
  return now.stopped ?? (now.summary !== null && now.summary !== 'No errors' ? (now.items[0] ?? '') : '');
}

/**
 * Puts a hostile text in the address bar of a checker page that has finished its first check,
 * and waits until the page's message matches the input's (or `timeoutMs` runs out).
 */
export async function checkHostile(page: Page, input: HostileInput, timeoutMs: number): Promise<Answer> {
  const hash = fragment(input.text);
  const started = Date.now();
  await page.evaluate((h) => {
    window.location.hash = h;
  }, hash);
  return waitForMessage(page, () => firstMessage(page), input.message, started, timeoutMs);
}
