import path from 'node:path';
import {test, expect} from '@playwright/test';
import {checkWhens} from '../../plugins/spec-checker/check/when';
import {checkerData} from '../../plugins/spec-checker/check/data';
import {registries} from '../../reference/index';
import {codeBlocks, docFiles, isYaml, pageValues} from '../lib/examples';
import {projectRoot} from '../lib/paths';
import {specsIn, type SpecDocument} from '../lib/validate';

const data = checkerData(new Map());

/** Every `when` of every analyzer in one spec document, checked with the grammar its analyzer uses. */
function check({doc, lines, lineOffset}: SpecDocument): {checked: number; problems: string[]} {
  const kind = (doc.toJS() as {kind?: string}).kind ?? '';
  const {checked, problems} = checkWhens(doc, kind, data);
  return {checked, problems: problems.map((p) => `${lineOffset + lines.linePos(p.offset).line - 1}: ${p.message}`)};
}

test('every when condition in every example is one its analyzer understands', () => {
  const problems: string[] = [];
  let checked = 0;
  for (const file of docFiles()) {
    const relative = path.relative(projectRoot, file);
    const blocks = codeBlocks(file).filter(isYaml);
    const values = pageValues(blocks);
    for (const block of blocks) {
      for (const spec of specsIn(block.code, block.line, values).specs) {
        const result = check(spec);
        checked += result.checked;
        problems.push(...result.problems.map((p) => `${relative}:${p}`));
      }
    }
  }
  console.log(`${checked} when conditions checked`);
  expect(problems, problems.join('\n')).toEqual([]);
});

test('the when check fails on a condition the analyzer would not understand', () => {
  const yaml = `apiVersion: troubleshoot.sh/v1beta2
kind: Preflight
metadata:
  name: broken
spec:
  analyzers:
    - deploymentStatus:
        name: api
        namespace: shop
        outcomes:
          - fail:
              when: "<1"
              message: No replica is ready.
          - pass:
              message: Ready.`;
  test.skip(!registries.analyzer.some((a) => a.key === 'deploymentStatus'), 'deploymentStatus is not in the reference yet');
  const [spec] = specsIn(yaml, 1).specs;
  const {checked, problems} = check(spec!);
  expect(checked).toBe(2);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(/^12: spec\.analyzers\[0\]\.deploymentStatus\.outcomes\[0\]\.fail\.when "<1"/);
});
