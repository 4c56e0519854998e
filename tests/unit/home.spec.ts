import {test, expect} from '@playwright/test';
import path from 'node:path';
import {codeBlocks} from '../lib/examples';
import {projectRoot} from '../lib/paths';
import {validateYamlBlock} from '../lib/validate';

test('the home page spec example is a complete, valid spec', () => {
  const blocks = codeBlocks(path.join(projectRoot, 'src/components/HomeInstall/ExampleSpec.mdx'));
  expect(blocks.map((block) => block.language)).toEqual(['yaml']);
  const {specs, problems} = validateYamlBlock(blocks[0]!.code, blocks[0]!.line);
  expect(specs).toBe(1);
  expect(problems).toEqual([]);
});
