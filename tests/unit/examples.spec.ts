import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {codeBlocks, docFiles, isYaml, pageValues} from '../lib/examples';
import {projectRoot, schemasDir} from '../lib/paths';
import {schemaFileByKind} from '../lib/schemas';
import {snapshotSource} from '../lib/troubleshoot';
import {validateYamlBlock} from '../lib/validate';

test.describe('spec examples in docs/', () => {
  test('the Troubleshoot schemas come from the vendored snapshot', () => {
    const files = Object.values(schemaFileByKind);
    for (const file of files) expect(fs.existsSync(path.join(schemasDir, file)), file).toBe(true);
    console.log(`${files.length} published schemas of Troubleshoot ${snapshotSource.ref} (${snapshotSource.commit.slice(0, 12)}) from vendor/troubleshoot/schemas`);
  });

  for (const file of docFiles()) {
    const relative = path.relative(projectRoot, file);
    test(`every spec example in ${relative} parses and passes strict validation`, () => {
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
