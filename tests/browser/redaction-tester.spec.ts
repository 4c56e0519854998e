/**
 * The redaction tester on /docs/redact/redactors, as a reader uses it: every case of the table
 * (tests/redaction-cases.ts) is opened with its Redactor in the URL fragment (`#redactor=` and
 * lz-string's compressToEncodedURIComponent, as "Try this redactor" links), given its file name
 * and sample, and must show the case's output with each change marked with its rule. Also: bad
 * input gets a clear message without freezing the page (how soon is a figure of `npm run bench`;
 * tests/lib/redaction-tester-page.ts drives both), nothing is requested from another host, and
 * the tester's code loads only when the tester is opened.
 */
import {test, expect, type Page} from '@playwright/test';
import {builtInRules} from '../../reference/redaction/index';
import {anyPath, redactionCases, type RedactionCase} from '../redaction-cases';
import {differences} from '../redaction-cli/differences';
import {realRuleSets, specText, type Sample} from '../redaction-cli/real-rule-sets';
import {settled} from '../lib/settled';
import {answerTo, badInputs, field, harmless, openWith, testerPage} from '../lib/redaction-tester-page';

/** The tester's code: its chunk (named in RedactionTester/index.tsx) and the worker's. */
const testerScript = /\/assets\/js\/redaction-(tester|worker)\.[0-9a-f]+\.js$/;
const builtInIds = new Set(builtInRules.map((rule) => rule.id));

interface Shown {
  output: string | null;
  /** The items of the list under the output. */
  items: string[];
  /** For each line of the output marked as changed: its 1-based number and the rules in its title. */
  marked: [number, string][];
  alert: string | null;
}

/** What the tester shows now. */
async function shown(page: Page): Promise<Shown> {
  return page.getByRole('region', {name: 'Redaction tester'}).evaluate((tester) => {
    const pre = tester.querySelector('pre[aria-label="Redacted file"]');
    const marked = Array.from(pre?.children ?? []).flatMap((span, i) => (span.getAttribute('title') ? [[i + 1, span.getAttribute('title')!] as [number, string]] : []));
    return {
      output: pre ? (pre.textContent ?? '') : null,
      items: Array.from(tester.querySelectorAll('ul[aria-label="Changes"] > li')).map((li) => (li.textContent ?? '').trim()),
      marked,
      alert: tester.querySelector('[role="alert"]')?.textContent ?? null,
    };
  });
}

/**
 * What the tester should show for a case: the output; each changed line marked with the rules that
 * changed it (every line, with the YAML path rules, when one rewrote the file); and a list item
 * per change and per skipped item.
 */
function expected(c: RedactionCase): Pick<Shown, 'output' | 'items' | 'marked'> {
  const rulesByLine = new Map<number, string[]>();
  for (const [line, rule] of c.changes) rulesByLine.set(line, [...(rulesByLine.get(line) ?? []), rule]);
  const wholeFile = rulesByLine.get(0);
  const marked: [number, string][] = wholeFile
    ? c.output.split('\n').map((_, i) => [i + 1, wholeFile.join(', ')])
    : [...rulesByLine].sort(([a], [b]) => a - b).map(([line, rules]) => [line, rules.join(', ')]);
  const items = [
    ...(c.changes.length === 0 ? ['No rule changed this file.'] : []),
    ...c.changes.map(([line, rule]) => `${line === 0 ? 'The whole file, rewritten' : `Line ${line}`}: ${rule}${builtInIds.has(rule) ? ' (built-in)' : ''}`),
    ...(c.skipped ?? []).map((name) => `${name} skipped: its file selector does not match the path.`),
  ];
  return {output: c.output, items, marked};
}

