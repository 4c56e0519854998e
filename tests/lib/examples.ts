import fs from 'node:fs';
import path from 'node:path';
import {mergeValues} from '../../reference/templates/helm';
import type {GoMap} from '../../reference/go/values';
import type {Code} from 'mdast';
import {visit} from 'unist-util-visit';
import {docsDir} from './paths';
import {parseDoc} from './mdx';

export interface CodeBlock {
  file: string;
  /** 1-based line of the first line inside the fence. */
  line: number;
  language: string;
  /** The fence's metastring, e.g. `title="values.yaml"`. */
  meta: string;
  code: string;
}

export function docFiles(dir = docsDir): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return docFiles(full);
      return /\.mdx?$/.test(entry.name) ? [full] : [];
    })
    .sort();
}

/** Every fenced code block of a Markdown or MDX file, with where it starts. */
export function codeBlocks(file: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  visit(parseDoc(file).tree, 'code', (node: Code) => {
    blocks.push({
      file,
      line: (node.position?.start.line ?? 0) + 1,
      language: node.lang ?? '',
      meta: node.meta ?? '',
      code: node.value,
    });
  });
  return blocks;
}

export function isYaml(block: CodeBlock): boolean {
  return block.language === 'yaml' || block.language === 'yml';
}

/** Sample values for a page's templated examples: the page's own `values.yaml` blocks, merged. */
export function pageValues(blocks: CodeBlock[]): GoMap {
  // Merged as `--values a.yaml --values b.yaml` merges them: YAML 1.1, nested maps merged.
  return mergeValues(blocks.filter((b) => isYaml(b) && /title="values\.yaml"/.test(b.meta)).map((b) => b.code));
}
