/**
 * Checks `path/file.go#Function` (or `#Type.Method`, `#Type`, `#CONSTANT`) references against the
 * function index read from the Troubleshoot source (vendor/troubleshoot/functions.json): the file
 * exists and declares the symbol at the top level.
 */
import {sourceRefPattern} from '../../reference/source';
import {functionIndex} from './troubleshoot';

/** One line per reference that is malformed, names a missing file, or a symbol the file lacks. */
export function unresolvedSourceRefs(refs: Iterable<string>): string[] {
  const problems: string[] = [];
  for (const ref of new Set(refs)) {
    if (!sourceRefPattern.test(ref)) {
      problems.push(`${ref}: not of the form path/file.go#Function`);
      continue;
    }
    const [file, symbol] = ref.split('#') as [string, string];
    const symbols = functionIndex[file];
    if (!symbols) problems.push(`${ref}: no such Go file`);
    else if (!symbols[symbol]) problems.push(`${ref}: ${file} declares no ${symbol} (it declares ${closest(symbol, Object.keys(symbols))})`);
  }
  return problems;
}

/** The file's symbols that share the cited name's last part, or its first few, to help a fix. */
function closest(symbol: string, names: string[]): string {
  const last = symbol.split('.').pop()!;
  const near = names.filter((n) => n.split('.').pop() === last || n === symbol.split('.')[0]);
  return (near.length ? near : names.slice(0, 8)).join(', ');
}
