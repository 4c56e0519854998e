/**
 * The values a Go template works on, modelled closely enough to reproduce what Go's text/template,
 * fmt and strconv do with them. Plain TypeScript: no DOM, no Node APIs, no dependencies.
 *
 * - `undefined` is Go's invalid reflect.Value ("no value"): what a pipeline yields for a missing map
 *   key once its interface has been unwrapped. Printed by a template action as `<no value>`.
 * - `null` is a nil interface{}: a YAML `null`, or a missing key read straight from a map. A field
 *   read on it fails ("nil pointer evaluating interface {}.x"); printed by fmt as `<nil>`.
 * - `boolean`, `string` are Go's bool and string; a JS `number` is always a float64 (Helm reads every
 *   number of a values file as float64); integers are {@link GoInt}.
 * - arrays are slices ([]interface {} unless tagged), `Map`s are map[string]interface {} (unless
 *   tagged), {@link GoStruct} is a struct or a pointer to one.
 */

export type IntType = 'int' | 'int64' | 'int32' | 'uint' | 'uint64' | 'uint8';

/** A Go integer: its value and its type (`int` and `int64` differ to Go's type checks). */
export class GoInt {
  constructor(
    readonly value: bigint,
    readonly type: IntType = 'int',
  ) {}
  toString(): string {
    return this.value.toString();
  }
}

export const int = (n: number | bigint, type: IntType = 'int'): GoInt => new GoInt(BigInt(n), type);
export const int64 = (n: number | bigint): GoInt => new GoInt(BigInt.asIntN(64, BigInt(n)), 'int64');

/** A method of a struct, callable from a template as `.Struct.Method arg...`. */
export interface GoMethod {
  params: ParamType[];
  variadic?: boolean;
  call(args: Value[]): Value;
}

export interface StructOptions {
  /** The value is a pointer to the struct (printed and typed as such). */
  pointer?: boolean;
  methods?: Record<string, GoMethod>;
  /** JSON names of the fields, as their `json:"..."` tags give them; `omitempty` drops zero values. */
  json?: Record<string, {name: string; omitempty?: boolean}>;
  /** A String() method that a template action uses to print the value. */
  stringer?: () => string;
}

/** A Go struct (or a pointer to one): named fields in declaration order, and methods. */
export class GoStruct {
  constructor(
    readonly type: string,
    readonly fields: Map<string, Value>,
    readonly options: StructOptions = {},
  ) {}
}

export type GoMap = Map<string, Value>;
export type Value = undefined | null | boolean | string | number | GoInt | Value[] | GoMap | GoStruct;

/** Parameter types of functions and methods, as Go's reflection-based calls check them. */
export type ParamType = 'any' | 'value' | 'string' | 'int' | 'int64' | 'float64' | 'bool' | 'map' | 'list';

const typeTags = new WeakMap<object, string>();
const methodTables = new WeakMap<object, Record<string, GoMethod>>();

/** Gives a slice or map of a named Go type its methods (VersionSet.Has, files.Get, ...). */
export function withMethods<T extends Value[] | GoMap>(value: T, methods: Record<string, GoMethod>): T {
  methodTables.set(value, methods);
  return value;
}

/** The methods a value has, if any. */
export function methodsOf(v: Value): Record<string, GoMethod> | undefined {
  if (v instanceof GoStruct) return v.options.methods;
  if (Array.isArray(v) || v instanceof Map) return methodTables.get(v);
  return undefined;
}

/** Gives a slice or map a Go type other than []interface {} / map[string]interface {}. */
export function withType<T extends Value[] | GoMap>(value: T, type: string): T {
  typeTags.set(value, type);
  return value;
}

export function isMap(v: unknown): v is GoMap {
  return v instanceof Map;
}

export function isList(v: unknown): v is Value[] {
  return Array.isArray(v);
}

export function typeName(v: Value): string {
  if (v === undefined) return 'invalid';
  if (v === null) return 'interface {}';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'number') return 'float64';
  if (v instanceof GoInt) return v.type;
  if (Array.isArray(v)) return typeTags.get(v) ?? '[]interface {}';
  if (v instanceof Map) return typeTags.get(v) ?? 'map[string]interface {}';
  return (v.options.pointer ? '*' : '') + v.type;
}

