import fs from 'node:fs';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import YAML from 'yaml';
import type {Root} from 'mdast';

export interface ParsedDoc {
  file: string;
  frontMatter: Record<string, unknown>;
  tree: Root;
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter, ['yaml']);

/** A doc page as a syntax tree (MDX for .mdx, CommonMark with the same parser for .md) and its front matter. */
export function parseDoc(file: string): ParsedDoc {
  const tree = parser.parse(fs.readFileSync(file, 'utf8')) as Root;
  const yamlNode = tree.children.find((node) => node.type === 'yaml');
  const frontMatter = yamlNode && 'value' in yamlNode ? ((YAML.parse(yamlNode.value) ?? {}) as Record<string, unknown>) : {};
  return {file, frontMatter, tree};
}
