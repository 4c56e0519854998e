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
      return pad(strconv.quoteRune(Number(n)), spec);
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
      return pad(spec.sharp && !/[`\p{Cc}]/u.test(s) ? `\`${s}\`` : strconv.quote(s), spec);
    case 'x':
    case 'X': {
      const bytes = new TextEncoder().encode(s);
      let out = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join(spec.space ? ' ' : '');
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
