import fs from 'node:fs';
import path from 'node:path';
import {docsDir} from './paths';

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
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const blocks: CodeBlock[] = [];
  let open: {fence: string; language: string; meta: string; start: number; body: string[]} | null = null;
  lines.forEach((text, index) => {
    if (!open) {
      const m = /^\s*(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/.exec(text);
      if (m) open = {fence: m[1]!, language: m[2]!, meta: m[3]!, start: index + 2, body: []};
      return;
    }
    if (text.trim().startsWith(open.fence) && text.trim().replace(/[`~]/g, '') === '') {
      blocks.push({
        file,
        line: open.start,
        language: open.language,
        meta: open.meta,
        code: open.body.join('\n'),
      });
      open = null;
      return;
    }
    open.body.push(text);
  });
  return blocks;
}

export function isYaml(block: CodeBlock): boolean {
  return block.language === 'yaml' || block.language === 'yml';
}
