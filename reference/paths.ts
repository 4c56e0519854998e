/**
 * Bundle path patterns, as the reference writes them: placeholders in angle brackets (`<namespace>`,
 * one path segment or part of one; `<...name>` for a directory that may hold slashes, such as a
 * collector's `name`), `*` for any part of one segment, and `[...]` around an optional part
 * (`secrets/<namespace>/<name>[/<key>].json`). Shared by the read-path test, page links and the
 * bundle map.
 */

type Token = {literal: string} | {placeholder: string; spans?: boolean} | {star: true} | {optional: Token[]};

function tokenize(pattern: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let literal = '';
  const flush = () => {
    if (literal) tokens.push({literal});
    literal = '';
  };
  while (i < pattern.length) {
    const c = pattern[i]!;
    if (c === '<') {
      const end = pattern.indexOf('>', i);
      if (end < 0) throw new Error(`unclosed placeholder in ${pattern}`);
      flush();
      const name = pattern.slice(i + 1, end);
      tokens.push(name.startsWith('...') ? {placeholder: name.slice(3), spans: true} : {placeholder: name});
      i = end + 1;
    } else if (c === '*') {
      flush();
      tokens.push({star: true});
      i++;
    } else if (c === '[') {
      const end = pattern.indexOf(']', i);
      if (end < 0) throw new Error(`unclosed optional part in ${pattern}`);
      flush();
      tokens.push({optional: tokenize(pattern.slice(i + 1, end))});
      i = end + 1;
    } else {
      literal += c;
      i++;
    }
  }
  flush();
  return tokens;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function toRegexSource(tokens: Token[]): string {
  return tokens
    .map((token) => {
      if ('literal' in token) return escape(token.literal);
      if ('placeholder' in token) return `(?<${groupName(token.placeholder)}>${token.spans ? '[^/]+?(?:/[^/]+?)*?' : '[^/]+?'})`;
      if ('star' in token) return '[^/]*';
      return `(?:${toRegexSource(token.optional)})?`;
    })
    .join('');
}

/** Placeholder names become regex group names; repeated names get a suffix. */
let groupCounter = 0;
function groupName(placeholder: string): string {
  return `${placeholder.replace(/\W/g, '_')}__${groupCounter++}`;
}

/** A regular expression that matches every concrete path the pattern stands for. */
export function patternRegex(pattern: string): RegExp {
  return new RegExp(`^${toRegexSource(tokenize(pattern))}$`);
}

/** One character of a pattern, or a run of characters: within one segment, or across segments. */
type Step = {char: string} | {run: 'segment' | 'any'; min: 0 | 1};

/** The pattern as steps, one list per way of taking or leaving its optional parts. */
function alternatives(tokens: Token[]): Step[][] {
  let out: Step[][] = [[]];
  for (const token of tokens) {
    if ('literal' in token) out = out.map((steps) => [...steps, ...[...token.literal].map((char) => ({char}))]);
    else if ('placeholder' in token) out = out.map((steps) => [...steps, {run: token.spans ? 'any' : 'segment', min: 1} as Step]);
    else if ('star' in token) out = out.map((steps) => [...steps, {run: 'segment', min: 0} as Step]);
    else {
      const inner = alternatives(token.optional);
      out = out.flatMap((steps) => [steps, ...inner.map((extra) => [...steps, ...extra])]);
    }
  }
  return out;
}

/** Whether some string is matched by both step lists: a walk over pairs of positions. */
function intersect(a: Step[], b: Step[]): boolean {
  const seen = new Set<string>();
  const fits = (run: Step, char: string) => 'run' in run && (run.run === 'any' || char !== '/');
  const visit = (i: number, j: number, ua: boolean, ub: boolean): boolean => {
    const state = `${i},${j},${ua},${ub}`;
    if (seen.has(state)) return false;
    seen.add(state);
    const x = a[i];
    const y = b[j];
    if (!x && !y) return true;
    // Leave a run once it has what it needs.
    if (x && 'run' in x && (ua || x.min === 0) && visit(i + 1, j, false, ub)) return true;
    if (y && 'run' in y && (ub || y.min === 0) && visit(i, j + 1, ua, false)) return true;
    if (!x || !y) return false;
    if ('char' in x && 'char' in y) return x.char === y.char && visit(i + 1, j + 1, false, false);
    if ('run' in x && 'char' in y) return fits(x, y.char) && visit(i, j + 1, true, false);
    if ('char' in x && 'run' in y) return fits(y, x.char) && visit(i + 1, j, false, true);
    // Two runs take one common character (any character but `/` unless both cross segments).
    return visit(i, j, true, true);
  };
  return visit(0, 0, false, false);
}

/** Whether some concrete path fits both patterns. */
export function patternsOverlap(a: string, b: string): boolean {
  const left = alternatives(tokenize(a));
  const right = alternatives(tokenize(b));
  return left.some((x) => right.some((y) => intersect(x, y)));
}

/**
 * The pattern with its placeholders filled from `values` where they name one (`<name>` from the
 * `name` field); an optional part whose placeholders are all unfilled is left out, as the code
 * leaves the path segment out when the field is empty.
 */
export function fillPattern(pattern: string, values: Record<string, unknown>): string {
  const value = (name: string) => {
    const v = values[name];
    return typeof v === 'string' && v !== '' ? v.replace(/^\/+|\/+$/g, '') : undefined;
  };
  const withOptional = pattern.replace(/\[([^\]]*)\]/g, (_whole, inner: string) => {
    const names = [...inner.matchAll(/<(?:\.\.\.)?(\w+)>/g)].map((m) => m[1]!);
    if (names.length === 0) return `[${inner}]`;
    return names.every((name) => value(name) === undefined) ? '' : inner;
  });
  return withOptional.replace(/<(\.\.\.)?(\w+)>/g, (whole, _spread, name: string) => value(name) ?? whole);
}
