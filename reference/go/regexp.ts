/**
 * Go's regexp on top of re2js (a maintained port of RE2): the syntax is the same RE2, with two
 * differences to bridge. Go allows two groups with the same name (Troubleshoot's own rules name
 * several groups `mask`), which re2js refuses, so repeated names are renamed before compiling and
 * mapped back after. And Go's FindAll, ReplaceAll and Split skip an empty match right after another
 * match, which re2js's Java-style methods do not, so those loops are written here after Go's
 * (regexp.go: allMatches, replaceAll, Split, expand).
 */
import {RE2JS} from 're2js';
import * as strconv from './strconv';

export interface GoRegexp {
  source: string;
  /** The name of each capture group, in order; '' for unnamed groups (index 0 is the whole match). */
  groupNames: string[];
  /** MatchString */
  test(text: string): boolean;
  /** FindString: the leftmost match, '' when there is none. */
  find(text: string): string;
  /** FindAllString(text, n): successive matches, at most n of them when n >= 0. */
  findAll(text: string, n: number): string[];
  /** FindStringSubmatch: the leftmost match and its groups ('' for a group that took no part), or undefined. */
  findSubmatch(text: string): string[] | undefined;
  /** FindAllStringSubmatch(text, n) */
  findAllSubmatch(text: string, n: number): string[][];
  /** ReplaceAllFunc-like: each match is replaced by what `replacement` builds from its groups. */
  replaceAll(text: string, replacement: (groups: (string | undefined)[]) => string): string;
  /** ReplaceAllString: `template` is expanded as Expand does ($1, ${1}, $name, ${name}, $$). */
  replaceAllString(text: string, template: string): string;
  /** ReplaceAllLiteralString */
  replaceAllLiteral(text: string, replacement: string): string;
  /** Split(text, n) */
  split(text: string, n: number): string[];
}

/**
 * Walks a pattern as RE2 reads its groups (skipping escapes, \Q...\E and classes) and writes it
 * again, each named group's opener as `rewrite` returns it; also lists the group names in order.
 */
function rewriteGroups(pattern: string, rewrite: (name: string, opener: string) => string): {pattern: string; names: string[]} {
  let out = '';
  const names: string[] = [''];
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\') {
      // \Q...\E is literal text up to \E (or the end).
      if (pattern[i + 1] === 'Q') {
        const end = pattern.indexOf('\\E', i + 2);
        const stop = end < 0 ? pattern.length : end + 2;
        out += pattern.slice(i, stop);
        i = stop - 1;
        continue;
      }
      out += c + (pattern[i + 1] ?? '');
      i++;
      continue;
    }
    if (inClass) {
      if (c === '[' && pattern[i + 1] === ':') {
        // A POSIX class such as [:alpha:] inside the brackets.
        const end = pattern.indexOf(':]', i + 2);
        if (end >= 0) {
          out += pattern.slice(i, end + 2);
          i = end + 1;
          continue;
        }
      }
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
      const named = /^\(\?P?<([A-Za-z0-9_]+)>/.exec(pattern.slice(i));
      if (named) {
        names.push(named[1]!);
        out += rewrite(named[1]!, named[0]);
        i += named[0].length - 1;
        continue;
      }
      if (pattern[i + 1] !== '?') names.push('');
    }
    out += c;
  }
  return {pattern: out, names};
}

/**
 * Gives each repeated group name a fresh one (`mask`, `mask` become `mask`, `mask_2`), which re2js
 * needs; `restore` turns the new openers in an error message back into what the pattern says.
 */
function uniqueGroupNames(pattern: string): {pattern: string; names: string[]; restore: (message: string) => string} {
  const all = new Set(rewriteGroups(pattern, (_, opener) => opener).names);
  const seen = new Set<string>();
  const renamed: [string, string][] = [];
  const result = rewriteGroups(pattern, (name, opener) => {
    if (!seen.has(name)) {
      seen.add(name);
      return opener;
    }
    let k = 2;
    while (all.has(`${name}_${k}`)) k++;
    const fresh = `${name}_${k}`;
    all.add(fresh);
    renamed.push([`(?P<${fresh}>`, opener]);
    return `(?P<${fresh}>`;
  });
  const restore = (message: string) => renamed.reduce((text, [fresh, opener]) => text.replaceAll(fresh, opener), message);
  return {...result, restore};
}

/** The UTF-16 length of the code point at `at` (1, or 2 for a surrogate pair): Go steps over one rune. */
const runeWidth = (text: string, at: number): number => (text.codePointAt(at)! > 0xffff ? 2 : 1);

