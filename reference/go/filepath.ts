/**
 * Go's path/filepath.Match on Linux ('/' separator, '\\' escapes), byte for byte as the Go code
 * walks the UTF-8 text. The YAML path redactor calls it with the bundle path as both the pattern
 * and the name (YamlRedactor.Redact in pkg/redact/yaml.go), so a path that does not match itself
 * (one with `[`, or `\` before a letter) is left untouched by every yamlPath.
 */
import {decodeRune, encode} from './utf8';

class BadPattern extends Error {}

/** Go strings are bytes: the pattern and the name as byte strings (see ./utf8). */
type Bytes = string;
const slash = 0x2f;
const backslash = 0x5c;

function scanChunk(pattern: Bytes): {star: boolean; chunk: Bytes; rest: Bytes} {
  let star = false;
  while (pattern.length > 0 && pattern.charCodeAt(0) === 0x2a) {
    pattern = pattern.slice(1);
    star = true;
  }
  let inRange = false;
  let i = 0;
  scan: for (; i < pattern.length; i++) {
    switch (pattern.charCodeAt(i)) {
      case backslash:
        if (i + 1 < pattern.length) i++;
        break;
      case 0x5b:
        inRange = true;
        break;
      case 0x5d:
        inRange = false;
        break;
      case 0x2a:
        if (!inRange) break scan;
    }
  }
  return {star, chunk: pattern.slice(0, i), rest: pattern.slice(i)};
}

function getEsc(chunk: Bytes): [number, Bytes] {
  if (chunk.length === 0 || chunk.charCodeAt(0) === 0x2d || chunk.charCodeAt(0) === 0x5d) throw new BadPattern();
  if (chunk.charCodeAt(0) === backslash) {
    chunk = chunk.slice(1);
    if (chunk.length === 0) throw new BadPattern();
  }
  const [r, n] = decodeRune(chunk, 0);
  if (r === 0xfffd && n === 1) throw new BadPattern();
  const next = chunk.slice(n);
  if (next.length === 0) throw new BadPattern();
  return [r, next];
}

/** matchChunk: the rest of `s` after `chunk` matched its start, or undefined. */
function matchChunk(chunk: Bytes, s: Bytes): Bytes | undefined {
  let failed = false;
  while (chunk.length > 0) {
    if (!failed && s.length === 0) failed = true;
    const c = chunk.charCodeAt(0);
    if (c === 0x5b) {
      let r = -1;
      if (!failed) {
        const [rune, n] = decodeRune(s, 0);
        r = rune;
        s = s.slice(n);
      }
      chunk = chunk.slice(1);
      let negated = false;
      if (chunk.length > 0 && chunk.charCodeAt(0) === 0x5e) {
        negated = true;
        chunk = chunk.slice(1);
      }
      let match = false;
      let ranges = 0;
      for (;;) {
        if (chunk.length > 0 && chunk.charCodeAt(0) === 0x5d && ranges > 0) {
          chunk = chunk.slice(1);
          break;
        }
        let lo: number;
        [lo, chunk] = getEsc(chunk);
        let hi = lo;
        if (chunk.charCodeAt(0) === 0x2d) [hi, chunk] = getEsc(chunk.slice(1));
        if (lo <= r && r <= hi) match = true;
        ranges++;
      }
      if (match === negated) failed = true;
    } else if (c === 0x3f) {
      if (!failed) {
        if (s.charCodeAt(0) === slash) failed = true;
        s = s.slice(decodeRune(s, 0)[1]);
      }
      chunk = chunk.slice(1);
    } else {
      if (c === backslash) {
        chunk = chunk.slice(1);
        if (chunk.length === 0) throw new BadPattern();
      }
      if (!failed) {
        if (chunk.charCodeAt(0) !== s.charCodeAt(0)) failed = true;
        s = s.slice(1);
      }
      chunk = chunk.slice(1);
    }
  }
  return failed ? undefined : s;
}

function match(patternText: string, nameText: string): boolean {
  let pattern: Bytes = encode(patternText);
  let name: Bytes = encode(nameText);
  outer: while (pattern.length > 0) {
    const scanned = scanChunk(pattern);
    const {star, chunk} = scanned;
    pattern = scanned.rest;
    if (star && chunk.length === 0) return !name.includes('/');
    const t = matchChunk(chunk, name);
    if (t !== undefined && (t.length === 0 || pattern.length > 0)) {
      name = t;
      continue;
    }
    if (star) {
      for (let i = 0; i < name.length && name.charCodeAt(i) !== slash; i++) {
        const rest = matchChunk(chunk, name.slice(i + 1));
        if (rest !== undefined) {
          if (pattern.length === 0 && rest.length > 0) continue;
          name = rest;
          continue outer;
        }
      }
    }
    return false;
  }
  return name.length === 0;
}

/** filepath.Match(pattern, name), with a malformed pattern (ErrBadPattern) reported as no match, as the redactor treats it. */
export function filepathMatch(pattern: string, name: string): boolean {
  try {
    return match(pattern, name);
  } catch (error) {
    if (error instanceof BadPattern) return false;
    throw error;
  }
}
