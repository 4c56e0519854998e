/**
 * Go's fmt (src/fmt/print.go, format.go) for the values of values.ts: %v and the verbs templates
 * use, Sprint, Sprintln and Sprintf, and how a template action prints its value.
 */
import * as strconv from './strconv';
import {GoInt, GoStruct, sortedKeys, typeName, type Value} from './values';

/** fmt's %v of a value nested in a slice, map or struct, or handed to fmt directly. */
export function formatValue(v: Value, verb = 'v', top = true): string {
  if (v === undefined || v === null) return '<nil>';
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'number') return strconv.formatFloat(v, 'g');
  if (v instanceof GoInt) return v.value.toString();
  if (Array.isArray(v)) return `[${v.map((e) => formatValue(e, verb, false)).join(' ')}]`;
  if (v instanceof Map) {
    return `map[${sortedKeys(v)
      .map((k) => `${k}:${formatValue(v.get(k), verb, false)}`)
      .join(' ')}]`;
  }
  const body = `{${[...v.fields.values()].map((f) => formatValue(f, verb, false)).join(' ')}}`;
  // fmt prints a nested pointer as its address; a top-level one as &{...}.
  if (v.options.pointer) return top ? `&${body}` : '0xc000000000';
  return body;
}

/** How a template action prints the final value of its pipeline (text/template's printValue). */
export function printAction(v: Value): string {
  if (v === undefined) return '<no value>';
  if (v instanceof GoStruct && v.options.stringer) return v.options.stringer();
  if (v instanceof GoStruct && v.options.pointer) return formatValue(new GoStruct(v.type, v.fields), 'v');
  return formatValue(v);
}

/** fmt.Sprint: spaces between operands when neither side is a string. */
export function sprint(args: Value[]): string {
  let out = '';
  args.forEach((arg, i) => {
    if (i > 0 && typeof arg !== 'string' && typeof args[i - 1] !== 'string') out += ' ';
    out += formatValue(arg);
  });
  return out;
}

/** fmt.Sprintln: always spaces, and a newline. */
export function sprintln(args: Value[]): string {
  return `${args.map((a) => formatValue(a)).join(' ')}\n`;
}

interface Spec {
  minus: boolean;
  plus: boolean;
  sharp: boolean;
  space: boolean;
  zero: boolean;
  /** %#v: Go syntax (the sharp flag of a v verb). */
  sharpV?: boolean;
  width?: number;
  prec?: number;
}

/** Padding to the width: on the right with -, else on the left, with zeros under the 0 flag (text too, as writePadding does); a number's sign stays in front of its zeros. */
function pad(s: string, spec: Spec, numeric = false): string {
  const width = spec.width ?? 0;
  const length = [...s].length;
  if (length >= width) return s;
  const fill = width - length;
  if (spec.minus) return s + ' '.repeat(fill);
  if (spec.zero) {
    const sign = numeric && /^[+\- ]/.test(s) ? s[0] : '';
    return sign + '0'.repeat(fill) + s.slice(sign.length);
  }
  return ' '.repeat(fill) + s;
}

/** badVerb: `%!d(type=value)`, the value printed with %v and the directive's own width, precision and flags. */
function badVerb(verb: string, v: Value, spec: Spec = {minus: false, plus: false, sharp: false, space: false, zero: false}): string {
  if (v === undefined || v === null) return `%!${verb}(<nil>)`;
  return `%!${verb}(${typeName(v)}=${formatOperand(v, 'v', spec)})`;
}

function signed(s: string, spec: Spec): string {
  if (s.startsWith('-')) return s;
  if (spec.plus) return `+${s}`;
  if (spec.space) return ` ${s}`;
  return s;
}

