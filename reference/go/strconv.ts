/**
 * Go's strconv (src/strconv: atoi.go, atof.go, ftoa.go, quote.go), the one copy every port uses:
 * parsing numbers and booleans exactly as Go accepts them (a value out of range is an error, as it
 * is for Go), formatting floats, quoting and unquoting. Parsers return `undefined` where Go returns
 * an error. Called as `strconv.parseInt(text, 10, 64)` after `import * as strconv`, so a call reads
 * like the Go it ports.
 */

import * as utf8 from './utf8';

// ---------------------------------------------------------------------------------------------
// Formatting floats (ftoa.go)

interface Digits {
  /** Decimal digits without leading or trailing zeros ('' for zero). */
  d: string;
  /** Position of the decimal point: the value is 0.d × 10^dp. */
  dp: number;
}

/** The exact decimal expansion of a finite, non-negative double. */
function exactDigits(f: number): Digits {
  if (f === 0) return {d: '', dp: 0};
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, f);
  const hi = view.getUint32(0);
  const lo = view.getUint32(4);
  const biased = (hi >>> 20) & 0x7ff;
  let mantissa = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  let exp: number;
  if (biased === 0) exp = -1074;
  else {
    mantissa |= 1n << 52n;
    exp = biased - 1075;
  }
  let digits: string;
  let dp: number;
  if (exp >= 0) {
    digits = (mantissa << BigInt(exp)).toString();
    dp = digits.length;
  } else {
    digits = (mantissa * 5n ** BigInt(-exp)).toString();
    dp = digits.length + exp;
  }
  const trimmed = digits.replace(/0+$/, '');
  const lead = trimmed.length - trimmed.replace(/^0+/, '').length;
  return {d: trimmed.slice(lead), dp: dp - lead};
}

/** The shortest digits that read back as the same double (what Go's strconv does with precision -1). */
function shortestDigits(f: number): Digits {
  if (f === 0) return {d: '', dp: 0};
  const [mant, exp] = f.toExponential().split('e') as [string, string];
  const d = mant.replace('.', '').replace(/0+$/, '');
  return {d, dp: Number(exp) + 1};
}

/** Rounds to nd digits, half to even on the exact expansion, as strconv's decimal.Round does. */
function roundDigits(digs: Digits, nd: number): Digits {
  const {d, dp} = digs;
  if (nd < 0) return {d: '', dp};
  if (nd >= d.length) return digs;
  let up: boolean;
  const next = d.charCodeAt(nd) - 48;
  if (next > 5) up = true;
  else if (next < 5) up = false;
  else if (nd + 1 < d.length) up = true;
  else up = nd > 0 && (d.charCodeAt(nd - 1) - 48) % 2 === 1;
  if (!up) return {d: d.slice(0, nd).replace(/0+$/, ''), dp};
  const chars = d.slice(0, nd).split('');
  let i = nd - 1;
  while (i >= 0 && chars[i] === '9') i--;
  if (i < 0) return {d: '1', dp: dp + 1};
  chars[i] = String.fromCharCode(chars[i]!.charCodeAt(0) + 1);
  return {d: chars.slice(0, i + 1).join(''), dp};
}

function digitAt(digs: Digits, i: number): string {
  return i >= 0 && i < digs.d.length ? digs.d[i]! : '0';
}

function fmtE(neg: boolean, digs: Digits, prec: number, e: 'e' | 'E'): string {
  let out = neg ? '-' : '';
  out += digs.d.length ? digs.d[0] : '0';
  if (prec > 0) {
    out += '.';
    for (let i = 1; i <= prec; i++) out += digitAt(digs, i);
  }
  const exp = digs.d.length === 0 ? 0 : digs.dp - 1;
  const abs = Math.abs(exp);
  return `${out}${e}${exp < 0 ? '-' : '+'}${abs < 10 ? '0' : ''}${abs}`;
}

function fmtF(neg: boolean, digs: Digits, prec: number): string {
  let out = neg ? '-' : '';
  if (digs.dp > 0) {
    for (let i = 0; i < digs.dp; i++) out += digitAt(digs, i);
  } else out += '0';
  if (prec > 0) {
    out += '.';
    for (let i = 0; i < prec; i++) out += digitAt(digs, digs.dp + i);
  }
  return out;
}

