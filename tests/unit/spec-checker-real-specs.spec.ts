/**
 * The spec checker on real specs from public repositories (tests/real-specs.ts): on each, exactly
 * the judged findings, each at its line and from its rule. A finding not judged is a false alarm;
 * a judged one missing is a miss. Templated v1beta3 specs run with the values file of their
 * repository, as the page would with that file pasted into its Values box.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {checkSpec} from '../../plugins/spec-checker/check/index';
import {checkerData} from '../../plugins/spec-checker/check/data';
import {renderSpecTemplate} from '../../plugins/spec-checker/check/render';
import {rules} from '../../plugins/spec-checker/check/rules/registry';
import {realSpecs} from '../real-specs';
import {projectRoot} from '../lib/paths';
import {unresolvedSourceRefs} from '../lib/source-refs';

const data = checkerData(new Map());
const folder = path.join(projectRoot, 'tests/real-specs');
const read = (file: string) => fs.readFileSync(path.join(folder, file), 'utf8');
const judgedBefore = JSON.parse(read('judged-before.json')) as Record<string, {line: number; verdict: 'real' | 'fair' | 'false'; source: string[]}[]>;

test('the corpus holds at least 60 specs, each file listed once with its repository, path and commit', () => {
  const listed = realSpecs.flatMap((spec) => [spec.file, ...(spec.values ? [spec.values.file] : [])]);
  const files = fs.readdirSync(folder).filter((file) => file !== 'judged-before.json');
  expect(files.filter((file) => !listed.includes(file))).toEqual([]);
  expect(listed.filter((file, i) => listed.indexOf(file) !== i)).toEqual([]);
  expect(realSpecs.length).toBeGreaterThanOrEqual(60);
  for (const spec of realSpecs) {
    expect(spec.commit, spec.file).toMatch(/^[0-9a-f]{40}$/);
    expect(spec.file).toBe(`${spec.repository.replace('/', '__')}__${spec.path.replace(/\//g, '__')}`);
  }
  const repositories = new Set(realSpecs.map((spec) => spec.repository));
  console.log(`${realSpecs.length} real specs from ${repositories.size} repositories`);
});

test.describe('real specs: exactly the judged findings', () => {
  for (const spec of realSpecs) {
    test(spec.file, () => {
      const values = spec.values ? read(spec.values.file) : undefined;
      const findings = checkSpec(read(spec.file), {data, values, render: renderSpecTemplate});
      const seen = findings.map((f) => `${f.line} ${f.rule ?? '(no rule)'}`);
      const judged = spec.expected.map((e) => `${e.line} ${e.rule}`);
      const unjudged = findings.filter((_, i) => !judged.includes(seen[i]!) || seen.filter((s) => s === seen[i]).length > judged.filter((j) => j === seen[i]).length);
      const missed = spec.expected.filter((e) => !seen.includes(`${e.line} ${e.rule}`));
      expect(unjudged.map((f) => `false alarm, line ${f.line} [${f.rule ?? ''}]: ${f.message}`)).toEqual([]);
      expect(missed.map((e) => `missed, line ${e.line} [${e.rule}]: ${e.why}`)).toEqual([]);
    });
  }
});

test('the figures: findings, real problems and fair advice now, and what the checker said before', () => {
  const now = realSpecs.flatMap((spec) => spec.expected);
  const before = Object.values(judgedBefore).flat();
  const count = <T>(list: T[], keep: (item: T) => boolean) => list.filter(keep).length;
  console.log(
    `now: ${now.length} findings, ${count(now, (f) => f.verdict === 'real')} real, ${count(now, (f) => f.verdict === 'fair')} fair, 0 false alarms; ` +
      `before: ${before.length} findings, ${count(before, (f) => f.verdict === 'real')} real, ${count(before, (f) => f.verdict === 'fair')} fair, ${count(before, (f) => f.verdict === 'false')} false alarms, ` +
      `${count(now, (f) => !f.before)} of today's findings missed`,
  );
  // Every judged finding of the rules is one of theirs, with the severity the rule gives.
  expect(now.filter((f) => !(f.rule in rules)).map((f) => f.rule)).toEqual([]);
  expect(before.every((f) => f.source.length > 0)).toBe(true);
  expect(unresolvedSourceRefs(before.flatMap((f) => f.source))).toEqual([]);
});
