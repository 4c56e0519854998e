/**
 * Go's parsing rules that `when` conditions go through, for the grammars to apply exactly: how
 * strings are trimmed and split, and which numbers and booleans strconv accepts. Written here
 * because the grammars must reject precisely what the analyzers' Go code rejects.
 */

/** What unicode.IsSpace calls space: ASCII white space, U+0085, U+00A0 and Unicode's White_Space. */
const goSpace = '\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const goTrimPattern = new RegExp(`^[${goSpace}]+|[${goSpace}]+$`, 'g');

/** strings.TrimSpace (unlike String.trim it keeps U+FEFF and removes U+0085). */
export const goTrimSpace = (text: string) => text.replace(goTrimPattern, '');

/** strings.Fields: runs of white space separate fields. */
export const goFields = (text: string) => goTrimSpace(text).split(new RegExp(`[${goSpace}]+`)).filter(Boolean);

/** strings.SplitN(s, sep, n) for n > 0: at most n parts, the last one holding the rest. */
export function goSplitN(text: string, separator: string, n: number): string[] {
  const parts: string[] = [];
  let rest = text;
  while (parts.length < n - 1) {
    const at = rest.indexOf(separator);
    if (at < 0) break;
    parts.push(rest.slice(0, at));
    rest = rest.slice(at + separator.length);
  }
  parts.push(rest);
  return parts;
}

/** strconv.Atoi on a 64-bit machine (and ParseInt(s, 10, 64)): an optional sign and decimal digits, within the int64 range. */
export function isGoInt64(text: string): boolean {
  const match = /^([+-]?)(\d+)$/.exec(text);
  if (!match) return false;
  const digits = match[2]!.replace(/^0+(?=\d)/, '');
  const limit = match[1] === '-' ? '9223372036854775808' : '9223372036854775807';
  return digits.length < limit.length || (digits.length === limit.length && digits <= limit);
}

const decimalDigits = '[0-9](?:_?[0-9])*';
const hexDigits = '[0-9a-fA-F](?:_?[0-9a-fA-F])*';
/** Decimal float: digits, an optional fraction, an optional exponent; `_` only between digits. */
const decimalFloat = new RegExp(`^[+-]?(?:${decimalDigits}(?:\\.(?:${decimalDigits})?)?|\\.${decimalDigits})(?:[eE][+-]?${decimalDigits})?$`);
/** Hexadecimal float: `0x` mantissa and a mandatory `p` exponent. */
const hexFloat = new RegExp(`^[+-]?0[xX](?:_?${hexDigits}(?:\\.(?:${hexDigits})?)?|\\.${hexDigits})[pP][+-]?${decimalDigits}$`);
/** `inf`, `infinity` (signed or not) and `nan` (unsigned), in any case. */
const special = /^(?:[+-]?(?:inf|infinity)|nan)$/i;

/**
 * strconv.ParseFloat(s, 64): decimal and hexadecimal float syntax with `_` separators,
 * infinities and NaN; a finite literal whose value overflows float64 is an error.
 */
export function isGoFloat(text: string): boolean {
  if (special.test(text)) return true;
  if (decimalFloat.test(text)) return Number.isFinite(Number(text.replace(/_/g, '')));
  if (!hexFloat.test(text)) return false;
  const [, sign, mantissa, exponent] = /^([+-]?)0[xX]([^pP]+)[pP](.+)$/.exec(text.replace(/_/g, ''))!;
  const [whole = '', fraction = ''] = mantissa!.split('.');
  const value = (parseInt(whole || '0', 16) + (fraction ? parseInt(fraction, 16) / 16 ** fraction.length : 0)) * 2 ** Number(exponent);
  return Number.isFinite(sign === '-' ? -value : value);
}

/** strconv.ParseBool. */
export const goBools = ['1', 't', 'T', 'TRUE', 'true', 'True', '0', 'f', 'F', 'FALSE', 'false', 'False'];
export const isGoBool = (text: string) => goBools.includes(text);