/** The bits of a double as ftoa.go splits them: sign, mantissa with its implicit bit, unbiased exponent. */
function floatParts(f: number): {neg: boolean; mant: bigint; exp: number} {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, f);
  const bits = view.getBigUint64(0);
  let exp = Number((bits >> 52n) & 0x7ffn);
  let mant = bits & ((1n << 52n) - 1n);
  if (exp === 0) exp++;
  else mant |= 1n << 52n;
  return {neg: bits >> 63n === 1n, mant, exp: exp - 1023};
}

/** %b: -ddddp±ddd, a decimal mantissa and a binary exponent. */
function fmtB(f: number): string {
  const {neg, mant, exp} = floatParts(f);
  const e = exp - 52;
  return `${neg ? '-' : ''}${mant}p${e >= 0 ? '+' : ''}${e}`;
}

/** %x and %X: -0x1.yyyyp±dd, rounded to prec hexadecimal digits when prec >= 0. */
function fmtX(f: number, prec: number, fmt: 'x' | 'X'): string {
  let {neg, mant, exp} = floatParts(f);
  if (mant === 0n) exp = 0;
  mant <<= 8n;
  while (mant !== 0n && (mant & (1n << 60n)) === 0n) {
    mant <<= 1n;
    exp--;
  }
  if (prec >= 0 && prec < 15) {
    const shift = BigInt(prec * 4);
    const extra = (mant << shift) & ((1n << 60n) - 1n);
    mant >>= 60n - shift;
    if ((extra | (mant & 1n)) > 1n << 59n) mant++;
    mant <<= 60n - shift;
    if ((mant & (1n << 61n)) !== 0n) {
      mant >>= 1n;
      exp++;
    }
  }
  const digits = fmt === 'X' ? '0123456789ABCDEF' : '0123456789abcdef';
  let out = `${neg ? '-' : ''}0${fmt}${(mant >> 60n) & 1n}`;
  mant = (mant << 4n) & ((1n << 64n) - 1n);
  if ((prec < 0 && mant !== 0n) || prec > 0) {
    out += '.';
    for (let i = 0; prec < 0 ? mant !== 0n : i < prec; i++) {
      out += digits[Number((mant >> 60n) & 15n)];
      mant = (mant << 4n) & ((1n << 64n) - 1n);
    }
  }
  const e = Math.abs(exp);
  return `${out}${fmt === 'X' ? 'P' : 'p'}${exp < 0 ? '-' : '+'}${e < 10 ? '0' : ''}${e}`;
}

/** strconv.FormatFloat(f, fmt, prec, 64) for the formats b, e, E, f, g, G, x and X. */
export function formatFloat(f: number, fmt: 'b' | 'e' | 'E' | 'f' | 'g' | 'G' | 'x' | 'X', prec = -1): string {
  if (Number.isNaN(f)) return 'NaN';
  if (f === Infinity) return '+Inf';
  if (f === -Infinity) return '-Inf';
  if (fmt === 'b') return fmtB(f);
  if (fmt === 'x' || fmt === 'X') return fmtX(f, prec, fmt);
  return formatDecimal(f, fmt, prec);
}

function formatDecimal(f: number, fmt: 'e' | 'E' | 'f' | 'g' | 'G', prec: number): string {
  const neg = f < 0 || Object.is(f, -0);
  const abs = Math.abs(f);
  const shortest = prec < 0;
  let digs: Digits;
  if (shortest) {
    digs = shortestDigits(abs);
    if (fmt === 'e' || fmt === 'E') prec = Math.max(digs.d.length - 1, 0);
    else if (fmt === 'f') prec = Math.max(digs.d.length - digs.dp, 0);
    else prec = digs.d.length;
  } else {
    const exact = exactDigits(abs);
    if (fmt === 'e' || fmt === 'E') digs = roundDigits(exact, prec + 1);
    else if (fmt === 'f') digs = roundDigits(exact, exact.dp + prec);
    else {
      if (prec === 0) prec = 1;
      digs = roundDigits(exact, prec);
    }
  }
  if (fmt === 'e' || fmt === 'E') return fmtE(neg, digs, prec, fmt);
  if (fmt === 'f') return fmtF(neg, digs, prec);
  let eprec = prec;
  if (eprec > digs.d.length && digs.d.length >= digs.dp) eprec = digs.d.length;
  if (shortest) eprec = 6;
  const exp = digs.dp - 1;
  if (digs.d.length && (exp < -4 || exp >= eprec)) {
    if (prec > digs.d.length) prec = digs.d.length;
    return fmtE(neg, digs, prec - 1, fmt === 'g' ? 'e' : 'E');
  }
  if (prec > digs.dp) prec = digs.d.length;
  return fmtF(neg, digs, Math.max(prec - digs.dp, 0));
}

