/**
 * The spec checker's engine (plugins/spec-checker/check) on its corpus (tests/spec-checker-corpus.ts):
 * every case's first error, at its exact line, or no error, and the warnings it expects, as the
 * page's worker computes them. Templated v1beta3 cases need the template renderer
 * (check/render.ts, built on reference/templates/helm.ts); without it they are skipped.
 *
 * A case with `knownIssue` is a checker problem reported to the lead: it is expected to fail, and
 * shows up as a failure once the checker is fixed (then remove its `knownIssue`). Set
 * SPEC_CHECKER_STRICT=1 to run those cases as ordinary tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {checkSpec, type CheckOptions} from '../../plugins/spec-checker/check/index';
import {checkerData} from '../../plugins/spec-checker/check/data';
import {releases} from '../../plugins/spec-checker/check/versions';
import {corpus, hostileInputs, isTemplated, listFindings, longValidSpec, unmetExpectations} from '../spec-checker-corpus';
import {projectRoot} from '../lib/paths';

const data = checkerData(new Map());
const strict = Boolean(process.env.SPEC_CHECKER_STRICT);

type Render = NonNullable<CheckOptions['render']>;

/** The renderer the page's worker uses, or why it cannot be loaded. */
function loadRenderer(): {render?: Render; missing?: string} {
  const helm = path.join(projectRoot, 'reference/templates/helm.ts');
  const render = path.join(projectRoot, 'plugins/spec-checker/check/render.ts');
  if (!fs.existsSync(helm)) return {missing: 'reference/templates/helm.ts does not exist yet'};
  if (!fs.existsSync(render)) return {missing: 'plugins/spec-checker/check/render.ts does not exist yet'};
  try {
    // Loaded at run time, so that this file still runs while the renderer is being written.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const module = require(render) as {renderSpecTemplate?: Render};
    if (typeof module.renderSpecTemplate !== 'function') return {missing: 'check/render.ts has no renderSpecTemplate'};
    return {render: module.renderSpecTemplate};
  } catch (error) {
    return {missing: `check/render.ts cannot be loaded: ${(error as Error).message.split('\n')[0]}`};
  }
}

const renderer = loadRenderer();

test('the corpus has at least 70 cases, with unique names', () => {
  expect(corpus.length).toBeGreaterThanOrEqual(70);
  const names = corpus.map((c) => c.name);
  expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  expect(corpus.filter((c) => c.name.startsWith('docs: ')).length).toBeGreaterThanOrEqual(15);
});

test('every version a case chooses is offered by the version menu of the page', () => {
  const offered = releases(data);
  expect(corpus.filter((c) => c.version && !offered.includes(c.version)).map((c) => `${c.name}: ${c.version}`)).toEqual([]);
});

test.describe('spec checker corpus', () => {
  for (const c of corpus) {
    test(c.name, () => {
      const templated = isTemplated(c.spec);
      test.skip(templated && !renderer.render, `templated case skipped: the template renderer is not available (${renderer.missing})`);
      if (c.knownIssue) test.info().annotations.push({type: 'known checker issue', description: c.knownIssue});
      test.fail(Boolean(c.knownIssue) && !strict, c.knownIssue);
      const findings = checkSpec(c.spec, {data, values: c.values, version: c.version, render: renderer.render});
      const unmet = unmetExpectations(c.expect, findings);
      expect(unmet, `${unmet.join('; ')}\nfindings:\n${listFindings(findings)}`).toEqual([]);
      // Every finding points inside its text, the spec or the values box (a line past the end
      // cannot be shown in the editor).
      const linesOf = (text = '') => text.split('\n').length;
      const outside = findings.filter((f) => f.line < 1 || f.line > linesOf(f.in === 'values' ? c.values : c.spec));
      expect(outside, `findings outside the lines of their text:\n${listFindings(outside)}`).toEqual([]);
    });
  }
});

test.describe('hostile input', () => {
  for (const input of hostileInputs()) {
    test(`${input.name}: a clear message within 3 seconds`, () => {
      if (input.knownIssue) test.info().annotations.push({type: 'known checker issue', description: input.knownIssue});
      test.fail(Boolean(input.knownIssue) && !strict, input.knownIssue);
      const started = performance.now();
      const findings = checkSpec(input.text, {data, render: renderer.render});
      const millis = performance.now() - started;
      expect(millis, 'checking took too long').toBeLessThan(3000);
      expect(findings.length, 'a hostile input must be reported').toBeGreaterThan(0);
      expect(findings[0]!.message).toMatch(input.message);
      // One clear finding is enough; dozens of the same message are noise.
      expect(findings.length, listFindings(findings)).toBeLessThanOrEqual(3);
    });
  }
});

test('a 300-line valid spec is checked without findings, quickly', () => {
  const spec = longValidSpec();
  expect(spec.split('\n').length - 1).toBe(300);
  const started = performance.now();
  const findings = checkSpec(spec, {data, render: renderer.render});
  const millis = performance.now() - started;
  expect(findings, listFindings(findings)).toEqual([]);
  expect(millis).toBeLessThan(500);
});
