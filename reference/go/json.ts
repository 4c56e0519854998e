/**
 * encoding/json as Helm's toJson and fromJson use it, on the Go values of values.ts: Marshal
 * (HTML characters escaped, map keys sorted, struct tags), MarshalIndent, and Unmarshal into
 * interface{} (every number a float64), with the conversions between plain JavaScript and Go values.
 */
import * as strconv from './strconv';
import * as utf8 from './utf8';
import {GoInt, GoStruct, sortedKeys, type GoMap, type Value} from './values';

/** Converts parsed YAML/JSON (plain JS) to Go values; every number becomes a float64. */
export function fromJS(value: unknown): Value {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().replace(/\.000Z$/, 'Z');
  if (value instanceof GoInt || value instanceof GoStruct) return value;
  if (Array.isArray(value)) return value.map(fromJS);
  if (value instanceof Map) {
    const m: GoMap = new Map();
    for (const [k, v] of value) m.set(keyString(k), fromJS(v));
    return m;
  }
  if (typeof value === 'object') {
    const m: GoMap = new Map();
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) m.set(k, fromJS(v));
    return m;
  }
  return String(value);
}

function keyString(k: unknown): string {
  if (typeof k === 'string') return k;
  if (k === null || k === undefined) return 'null';
  if (typeof k === 'number') return strconv.formatFloat(k, 'g');
  return String(k);
}

/** Converts Go values to plain JS (maps become objects, integers numbers), for callers outside templates. */
export function toJS(value: Value): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof GoInt) return Number(value.value);
  if (Array.isArray(value)) return value.map(toJS);
  if (value instanceof Map) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of value) out[k] = toJS(v);
    return out;
  }
  if (value instanceof GoStruct) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of jsonFields(value)) out[k] = toJS(v);
    return out;
  }
  return value;
}

/** scanner.go's quoteChar: a byte of the input as its error message shows it. */
function quoteChar(c: string): string {
  if (c === "'") return "'\\''";
  if (c === '"') return "'\"'";
  return `'${strconv.quote(c).slice(1, -1)}'`;
}

/**
 * checkValid (scanner.go) over the UTF-8 bytes of `text`: throws the SyntaxError message Go's
 * scanner gives at the first byte it refuses. Returns the number literals, for their range check.
 */
function checkValid(text: string): string[] {
  const s = utf8.encode(text);
  const numbers: string[] = [];
  let i = 0;
  const end = () => new Error('unexpected end of JSON input');
  const invalid = (context: string) => new Error(`invalid character ${quoteChar(s[i]!)} ${context}`);
  const space = () => {
    while (i < s.length && ' \t\r\n'.includes(s[i]!)) i++;
  };
  const digits = () => {
    while (i < s.length && s[i]! >= '0' && s[i]! <= '9') i++;
  };
  const literal = (word: string) => {
    for (const expected of word.slice(1)) {
      i++;
      if (i >= s.length) throw end();
      if (s[i] !== expected) throw invalid(`in literal ${word} (expecting ${quoteChar(expected)})`);
    }
    i++;
  };
  const string = () => {
    for (i++; ; i++) {
      if (i >= s.length) throw end();
      const c = s[i]!;
      if (c === '"') break;
      if (c === '\\') {
        i++;
        if (i >= s.length) throw end();
        if ('bfnrt\\/"'.includes(s[i]!)) continue;
        if (s[i] !== 'u') throw invalid('in string escape code');
        for (let k = 0; k < 4; k++) {
          i++;
          if (i >= s.length) throw end();
          if (!/[0-9a-fA-F]/.test(s[i]!)) throw invalid('in \\u hexadecimal character escape');
        }
      } else if (c < ' ') throw invalid('in string literal');
    }
    i++;
  };
  const number = () => {
    const start = i;
    if (s[i] === '-') {
      i++;
      if (i >= s.length) throw end();
      if (!(s[i]! >= '0' && s[i]! <= '9')) throw invalid('in numeric literal');
    }
    if (s[i] === '0') i++;
    else digits();
    if (s[i] === '.') {
      i++;
      if (i >= s.length) throw end();
      if (!(s[i]! >= '0' && s[i]! <= '9')) throw invalid('after decimal point in numeric literal');
      digits();
    }
    if (s[i] === 'e' || s[i] === 'E') {
      i++;
      if (s[i] === '+' || s[i] === '-') i++;
      if (i >= s.length) throw end();
      if (!(s[i]! >= '0' && s[i]! <= '9')) throw invalid('in exponent of numeric literal');
      digits();
    }
    numbers.push(s.slice(start, i));
  };
  const value = (context = 'looking for beginning of value') => {
    space();
    if (i >= s.length) throw end();
    const c = s[i]!;
    if (c === '{') {
      i++;
      space();
      if (s[i] === '}') {
        i++;
        return;
      }
      for (;;) {
        space();
        if (i >= s.length) throw end();
        if (s[i] !== '"') throw invalid('looking for beginning of object key string');
        string();
        space();
        if (i >= s.length) throw end();
        if (s[i] !== ':') throw invalid('after object key');
        i++;
        value();
        space();
        if (i >= s.length) throw end();
        if (s[i] === '}') {
          i++;
          return;
        }
        if (s[i] !== ',') throw invalid('after object key:value pair');
        i++;
      }
    }
    if (c === '[') {
      i++;
      space();
      if (s[i] === ']') {
        i++;
        return;
      }
      for (;;) {
        value();
        space();
        if (i >= s.length) throw end();
        if (s[i] === ']') {
          i++;
          return;
        }
        if (s[i] !== ',') throw invalid('after array element');
        i++;
      }
    }
    if (c === '"') return string();
    if (c === '-' || (c >= '0' && c <= '9')) return number();
    if (c === 't') return literal('true');
    if (c === 'f') return literal('false');
    if (c === 'n') return literal('null');
    throw invalid(context);
  };
  value();
  space();
  if (i < s.length) throw invalid('after top-level value');
  return numbers;
}

