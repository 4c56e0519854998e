/**
 * Sprig v3's template functions (github.com/Masterminds/sprig, TxtFuncMap, without env and
 * expandenv), with what they build on: spf13/cast's conversions, shopspring/decimal's arithmetic
 * for addf..divf, Go's regexp through ./regexp. Each is declared with its Go parameter types, so
 * arguments are checked as Go checks them, and behaves as its Go source does.
 *
 * The text/template builtins (and, or, not, eq, len, index, printf, ...) are in template/funcs.ts;
 * Helm's own functions are in reference/templates/helm-functions.ts.
 */
import {FuncError, indirectInterface, type CallContext, type FuncDef, type FuncMap} from './template';
import {SemverError, parseVersion, semverCompare, versionString} from './masterminds-semver';
import {sha1} from '@noble/hashes/legacy';
import {sha256, sha512} from '@noble/hashes/sha2';
import {bytesToHex} from '@noble/hashes/utils';
import {formatValue} from './fmt';
import {marshalJSON, parseJSON} from './json';
import * as regexp from './regexp';
import * as strconv from './strconv';
import * as url from './url';
import * as utf8 from './utf8';
import {GoInt, GoStruct, compareStrings, reflectKind, sortedKeys, typeName, withType, type GoMap, type Value} from './values';

type Fn = (args: Value[], context: CallContext) => Value;

export const f = (params: FuncDef['params'], fn: Fn, variadic = false): FuncDef => ({params, fn, variadic});
export const str = (v: Value): string => v as string;
const num = (v: Value): number => Number((v as GoInt).value);

// ---------------------------------------------------------------------------------------------
// Conversions (spf13/cast v1.10, as sprig uses it)

function trimDecimal(s: string): string {
  if (!s.includes('.')) return s;
  const m = /^([-+]?\d*)(\.\d*)?$/.exec(s);
  if (!m) return s;
  const int = m[1]!;
  return int === '-' || int === '+' ? `${int}0` : int === '' ? '0' : int;
}

/** cast.ToInt64: numbers convert (floats truncate), strings parse, anything else is 0. */
function toInt64(v: Value): bigint {
  const x = indirectInterface(v);
  if (x instanceof GoInt) return BigInt.asIntN(64, x.value);
  if (typeof x === 'number') return Number.isFinite(x) ? BigInt.asIntN(64, BigInt(Math.trunc(x))) : -(2n ** 63n);
  if (typeof x === 'boolean') return x ? 1n : 0n;
  if (typeof x === 'string') {
    if (x === '') return 0n;
    return strconv.parseInt(trimDecimal(x), 0, 64) ?? 0n;
  }
  return 0n;
}

/** cast.ToFloat64 */
function toFloat64(v: Value): number {
  const x = indirectInterface(v);
  if (typeof x === 'number') return x;
  if (x instanceof GoInt) return Number(x.value);
  if (typeof x === 'boolean') return x ? 1 : 0;
  if (typeof x === 'string') return x === '' ? 0 : (strconv.parseFloat(x) ?? 0);
  return 0;
}

const goInt = (n: bigint): GoInt => new GoInt(BigInt.asIntN(64, n), 'int');
const goInt64 = (n: bigint): GoInt => new GoInt(BigInt.asIntN(64, n), 'int64');

/** sprig's strval: strings as they are, everything else as fmt's %v prints it. */
function strval(v: Value): string {
  if (typeof v === 'string') return v;
  return formatValue(v ?? null);
}

/** sprig's strslice: a list as strings (nil elements dropped), or a single value as a list of one. */
function strslice(v: Value): string[] {
  const x = v ?? null;
  if (Array.isArray(x)) return x.filter((e) => e !== null && e !== undefined).map(strval);
  if (x === null) return [];
  return [strval(x)];
}

/** sprig's empty: the zero value of its type (structs are never empty). */
function empty(v: Value): boolean {
  const x = indirectInterface(v);
  if (x === undefined) return true;
  if (typeof x === 'string') return x.length === 0;
  if (typeof x === 'boolean') return !x;
  if (typeof x === 'number') return x === 0;
  if (x instanceof GoInt) return x.value === 0n;
  if (Array.isArray(x)) return x.length === 0;
  if (x instanceof Map) return x.size === 0;
  return false;
}

function listOf(name: string, v: Value): Value[] {
  const x = indirectInterface(v);
  if (Array.isArray(x)) return x;
  // reflect.TypeOf(nil).Kind() panics in sprig.
  if (x === undefined) throw new FuncError('runtime error: invalid memory address or nil pointer dereference');
  throw new FuncError(`Cannot ${name} on type ${reflectKind(x)}`);
}

/** Go's int(f) on amd64: out of range (infinities and NaN included) it is the smallest int64. */
const goIntOf = (f: number): number => (Number.isFinite(f) && Math.abs(f) < 2 ** 63 ? Math.trunc(f) : -(2 ** 63));
const makeslicePanic = () => new FuncError('runtime error: makeslice: len out of range');

/** mustChunk: its arithmetic in float64, so a size of 0 or below makes a negative length, which panics. */
function chunkList(size: number, v: Value): Value {
  const x = indirectInterface(v);
  if (!Array.isArray(x)) {
    if (x === undefined) throw new FuncError('runtime error: invalid memory address or nil pointer dereference');
    throw new FuncError(`Cannot chunk type ${reflectKind(x)}`);
  }
  const l = x.length;
  const chunks = goIntOf(Math.floor((l - 1) / size) + 1);
  if (chunks < 0) throw makeslicePanic();
  const out: Value[] = [];
  for (let i = 0; i < chunks; i++) {
    let length = size;
    if (i === chunks - 1) {
      length = goIntOf(Math.floor(l % size));
      if (length === 0) length = size;
    }
    if (length < 0) throw makeslicePanic();
    out.push(x.slice(i * size, i * size + length));
  }
  return withType(out, '[][]interface {}');
}

/** copystructure.Copy of a nil interface fails inside reflect. */
function deepCopyOf(v: Value): Value {
  if (v === null || v === undefined) throw new FuncError('reflect: call of reflect.Value.Type on zero Value');
  return deepCopy(v);
}

function deepCopy(v: Value): Value {
  if (Array.isArray(v)) return withType(v.map(deepCopy), typeName(v));
  if (v instanceof Map) {
    const m: GoMap = new Map();
    for (const [k, e] of v) m.set(k, deepCopy(e));
    return withType(m, typeName(v));
  }
  return v;
}