export type Kind = 'invalid' | 'nil' | 'bool' | 'int' | 'uint' | 'float' | 'string' | 'slice' | 'map' | 'struct';

export function kindOf(v: Value): Kind {
  if (v === undefined) return 'invalid';
  if (v === null) return 'nil';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'number') return 'float';
  if (v instanceof GoInt) return v.type.startsWith('u') ? 'uint' : 'int';
  if (Array.isArray(v)) return 'slice';
  if (v instanceof Map) return 'map';
  return 'struct';
}

/** Go's reflect.Kind names, as sprig's kindOf prints them. */
export function reflectKind(v: Value): string {
  switch (kindOf(v)) {
    case 'invalid':
    case 'nil':
      return 'invalid';
    case 'float':
      return 'float64';
    case 'int':
    case 'uint':
      return (v as GoInt).type;
    case 'struct':
      return (v as GoStruct).options.pointer ? 'ptr' : 'struct';
    default:
      return kindOf(v);
  }
}

/** text/template's truth: false, 0, nil, and empty strings, slices and maps are false. */
export function isTrue(v: Value): boolean {
  if (v === undefined || v === null) return false;
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string') return v.length > 0;
  if (typeof v === 'number') return v !== 0;
  if (v instanceof GoInt) return v.value !== 0n;
  if (Array.isArray(v)) return v.length > 0;
  if (v instanceof Map) return v.size > 0;
  return true;
}

/** Compares strings as Go does: byte-wise on UTF-8, which is code point order. */
export function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const ai = a[Symbol.iterator]();
  const bi = b[Symbol.iterator]();
  for (;;) {
    const x = ai.next();
    const y = bi.next();
    if (x.done) return y.done ? 0 : -1;
    if (y.done) return 1;
    const cx = x.value.codePointAt(0)!;
    const cy = y.value.codePointAt(0)!;
    if (cx !== cy) return cx < cy ? -1 : 1;
  }
}

export function sortedKeys(m: GoMap): string[] {
  return [...m.keys()].sort(compareStrings);
}

// ---------------------------------------------------------------------------------------------
// strconv: numbers

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

