/**
 * Prose pages cite the code behind their statements in paragraphs that start with `Source:` and
 * list `path/file.go#Function` references in inline code. Those references get the same checks as
 * the reference data's: the form, and the declaration in the function index of the snapshot.
 */
import path from 'node:path';
import {test, expect} from '@playwright/test';
import type {Paragraph} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {sourceRefPattern} from '../../reference/source';
import {docFiles} from '../lib/examples';
import {parseDoc} from '../lib/mdx';
import {projectRoot} from '../lib/paths';
import {unresolvedSourceRefs} from '../lib/source-refs';

interface CitedRef {
  at: string;
  ref: string;
}

/** Every inline-code reference of every `Source:` paragraph, with the page and line it is on. */
function citedRefs(): CitedRef[] {
  const found: CitedRef[] = [];
  for (const file of docFiles()) {
    visit(parseDoc(file).tree, 'paragraph', (node: Paragraph) => {
      if (!toString(node).startsWith('Source:')) return;
      const at = `${path.relative(projectRoot, file)}:${node.position?.start.line}`;
      visit(node, 'inlineCode', (code) => {
        found.push({at, ref: code.value});
      });
    });
  }
  return found;
}

const refs = citedRefs();

test('every reference in a Source: paragraph is of the form path/file.go#Function', () => {
  const malformed = refs.filter(({ref}) => !sourceRefPattern.test(ref)).map(({at, ref}) => `${at}: "${ref}"`);
  console.log(`${refs.length} references in Source: paragraphs of the prose pages`);
  expect(refs.length).toBeGreaterThan(0);
  expect(malformed, malformed.join('\n')).toEqual([]);
});

test('every reference in a Source: paragraph names a declaration in the Troubleshoot source', () => {
  const problems = refs.flatMap(({at, ref}) => unresolvedSourceRefs([ref]).map((p) => `${at}: ${p}`));
  expect(problems, problems.join('\n')).toEqual([]);
});