function deepEqual(a: Value, b: Value): boolean {
  if (a === b) return true;
  if (a instanceof GoInt && b instanceof GoInt) return a.type === b.type && a.value === b.value;
  if (Array.isArray(a) && Array.isArray(b)) return typeName(a) === typeName(b) && a.length === b.length && a.every((e, i) => deepEqual(e, b[i]!));
  if (a instanceof Map && b instanceof Map) {
    return typeName(a) === typeName(b) && a.size === b.size && [...a].every(([k, e]) => b.has(k) && deepEqual(e, b.get(k)!));
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Strings

function isSeparator(r: string): boolean {
  const cp = r.codePointAt(0)!;
  if (cp <= 0x7f) return !/[0-9A-Za-z_]/.test(r);
  if (/[\p{L}\p{Nd}]/u.test(r)) return false;
  return /\s/u.test(r);
}

/** strings.Title */
function title(s: string): string {
  let prev = ' ';
  let out = '';
  for (const r of s) {
    out += isSeparator(prev) ? r.toUpperCase() : r;
    prev = r;
  }
  return out;
}

function untitle(s: string): string {
  return s.replace(/(^|\s)(\S)/gu, (_m, space: string, c: string) => space + c.toLowerCase());
}

function swapcase(s: string): string {
  return [...s].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');
}

// huandu/xstrings (convert.go, count.go) for snakecase, kebabcase and camelcase, on code points.

const isGoSpace = (r: number) => /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]$/.test(String.fromCodePoint(r));
const isConnector = (r: number) => r === 0x2d || r === 0x5f || isGoSpace(r);
const isPunct = (r: number) => /^\p{P}$/u.test(String.fromCodePoint(r));
const isUpper = (r: number) => /^\p{Lu}$/u.test(String.fromCodePoint(r));
const isNumber = (r: number) => /^\p{N}$/u.test(String.fromCodePoint(r));
/** isAlphabet: a letter that is not a CJK ideograph. */
function isAlphabet(r: number): boolean {
  if (!/^\p{L}$/u.test(String.fromCodePoint(r))) return false;
  if (r < 0x3400) return true;
  return !((r >= 0x4e00 && r <= 0x9fcc) || (r >= 0x3400 && r <= 0x4d85) || (r >= 0x20000 && r <= 0x2b81d));
}
/** unicode.ToUpper and ToLower: simple case mappings, so a letter that would become two (ß) stays. */
function caseRune(r: number, convert: (s: string) => string): number {
  const mapped = [...convert(String.fromCodePoint(r))];
  return mapped.length === 1 ? mapped[0]!.codePointAt(0)! : r;
}
const upperRune = (r: number) => caseRune(r, (s) => s.toUpperCase());
const lowerRune = (r: number) => caseRune(r, (s) => s.toLowerCase());

type WordType = 'invalid' | 'number' | 'upper' | 'alphabet' | 'connector' | 'punct' | 'other';

/** nextWord over code points from `at`: the word's type and where it ends. */
function nextWord(runes: number[], at: number): [WordType, number] {
  let end = at + 1;
  const r = runes[at]!;
  const runWhile = (test: (c: number) => boolean) => {
    while (end < runes.length && test(runes[end]!)) end++;
  };
  if (isConnector(r)) {
    runWhile(isConnector);
    return ['connector', end];
  }
  if (isPunct(r)) {
    runWhile(isPunct);
    return ['punct', end];
  }
  if (isUpper(r)) {
    if (end < runes.length && isUpper(runes[end]!)) {
      runWhile(isUpper);
      // An upper-case run followed by a letter leaves its last capital to the next word.
      if (end < runes.length && isAlphabet(runes[end]!)) end--;
    } else if (end < runes.length && isAlphabet(runes[end]!)) {
      runWhile((c) => isAlphabet(c) && !isUpper(c));
    }
    return ['upper', end];
  }
  if (isAlphabet(r)) {
    runWhile((c) => isAlphabet(c) && !isUpper(c));
    return ['alphabet', end];
  }
  if (isNumber(r)) {
    runWhile(isNumber);
    return ['number', end];
  }
  runWhile((c) => !(isConnector(c) || isAlphabet(c) || isNumber(c) || isPunct(c)));
  return ['other', end];
}

/** camelCaseToLowerCase: ToSnakeCase and ToKebabCase. */
function toLowerCaseWords(text: string, connector: string): string {
  const runes = [...text].map((c) => c.codePointAt(0)!);
  if (runes.length === 0) return '';
  let out = '';
  const toLower = (wt: WordType, from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const r = runes[i]!;
      if (wt !== 'upper' && wt !== 'connector') out += String.fromCodePoint(r);
      else out += isConnector(r) ? connector : String.fromCodePoint(isUpper(r) ? lowerRune(r) : r);
    }
  };
  let start = 0;
  let [wt, end] = nextWord(runes, 0);
  /** The word after the current one; its type. */
  const advance = (): WordType => {
    start = end;
    [wt, end] = start < runes.length ? nextWord(runes, start) : ['invalid', start];
    return wt;
  };
  while (end < runes.length) {
    if (wt !== 'connector') toLower(wt, start, end);
    const prev = wt;
    const [lastStart, lastEnd] = [start, end];
    wt = advance();
    if (prev === 'number') {
      while (wt === 'alphabet' || wt === 'number') {
        toLower(wt, start, end);
        wt = advance();
      }
      if (wt !== 'invalid' && wt !== 'punct' && wt !== 'connector') out += connector;
    } else if (prev === 'connector') {
      toLower(prev, lastStart, lastEnd);
    } else if (prev !== 'punct') {
      if (wt !== 'number') {
        if (wt !== 'connector' && wt !== 'punct') out += connector;
        continue;
      }
      if (end >= runes.length) continue;
      const [numberStart, numberEnd] = [start, end];
      wt = advance();
      if (wt !== 'alphabet') {
        toLower('number', numberStart, numberEnd);
        if (wt !== 'connector' && wt !== 'punct') out += connector;
        continue;
      }
      out += connector;
      toLower('number', numberStart, numberEnd);
      while (wt === 'alphabet' || wt === 'number') {
        toLower(wt, start, end);
        wt = advance();
      }
      if (wt !== 'invalid' && wt !== 'connector' && wt !== 'punct') out += connector;
    }
  }
  toLower(wt, start, end);
  return out;
}

/** ToCamelCase of v1.4.0 (upper camel case, other capitals kept), which Sprig 3.3.0 calls as ToPascalCase. */
function toPascalCase(text: string): string {
  const runes = [...text].map((c) => c.codePointAt(0)!);
  if (runes.length === 0) return '';
  let out = '';
  let i = 0;
  let r0 = 0;
  for (; i < runes.length; i++) {
    r0 = runes[i]!;
    if (!isConnector(r0)) {
      r0 = upperRune(r0);
      i++;
      break;
    }
    out += String.fromCodePoint(r0);
  }
  // Go writes the last rune read here even when the text is all connectors (so it doubles).
  if (i >= runes.length) return out + String.fromCodePoint(r0);
  for (; i < runes.length; i++) {
    const r1 = r0;
    r0 = runes[i]!;
    if (isConnector(r0) && isConnector(r1)) {
      out += String.fromCodePoint(r1);
      continue;
    }
    if (isConnector(r1)) r0 = upperRune(r0);
    else out += String.fromCodePoint(r1);
  }
  return out + String.fromCodePoint(r0);
}

function cutset(set: string): (c: string) => boolean {
  const chars = new Set([...set]);
  return (c) => chars.has(c);
}