/** strconv.FormatFloat(f, fmt, prec, 64) for the formats e, E, f, g and G. */
export function formatFloat(f: number, fmt: 'e' | 'E' | 'f' | 'g' | 'G', prec = -1): string {
  if (Number.isNaN(f)) return 'NaN';
  if (f === Infinity) return '+Inf';
  if (f === -Infinity) return '-Inf';
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

/** strconv's underscoreOK: underscores only between digits, or between a base prefix and a digit. */
export function underscoreOK(text: string): boolean {
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

/**
 * Parses a Go integer literal as strconv.ParseInt(s, 0, bits) (or ParseUint) does: base prefixes 0x,
 * 0o, 0b, a leading 0 for octal, underscores between digits. Undefined when it is not one or overflows.
 */
export function parseGoInt(text: string, bits = 64, unsigned = false): bigint | undefined {
  let s = text;
  let neg = false;
  if (s.startsWith('+') || s.startsWith('-')) {
    if (unsigned) return undefined;
    neg = s[0] === '-';
    s = s.slice(1);
  }
  if (s.includes('_')) {
    if (!underscoreOK(s)) return undefined;
    s = s.replace(/_/g, '');
  }
  let base = 10;
  if (/^0[xX]/.test(s)) [base, s] = [16, s.slice(2)];
  else if (/^0[oO]/.test(s)) [base, s] = [8, s.slice(2)];
  else if (/^0[bB]/.test(s)) [base, s] = [2, s.slice(2)];
  else if (s.length > 1 && s[0] === '0') [base, s] = [8, s.slice(1)];
  const alphabet = '0123456789abcdef'.slice(0, base);
  if (!s.length || ![...s.toLowerCase()].every((c) => alphabet.includes(c))) return undefined;
  let value = 0n;
  for (const c of s.toLowerCase()) value = value * BigInt(base) + BigInt(alphabet.indexOf(c));
  if (neg) value = -value;
  const max = unsigned ? (1n << BigInt(bits)) - 1n : (1n << BigInt(bits - 1)) - 1n;
  const min = unsigned ? 0n : -(1n << BigInt(bits - 1));
  if (value > max || value < min) return undefined;
  return value;
}

/** strconv.ParseFloat(s, 64) for decimal literals (and the Inf/NaN spellings). */
export function parseGoFloat(text: string): number | undefined {
  let s = text;
  if (s.includes('_')) {
    if (!underscoreOK(s)) return undefined;
    s = s.replace(/_/g, '');
  }
  if (/^[+-]?(inf|infinity)$/i.test(s)) return s.startsWith('-') ? -Infinity : Infinity;
  if (/^nan$/i.test(s)) return NaN;
  if (/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(s)) return Number(s);
  if (/^[+-]?0[xX]/.test(s)) {
    const m = /^([+-]?)0[xX]([0-9a-fA-F]*)\.?([0-9a-fA-F]*)[pP]([+-]?\d+)$/.exec(s);
    if (!m || (!m[2] && !m[3])) return undefined;
    const mant = parseInt((m[2] || '0') + (m[3] || ''), 16) / 16 ** (m[3]?.length ?? 0);
    return (m[1] === '-' ? -1 : 1) * mant * 2 ** Number(m[4]);
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// strconv: quoting

const printable = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]$/u;

/** unicode.IsPrint */
export function isPrintRune(ch: string): boolean {
  return printable.test(ch);
}

function hex(n: number, width: number): string {
  return n.toString(16).padStart(width, '0');
}

function quoteRuneBody(ch: string, quote: string): string {
  const cp = ch.codePointAt(0)!;
  if (ch === quote || ch === '\\') return `\\${ch}`;
  if (isPrintRune(ch)) return ch;
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

/** strconv.Quote */
export function quoteString(s: string): string {
  let out = '"';
  for (const ch of s) out += quoteRuneBody(ch, '"');
  return `${out}"`;
}

/** strconv.QuoteRune */
export function quoteRune(cp: number): string {
  const ch = cp >= 0 && cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff) ? String.fromCodePoint(cp) : '\ufffd';
  return `'${quoteRuneBody(ch, "'")}'`;
}

// ---------------------------------------------------------------------------------------------
// fmt

/** fmt's %v of a value nested in a slice, map or struct, or handed to fmt directly. */
export function formatValue(v: Value, verb = 'v', top = true): string {
  if (v === undefined || v === null) return '<nil>';
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'number') return formatFloat(v, 'g');
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
  width?: number;
  prec?: number;
}

function pad(s: string, spec: Spec, numeric = false): string {
  const width = spec.width ?? 0;
  const length = [...s].length;
  if (length >= width) return s;
  const fill = width - length;
  if (spec.minus) return s + ' '.repeat(fill);
  if (spec.zero && numeric) {
    const sign = /^[+\- ]/.test(s) ? s[0] : '';
    return sign + '0'.repeat(fill) + s.slice(sign.length);
  }
  return ' '.repeat(fill) + s;
}

function badVerb(verb: string, v: Value): string {
  if (v === undefined || v === null) return `%!${verb}(<nil>)`;
  return `%!${verb}(${typeName(v)}=${formatValue(v)})`;
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
    case 'c':
      return pad(String.fromCodePoint(Number(n)), spec);
    case 'q':
      return pad(quoteRune(Number(n)), spec);
    case 'U':
      return pad(`U+${abs.toString(16).toUpperCase().padStart(4, '0')}`, spec);
    default:
      return undefined;
  }
  if (spec.prec !== undefined) body = body.padStart(spec.prec, '0');
  return pad(signed((neg ? '-' : '') + body, spec), spec, spec.prec === undefined);
}

function formatFloatVerb(f: number, verb: string, spec: Spec): string | undefined {
  let s: string;
  switch (verb) {
    case 'v':
    case 'g':
    case 'G':
      s = formatFloat(f, verb === 'G' ? 'G' : 'g', spec.prec ?? -1);
      break;
    case 'e':
    case 'E':
      s = formatFloat(f, verb, spec.prec ?? 6);
      break;
    case 'f':
    case 'F':
      s = formatFloat(f, 'f', spec.prec ?? 6);
      break;
    default:
      return undefined;
  }
  if (s === 'NaN' || s.endsWith('Inf')) {
    if (s === '+Inf' && !spec.plus) s = spec.space ? ' Inf' : 'Inf';
    return pad(s, {...spec, zero: false});
  }
  return pad(signed(s, spec), spec, true);
}

function formatString(s: string, verb: string, spec: Spec): string | undefined {
  switch (verb) {
    case 'v':
    case 's':
      return pad(spec.prec !== undefined ? [...s].slice(0, spec.prec).join('') : s, spec);
    case 'q':
      return pad(spec.sharp && !/[`\p{Cc}]/u.test(s) ? `\`${s}\`` : quoteString(s), spec);
    case 'x':
    case 'X': {
      const bytes = new TextEncoder().encode(s);
      let out = [...bytes].map((b) => hex(b, 2)).join(spec.space ? ' ' : '');
      if (verb === 'X') out = out.toUpperCase();
      return pad(out, spec);
    }
    default:
      return undefined;
  }
}

/** One operand of fmt.Sprintf, or undefined for a verb that does not fit it. */
function formatOperand(v: Value, verb: string, spec: Spec): string {
  if (verb === 'T') return pad(v === undefined || v === null ? '<nil>' : typeName(v), spec);
  if (v === undefined || v === null) return verb === 'v' ? pad('<nil>', spec) : badVerb(verb, v);
  let out: string | undefined;
  if (typeof v === 'string') out = formatString(v, verb, spec);
  else if (typeof v === 'boolean') out = verb === 'v' || verb === 't' ? pad(String(v), spec) : undefined;
  else if (typeof v === 'number') out = formatFloatVerb(v, verb, spec);
  else if (v instanceof GoInt) out = formatInteger(v.value, verb, spec);
  else if (Array.isArray(v)) {
    if (verb === 'T') return typeName(v);
    return pad(`[${v.map((e) => formatOperand(e, verb, {...spec, width: undefined})).join(' ')}]`, spec);
  } else if (v instanceof Map) {
    const items = sortedKeys(v).map(
      (k) => `${formatOperand(k, verb, {...spec, width: undefined})}:${formatOperand(v.get(k), verb, {...spec, width: undefined})}`,
    );
    return pad(`map[${items.join(' ')}]`, spec);
  } else {
    const items = [...v.fields.values()].map((f) => formatOperand(f, verb, {...spec, width: undefined}));
    return pad(`${v.options.pointer ? '&' : ''}{${items.join(' ')}}`, spec);
  }
  return out ?? badVerb(verb, v);
}

/** fmt.Sprintf, for the verbs templates use (%v %s %d %q %t %f %e %g %x %X %o %b %c %U %T %%). */
export function sprintf(format: string, args: Value[]): string {
  let out = '';
  let argi = 0;
  let i = 0;
  while (i < format.length) {
    const pct = format.indexOf('%', i);
    if (pct < 0) {
      out += format.slice(i);
      break;
    }
    out += format.slice(i, pct);
    i = pct + 1;
    const spec: Spec = {minus: false, plus: false, sharp: false, space: false, zero: false};
    for (; i < format.length; i++) {
      const c = format[i];
      if (c === '-') spec.minus = true;
      else if (c === '+') spec.plus = true;
      else if (c === '#') spec.sharp = true;
      else if (c === ' ') spec.space = true;
      else if (c === '0') spec.zero = !spec.minus;
      else break;
    }
    const number = (): number | undefined => {
      if (format[i] === '*') {
        i++;
        const a = args[argi++];
        return a instanceof GoInt ? Number(a.value) : undefined;
      }
      const m = /^\d+/.exec(format.slice(i));
      if (!m) return undefined;
      i += m[0].length;
      return Number(m[0]);
    };
    spec.width = number();
    if (format[i] === '.') {
      i++;
      spec.prec = number() ?? 0;
    }
    if (i >= format.length) {
      out += '%!(NOVERB)';
      break;
    }
    const verb = String.fromCodePoint(format.codePointAt(i)!);
    i += verb.length;
    if (verb === '%') {
      out += '%';
      continue;
    }
    if (argi >= args.length) {
      out += `%!${verb}(MISSING)`;
      continue;
    }
    out += formatOperand(args[argi++], verb, spec);
  }
  if (argi < args.length) {
    const extra = args.slice(argi).map((a) => (a === undefined || a === null ? '<nil>' : `${typeName(a)}=${formatValue(a)}`));
    out += `%!(EXTRA ${extra.join(', ')})`;
  }
  return out;
}