// ---------------------------------------------------------------------------------------------
// Parsing (atoi.go, atof.go, atob.go)

/** strconv's underscoreOK: underscores only between digits, or between a base prefix and a digit. */
function underscoreOK(text: string): boolean {
  let s = text;
  let saw = '^';
  let i = 0;
  if (s.startsWith('-') || s.startsWith('+')) s = s.slice(1);
  let hexDigits = false;
  if (s.length >= 2 && s[0] === '0' && 'boxBOX'.includes(s[1]!)) {
    i = 2;
    saw = '0';
    hexDigits = s[1]!.toLowerCase() === 'x';
  }
  for (; i < s.length; i++) {
    const c = s[i]!;
    if ((c >= '0' && c <= '9') || (hexDigits && /[a-fA-F]/.test(c))) {
      saw = '0';
      continue;
    }
    if (c === '_') {
      if (saw !== '0') return false;
      saw = '_';
      continue;
    }
    if (saw === '_') return false;
    saw = '!';
  }
  return saw !== '_';
}

/** ASCII lower case, as strconv's lower() (which works on bytes). */
const lower = (c: string) => (c >= 'A' && c <= 'Z' ? c.toLowerCase() : c);

/** ParseUint(s, base, bitSize): base 0 reads the prefixes 0b, 0o, 0x and a leading 0 (octal), and underscores between digits. */
export function parseUint(text: string, base: number, bitSize: number): bigint | undefined {
  if (text === '') return undefined;
  const base0 = base === 0;
  let s = text;
  if (base0) {
    base = 10;
    if (s[0] === '0') {
      const prefix = s.length >= 3 ? lower(s[1]!) : '';
      if (prefix === 'b') [base, s] = [2, s.slice(2)];
      else if (prefix === 'o') [base, s] = [8, s.slice(2)];
      else if (prefix === 'x') [base, s] = [16, s.slice(2)];
      else [base, s] = [8, s.slice(1)];
    }
  } else if (base < 2 || base > 36) return undefined;
  const max = (1n << BigInt(bitSize)) - 1n;
  let value = 0n;
  let underscores = false;
  for (const c of s) {
    let digit: number;
    if (c === '_' && base0) {
      underscores = true;
      continue;
    } else if (c >= '0' && c <= '9') digit = c.charCodeAt(0) - 48;
    else if (lower(c) >= 'a' && lower(c) <= 'z') digit = lower(c).charCodeAt(0) - 87;
    else return undefined;
    if (digit >= base) return undefined;
    value = value * BigInt(base) + BigInt(digit);
    if (value > max) return undefined;
  }
  if (underscores && !underscoreOK(text)) return undefined;
  return value;
}

/** ParseInt(s, base, bitSize): an optional sign, then what ParseUint reads, within the signed range. */
export function parseInt(text: string, base: number, bitSize: number): bigint | undefined {
  if (text === '') return undefined;
  const neg = text[0] === '-';
  const unsigned = parseUint(text[0] === '+' || neg ? text.slice(1) : text, base, bitSize);
  if (unsigned === undefined) return undefined;
  const cutoff = 1n << BigInt(bitSize - 1);
  if (neg ? unsigned > cutoff : unsigned >= cutoff) return undefined;
  return neg ? -unsigned : unsigned;
}

/** Atoi on a 64-bit machine: ParseInt(s, 10, 64). */
export const atoi = (text: string): bigint | undefined => parseInt(text, 10, 64);

/** The words ParseBool accepts, true ones first. */
export const boolWords = ['1', 't', 'T', 'TRUE', 'true', 'True', '0', 'f', 'F', 'FALSE', 'false', 'False'];