function formatInteger(n: bigint, verb: string, spec: Spec): string | undefined {
  const neg = n < 0n;
  const abs = neg ? -n : n;
  let body: string;
  switch (verb) {
    case 'd':
    case 'v':
      body = abs.toString();
      break;
    case 'b':
      body = abs.toString(2);
      break;
    case 'o':
      body = abs.toString(8);
      if (spec.sharp && body !== '0') body = `0${body}`;
      break;
    case 'O':
      body = `0o${abs.toString(8)}`;
      break;
    case 'x':
      body = abs.toString(16);
      if (spec.sharp) body = `0x${body}`;
      break;
    case 'X':
      body = abs.toString(16).toUpperCase();
      if (spec.sharp) body = `0X${body}`;
      break;
    case 'c': {
      // fmtC: the integer as a rune; past the last code point (negatives too, as uint64) or a surrogate, U+FFFD.
      const cp = BigInt.asUintN(64, n);
      return pad(cp > 0x10ffffn || (cp >= 0xd800n && cp <= 0xdfffn) ? '\ufffd' : String.fromCodePoint(Number(cp)), spec);
    }
    case 'q':
      return pad(strconv.quoteRune(Number(n)), spec);
    case 'U':
      return pad(`U+${BigInt.asUintN(64, n).toString(16).toUpperCase().padStart(4, '0')}`, spec);
    default:
      return undefined;
  }
  // %.3d and %03d both ask for leading zeros; with a precision, the 0 flag pads with spaces.
  if (spec.prec !== undefined) body = body.padStart(spec.prec, '0');
  return pad(signed((neg ? '-' : '') + body, spec), spec.prec === undefined ? spec : {...spec, zero: false}, true);
}

/**
 * The # flag of fmtFloat: always a decimal point, and for %g and %x trailing zeros up to the
 * precision (6 when none is given).
 */
function keepDecimalPoint(num: string, verb: string, prec: number): string {
  let digits = verb === 'v' || verb === 'g' || verb === 'G' || verb === 'x' ? (prec === -1 ? 6 : prec) : 0;
  const sign = num[0] === '-' ? '-' : '';
  let body = num.slice(sign.length);
  let tail = '';
  let hasDecimalPoint = false;
  let sawNonzeroDigit = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === '.') hasDecimalPoint = true;
    else if (c === 'p' || c === 'P' || ((c === 'e' || c === 'E') && verb !== 'x' && verb !== 'X')) {
      tail = body.slice(i);
      body = body.slice(0, i);
      break;
    } else {
      if (c !== '0') sawNonzeroDigit = true;
      if (sawNonzeroDigit) digits--;
    }
  }
  if (!hasDecimalPoint) {
    if (body === '0') digits--;
    body += '.';
  }
  if (digits > 0) body += '0'.repeat(digits);
  return sign + body + tail;
}

function formatFloatVerb(f: number, verb: string, spec: Spec): string | undefined {
  let s: string;
  switch (verb) {
    case 'v':
    case 'g':
    case 'G':
      s = strconv.formatFloat(f, verb === 'G' ? 'G' : 'g', spec.prec ?? -1);
      break;
    case 'e':
    case 'E':
      s = strconv.formatFloat(f, verb, spec.prec ?? 6);
      break;
    case 'f':
    case 'F':
      s = strconv.formatFloat(f, 'f', spec.prec ?? 6);
      break;
    case 'b':
    case 'x':
    case 'X':
      s = strconv.formatFloat(f, verb, spec.prec ?? -1);
      break;
    default:
      return undefined;
  }
  if (s === 'NaN' || s.endsWith('Inf')) {
    if (s === '+Inf' && !spec.plus) s = spec.space ? ' Inf' : 'Inf';
    return pad(s, {...spec, zero: false});
  }
  if (spec.sharp && verb !== 'b') s = keepDecimalPoint(s, verb, spec.prec ?? -1);
  return pad(signed(s, spec), spec, true);
}