/**
 * json.Unmarshal into interface{}: Go's syntax error messages, a number out of float64's range an
 * error as in Go, numbers as float64. Throws the error Unmarshal returns.
 */
export function parseJSON(text: string): Value {
  const numbers = checkValid(text);
  const outOfRange = numbers.find((n) => strconv.parseFloat(n) === undefined);
  if (outOfRange !== undefined) throw new Error(`json: cannot unmarshal number ${outOfRange} into Go value of type float64`);
  return fromJS(JSON.parse(text));
}

function jsonFields(s: GoStruct): [string, Value][] {
  const out: [string, Value][] = [];
  for (const [name, value] of s.fields) {
    const tag = s.options.json?.[name];
    if (tag?.omitempty && isZero(value)) continue;
    out.push([tag?.name ?? name, value]);
  }
  return out;
}

function isZero(v: Value): boolean {
  if (v === undefined || v === null || v === false || v === '' || v === 0) return true;
  if (v instanceof GoInt) return v.value === 0n;
  if (Array.isArray(v)) return v.length === 0;
  if (v instanceof Map) return v.size === 0;
  return false;
}

/** encoding/json's string encoding. */
function jsonString(s: string, escapeHTML = true): string {
  let out = '"';
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (cp < 0x20) {
      const short: Record<number, string> = {8: '\\b', 9: '\\t', 10: '\\n', 12: '\\f', 13: '\\r'};
      out += short[cp] ?? `\\u00${cp.toString(16).padStart(2, '0')}`;
    } else if (escapeHTML && (ch === '<' || ch === '>' || ch === '&')) out += `\\u00${cp.toString(16)}`;
    else if (cp === 0x2028 || cp === 0x2029) out += `\\u${cp.toString(16)}`;
    else if (cp >= 0xd800 && cp <= 0xdfff) out += '\\ufffd';
    else out += ch;
  }
  return `${out}"`;
}

/** encoding/json's float64 encoding. */
function jsonNumber(f: number): string {
  if (!Number.isFinite(f)) throw new Error(`json: unsupported value: ${strconv.formatFloat(f, 'g')}`);
  const abs = Math.abs(f);
  if (abs !== 0 && (abs < 1e-6 || abs >= 1e21)) {
    return strconv.formatFloat(f, 'e').replace(/e([+-])0(\d)$/, 'e$1$2');
  }
  return strconv.formatFloat(f, 'f');
}

export interface JSONOptions {
  escapeHTML?: boolean;
  indent?: string;
}

/** json.Marshal (or MarshalIndent with `indent`); throws like Go for NaN and infinities. */
export function marshalJSON(v: Value, options: JSONOptions = {}, depth = 0): string {
  const {escapeHTML = true, indent} = options;
  const nl = (d: number): string => (indent === undefined ? '' : `\n${indent.repeat(d)}`);
  const sep = indent === undefined ? ':' : ': ';
  if (v === undefined || v === null) return 'null';
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'string') return jsonString(v, escapeHTML);
  if (typeof v === 'number') return jsonNumber(v);
  if (v instanceof GoInt) return v.value.toString();
  if (Array.isArray(v)) {
    if (!v.length) return '[]';
    return `[${v.map((e) => nl(depth + 1) + marshalJSON(e, options, depth + 1)).join(',')}${nl(depth)}]`;
  }
  const entries: [string, Value][] =
    v instanceof Map ? sortedKeys(v).map((k) => [k, v.get(k)]) : jsonFields(v);
  if (!entries.length) return '{}';
  const body = entries.map(([k, e]) => `${nl(depth + 1)}${jsonString(k, escapeHTML)}${sep}${marshalJSON(e, options, depth + 1)}`);
  return `{${body.join(',')}${nl(depth)}}`;
}
