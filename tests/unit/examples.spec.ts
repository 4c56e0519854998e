import path from 'node:path';
import {test, expect} from '@playwright/test';
import {codeBlocks, docFiles, isYaml, pageValues} from '../lib/examples';
import {projectRoot} from '../lib/paths';
import {schemasAvailable} from '../lib/schemas';
import {validateYamlBlock} from '../lib/validate';

const schemas = schemasAvailable();

test.describe('spec examples in docs/', () => {
  test('the Troubleshoot schemas are available', () => {
    if (!schemas.ok) console.warn(`${schemas.reason} Every schema check is skipped${process.env.CI === 'true' ? ', which fails under CI' : ''}.`);
    if (!schemas.ok && process.env.CI !== 'true') test.skip(true, schemas.reason);
    expect(schemas.ok, schemas.ok ? '' : schemas.reason).toBe(true);
  });

  for (const file of docFiles()) {
    const relative = path.relative(projectRoot, file);
    test(`every spec example in ${relative} parses and passes strict validation`, () => {
      test.skip(!schemas.ok, schemas.ok ? '' : schemas.reason);
      const problems: string[] = [];
      const blocks = codeBlocks(file).filter(isYaml);
      const values = pageValues(blocks);
      for (const block of blocks) {
        for (const p of validateYamlBlock(block.code, block.line, values).problems) {
          problems.push(`${relative}:${p.line}: ${p.path}: ${p.message}`);
        }
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});