function formatString(s: string, verb: string, spec: Spec): string | undefined {
  switch (verb) {
    case 'v':
    case 's':
      return pad(spec.prec !== undefined ? [...s].slice(0, spec.prec).join('') : s, spec);
    case 'q': {
      const text = spec.prec !== undefined ? [...s].slice(0, spec.prec).join('') : s;
      return pad(spec.sharp && !/[`\p{Cc}]/u.test(text) ? `\`${text}\`` : strconv.quote(text), spec);
    }
    case 'x':
    case 'X': {
      // fmtSbx: at most prec bytes; # adds 0x once, or before each byte when they are spaced.
      let bytes = [...new TextEncoder().encode(s)];
      if (spec.prec !== undefined) bytes = bytes.slice(0, spec.prec);
      const prefix = spec.sharp ? (verb === 'X' ? '0X' : '0x') : '';
      const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).map((h) => (verb === 'X' ? h.toUpperCase() : h));
      const out = spec.space ? hex.map((h) => prefix + h).join(' ') : hex.length ? prefix + hex.join('') : '';
      return pad(out, {...spec, zero: false});
    }
    default:
      return undefined;
  }
}

/** One operand of fmt.Sprintf, or undefined for a verb that does not fit it. */
/** %#v: Go syntax for the values a template holds (a nil inside a slice or map is interface {}(nil)). */
function goSyntax(v: Value, top: boolean): string {
  if (v === undefined || v === null) return top ? '<nil>' : 'interface {}(nil)';
  if (typeof v === 'string') return strconv.quote(v);
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'number') return strconv.formatFloat(v, 'g');
  if (v instanceof GoInt) return v.type.startsWith('u') ? `0x${v.value.toString(16)}` : v.value.toString();
  if (Array.isArray(v)) return `${typeName(v)}{${v.map((e) => goSyntax(e, false)).join(', ')}}`;
  if (v instanceof Map) return `${typeName(v)}{${sortedKeys(v).map((k) => `${strconv.quote(k)}:${goSyntax(v.get(k), false)}`).join(', ')}}`;
  return formatValue(v);
}

/** One operand of Sprintf; `nested` for an element of a slice or map, where a nil prints as <nil> whatever the verb. */
function formatOperand(v: Value, verb: string, spec: Spec, nested = false): string {
  if (verb === 'v' && spec.sharpV) return pad(goSyntax(v, true), spec);
  if (verb === 'T') return pad(v === undefined || v === null ? '<nil>' : typeName(v), spec);
  if (v === undefined || v === null) return nested ? '<nil>' : verb === 'v' ? pad('<nil>', spec) : badVerb(verb, v);
  let out: string | undefined;
  if (typeof v === 'string') out = formatString(v, verb, spec);
  else if (typeof v === 'boolean') out = verb === 'v' || verb === 't' ? pad(String(v), spec) : undefined;
  else if (typeof v === 'number') out = formatFloatVerb(v, verb, spec);
  else if (v instanceof GoInt) out = formatInteger(v.value, verb, spec);
  else if (Array.isArray(v)) {
    if (verb === 'T') return typeName(v);
    // Width and flags apply to each element, not to the brackets.
    return `[${v.map((e) => formatOperand(e, verb, spec, true)).join(' ')}]`;
  } else if (v instanceof Map) {
    const items = sortedKeys(v).map(
      (k) => `${formatOperand(k, verb, spec, true)}:${formatOperand(v.get(k), verb, spec, true)}`,
    );
    return `map[${items.join(' ')}]`;
  } else {
    const items = [...v.fields.values()].map((f) => formatOperand(f, verb, spec, true));
    return `${v.options.pointer ? '&' : ''}{${items.join(' ')}}`;
  }
  return out ?? badVerb(verb, v, spec);
}

/** fmt.Sprintf, for the verbs templates use (%v %s %d %q %t %f %e %g %x %X %o %b %c %U %T %%). */
/** A number of the format (parsenum): digits, at most a million; undefined when none. */
function parseNumber(format: string, start: number, end: number): {num?: number; next: number} {
  let num = 0;
  let next = start;
  for (; next < end && format[next]! >= '0' && format[next]! <= '9'; next++) {
    if (num > 1e6) return {next: end};
    num = num * 10 + Number(format[next]);
  }
  return next > start ? {num, next} : {next};
}

