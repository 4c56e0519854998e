/**
 * The Content-Security-Policy nginx sends (scripts/security-headers.mjs) breaks nothing: every
 * page type, with its interactive parts in use (search and ask, the spec checker and the
 * redaction tester in their workers, the bundle path box), runs without a single violation.
 */
import {test, expect, type Page} from '@playwright/test';
import {pageTypes} from './pages';
import {settled} from '../lib/settled';

/** Collects CSP violations from the `securitypolicyviolation` events and the console of the page and its workers. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  const fromConsole = (text: string) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|create|evaluate|frame)/i.test(text)) violations.push(`console: ${text}`);
  };
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as {reportCspViolation: (v: string) => void}).reportCspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}: ${event.sample}`);
    });
  });
  page.on('console', (message) => fromConsole(message.text()));
  page.on('worker', (worker) => worker.on('console', (message) => fromConsole(message.text())));
  return violations;
}

/** Each page type, opened and used. */
const visits: {name: string; url: string; use?: (page: Page) => Promise<void>}[] = [
  {name: 'home', url: pageTypes.home},
  {name: 'docs home', url: pageTypes.docsHome},
  {name: 'reference page', url: pageTypes.referencePage},
  {name: 'tags index', url: pageTypes.tagsIndex},
  {name: 'tag page', url: pageTypes.tagPage},
  {name: 'markdown page', url: pageTypes.markdownPage},
  {name: 'not-found page', url: pageTypes.notFound},
  {
    name: 'search page, with the dialog searching and asking',
    url: pageTypes.search,
    async use(page) {
      await expect(page.locator('main section').first()).toBeVisible();
      await page.getByRole('button', {name: 'Search the docs'}).click();
      const dialog = page.getByRole('dialog', {name: 'Search the documentation'});
      await dialog.getByRole('combobox').fill('collect logs from one namespace');
      await expect(dialog.getByRole('option').first()).toBeVisible();
      await dialog.getByRole('radio', {name: 'Ask'}).check();
      await dialog.getByRole('searchbox', {name: 'Ask a question about the docs'}).fill('how do I limit the lines of logs?');
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('heading', {name: 'Quoted from the docs'})).toBeVisible();
    },
  },
  {
    name: 'spec checker, with a spec checked',
    url: '/spec-checker',
    async use(page) {
      await page.locator('#spec-checker-input').fill('apiVersion: troubleshoot.sh/v1beta2\nkind: Preflight\nmetadata:\n  name: x\nspec:\n  analyzers:\n    - clusterVersin: {}\n');
      await expect(page.getByTestId('summary')).toHaveText(/^\d+ errors?\b/, {timeout: 15_000});
    },
  },
  {
    name: 'bundle layout, with a path typed into its box',
    url: '/docs/support-bundle/bundle-layout',
    async use(page) {
      await page.getByRole('textbox', {name: 'Path in your bundle'}).fill('cluster-resources/pods/logs/shop/api-7d9/api.log');
      await expect(page.getByTestId('bundle-path-results')).toContainText('is written by');
    },
  },
  {
    name: 'redactors page, with the redaction tester open',
    url: '/docs/redact/redactors',
    async use(page) {
      // The tester sits below long lazily laid-out sections, whose heights change as the click
      // scrolls to it: a click can land beside the button (seen once in CI), so it is tried again.
      const open = page.getByRole('button', {name: 'Open the redaction tester'});
      const tester = page.getByRole('region', {name: 'Redaction tester'});
      await expect(async () => {
        if (await open.isVisible()) await open.click();
        await expect(tester).toBeVisible({timeout: 2_000});
      }).toPass({timeout: 15_000});
      await expect(tester.getByLabel('Redacted file')).not.toBeEmpty({timeout: 15_000});
    },
  },
];

for (const {name, url, use} of visits) {
  test(`the ${name} runs without a CSP violation`, async ({page}) => {
    const violations = await watchViolations(page);
    const response = await page.goto(url);
    // The policy is in force: a page without one would pass for nothing.
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await settled(page);
    await use?.(page);
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    expect(violations, violations.join('\n')).toEqual([]);
  });
}

test('a violation is caught: an injected inline script is blocked and reported', async ({page}) => {
  const violations = await watchViolations(page);
  await page.goto(pageTypes.docsHome);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations.join('\n')).toContain('script-src');
  expect(await page.evaluate(() => (window as unknown as {injected?: boolean}).injected)).toBeUndefined();
});