/** Everything that differs from what the case expects; empty when the tester shows it. */
function problemsWith(c: RedactionCase, now: Shown): string[] {
  const want = expected(c);
  const problems: string[] = [];
  if (now.output !== want.output) problems.push(`output:\n${now.output}`);
  const changeItems = now.items.filter((item) => /^(Line \d+|The whole file, rewritten): |skipped: |^No rule changed/.test(item));
  if (JSON.stringify(changeItems) !== JSON.stringify(want.items)) problems.push(`changes: ${JSON.stringify(changeItems)}`);
  if (JSON.stringify(now.marked) !== JSON.stringify(want.marked)) problems.push(`marked lines: ${JSON.stringify(now.marked)}`);
  if (c.error) {
    if (!now.items.some((item) => item.endsWith(c.error!))) problems.push(`no list item with the error "${c.error}"`);
    if (!/cannot be built/.test(now.alert ?? '')) problems.push(`alert: ${now.alert}`);
  } else if (now.alert) problems.push(`alert: ${now.alert}`);
  return problems;
}

test.describe('the table of cases, through the tester', () => {
  for (const c of redactionCases) {
    test(`${c.id}: ${c.title}`, async ({page}) => {
      await openWith(page, c.redactor);
      await field(page, 'Path in the bundle').fill(c.path ?? anyPath);
      await field(page, 'Sample file').fill(c.input);
      await expect.poll(async () => problemsWith(c, await shown(page))).toEqual([]);
    });
  }
});

/** The page answers at once, and the tester runs the next case as usual. */
async function expectResponsive(page: Page): Promise<void> {
  const ping = Date.now();
  await page.evaluate(() => document.title);
  expect(Date.now() - ping, 'the page is busy').toBeLessThan(1000);
  const next = redactionCases.find((c) => c.id === 'values')!;
  await field(page, 'Redactor spec').fill(next.redactor);
  await field(page, 'Path in the bundle').fill(next.path!);
  await field(page, 'Sample file').fill(next.input);
  await expect.poll(async () => problemsWith(next, await shown(page))).toEqual([]);
}

test.describe('bad input: a clear message, and the page stays responsive', () => {
  for (const input of badInputs) {
    test(input.name, async ({browser}) => {
      const context = await browser.newContext({permissions: ['clipboard-read', 'clipboard-write']});
      const page = await context.newPage();
      await openWith(page, harmless.redactor);
      await input.prepare?.(page);
      const before = await field(page, 'Sample file').inputValue();
      // The limit only catches a tester that never answers; how soon it answers is a bench figure.
      const {said, matched} = await answerTo(page, input, 15_000);
      expect(matched, `an alert matching ${input.message}; shown: ${said || '(none)'}`).toBe(true);
      if (input.refusedBeforeTheTextBox) expect(await field(page, 'Sample file').inputValue()).toBe(before);
      await expectResponsive(page);
      await context.close();
    });
  }
});

test('nothing is requested from another host', async ({page, baseURL}) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const target = request.url();
    if (!target.startsWith(origin) && !target.startsWith('data:') && !target.startsWith('blob:')) foreign.push(target);
  });
  const c = redactionCases.find((x) => x.id === 'yaml-path')!;
  await openWith(page, c.redactor);
  await field(page, 'Path in the bundle').fill(c.path!);
  await field(page, 'Sample file').fill(c.input);
  await expect.poll(async () => problemsWith(c, await shown(page))).toEqual([]);
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
});

test.describe("the tester's code loads only when the tester is used", () => {
  /** The tester's scripts the page requests from now on. */
  function testerRequests(page: Page): string[] {
    const seen: string[] = [];
    page.on('request', (request) => {
      const {pathname} = new URL(request.url());
      if (testerScript.test(pathname)) seen.push(pathname);
    });
    return seen;
  }

  test('not in the first load of its page, and as soon as it is opened', async ({page}) => {
    const seen = testerRequests(page);
    await page.goto(testerPage);
    await settled(page);
    await page.mouse.wheel(0, 20_000);
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([]);
    await page.getByRole('button', {name: 'Open the redaction tester'}).click();
    await expect(page.locator('pre[aria-label="Redacted file"]')).toContainText('api_key=***HIDDEN***');
    expect(seen.map((p) => testerScript.exec(p)![1]).sort()).toEqual(['tester', 'worker']);
  });

  for (const url of ['/', '/docs/redact/', '/docs/redact/passwords', '/docs/redact/recipes/application-tokens']) {
    test(`not on ${url}`, async ({page}) => {
      const seen = testerRequests(page);
      await page.goto(url);
      await settled(page);
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState('networkidle');
      expect(seen).toEqual([]);
    });
  }
});