/** intFromArg: a width or precision taken from an integer argument (within a million). */
function intFromArg(args: Value[], argNum: number): {num: number; ok: boolean; argNum: number} {
  if (argNum >= args.length) return {num: 0, ok: false, argNum};
  const a = args[argNum];
  const ok = a instanceof GoInt && a.value <= 1_000_000n && a.value >= -1_000_000n;
  return {num: ok ? Number(a.value) : 0, ok, argNum: argNum + 1};
}

/** fmt.Sprintf (doPrintf): flags, width and precision (or * from an argument), [n] argument indexes, Go's error markers. */
export function sprintf(format: string, args: Value[]): string {
  let out = '';
  let argNum = 0;
  let reordered = false;
  const end = format.length;
  let i = 0;
  while (i < end) {
    let goodArgNum = true;
    const pct = format.indexOf('%', i);
    if (pct < 0) {
      out += format.slice(i);
      break;
    }
    out += format.slice(i, pct);
    i = pct + 1;
    const spec: Spec = {minus: false, plus: false, sharp: false, space: false, zero: false};
    for (; i < end; i++) {
      const c = format[i];
      if (c === '#') spec.sharp = true;
      else if (c === '0') spec.zero = !spec.minus;
      else if (c === '+') spec.plus = true;
      else if (c === '-') {
        spec.minus = true;
        spec.zero = false;
      } else if (c === ' ') spec.space = true;
      else break;
    }
    /** argNumber: an explicit [n] index, which the next operand then comes from. */
    const argIndex = (): boolean => {
      if (i >= end || format[i] !== '[') return false;
      reordered = true;
      const close = format.indexOf(']', i + 1);
      if (end - i < 3 || close < 0) {
        goodArgNum = false;
        i += 1;
        return false;
      }
      const {num, next} = parseNumber(format, i + 1, close);
      i = close + 1;
      if (num === undefined || next !== close) {
        goodArgNum = false;
        return false;
      }
      if (num - 1 >= 0 && num - 1 < args.length) {
        argNum = num - 1;
        return true;
      }
      goodArgNum = false;
      return true;
    };
    let afterIndex = argIndex();
    if (i < end && format[i] === '*') {
      i++;
      const width = intFromArg(args, argNum);
      argNum = width.argNum;
      if (!width.ok) out += '%!(BADWIDTH)';
      else spec.width = width.num;
      if (width.num < 0) {
        spec.width = -width.num;
        spec.minus = true;
        spec.zero = false;
      }
      afterIndex = false;
    } else {
      const {num, next} = parseNumber(format, i, end);
      i = next;
      spec.width = num;
      if (afterIndex && num !== undefined) goodArgNum = false;
    }
    if (i + 1 < end && format[i] === '.') {
      i++;
      if (afterIndex) goodArgNum = false;
      afterIndex = argIndex();
      if (i < end && format[i] === '*') {
        i++;
        const prec = intFromArg(args, argNum);
        argNum = prec.argNum;
        if (prec.ok && prec.num >= 0) spec.prec = prec.num;
        else out += '%!(BADPREC)';
        afterIndex = false;
      } else {
        const {num, next} = parseNumber(format, i, end);
        i = next;
        spec.prec = num ?? 0;
      }
    }
    if (!afterIndex) afterIndex = argIndex();
    if (i >= end) {
      out += '%!(NOVERB)';
      break;
    }
    const verb = String.fromCodePoint(format.codePointAt(i)!);
    i += verb.length;
    if (verb === '%') out += '%';
    else if (!goodArgNum) out += `%!${verb}(BADINDEX)`;
    else if (argNum >= args.length) out += `%!${verb}(MISSING)`;
    else {
      // For %v, + asks for struct field names (plusV), not a sign, and # for Go syntax (sharpV).
      if (verb === 'v') {
        spec.plus = false;
        spec.sharpV = spec.sharp;
        spec.sharp = false;
      }
      out += formatOperand(args[argNum++], verb, spec);
    }
  }
  if (!reordered && argNum < args.length) {
    const extra = args.slice(argNum).map((a) => (a === undefined || a === null ? '<nil>' : `${typeName(a)}=${formatValue(a)}`));
    out += `%!(EXTRA ${extra.join(', ')})`;
  }
  return out;
}