/** regexp.Compile: the compiled pattern, or an Error with Go's message (`error parsing regexp: ...`). */
export function compile(source: string): GoRegexp {
  const {pattern, names, restore} = uniqueGroupNames(source);
  let compiled: RE2JS;
  try {
    compiled = RE2JS.compile(pattern);
  } catch (error) {
    throw new Error(restore((error as Error).message));
  }
  if (compiled.groupCount() !== names.length - 1) throw new Error('could not number the groups of this pattern');

  /** doExecute over one text: the leftmost match at or after `from`, with its groups. */
  const matcherOf = (text: string) => {
    const matcher = compiled.matcher(text);
    return (from: number) => {
      if (from > text.length || !matcher.find(from)) return undefined;
      return {start: matcher.start(), end: matcher.end(), groups: names.map((_, i) => matcher.group(i) ?? undefined)};
    };
  };

  /** allMatches: at most n matches (all when n < 0), skipping an empty match right after a match. */
  const allMatches = (text: string, n: number) => {
    const match = matcherOf(text);
    const found: NonNullable<ReturnType<typeof match>>[] = [];
    let prevMatchEnd = -1;
    for (let pos = 0; (n < 0 || found.length < n) && pos <= text.length; ) {
      const m = match(pos);
      if (!m) break;
      let accept = true;
      if (m.end === pos) {
        if (m.start === prevMatchEnd) accept = false;
        pos += pos < text.length ? runeWidth(text, pos) : 1;
      } else {
        pos = m.end;
      }
      prevMatchEnd = m.end;
      if (accept) found.push(m);
    }
    return found;
  };

  /** replaceAll: no replacement for an empty match right after the previous match. */
  const replaceAll = (text: string, replacement: (groups: (string | undefined)[]) => string) => {
    const match = matcherOf(text);
    let out = '';
    let lastMatchEnd = 0;
    let searchPos = 0;
    while (searchPos <= text.length) {
      const m = match(searchPos);
      if (!m) break;
      out += text.slice(lastMatchEnd, m.start);
      if (m.end > lastMatchEnd || m.start === 0) out += replacement(m.groups);
      lastMatchEnd = m.end;
      const width = searchPos < text.length ? runeWidth(text, searchPos) : 0;
      if (searchPos + width > m.end) searchPos += width;
      else if (searchPos + 1 > m.end) searchPos++;
      else searchPos = m.end;
    }
    return out + text.slice(lastMatchEnd);
  };

  return {
    source,
    groupNames: names,
    test: (text) => compiled.matcher(text).find(),
    find: (text) => matcherOf(text)(0)?.groups[0] ?? '',
    findAll: (text, n) => allMatches(text, n).map((m) => m.groups[0]!),
    findSubmatch: (text) => matcherOf(text)(0)?.groups.map((group) => group ?? ''),
    findAllSubmatch: (text, n) => allMatches(text, n).map((m) => m.groups.map((group) => group ?? '')),
    replaceAll,
    replaceAllString: (text, template) => replaceAll(text, (groups) => expand(template, groups, names)),
    replaceAllLiteral: (text, replacement) => replaceAll(text, () => replacement),
    split(text, n) {
      if (n === 0) return [];
      if (source.length > 0 && text.length === 0) return [''];
      const parts: string[] = [];
      let beg = 0;
      let end = 0;
      for (const m of allMatches(text, n)) {
        if (n > 0 && parts.length === n - 1) break;
        end = m.start;
        if (m.end !== 0) parts.push(text.slice(beg, end));
        beg = m.end;
      }
      if (end !== text.length) parts.push(text.slice(beg));
      return parts;
    },
  };
}

/** Regexp.Expand: `$name` takes the longest run of letters, digits and `_`; a missing group or name is empty, a malformed `$` stays. */
function expand(template: string, groups: (string | undefined)[], names: string[]): string {
  let out = '';
  let rest = template;
  for (let at = rest.indexOf('$'); at >= 0; at = rest.indexOf('$')) {
    out += rest.slice(0, at);
    rest = rest.slice(at + 1);
    if (rest.startsWith('$')) {
      out += '$';
      rest = rest.slice(1);
      continue;
    }
    const ref = /^(?:\{([\p{L}\p{Nd}_]+)\}|([\p{L}\p{Nd}_]+))/u.exec(rest);
    if (!ref) {
      out += '$';
      continue;
    }
    rest = rest.slice(ref[0].length);
    const name = ref[1] ?? ref[2]!;
    // A group number: ASCII digits, no leading zero, below 10^8; anything else is a name.
    if (/^(?:0|[1-9][0-9]{0,7})$/.test(name)) {
      out += groups[Number(name)] ?? '';
    } else {
      const index = names.findIndex((groupName, i) => i > 0 && groupName === name && groups[i] !== undefined);
      out += index > 0 ? groups[index]! : '';
    }
  }
  return out + rest;
}

/** regexp.MustCompile as a template function sees it: a panic whose message Go's template recovers. */
export function mustCompile(source: string): GoRegexp {
  try {
    return compile(source);
  } catch (error) {
    throw new Error(`regexp: Compile(${quoteForMessage(source)}): ${(error as Error).message}`);
  }
}

/** regexp's quote(): back-quoted when strconv.CanBackquote allows, else strconv.Quote. */
function quoteForMessage(source: string): string {
  return /^[^`\u0000-\u0008\u000a-\u001f\u007f\ufeff]*$/u.test(source) ? `\`${source}\`` : strconv.quote(source);
}

/** QuoteMeta: every character RE2 treats as special, escaped. */
export const quoteMeta = (text: string): string => text.replace(/[\\.+*?()|[\]{}^$]/g, '\\$&');
