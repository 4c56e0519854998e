/**
 * Every case of the redaction table (tests/redaction-cases.ts) is a Redactor example on its docs
 * page, by the convention the table describes: the blocks marked with the case id hold exactly the
 * case's Redactor, input (titled with its path) and output or RE2 error. As the engine test runs
 * the same cases, what the pages show is what the engine computes.
 */
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {codeBlocks, docFiles, type CodeBlock} from '../lib/examples';
import {docsDir, projectRoot} from '../lib/paths';
import {redactionCases} from '../redaction-cases';

const roles = ['redactor', 'input', 'output', 'error'] as const;
type Role = (typeof roles)[number];

/** The case ids a block is marked with for a role (`redactor="a b"` marks one Redactor for two cases). */
function idsOf(block: CodeBlock, role: Role): string[] {
  return new RegExp(`(?:^|\\s)${role}="([^"]*)"`).exec(block.meta)?.[1]?.split(' ').filter(Boolean) ?? [];
}

/** A page's file as a case holds it: the block's text and the final newline a block cannot show. */
const asFile = (block: CodeBlock) => `${block.code}\n`;

for (const c of redactionCases) {
  test(`${c.id} is a Redactor example on ${c.page}`, () => {
    const blocks = codeBlocks(path.join(projectRoot, c.page));
    const marked = (role: Role) => blocks.filter((block) => idsOf(block, role).includes(c.id));
    for (const role of roles) {
      const expected = role === 'output' ? (c.error ? 0 : 1) : role === 'error' ? (c.error ? 1 : 0) : 1;
      expect(marked(role), `blocks marked ${role}="${c.id}"`).toHaveLength(expected);
    }
    const [redactor] = marked('redactor');
    const [input] = marked('input');
    expect(asFile(redactor!)).toBe(c.redactor);
    expect(asFile(input!)).toBe(c.input);
    expect(/(?:^|\s)title="([^"]*)"/.exec(input!.meta)?.[1], 'the input block is titled with the path').toBe(c.path);
    if (c.error) expect(marked('error')[0]!.code).toBe(c.error);
    else expect(asFile(marked('output')[0]!)).toBe(c.output);
  });
}

test('every block marked with a case id is on the page of a case with that id', () => {
  const pageOf = new Map(redactionCases.map((c) => [c.id, c.page]));
  const stray: string[] = [];
  for (const file of docFiles(docsDir)) {
    const page = path.relative(projectRoot, file);
    for (const block of codeBlocks(file)) {
      for (const role of roles) {
        for (const id of idsOf(block, role)) if (pageOf.get(id) !== page) stray.push(`${page}:${block.line}: ${role}="${id}"`);
      }
    }
  }
  expect(stray).toEqual([]);
});
