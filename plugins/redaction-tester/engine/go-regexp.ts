/**
 * Go's `regexp` on top of re2js (a maintained port of RE2): the syntax is the same RE2, with two
 * differences to bridge. Go allows two groups with the same name (Troubleshoot's own rules name
 * several groups `mask`), which re2js refuses, so repeated names are renamed before compiling and
 * mapped back after. And Go's ReplaceAll skips an empty match right after another match, which
 * re2js's Java-style replaceAll does not, so the replacement loop is written here after Go's.
 */
import {RE2JS} from 're2js';

export interface GoRegexp {
  source: string;
  /** The name of each capture group, in order; '' for unnamed groups (index 0 is the whole match). */
  groupNames: string[];
  test(text: string): boolean;
  /** Go's ReplaceAll with a function that builds each match's replacement from its groups. */
  replaceAll(text: string, replacement: (groups: (string | undefined)[]) => string): string;
}

/** The longest pattern accepted, so that compiling stays quick whatever is pasted. */
export const maxPatternLength = 4000;

/** Renames repeated group names (`mask`, `mask`) to `mask`, `mask__2`, skipping escapes and classes. */
function uniqueGroupNames(pattern: string): {pattern: string; names: string[]} {
  let out = '';
  const seen = new Map<string, number>();
  const names: string[] = [''];
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\') {
      out += c + (pattern[i + 1] ?? '');
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      out += c;
      continue;
    }
    if (c === '[') {
      inClass = true;
      // A ] right after [ or [^ is a literal, not the end of the class.
      out += c;
      if (pattern[i + 1] === '^') out += pattern[++i];
      if (pattern[i + 1] === ']') out += pattern[++i];
      continue;
    }
    if (c === '(') {
      const named = /^\(\?P?<([A-Za-z_][A-Za-z0-9_]*)>/.exec(pattern.slice(i));
      if (named) {
        const name = named[1]!;
        const count = (seen.get(name) ?? 0) + 1;
        seen.set(name, count);
        names.push(name);
        out += `(?P<${count === 1 ? name : `${name}__${count}`}>`;
        i += named[0].length - 1;
        continue;
      }
      if (pattern[i + 1] !== '?') names.push('');
    }
    out += c;
  }
  return {pattern: out, names};
}

/** Compiles a pattern as Go's regexp.Compile would accept it; throws RE2's error otherwise. */
export function compileGo(source: string): GoRegexp {
  if (source.length > maxPatternLength) throw new Error(`the pattern is longer than ${maxPatternLength} characters`);
  const {pattern, names} = uniqueGroupNames(source);
  const compiled = RE2JS.compile(pattern);
  if (compiled.groupCount() !== names.length - 1) throw new Error('could not number the groups of this pattern');
  return {
    source,
    groupNames: names,
    test: (text) => compiled.matcher(text).find(),
    replaceAll(text, replacement) {
      const matcher = compiled.matcher(text);
      let out = '';
      let lastMatchEnd = 0;
      let searchPos = 0;
      while (searchPos <= text.length && matcher.find(searchPos)) {
        const start = matcher.start();
        const end = matcher.end();
        out += text.slice(lastMatchEnd, start);
        // Go: no replacement for an empty match right after the previous match.
        if (end > lastMatchEnd || start === 0) {
          const groups = names.map((_, i) => matcher.group(i) ?? undefined);
          out += replacement(groups);
        }
        lastMatchEnd = end;
        searchPos = end > searchPos ? end : searchPos + 1;
      }
      return out + text.slice(lastMatchEnd);
    },
  };
}