function trimFunc(s: string, drop: (c: string) => boolean, left = true, right = true): string {
  const chars = [...s];
  let i = 0;
  let j = chars.length;
  if (left) while (i < j && drop(chars[i]!)) i++;
  if (right) while (j > i && drop(chars[j - 1]!)) j--;
  return chars.slice(i, j).join('');
}

const isUnicodeSpace = (c: string): boolean => /^[\s\u0085]$/u.test(c);

function bytes(s: string): Uint8Array {
  return new TextEncoder().encode(s);
}

function fromBytes(b: Uint8Array): string {
  return new TextDecoder().decode(b);
}

/** Go's s[a:b] on the UTF-8 bytes of s; throws like a Go panic when out of range. */
/** s[a:b] on the UTF-8 bytes (s[a:] without b), with the Go runtime's panic messages. */
function byteSlice(s: string, a: number, b?: number): string {
  const raw = bytes(s);
  const end = b ?? raw.length;
  if (b !== undefined && (end < 0 || end > raw.length)) {
    throw new FuncError(`runtime error: slice bounds out of range [:${end}]${end < 0 ? '' : ` with length ${raw.length}`}`);
  }
  if (a < 0 || a > end) throw new FuncError(`runtime error: slice bounds out of range [${a}:${a < 0 ? '' : end}]`);
  return fromBytes(raw.slice(a, end));
}

function b64enc(s: string): string {
  let bin = '';
  for (const b of bytes(s)) bin += String.fromCharCode(b);
  return btoa(bin);
}

function b64dec(s: string): string {
  const clean = s;
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 !== 0) {
    const bad = [...clean].findIndex((c) => !/[A-Za-z0-9+/=]/.test(c));
    const at = bad >= 0 ? bad : Math.max(clean.length - (clean.length % 4 || 4), 0);
    return `illegal base64 data at input byte ${at}`;
  }
  const bin = atob(clean);
  return fromBytes(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

const b32alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function b32enc(s: string): string {
  const data = bytes(s);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of data) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += b32alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += b32alphabet[(value << (5 - bits)) & 31];
  while (out.length % 8) out += '=';
  return out;
}

function b32dec(s: string): string {
  const clean = s.replace(/=+$/, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (let i = 0; i < clean.length; i++) {
    const idx = b32alphabet.indexOf(clean[i]!);
    if (idx < 0) return `illegal base32 data at input byte ${i}`;
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return fromBytes(Uint8Array.from(out));
}

/** A digest of the UTF-8 bytes, hex encoded (sprig's sha1sum, sha256sum, sha512sum). */
const hexDigest = (hash: (message: Uint8Array) => Uint8Array) => (s: string): string => bytesToHex(hash(bytes(s)));

function adler32(s: string): string {
  let a = 1;
  let b = 0;
  for (const byte of bytes(s)) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return String(((b << 16) | a) >>> 0);
}

// ---------------------------------------------------------------------------------------------
// Regular expressions (regex.go): the non-must functions panic on a bad pattern (MustCompile),
// except regexMatch, which reports false

/** regexp.Compile for the must* functions: Go's error, returned as the function's error. */
function compileRegexp(pattern: string): regexp.GoRegexp {
  try {
    return regexp.compile(pattern);
  } catch (error) {
    throw new FuncError((error as Error).message);
  }
}

/** regexp.MustCompile: the panic text/template reports as the call's error. */
function mustCompileRegexp(pattern: string): regexp.GoRegexp {
  try {
    return regexp.mustCompile(pattern);
  } catch (error) {
    throw new FuncError((error as Error).message);
  }
}

const stringList = (list: string[]): Value => withType(list, '[]string');

// ---------------------------------------------------------------------------------------------
// Exact decimal arithmetic for addf, subf, mulf, divf (shopspring/decimal, as sprig uses it)

interface Decimal {
  n: bigint;
  scale: number;
}

function decimalOf(x: number): Decimal {
  if (!Number.isFinite(x)) throw new FuncError(`decimal: cannot create a Decimal from ${strconv.formatFloat(x, 'g')}`);
  const s = strconv.formatFloat(x, 'e');
  const [mant, exp] = s.split('e') as [string, string];
  const digits = mant.replace('.', '');
  const fraction = (mant.split('.')[1] ?? '').length;
  const scale = fraction - Number(exp);
  return scale >= 0 ? {n: BigInt(digits), scale} : {n: BigInt(digits) * 10n ** BigInt(-scale), scale: 0};
}

function align(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.n * 10n ** BigInt(scale - a.scale), b.n * 10n ** BigInt(scale - b.scale), scale];
}

function decimalToFloat(d: Decimal): number {
  const sign = d.n < 0n ? '-' : '';
  const abs = (d.n < 0n ? -d.n : d.n).toString().padStart(d.scale + 1, '0');
  return Number(`${sign}${abs.slice(0, abs.length - d.scale)}.${abs.slice(abs.length - d.scale) || '0'}`);
}

function decimalOp(op: 'add' | 'sub' | 'mul' | 'div', first: Value, rest: Value[]): number {
  let acc = decimalOf(toFloat64(first));
  for (const x of rest) {
    const d = decimalOf(toFloat64(x));
    if (op === 'add' || op === 'sub') {
      const [a, b, scale] = align(acc, d);
      acc = {n: op === 'add' ? a + b : a - b, scale};
    } else if (op === 'mul') acc = {n: acc.n * d.n, scale: acc.scale + d.scale};
    else {
      if (d.n === 0n) throw new FuncError('decimal division by 0');
      // shopspring's DivisionPrecision is 16 digits after the point, rounded half away from zero.
      const precision = 16;
      const num = acc.n * 10n ** BigInt(precision + 1 + d.scale);
      const den = d.n * 10n ** BigInt(acc.scale);
      let q = num / den;
      q = (q + (q < 0n ? -5n : 5n)) / 10n;
      acc = {n: q, scale: precision};
    }
  }
  return decimalToFloat(acc);
}

// ---------------------------------------------------------------------------------------------
// Collections

/** mergo.Merge (and MergeWithOverwrite) of one map into another, as sprig's merge uses it. */
function mergeInto(dst: GoMap, src: GoMap, overwrite: boolean): void {
  for (const [key, srcValue] of src) {
    if (srcValue === null || srcValue === undefined) {
      if (overwrite) dst.set(key, srcValue ?? null);
      continue;
    }
    const dstValue = dst.get(key);
    if (srcValue instanceof Map && dstValue instanceof Map) {
      mergeInto(dstValue, srcValue, overwrite);
      if (!empty(dstValue)) continue;
    }
    if (dstValue !== undefined && !empty(dstValue) && (Array.isArray(srcValue) || (srcValue instanceof Map && dstValue instanceof Map))) {
      if (!overwrite) continue;
    }
    if (overwrite || dstValue === undefined || empty(dstValue)) dst.set(key, srcValue);
  }
}

function mapArg(name: string, v: Value): GoMap {
  if (v === null || v === undefined) throw new FuncError(`assignment to entry in nil map`);
  return v as GoMap;
}

function uniqueValues(list: Value[]): Value[] {
  const out: Value[] = [];
  for (const v of list) if (!out.some((o) => deepEqual(o, v))) out.push(v);
  return out;
}

function sliceList(list: Value, indices: Value[]): Value {
  const x = indirectInterface(list);
  // reflect.TypeOf(nil).Kind() dereferences a nil type.
  if (x === undefined) throw new FuncError('runtime error: invalid memory address or nil pointer dereference');
  if (!Array.isArray(x)) throw new FuncError(`list should be type of slice or array but ${reflectKind(x)}`);
  if (x.length === 0) return null;
  const start = indices.length > 0 ? Number(toInt64(indices[0]!)) : 0;
  const end = indices.length > 1 ? Number(toInt64(indices[1]!)) : x.length;
  if (start < 0 || end > x.length || start > end) throw new FuncError('reflect.Value.Slice: slice index out of bounds');
  return x.slice(start, end);
}

function until(start: number, stop: number, step: number): Value[] {
  const out: Value[] = [];
  if (stop < start) {
    if (step >= 0) return withType(out, '[]int');
    for (let i = start; i > stop; i += step) out.push(goInt(BigInt(i)));
    return withType(out, '[]int');
  }
  if (step <= 0) return withType(out, '[]int');
  for (let i = start; i < stop; i += step) out.push(goInt(BigInt(i)));
  return withType(out, '[]int');
}

function randomString(count: number, alphabet: string): string {
  let out = '';
  for (let i = 0; i < count; i++) out += alphabet[Math.floor(Math.random() * alphabet.length)];
  return out;
}

function uuidv4(): string {
  const hex = [...Array(32)].map(() => Math.floor(Math.random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16]!, 16) & 3) | 8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

function pathClean(p: string): string {
  if (p === '') return '.';
  const rooted = p.startsWith('/');
  const out: string[] = [];
  for (const part of p.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length && out[out.length - 1] !== '..') out.pop();
      else if (!rooted) out.push('..');
    } else out.push(part);
  }
  const joined = out.join('/');
  return rooted ? `/${joined}` : joined || '.';
}

