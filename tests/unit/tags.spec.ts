import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import YAML from 'yaml';
import {docFiles} from '../lib/examples';
import {docsDir, projectRoot} from '../lib/paths';

const declared = YAML.parse(fs.readFileSync(path.join(docsDir, 'tags.yml'), 'utf8')) as Record<
  string,
  {label: string; description: string; permalink?: string}
>;

test('docs/tags.yml declares exactly the agreed tags, each with a label and description', () => {
  expect(Object.keys(declared).sort()).toEqual(
    [
      'analyze', 'collect', 'documentation', 'errors', 'host-collect-analyze', 'migration', 'preflight',
      'redact', 'reference', 'support-bundle', 'templating', 'v1beta2', 'v1beta3',
    ].sort(),
  );
  for (const [key, tag] of Object.entries(declared)) {
    expect(tag.label, key).toBeTruthy();
    expect(tag.description.length, key).toBeGreaterThan(20);
  }
});

test('every tag used by a page is declared', () => {
  const undeclared: string[] = [];
  for (const file of docFiles()) {
    const frontMatter = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
    const tags = (YAML.parse(frontMatter)?.tags ?? []) as string[];
    for (const tag of tags) if (!(tag in declared)) undeclared.push(`${path.relative(projectRoot, file)}: ${tag}`);
  }
  expect(undeclared).toEqual([]);
});
