/**
 * The file globs of a Redactor's `fileSelector`, matched the way Troubleshoot does with
 * gobwas/glob and `/` as the separator: `*` and `?` stay within one path segment, `**` crosses
 * segments, `[abc]`, `[!abc]`, `[a-z]` and `{a,b}` (nested too) as usual. Written here because
 * the common JavaScript glob libraries treat dotfiles and `**` differently.
 */
const special = /[.+^$()|\\]/;

/** The comma-separated alternatives of the `{...}` that opens at `start`, nested braces included, and where it closes. */
function braceAlternatives(glob: string, start: number): {alternatives: string[]; end: number} {
  const alternatives: string[] = [];
  let depth = 0;
  let from = start + 1;
  for (let i = start + 1; i < glob.length; i++) {
    const c = glob[i];
    if (c === '\\') i++;
    else if (c === '{') depth++;
    else if (c === '}' && depth > 0) depth--;
    else if ((c === ',' || c === '}') && depth === 0) {
      alternatives.push(glob.slice(from, i));
      from = i + 1;
      if (c === '}') return {alternatives, end: i};
    }
  }
  throw new Error(`unclosed { in ${glob}`);
}

function toRegexSource(glob: string): string {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '\\') {
      const next = glob[++i] ?? '';
      out += next.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    } else if (c === '*') {
      if (glob[i + 1] === '*') {
        out += '.*';
        i++;
      } else {
        out += '[^/]*';
      }
    } else if (c === '?') {
      out += '[^/]';
    } else if (c === '[') {
      const end = glob.indexOf(']', i + 2);
      if (end < 0) throw new Error(`unclosed [ in ${glob}`);
      let body = glob.slice(i + 1, end);
      if (body.startsWith('!')) body = `^${body.slice(1)}`;
      out += `[${body.replace(/\\/g, '\\\\')}]`;
      i = end;
    } else if (c === '{') {
      const {alternatives, end} = braceAlternatives(glob, i);
      out += `(?:${alternatives.map(toRegexSource).join('|')})`;
      i = end;
    } else {
      out += special.test(c) ? `\\${c}` : c;
    }
  }
  return out;
}

/** Whether a bundle path matches one glob of a file selector. */
export function globMatches(glob: string, path: string): boolean {
  return new RegExp(`^${toRegexSource(glob)}$`).test(path);
}