function pathBase(p: string): string {
  if (p === '') return '.';
  const trimmed = p.replace(/\/+$/, '');
  if (trimmed === '') return '/';
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}

function pathDir(p: string): string {
  const i = p.lastIndexOf('/');
  return pathClean(p.slice(0, i + 1));
}

function pathExt(p: string): string {
  for (let i = p.length - 1; i >= 0 && p[i] !== '/'; i--) if (p[i] === '.') return p.slice(i);
  return '';
}

function semverStruct(v: string): GoStruct {
  let parsed;
  try {
    parsed = parseVersion(v);
  } catch (error) {
    throw new FuncError((error as Error).message);
  }
  const method = (value: Value) => ({params: [], call: () => value});
  const version = versionString(parsed);
  return new GoStruct('semver.Version', new Map(), {
    pointer: true,
    stringer: () => version,
    methods: {
      Major: method(new GoInt(parsed.major, 'uint64')),
      Minor: method(new GoInt(parsed.minor, 'uint64')),
      Patch: method(new GoInt(parsed.patch, 'uint64')),
      Prerelease: method(parsed.pre),
      Metadata: method(parsed.metadata),
      Original: method(parsed.original),
      String: method(version),
    },
  });
}

export function unsupported(name: string, why: string): FuncDef {
  return f(['any'], () => {
    throw new FuncError(`${name} is not supported by this renderer: ${why}`);
  }, true);
}

// ---------------------------------------------------------------------------------------------
// The function map