/**
 * What the CLI would do that a plain run cannot show: each case comes from the tester's
 * comparison with Troubleshoot (tests/redaction-cli), and the page must say it where the output is.
 */
test.describe('where the tester cannot simply show the output, it says why', () => {
  const difference = (id: string) => differences.find((d) => d.id === id)!;
  const realSet = (id: string) => realRuleSets.find((s) => s.id === id)!;
  const tester = (page: Page) => page.getByRole('region', {name: 'Redaction tester'});
  const output = (page: Page) => tester(page).locator('pre[aria-label="Redacted file"]');

  async function run(page: Page, spec: string, sample: Sample): Promise<void> {
    await openWith(page, spec);
    await field(page, 'Path in the bundle').fill(sample.path);
    await field(page, 'Sample file').fill(sample.input);
  }

  test('rules in a SupportBundle (a vendor chart) are ignored, and the page says so', async ({page}) => {
    const set = realSet('carto-14eae7fb');
    await run(page, specText(set), set.samples[0]!);
    await expect(tester(page).getByRole('list', {name: 'How the CLI reads the spec'})).toContainText('a SupportBundle has no spec.redactors field');
    await expect(output(page)).toContainText('"ldKey":"sdk-00000000-1111-2222-3333-444444444444"');
  });

  test('a document with a type error is skipped: the alert names it and its rules are not applied', async ({page}) => {
    const d = difference('type-name-on');
    await run(page, d.spec, d.files[0]!);
    await expect(tester(page).getByRole('alert')).toHaveText(/^The CLI skips document 1 \(Redactor\): spec\.redactors\[1\]\.name is the boolean true, where the CLI needs text/);
    await expect(output(page)).toContainText('applying licence example-licence-0000');
  });

  test('a pattern the tester cannot run: "unsure", and no output', async ({page}) => {
    const d = difference('pattern-long');
    await run(page, d.spec, d.files[0]!);
    await expect(tester(page).getByRole('alert')).toHaveText(/^Unsure: the tester cannot run unnamed-0\.regex\.0 .*No output is shown\.$/);
    await expect(output(page)).toHaveCount(0);
  });

  test('a negative YAML list index: support-bundle stops, and no output is shown', async ({page}) => {
    const d = difference('yaml-path-negative-index');
    await run(page, d.spec, d.files[0]!);
    await expect(tester(page).getByRole('alert')).toContainText('support-bundle would stop here: unnamed-0.yaml.0 reaches a list index -1');
    await expect(output(page)).toHaveCount(0);
  });

  test('with --redact=false nothing is masked, and no spec at all runs the built-in rules alone', async ({page}) => {
    const d = difference('no-redactor-built-ins');
    await run(page, redactionCases[0]!.redactor, d.files[0]!);
    await expect(output(page)).toContainText('Password=***HIDDEN***;');
    await expect(tester(page)).toContainText('Not modelled: --tokenize.');
    await tester(page).getByLabel('Run with --redact=false').check();
    await expect(output(page)).toHaveText(d.files[0]!.input);
    await tester(page).getByLabel('Run with --redact=false').uncheck();
    await field(page, 'Redactor spec').fill(d.spec);
    await expect(tester(page).getByRole('list', {name: 'How the CLI reads the spec'})).toContainText('the output shows the built-in rules alone');
    await expect(output(page)).toContainText('Password=***HIDDEN***;');
  });

  test('Windows line endings: the box keeps the \\r the CLI sees, so $ stops matching', async ({page}) => {
    const d = difference('crlf-dollar');
    const lf = d.files[0]!.input.replace(/\r/g, '');
    await run(page, d.spec, {...d.files[0]!, input: lf});
    await expect.poll(() => output(page).textContent()).toBe('k=***HIDDEN***\nv=***HIDDEN***\nk=***HIDDEN***\n');
    await tester(page).getByLabel('The file has Windows line endings (CRLF)').check();
    // `.*` takes the \r into the mask; `\S+$` no longer matches.
    await expect.poll(() => output(page).textContent()).toBe('k=1\r\nv=***HIDDEN***\nk=3\r\n');
  });
});