/** ParseBool */
export function parseBool(text: string): boolean | undefined {
  const at = boolWords.indexOf(text);
  return at < 0 ? undefined : at < 6;
}

const decimalDigits = '[0-9_]*[0-9][0-9_]*';
const hexDigits = '[0-9a-fA-F_]*[0-9a-fA-F][0-9a-fA-F_]*';
/** readFloat's syntax: digits (and underscores) with at most one dot, then an exponent, which hexadecimal needs. */
const decimalFloat = new RegExp(`^[+-]?(?:${decimalDigits}(?:\\.[0-9_]*)?|[0-9_]*\\.${decimalDigits})(?:[eE][+-]?[0-9]${'[0-9_]*'})?$`);
const hexFloat = new RegExp(`^([+-]?)0[xX]((?:${hexDigits}(?:\\.[0-9a-fA-F_]*)?|[0-9a-fA-F_]*\\.${hexDigits}))[pP]([+-]?[0-9][0-9_]*)$`);
/** special(): an optionally signed inf or infinity, or an unsigned nan, in any case. */
const specialFloat = /^(?:([+-]?)(?:inf|infinity)|nan)$/i;

/** The double nearest to mantissa × 2^exponent, ties to even, as atofHex rounds. */
function fromBinary(mantissa: bigint, exponent: number): number {
  if (mantissa === 0n) return 0;
  const top = mantissa.toString(2).length + exponent;
  if (top > 1025) return Infinity;
  if (top < -1076) return 0;
  // mantissa × 2^exponent written as an exact decimal, which Number rounds correctly.
  return exponent >= 0 ? Number(mantissa << BigInt(exponent)) : Number(`${mantissa * 5n ** BigInt(-exponent)}e${exponent}`);
}

/** ParseFloat(s, 64): decimal and hexadecimal literals with underscores, inf, infinity and nan; out of range is an error. */
export function parseFloat(text: string): number | undefined {
  const special = specialFloat.exec(text);
  if (special) return /^[+-]?i/i.test(text) ? (special[1] === '-' ? -Infinity : Infinity) : NaN;
  let value: number;
  if (decimalFloat.test(text)) {
    if (text.includes('_') && !underscoreOK(text)) return undefined;
    value = Number(text.replaceAll('_', ''));
  } else {
    const hex = hexFloat.exec(text);
    if (!hex || (text.includes('_') && !underscoreOK(text))) return undefined;
    const [whole = '', fraction = ''] = hex[2]!.replaceAll('_', '').split('.');
    const magnitude = fromBinary(BigInt(`0x0${whole}${fraction}`), Number(hex[3]!.replaceAll('_', '')) - 4 * fraction.length);
    value = hex[1] === '-' ? -magnitude : magnitude;
  }
  return Number.isFinite(value) ? value : undefined;
}

// ---------------------------------------------------------------------------------------------
// Quoting (quote.go)

const printable = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]$/u;

/** IsPrint */
function isPrint(ch: string): boolean {
  return printable.test(ch);
}

function hex(n: number, width: number): string {
  return n.toString(16).padStart(width, '0');
}

function quoteRuneBody(ch: string, delimiter: string): string {
  const cp = ch.codePointAt(0)!;
  if (ch === delimiter || ch === '\\') return `\\${ch}`;
  if (isPrint(ch)) return ch;
  switch (ch) {
    case '\x07':
      return '\\a';
    case '\b':
      return '\\b';
    case '\f':
      return '\\f';
    case '\n':
      return '\\n';
    case '\r':
      return '\\r';
    case '\t':
      return '\\t';
    case '\v':
      return '\\v';
  }
  if (cp < 0x20 || cp === 0x7f) return `\\x${hex(cp, 2)}`;
  if (cp >= 0xd800 && cp <= 0xdfff) return '\\ufffd';
  if (cp < 0x10000) return `\\u${hex(cp, 4)}`;
  return `\\U${hex(cp, 8)}`;
}

/** Quote */
export function quote(s: string): string {
  let out = '"';
  for (const ch of s) out += quoteRuneBody(ch, '"');
  return `${out}"`;
}

/** QuoteRune */
export function quoteRune(cp: number): string {
  const ch = cp >= 0 && cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff) ? String.fromCodePoint(cp) : '\ufffd';
  return `'${quoteRuneBody(ch, "'")}'`;
}