const sprig: FuncMap = {
  hello: f([], () => 'Hello!'),

  // Strings
  abbrev: f(['int', 'string'], ([w, s]) => {
    const width = num(w);
    const text = str(s);
    if (width < 4 || [...text].length <= width) return text;
    return `${byteSlice(text, 0, width - 3)}...`;
  }),
  abbrevboth: f(['int', 'int', 'string'], ([l, r, s]) => {
    const text = str(s);
    const left = num(l);
    const right = num(r);
    if (right < 4 || (left > 0 && right < 7) || text.length <= right) return text;
    const offset = Math.min(left, text.length);
    if (offset <= 4) return `${text.slice(0, right - 3)}...`;
    if (offset + right - 3 < text.length) return `...${text.slice(offset, offset + right - 6)}...`;
    return `...${text.slice(text.length - (right - 3))}`;
  }),
  trunc: f(['int', 'string'], ([c, s]) => {
    const n = num(c);
    const length = bytes(str(s)).length;
    if (n < 0 && length + n > 0) return byteSlice(str(s), length + n);
    if (n >= 0 && length > n) return byteSlice(str(s), 0, n);
    return str(s);
  }),
  trim: f(['string'], ([s]) => trimFunc(str(s), isUnicodeSpace)),
  upper: f(['string'], ([s]) => str(s).toUpperCase()),
  lower: f(['string'], ([s]) => str(s).toLowerCase()),
  title: f(['string'], ([s]) => title(str(s))),
  untitle: f(['string'], ([s]) => untitle(str(s))),
  substr: f(['int', 'int', 'string'], ([a, b, s]) => {
    const start = num(a);
    const end = num(b);
    const length = bytes(str(s)).length;
    if (start < 0) return byteSlice(str(s), 0, end);
    if (end < 0 || end > length) return byteSlice(str(s), start);
    return byteSlice(str(s), start, end);
  }),
  repeat: f(['int', 'string'], ([c, s]) => {
    const n = num(c);
    if (n < 0) throw new FuncError('strings: negative Repeat count');
    return str(s).repeat(n);
  }),
  trimall: f(['string', 'string'], ([a, b]) => trimFunc(str(b), cutset(str(a)))),
  trimAll: f(['string', 'string'], ([a, b]) => trimFunc(str(b), cutset(str(a)))),
  trimSuffix: f(['string', 'string'], ([a, b]) => (str(a) !== '' && str(b).endsWith(str(a)) ? str(b).slice(0, -str(a).length) : str(b))),
  trimPrefix: f(['string', 'string'], ([a, b]) => (str(b).startsWith(str(a)) ? str(b).slice(str(a).length) : str(b))),
  nospace: f(['string'], ([s]) => [...str(s)].filter((c) => !isUnicodeSpace(c)).join('')),
  initials: f(['string'], ([s]) => str(s).split(/\s+/u).filter(Boolean).map((w) => [...w][0]).join('')),
  randAlphaNum: f(['int'], ([c]) => randomString(num(c), 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')),
  randAlpha: f(['int'], ([c]) => randomString(num(c), 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz')),
  randAscii: f(['int'], ([c]) => randomString(num(c), [...Array(94)].map((_, i) => String.fromCharCode(33 + i)).join(''))),
  randNumeric: f(['int'], ([c]) => randomString(num(c), '0123456789')),
  swapcase: f(['string'], ([s]) => swapcase(str(s))),
  shuffle: f(['string'], ([s]) => [...str(s)].sort(() => Math.random() - 0.5).join('')),
  snakecase: f(['string'], ([s]) => toLowerCaseWords(str(s), '_')),
  camelcase: f(['string'], ([s]) => toPascalCase(str(s))),
  kebabcase: f(['string'], ([s]) => toLowerCaseWords(str(s), '-')),
  wrap: f(['int', 'string'], ([l, s]) => wrapCustom(str(s), num(l), '', false)),
  wrapWith: f(['int', 'string', 'string'], ([l, sep, s]) => wrapCustom(str(s), num(l), str(sep), true)),
  contains: f(['string', 'string'], ([sub, s]) => str(s).includes(str(sub))),
  hasPrefix: f(['string', 'string'], ([sub, s]) => str(s).startsWith(str(sub))),
  hasSuffix: f(['string', 'string'], ([sub, s]) => str(s).endsWith(str(sub))),
  quote: f(['any'], (args) => args.filter((a) => a !== null && a !== undefined).map((a) => strconv.quote(strval(a))).join(' '), true),
  squote: f(['any'], (args) => args.filter((a) => a !== null && a !== undefined).map((a) => `'${formatValue(a)}'`).join(' '), true),
  cat: f(['any'], (args) => args.filter((a) => a !== null && a !== undefined).map((a) => formatValue(a)).join(' '), true),
  indent: f(['int', 'string'], ([n, s]) => indent(num(n), str(s))),
  nindent: f(['int', 'string'], ([n, s]) => `\n${indent(num(n), str(s))}`),
  replace: f(['string', 'string', 'string'], ([o, n, s]) => (str(o) === '' ? goReplaceEmpty(str(s), str(n)) : str(s).split(str(o)).join(str(n)))),
  plural: f(['string', 'string', 'int'], ([one, many, c]) => (num(c) === 1 ? str(one) : str(many))),
  sha1sum: f(['string'], ([s]) => hexDigest(sha1)(str(s))),
  sha256sum: f(['string'], ([s]) => hexDigest(sha256)(str(s))),
  sha512sum: f(['string'], ([s]) => hexDigest(sha512)(str(s))),
  adler32sum: f(['string'], ([s]) => adler32(str(s))),
  toString: f(['any'], ([v]) => strval(v)),

  atoi: f(['string'], ([s]) => {
    const text = str(s);
    const n = /^[+-]?\d+$/.test(text) ? BigInt(text) : 0n;
    return goInt(n >= -(2n ** 63n) && n < 2n ** 63n ? n : 0n);
  }),
  int64: f(['any'], ([v]) => goInt64(toInt64(v))),
  int: f(['any'], ([v]) => goInt(toInt64(v))),
  float64: f(['any'], ([v]) => toFloat64(v)),
  seq: f(['int'], (args) => {
    const p = args.map(num);
    const text = (list: Value[]): string => list.map((v) => formatValue(v)).join(' ');
    if (p.length === 1) {
      const inc = p[0]! < 1 ? -1 : 1;
      return text(until(1, p[0]! + inc, inc));
    }
    if (p.length === 2) {
      const step = p[1]! < p[0]! ? -1 : 1;
      return text(until(p[0]!, p[1]! + step, step));
    }
    if (p.length === 3) {
      const [start, step, end] = p as [number, number, number];
      const inc = end < start ? -1 : 1;
      if (end < start && step > 0) return '';
      return text(until(start, end + inc, step));
    }
    return '';
  }, true),
  toDecimal: f(['any'], ([v]) => {
    const text = formatValue(v ?? null);
    if (!/^[+-]?[0-7]+$/.test(text)) return goInt64(0n);
    const magnitude = BigInt(`0o${text.replace(/^[+-]/, '')}`);
    const n = text.startsWith('-') ? -magnitude : magnitude;
    return goInt64(n >= -(2n ** 63n) && n < 2n ** 63n ? n : 0n);
  }),

  split: f(['string', 'string'], ([sep, s]) => {
    const m: GoMap = new Map();
    goSplit(str(s), str(sep)).forEach((part, i) => m.set(`_${i}`, part));
    return withType(m, 'map[string]string');
  }),
  splitList: f(['string', 'string'], ([sep, s]) => withType(goSplit(str(s), str(sep)), '[]string')),
  splitn: f(['string', 'int', 'string'], ([sep, n, s]) => {
    const m: GoMap = new Map();
    goSplit(str(s), str(sep), num(n)).forEach((part, i) => m.set(`_${i}`, part));
    return withType(m, 'map[string]string');
  }),
  toStrings: f(['any'], ([v]) => withType(strslice(v), '[]string')),
  until: f(['int'], ([c]) => until(0, num(c), num(c) < 0 ? -1 : 1)),
  untilStep: f(['int', 'int', 'int'], ([a, b, c]) => until(num(a), num(b), num(c))),

  add1: f(['any'], ([v]) => goInt64(toInt64(v) + 1n)),
  add: f(['any'], (args) => goInt64(args.reduce<bigint>((a, b) => a + toInt64(b), 0n)), true),
  sub: f(['any', 'any'], ([a, b]) => goInt64(toInt64(a) - toInt64(b))),
  div: f(['any', 'any'], ([a, b]) => {
    if (toInt64(b) === 0n) throw new FuncError('runtime error: integer divide by zero');
    return goInt64(toInt64(a) / toInt64(b));
  }),
  mod: f(['any', 'any'], ([a, b]) => {
    if (toInt64(b) === 0n) throw new FuncError('runtime error: integer divide by zero');
    return goInt64(toInt64(a) % toInt64(b));
  }),
  mul: f(['any', 'any'], ([a, ...rest]) => goInt64(rest.reduce<bigint>((x, y) => x * toInt64(y), toInt64(a))), true),
  randInt: f(['int', 'int'], ([a, b]) => {
    if (num(b) - num(a) <= 0) throw new FuncError('invalid argument to Intn');
    return goInt(BigInt(Math.floor(Math.random() * (num(b) - num(a))) + num(a)));
  }),
  add1f: f(['any'], ([v]) => decimalOp('add', v, [new GoInt(1n)])),
  addf: f(['any'], (args) => decimalOp('add', 0, args), true),
  subf: f(['any', 'any'], ([a, ...rest]) => decimalOp('sub', a, rest), true),
  divf: f(['any', 'any'], ([a, ...rest]) => decimalOp('div', a, rest), true),
  mulf: f(['any', 'any'], ([a, ...rest]) => decimalOp('mul', a, rest), true),
  biggest: f(['any', 'any'], ([a, ...rest]) => goInt64(rest.reduce<bigint>((m, x) => (toInt64(x) > m ? toInt64(x) : m), toInt64(a))), true),
  max: f(['any', 'any'], ([a, ...rest]) => goInt64(rest.reduce<bigint>((m, x) => (toInt64(x) > m ? toInt64(x) : m), toInt64(a))), true),
  min: f(['any', 'any'], ([a, ...rest]) => goInt64(rest.reduce<bigint>((m, x) => (toInt64(x) < m ? toInt64(x) : m), toInt64(a))), true),
  maxf: f(['any', 'any'], ([a, ...rest]) => rest.reduce<number>((m, x) => Math.max(m, toFloat64(x)), toFloat64(a)), true),
  minf: f(['any', 'any'], ([a, ...rest]) => rest.reduce<number>((m, x) => Math.min(m, toFloat64(x)), toFloat64(a)), true),
  ceil: f(['any'], ([v]) => Math.ceil(toFloat64(v))),
  floor: f(['any'], ([v]) => Math.floor(toFloat64(v))),
  round: f(['any', 'int', 'float64'], ([a, p, ...opt]) => {
    const roundOn = opt.length ? (opt[0] as number) : 0.5;
    const pow = 10 ** num(p);
    const digit = pow * toFloat64(a);
    const div = digit - Math.trunc(digit);
    return (div >= roundOn ? Math.ceil(digit) : Math.floor(digit)) / pow;
  }, true),

  join: f(['string', 'any'], ([sep, v]) => strslice(v).join(str(sep))),
  sortAlpha: f(['any'], ([v]) => {
    const x = indirectInterface(v);
    if (Array.isArray(x)) return withType(strslice(x).sort(compareStrings), '[]string');
    return withType([strval(x ?? null)], '[]string');
  }),

  // Defaults
  default: f(['any', 'any'], ([d, ...given]) => (given.length === 0 || empty(given[0]!) ? d : given[0]!), true),
  empty: f(['any'], ([v]) => empty(v)),
  coalesce: f(['any'], (args) => args.find((a) => !empty(a)) ?? null, true),
  all: f(['any'], (args) => args.every((a) => !empty(a)), true),
  any: f(['any'], (args) => args.some((a) => !empty(a)), true),
  compact: f(['any'], ([v]) => listOf('compact', v).filter((e) => !empty(e))),
  mustCompact: f(['any'], ([v]) => listOf('compact', v).filter((e) => !empty(e))),
  fromJson: f(['string'], ([s]) => {
    try {
      return parseJSON(str(s));
    } catch {
      return null;
    }
  }),
  toJson: f(['any'], ([v]) => {
    try {
      return marshalJSON(v);
    } catch {
      return '';
    }
  }),
  toPrettyJson: f(['any'], ([v]) => {
    try {
      return marshalJSON(v, {indent: '  '});
    } catch {
      return '';
    }
  }),
  toRawJson: f(['any'], ([v]) => {
    try {
      return marshalJSON(v, {escapeHTML: false});
    } catch (error) {
      throw new FuncError((error as Error).message);
    }
  }),
  mustFromJson: f(['string'], ([s]) => {
    try {
      return parseJSON(str(s));
    } catch (error) {
      throw new FuncError((error as Error).message);
    }
  }),
  mustToJson: f(['any'], ([v]) => {
    try {
      return marshalJSON(v);
    } catch (error) {
      throw new FuncError((error as Error).message);
    }
  }),
  mustToPrettyJson: f(['any'], ([v]) => {
    try {
      return marshalJSON(v, {indent: '  '});
    } catch (error) {
      throw new FuncError((error as Error).message);
    }
  }),
  mustToRawJson: f(['any'], ([v]) => {
    try {
      return marshalJSON(v, {escapeHTML: false});
    } catch (error) {
      throw new FuncError((error as Error).message);
    }
  }),
  ternary: f(['any', 'any', 'bool'], ([vt, vf, v]) => (v ? vt! : vf!)),
  deepCopy: f(['any'], ([v]) => deepCopyOf(v)),
  mustDeepCopy: f(['any'], ([v]) => deepCopyOf(v)),

  // Reflection
  typeOf: f(['any'], ([v]) => (v === null || v === undefined ? '<nil>' : typeName(v))),
  typeIs: f(['string', 'any'], ([t, v]) => str(t) === (v === null || v === undefined ? '<nil>' : typeName(v))),
  typeIsLike: f(['string', 'any'], ([t, v]) => {
    const name = v === null || v === undefined ? '<nil>' : typeName(v);
    return str(t) === name || `*${str(t)}` === name;
  }),
  kindOf: f(['any'], ([v]) => reflectKind(v ?? null)),
  kindIs: f(['string', 'any'], ([t, v]) => str(t) === reflectKind(v ?? null)),
  deepEqual: f(['any', 'any'], ([a, b]) => deepEqual(a ?? null, b ?? null)),

  // Paths
  base: f(['string'], ([s]) => pathBase(str(s))),
  dir: f(['string'], ([s]) => pathDir(str(s))),
  clean: f(['string'], ([s]) => pathClean(str(s))),
  ext: f(['string'], ([s]) => pathExt(str(s))),
  isAbs: f(['string'], ([s]) => str(s).startsWith('/')),
  osBase: f(['string'], ([s]) => pathBase(str(s))),
  osClean: f(['string'], ([s]) => pathClean(str(s))),
  osDir: f(['string'], ([s]) => pathDir(str(s))),
  osExt: f(['string'], ([s]) => pathExt(str(s))),
  osIsAbs: f(['string'], ([s]) => str(s).startsWith('/')),

  // Encoding
  b64enc: f(['string'], ([s]) => b64enc(str(s))),
  b64dec: f(['string'], ([s]) => b64dec(str(s))),
  b32enc: f(['string'], ([s]) => b32enc(str(s))),
  b32dec: f(['string'], ([s]) => b32dec(str(s))),

  // Lists and dictionaries
  tuple: f(['any'], (args) => args.map((a) => a ?? null), true),
  list: f(['any'], (args) => args.map((a) => a ?? null), true),
  dict: f(['any'], (args) => {
    const m: GoMap = new Map();
    for (let i = 0; i < args.length; i += 2) m.set(strval(args[i] ?? null), i + 1 < args.length ? (args[i + 1] ?? null) : '');
    return m;
  }, true),
  get: f(['map', 'string'], ([d, k]) => {
    const m = d as GoMap | null;
    return m && m.has(str(k)) ? m.get(str(k))! : '';
  }),
  set: f(['map', 'string', 'any'], ([d, k, v]) => {
    const m = mapArg('set', d);
    m.set(str(k), v ?? null);
    return m;
  }),
  unset: f(['map', 'string'], ([d, k]) => {
    // A nil map stays nil, which prints as map[].
    const m = (d as GoMap | null) ?? new Map<string, Value>();
    m.delete(str(k));
    return m;
  }),
  hasKey: f(['map', 'string'], ([d, k]) => (d as GoMap | null)?.has(str(k)) ?? false),
  pluck: f(['string', 'map'], ([k, ...dicts]) => dicts.filter((d) => (d as GoMap | null)?.has(str(k))).map((d) => (d as GoMap).get(str(k))!), true),
  keys: f(['map'], (dicts) => withType(dicts.flatMap((d) => (d ? sortedKeys(d as GoMap) : [])), '[]string'), true),
  pick: f(['map', 'string'], ([d, ...keys]) => {
    const m: GoMap = new Map();
    for (const k of keys) if ((d as GoMap | null)?.has(str(k))) m.set(str(k), (d as GoMap).get(str(k))!);
    return m;
  }, true),
  omit: f(['map', 'string'], ([d, ...keys]) => {
    const m: GoMap = new Map();
    const drop = new Set(keys.map(str));
    for (const [k, v] of (d as GoMap | null) ?? []) if (!drop.has(k)) m.set(k, v);
    return m;
  }, true),
  merge: f(['map', 'map'], ([d, ...srcs]) => {
    const dst = (d as GoMap | null) ?? new Map();
    for (const s of srcs) if (s) mergeInto(dst, s as GoMap, false);
    return dst;
  }, true),
  mergeOverwrite: f(['map', 'map'], ([d, ...srcs]) => {
    const dst = (d as GoMap | null) ?? new Map();
    for (const s of srcs) if (s) mergeInto(dst, s as GoMap, true);
    return dst;
  }, true),
  mustMerge: f(['map', 'map'], ([d, ...srcs]) => {
    const dst = (d as GoMap | null) ?? new Map();
    for (const s of srcs) if (s) mergeInto(dst, s as GoMap, false);
    return dst;
  }, true),
  mustMergeOverwrite: f(['map', 'map'], ([d, ...srcs]) => {
    const dst = (d as GoMap | null) ?? new Map();
    for (const s of srcs) if (s) mergeInto(dst, s as GoMap, true);
    return dst;
  }, true),
  values: f(['map'], ([d]) => sortedKeys((d as GoMap | null) ?? new Map()).map((k) => (d as GoMap).get(k)!)),
  append: f(['any', 'any'], ([l, v]) => [...listOf('push', l), v ?? null]),
  push: f(['any', 'any'], ([l, v]) => [...listOf('push', l), v ?? null]),
  mustAppend: f(['any', 'any'], ([l, v]) => [...listOf('push', l), v ?? null]),
  mustPush: f(['any', 'any'], ([l, v]) => [...listOf('push', l), v ?? null]),
  prepend: f(['any', 'any'], ([l, v]) => [v ?? null, ...listOf('prepend', l)]),
  mustPrepend: f(['any', 'any'], ([l, v]) => [v ?? null, ...listOf('prepend', l)]),
  first: f(['any'], ([l]) => (listOf('find first', l)[0] ?? null)),
  mustFirst: f(['any'], ([l]) => (listOf('find first', l)[0] ?? null)),
  rest: f(['any'], ([l]) => listOf('find rest', l).slice(1)),
  mustRest: f(['any'], ([l]) => listOf('find rest', l).slice(1)),
  last: f(['any'], ([l]) => {
    const x = listOf('find last', l);
    return x.length ? x[x.length - 1]! : null;
  }),
  mustLast: f(['any'], ([l]) => {
    const x = listOf('find last', l);
    return x.length ? x[x.length - 1]! : null;
  }),
  initial: f(['any'], ([l]) => listOf('find initial', l).slice(0, -1)),
  mustInitial: f(['any'], ([l]) => listOf('find initial', l).slice(0, -1)),
  reverse: f(['any'], ([l]) => [...listOf('find reverse', l)].reverse()),
  mustReverse: f(['any'], ([l]) => [...listOf('find reverse', l)].reverse()),
  uniq: f(['any'], ([l]) => uniqueValues(listOf('find uniq', l))),
  mustUniq: f(['any'], ([l]) => uniqueValues(listOf('find uniq', l))),
  without: f(['any', 'any'], ([l, ...omit]) => listOf('find without', l).filter((e) => !omit.some((o) => deepEqual(o ?? null, e))), true),
  mustWithout: f(['any', 'any'], ([l, ...omit]) => listOf('find without', l).filter((e) => !omit.some((o) => deepEqual(o ?? null, e))), true),
  has: f(['any', 'any'], ([needle, haystack]) => {
    const x = indirectInterface(haystack);
    if (x === undefined) return false;
    return listOf('find has', x).some((e) => deepEqual(e, needle ?? null));
  }),
  mustHas: f(['any', 'any'], ([needle, haystack]) => {
    const x = indirectInterface(haystack);
    if (x === undefined) return false;
    return listOf('find has', x).some((e) => deepEqual(e, needle ?? null));
  }),
  slice: f(['any', 'any'], ([l, ...indices]) => sliceList(l, indices), true),
  mustSlice: f(['any', 'any'], ([l, ...indices]) => sliceList(l, indices), true),
  concat: f(['any'], (lists) =>
    lists.flatMap((l) => {
      const x = indirectInterface(l);
      if (x === undefined) throw new FuncError('runtime error: invalid memory address or nil pointer dereference');
      if (!Array.isArray(x)) throw new FuncError(`Cannot concat type ${reflectKind(x)} as list`);
      return x;
    }), true),
  dig: f(['any'], (ps) => {
    if (ps.length < 3) throw new FuncError('dig needs at least three arguments');
    const dict = ps[ps.length - 1];
    const def = ps[ps.length - 2] ?? null;
    const keys = ps.slice(0, -2).map((k) => {
      if (typeof k !== 'string') throw new FuncError(`interface conversion: interface {} is ${typeName(k)}, not string`);
      return k;
    });
    let cur = dict ?? null;
    for (const [i, k] of keys.entries()) {
      if (!(cur instanceof Map)) throw new FuncError(`interface conversion: interface {} is ${typeName(cur)}, not map[string]interface {}`);
      if (!cur.has(k)) return def;
      cur = cur.get(k)!;
      if (i === keys.length - 1) return cur;
    }
    return def;
  }, true),
  chunk: f(['int', 'any'], ([size, l]) => chunkList(num(size), l)),
  mustChunk: f(['int', 'any'], ([size, l]) => chunkList(num(size), l)),

  // Semantic versions
  semver: f(['string'], ([v]) => semverStruct(str(v))),
  semverCompare: f(['string', 'string'], ([c, v]) => {
    try {
      return semverCompare(str(c), str(v));
    } catch (error) {
      if (error instanceof SemverError) throw new FuncError(error.message);
      throw error;
    }
  }),

  // Flow control
  fail: f(['string'], ([msg]) => {
    throw new FuncError(str(msg));
  }),

  // Regular expressions
  regexMatch: f(['string', 'string'], ([re, s]) => {
    try {
      return regexp.compile(str(re)).test(str(s));
    } catch {
      return false;
    }
  }),
  mustRegexMatch: f(['string', 'string'], ([re, s]) => compileRegexp(str(re)).test(str(s))),
  regexFindAll: f(['string', 'string', 'int'], ([re, s, n]) => stringList(mustCompileRegexp(str(re)).findAll(str(s), num(n)))),
  mustRegexFindAll: f(['string', 'string', 'int'], ([re, s, n]) => stringList(compileRegexp(str(re)).findAll(str(s), num(n)))),
  regexFind: f(['string', 'string'], ([re, s]) => mustCompileRegexp(str(re)).find(str(s))),
  mustRegexFind: f(['string', 'string'], ([re, s]) => compileRegexp(str(re)).find(str(s))),
  regexReplaceAll: f(['string', 'string', 'string'], ([re, s, repl]) => mustCompileRegexp(str(re)).replaceAllString(str(s), str(repl))),
  mustRegexReplaceAll: f(['string', 'string', 'string'], ([re, s, repl]) => compileRegexp(str(re)).replaceAllString(str(s), str(repl))),
  regexReplaceAllLiteral: f(['string', 'string', 'string'], ([re, s, repl]) => mustCompileRegexp(str(re)).replaceAllLiteral(str(s), str(repl))),
  mustRegexReplaceAllLiteral: f(['string', 'string', 'string'], ([re, s, repl]) => compileRegexp(str(re)).replaceAllLiteral(str(s), str(repl))),
  regexSplit: f(['string', 'string', 'int'], ([re, s, n]) => stringList(mustCompileRegexp(str(re)).split(str(s), num(n)))),
  mustRegexSplit: f(['string', 'string', 'int'], ([re, s, n]) => stringList(compileRegexp(str(re)).split(str(s), num(n)))),
  regexQuoteMeta: f(['string'], ([s]) => regexp.quoteMeta(str(s))),

  // Randomness and the network
  uuidv4: f([], () => uuidv4()),
  getHostByName: f(['string'], () => ''),

  // URLs
  urlParse: f(['string'], ([s]) => {
    let u: url.URL;
    try {
      u = url.parse(str(s));
    } catch (error) {
      throw new FuncError(`unable to parse url: ${(error as Error).message}`);
    }
    return new Map<string, Value>([
      ['scheme', utf8.decode(u.scheme)],
      ['host', utf8.decode(u.host)],
      ['hostname', url.hostname(u)],
      ['path', utf8.decode(u.path)],
      ['query', utf8.decode(u.rawQuery)],
      ['opaque', utf8.decode(u.opaque)],
      ['fragment', utf8.decode(u.fragment)],
      ['userinfo', u.user ? utf8.decode(url.userString(u.user)) : ''],
    ]);
  }),
  urlJoin: f(['map'], ([d]) => {
    const m = (d as GoMap | null) ?? new Map<string, Value>();
    /** dictGetOrEmpty: a missing key is '', anything but text panics. */
    const get = (key: string): string => {
      if (!m.has(key)) return '';
      const value = m.get(key);
      if (value === null || value === undefined) throw new FuncError('runtime error: invalid memory address or nil pointer dereference');
      if (typeof value !== 'string') throw new FuncError(`unable to parse ${key} key, must be of type string, but ${reflectKind(value)} found`);
      return utf8.encode(value);
    };
    const parts = {scheme: get('scheme'), host: get('host'), path: get('path'), rawQuery: get('query'), opaque: get('opaque'), fragment: get('fragment')};
    const userinfo = utf8.decode(get('userinfo'));
    let user: url.Userinfo | undefined;
    if (userinfo !== '') {
      try {
        user = url.parse(`proto://${userinfo}@host`).user;
      } catch (error) {
        throw new FuncError(`unable to parse userinfo in dict: ${(error as Error).message}`);
      }
    }
    return url.format({...parts, user, rawPath: '', omitHost: false, forceQuery: false, rawFragment: ''});
  }),
};

const noDates = 'dates are not implemented; the rendered spec would differ on every run anyway';
for (const name of ['ago', 'date', 'date_in_zone', 'date_modify', 'dateInZone', 'dateModify', 'duration', 'durationRound', 'htmlDate', 'htmlDateInZone', 'must_date_modify', 'mustDateModify', 'mustToDate', 'now', 'toDate', 'unixEpoch']) {
  sprig[name] = unsupported(name, noDates);
}
const noCrypto = 'cryptographic functions are not implemented';
for (const name of ['bcrypt', 'htpasswd', 'genPrivateKey', 'derivePassword', 'buildCustomCert', 'genCA', 'genCAWithKey', 'genSelfSignedCert', 'genSelfSignedCertWithKey', 'genSignedCert', 'genSignedCertWithKey', 'encryptAES', 'decryptAES', 'randBytes']) {
  sprig[name] = unsupported(name, noCrypto);
}

export function jsonKind(v: Value): string {
  if (Array.isArray(v)) return 'array';
  if (v instanceof Map) return 'object';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'number') return 'number';
  if (typeof v === 'boolean') return 'bool';
  return 'null';
}

/** strings.Replace with an empty `old`: inserts `new` before every character and at the end. */
function goReplaceEmpty(s: string, n: string): string {
  return n + [...s].join(n) + (s.length ? n : '');
}

/** strings.Split / SplitN (n < 0: all; n == 0: nil). */
function goSplit(s: string, sep: string, n = -1): string[] {
  if (n === 0) return [];
  if (sep === '') {
    const chars = [...s];
    if (n > 0 && chars.length > n) return [...chars.slice(0, n - 1), chars.slice(n - 1).join('')];
    return chars;
  }
  const parts = s.split(sep);
  if (n > 0 && parts.length > n) return [...parts.slice(0, n - 1), parts.slice(n - 1).join(sep)];
  return parts;
}

/** goutils.WrapCustom, on the UTF-8 bytes as Go's string indexes are. */
function wrapCustom(text: string, wrapLength: number, newLine: string, wrapLongWords: boolean): string {
  if (text === '') return '';
  const s = utf8.encode(text);
  const separator = utf8.encode(newLine === '' ? '\n' : newLine);
  const length = wrapLength < 1 ? 1 : wrapLength;
  let offset = 0;
  let out = '';
  while (s.length - offset > length) {
    if (s[offset] === ' ') {
      offset++;
      continue;
    }
    const spaceToWrapAt = s.slice(offset, length + offset + 1).lastIndexOf(' ') + offset;
    if (spaceToWrapAt >= offset) {
      out += s.slice(offset, spaceToWrapAt) + separator;
      offset = spaceToWrapAt + 1;
    } else if (wrapLongWords) {
      out += s.slice(offset, length + offset) + separator;
      offset += length;
    } else {
      const index = s.slice(length + offset).indexOf(' ');
      if (index === -1) {
        out += s.slice(offset);
        offset = s.length;
      } else {
        out += s.slice(offset, index + length + offset) + separator;
        offset = index + length + offset + 1;
      }
    }
  }
  return utf8.decode(out + s.slice(offset));
}

/** indent: strings.Repeat panics on a negative count. */
function indent(spaces: number, text: string): string {
  if (spaces < 0) throw new FuncError('strings: negative Repeat count');
  const pad = ' '.repeat(spaces);
  return pad + text.replaceAll('\n', `\n${pad}`);
}

/** Sprig's functions, as Helm installs them: sprig.TxtFuncMap without env and expandenv. */
export const sprigFunctions: FuncMap = sprig;
