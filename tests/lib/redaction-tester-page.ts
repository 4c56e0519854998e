import type {Page} from '@playwright/test';
import {compressToEncodedURIComponent} from 'lz-string';
import {redactionCases} from '../redaction-cases';
import {waitForMessage, type Answer} from './wait-for-message';

/** How the redaction tester is driven, shared by its browser tests and `npm run bench`. */
export const testerPage = '/docs/redact/redactors';

/** One of the tester's inputs, by its label. */
export const field = (page: Page, label: 'Redactor spec' | 'Sample file' | 'Path in the bundle') =>
  page.getByRole('region', {name: 'Redaction tester'}).getByLabel(label, {exact: true});

/** Opens the tester's page with a Redactor in the URL fragment, as "Try this redactor" links do. */
export async function openWith(page: Page, spec: string): Promise<void> {
  await page.goto(`${testerPage}#redactor=${compressToEncodedURIComponent(spec)}`);
  const deadline = Date.now() + 15_000;
  while ((await field(page, 'Redactor spec').inputValue()) !== spec) {
    if (Date.now() > deadline) throw new Error('the tester did not take the Redactor from the URL within 15 s');
    await page.waitForTimeout(50);
  }
}

/** The tester's alert, if it shows one. */
async function alertText(page: Page): Promise<string> {
  return (await page.getByRole('region', {name: 'Redaction tester'}).locator('[role="alert"]').allTextContents())[0] ?? '';
}

export interface BadInput {
  name: string;
  /** What the tester must say. */
  message: RegExp;
  /** Gets the tester ready; the clock starts after it. */
  prepare?: (page: Page) => Promise<void>;
  /** What the reader does. */
  act: (page: Page) => Promise<void>;
  /** The input never reaches the text box. */
  refusedBeforeTheTextBox?: boolean;
}

/** The Redactor every bad input starts from: one that masks listed values. */
export const harmless = redactionCases.find((c) => c.id === 'values')!;

/** Does what the bad input does and waits until the tester's alert matches (or `timeoutMs` runs out). */
export async function answerTo(page: Page, input: BadInput, timeoutMs: number): Promise<Answer> {
  const started = Date.now();
  await input.act(page);
  return waitForMessage(page, () => alertText(page), input.message, started, timeoutMs);
}

/** Bad inputs, each opened on the harmless Redactor; the page needs clipboard permissions (the paste). */
export const badInputs: BadInput[] = [
  {
    name: 'a 5 MB paste',
    message: /^The pasted text is 5\.0 MB and the tester takes samples up to 256 KB: paste part of the file\.$/,
    refusedBeforeTheTextBox: true,
    prepare: async (page) => {
      await page.evaluate((size) => navigator.clipboard.writeText('x'.repeat(size)), 5 * 1024 * 1024);
      await field(page, 'Sample file').focus();
    },
    act: (page) => page.keyboard.press('ControlOrMeta+V'),
  },
  {
    name: 'a sample over the limit typed or dropped in',
    message: /larger than 256 KB; paste part of the file/,
    act: (page) => field(page, 'Sample file').fill('x'.repeat(300 * 1024)),
  },
  {
    name: 'a pattern that is too slow on the sample',
    message: /^Stopped: this pattern takes more than 1 s on this sample/,
    prepare: async (page) => {
      // 100 lines of 1000 letters: the built-in rules take about 60 ms on them, the pattern below
      // about 30 ms a line (Node, this machine), so only the pattern meets the 1 s limit, even on a busy machine.
      await field(page, 'Sample file').fill(`${'abcdefghij'.repeat(100)}\n`.repeat(100));
      await page.locator('pre[aria-label="Redacted file"]').filter({hasText: 'abcdefghij'}).waitFor();
    },
    act: (page) =>
      field(page, 'Redactor spec').fill(harmless.redactor.replace(/values:\n\s+- .*\n/, "regex:\n          - redactor: '(?P<mask>[a-j]{1000})'\n")),
  },
  {
    name: 'a spec that is not valid YAML',
    message: /^The CLI skips document 1: it is not YAML that the CLI \(yaml\.v2\) can read\.$/,
    act: (page) => field(page, 'Redactor spec').fill('apiVersion: troubleshoot.sh/v1beta2\nkind: Redactor\nspec: {redactors: [\n'),
  },
];