/**
 * UnquoteChar(s[at:], delimiter): the first character of a quoted literal's body, escapes
 * decoded, whether it stands for a rune (false for the bytes of \x and octal escapes), and where
 * the rest starts; throws "invalid syntax".
 */
export function unquoteChar(s: string, at: number, delimiter: string): {rune: number; multibyte: boolean; next: number} {
  if (at >= s.length) throw new Error('invalid syntax');
  const c = s[at]!;
  if (c === delimiter && (delimiter === "'" || delimiter === '"')) throw new Error('invalid syntax');
  if (c.charCodeAt(0) >= 0x80) {
    const rune = s.codePointAt(at)!;
    return {rune, multibyte: true, next: at + (rune > 0xffff ? 2 : 1)};
  }
  if (c !== '\\') return {rune: c.charCodeAt(0), multibyte: false, next: at + 1};
  if (at + 1 >= s.length) throw new Error('invalid syntax');
  const e = s[at + 1]!;
  const simple: Record<string, string> = {a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '\\': '\\'};
  if (e in simple) return {rune: simple[e]!.charCodeAt(0), multibyte: false, next: at + 2};
  const hexLength = e === 'x' ? 2 : e === 'u' ? 4 : e === 'U' ? 8 : 0;
  if (hexLength) {
    const digits = s.slice(at + 2, at + 2 + hexLength);
    if (digits.length !== hexLength || !/^[0-9a-fA-F]+$/.test(digits)) throw new Error('invalid syntax');
    const rune = Number.parseInt(digits, 16);
    if (e === 'x') return {rune, multibyte: false, next: at + 4};
    if (rune > 0x10ffff || (rune >= 0xd800 && rune <= 0xdfff)) throw new Error('invalid syntax');
    return {rune, multibyte: true, next: at + 2 + hexLength};
  }
  if (e >= '0' && e <= '7') {
    const digits = s.slice(at + 1, at + 4);
    if (!/^[0-7]{3}$/.test(digits) || Number.parseInt(digits, 8) > 255) throw new Error('invalid syntax');
    return {rune: Number.parseInt(digits, 8), multibyte: false, next: at + 4};
  }
  if ((e === "'" || e === '"') && e === delimiter) return {rune: e.charCodeAt(0), multibyte: false, next: at + 2};
  throw new Error('invalid syntax');
}

/**
 * Unquote: a double-quoted, single-quoted (one character) or back-quoted Go literal, and nothing
 * after it; throws "invalid syntax". Escapes that make bytes which are not UTF-8 read back as
 * U+FFFD, since a JavaScript string cannot hold them.
 */
export function unquote(literal: string): string {
  if (literal.length < 2) throw new Error('invalid syntax');
  const delimiter = literal[0]!;
  const endAt = literal.indexOf(delimiter, 1);
  if (endAt < 0) throw new Error('invalid syntax');
  if (delimiter === '`') {
    if (endAt + 1 !== literal.length) throw new Error('invalid syntax');
    return literal.slice(1, endAt).replaceAll('\r', '');
  }
  if (delimiter !== '"' && delimiter !== "'") throw new Error('invalid syntax');
  const body = literal.slice(1, endAt);
  if (!body.includes('\\') && !body.includes('\n')) {
    const first = body.codePointAt(0);
    const valid = delimiter === '"' || (first !== undefined && body.length === (first > 0xffff ? 2 : 1)) || body === '';
    if (valid) {
      if (endAt + 1 !== literal.length) throw new Error('invalid syntax');
      return body;
    }
  }
  let bytes = '';
  let at = 1;
  while (at < literal.length && literal[at] !== delimiter) {
    if (literal[at] === '\n') throw new Error('invalid syntax');
    const {rune, multibyte, next} = unquoteChar(literal, at, delimiter);
    bytes += rune < 0x80 || !multibyte ? String.fromCharCode(rune) : utf8.encode(String.fromCodePoint(rune));
    at = next;
    if (delimiter === "'") break;
  }
  if (at + 1 !== literal.length || literal[at] !== delimiter) throw new Error('invalid syntax');
  return utf8.decode(bytes);
}
