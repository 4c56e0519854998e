/**
 * Checks `path/file.go#Function` (or `#Type.Method`) references against a checkout of the
 * Troubleshoot source: the file exists and declares the symbol.
 */
import fs from 'node:fs';
import path from 'node:path';
import {sourceRefPattern} from '../../reference/source';

/** One line per reference that is malformed, names a missing file, or a symbol the file lacks. */
export function unresolvedSourceRefs(refs: Iterable<string>, sourceDir: string): string[] {
  const problems: string[] = [];
  for (const ref of new Set(refs)) {
    if (!sourceRefPattern.test(ref)) {
      problems.push(`${ref}: not of the form path/file.go#Function`);
      continue;
    }
    const [file, symbol] = ref.split('#') as [string, string];
    const full = path.join(sourceDir, file);
    if (!fs.existsSync(full)) {
      problems.push(`${ref}: no such file`);
      continue;
    }
    const name = symbol.split('.').pop()!;
    const receiver = symbol.includes('.') ? symbol.split('.')[0] : undefined;
    const text = fs.readFileSync(full, 'utf8');
    // A function, a type, a variable or constant (`name =`), or a declaration in a var/const block (`name Type`).
    const declared = receiver
      ? new RegExp(`func \\(\\w+ \\*?${receiver}\\) ${name}\\(`).test(text)
      : new RegExp(`(func ${name}\\(|type ${name}\\b|\\b${name}\\s*=|\\b${name}\\s+\\w)`).test(text);
    if (!declared) problems.push(`${ref}: ${file} declares no ${symbol}`);
  }
  return problems;
}
