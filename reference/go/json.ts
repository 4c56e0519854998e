/**
 * encoding/json as Helm's toJson and fromJson use it, on the Go values of values.ts: Marshal
 * (HTML characters escaped, map keys sorted, struct tags), MarshalIndent, and Unmarshal into
 * interface{} (every number a float64), with the conversions between plain JavaScript and Go values.
 */
import * as strconv from './strconv';
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

/** Parses JSON into Go values (numbers are float64); throws on a syntax error. */
export function parseJSON(text: string): Value {
  return fromJS(JSON.parse(text));
}

export function jsonFields(s: GoStruct): [string, Value][] {
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
export function jsonString(s: string, escapeHTML = true): string {
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
export function jsonNumber(f: number): string {
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
