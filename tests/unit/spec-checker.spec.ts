/**
 * The spec checker's engine (plugins/spec-checker/check) on every spec example of the site: each
 * must check without errors, as it does in the browser.
 */
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {checkSpec} from '../../plugins/spec-checker/check/index';
import {checkerData} from '../../plugins/spec-checker/check/data';
import {codeBlocks, docFiles, isYaml} from '../lib/examples';
import {projectRoot} from '../lib/paths';

const data = checkerData(new Map());

test('every spec example on the site checks without errors', () => {
  const problems: string[] = [];
  let checked = 0;
  let warnings = 0;
  for (const file of docFiles()) {
    const relative = path.relative(projectRoot, file);
    for (const block of codeBlocks(file).filter(isYaml)) {
      if (!/apiVersion:\s*troubleshoot\.(sh|replicated\.com)\//.test(block.code)) continue;
      if (/\{\{-?\s*(\.Values|\.Release|if |range )/.test(block.code)) continue; // templates: checked once rendered, in the browser test
      checked++;
      for (const finding of checkSpec(block.code, {data})) {
        if (finding.severity === 'Warning') {
          warnings++;
          continue;
        }
        problems.push(`${relative}:${block.line + finding.line - 1}:${finding.column}: ${finding.message}`);
      }
    }
  }
  console.log(`${checked} spec examples checked, ${warnings} warnings`);
  expect(problems, problems.join('\n')).toEqual([]);
});

