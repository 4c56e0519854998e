import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import YAML from 'yaml';
import {codeBlocks, docFiles, isYaml} from '../lib/examples';
import {projectRoot} from '../lib/paths';

const minimumProseWords = 150;

/** The words a reader reads as prose: no front matter, code, imports or JSX. */
function proseWords(markdown: string): number {
  const text = markdown
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, ' ')
    .replace(/^import .*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/`[^`]*`/g, ' ');
  return (text.match(/[A-Za-z][A-Za-z'-]*/g) ?? []).length;
}

function hasCompleteSpec(file: string): boolean {
  return codeBlocks(file)
    .filter(isYaml)
    .some((block) => {
      try {
        return YAML.parseAllDocuments(block.code).some((doc) => {
          const value = doc.toJS() as Record<string, unknown> | null;
          return (
            typeof value?.apiVersion === 'string' &&
            value.apiVersion.startsWith('troubleshoot.sh/') &&
            ['kind', 'metadata', 'spec'].every((key) => key in value)
          );
        });
      } catch {
        return false;
      }
    });
}

for (const file of docFiles()) {
  const relative = path.relative(projectRoot, file);
  test(`${relative} is a real page: ${minimumProseWords}+ words of prose and a complete spec example`, () => {
    const words = proseWords(fs.readFileSync(file, 'utf8'));
    expect(words, `${relative} has ${words} words of prose`).toBeGreaterThanOrEqual(minimumProseWords);
    expect(hasCompleteSpec(file), `${relative} has no complete spec example`).toBe(true);
  });
}
