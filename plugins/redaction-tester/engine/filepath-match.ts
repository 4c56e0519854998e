/**
 * Go's path/filepath.Match on Linux ('/' separator, '\\' escapes), byte for byte as the Go code
 * walks the UTF-8 text. The YAML path redactor calls it with the bundle path as both the pattern
 * and the name (YamlRedactor.Redact in pkg/redact/yaml.go), so a path that does not match itself
 * (one with `[`, or `\` before a letter) is left untouched by every yamlPath.
 */
class BadPattern extends Error {}

type Bytes = Uint8Array;
const slash = 0x2f;
const backslash = 0x5c;

/** utf8.DecodeRuneInString: the rune and its length in bytes; 0xfffd and 1 for a bad sequence. */
function decodeRune(s: Bytes, at: number): [number, number] {
  const b0 = s[at]!;
  if (b0 < 0x80) return [b0, 1];
  const need = b0 >= 0xf0 && b0 < 0xf8 ? 3 : b0 >= 0xe0 ? 2 : b0 >= 0xc2 && b0 < 0xe0 ? 1 : -1;
  if (need < 0) return [0xfffd, 1];
  let r = b0 & (0x3f >> need);
  for (let k = 1; k <= need; k++) {
    const b = s[at + k];
    if (b === undefined || (b & 0xc0) !== 0x80) return [0xfffd, 1];
    r = (r << 6) | (b & 0x3f);
  }
  const min = [0, 0x80, 0x800, 0x10000][need]!;
  if (r < min || r > 0x10ffff || (r >= 0xd800 && r <= 0xdfff)) return [0xfffd, 1];
  return [r, need + 1];
}

function scanChunk(pattern: Bytes): {star: boolean; chunk: Bytes; rest: Bytes} {
  let star = false;
  while (pattern.length > 0 && pattern[0] === 0x2a) {
    pattern = pattern.subarray(1);
    star = true;
  }
  let inRange = false;
  let i = 0;
  scan: for (; i < pattern.length; i++) {
    switch (pattern[i]) {
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
  return {star, chunk: pattern.subarray(0, i), rest: pattern.subarray(i)};
}

function getEsc(chunk: Bytes): [number, Bytes] {
  if (chunk.length === 0 || chunk[0] === 0x2d || chunk[0] === 0x5d) throw new BadPattern();
  if (chunk[0] === backslash) {
    chunk = chunk.subarray(1);
    if (chunk.length === 0) throw new BadPattern();
  }
  const [r, n] = decodeRune(chunk, 0);
  if (r === 0xfffd && n === 1) throw new BadPattern();
  const next = chunk.subarray(n);
  if (next.length === 0) throw new BadPattern();
  return [r, next];
}

/** matchChunk: the rest of `s` after `chunk` matched its start, or undefined. */
function matchChunk(chunk: Bytes, s: Bytes): Bytes | undefined {
  let failed = false;
  while (chunk.length > 0) {
    if (!failed && s.length === 0) failed = true;
    const c = chunk[0];
    if (c === 0x5b) {
      let r = -1;
      if (!failed) {
        const [rune, n] = decodeRune(s, 0);
        r = rune;
        s = s.subarray(n);
      }
      chunk = chunk.subarray(1);
      let negated = false;
      if (chunk.length > 0 && chunk[0] === 0x5e) {
        negated = true;
        chunk = chunk.subarray(1);
      }
      let match = false;
      let ranges = 0;
      for (;;) {
        if (chunk.length > 0 && chunk[0] === 0x5d && ranges > 0) {
          chunk = chunk.subarray(1);
          break;
        }
        let lo: number;
        [lo, chunk] = getEsc(chunk);
        let hi = lo;
        if (chunk[0] === 0x2d) [hi, chunk] = getEsc(chunk.subarray(1));
        if (lo <= r && r <= hi) match = true;
        ranges++;
      }
      if (match === negated) failed = true;
    } else if (c === 0x3f) {
      if (!failed) {
        if (s[0] === slash) failed = true;
        s = s.subarray(decodeRune(s, 0)[1]);
      }
      chunk = chunk.subarray(1);
    } else {
      if (c === backslash) {
        chunk = chunk.subarray(1);
        if (chunk.length === 0) throw new BadPattern();
      }
      if (!failed) {
        if (chunk[0] !== s[0]) failed = true;
        s = s.subarray(1);
      }
      chunk = chunk.subarray(1);
    }
  }
  return failed ? undefined : s;
}

function match(patternText: string, nameText: string): boolean {
  let pattern: Bytes = new TextEncoder().encode(patternText);
  let name: Bytes = new TextEncoder().encode(nameText);
  outer: while (pattern.length > 0) {
    const scanned = scanChunk(pattern);
    const {star, chunk} = scanned;
    pattern = scanned.rest;
    if (star && chunk.length === 0) return !name.includes(slash);
    const t = matchChunk(chunk, name);
    if (t !== undefined && (t.length === 0 || pattern.length > 0)) {
      name = t;
      continue;
    }
    if (star) {
      for (let i = 0; i < name.length && name[i] !== slash; i++) {
        const rest = matchChunk(chunk, name.subarray(i + 1));
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
