/**
 * text/template/funcs.go: how functions are declared (with their Go parameter types, checked as Go
 * checks them) and the builtins (and, or, not, eq, len, index, slice, print, printf...).
 */
import {GoInt, isTrue, kindOf, typeName, type GoMap, type ParamType, type Value} from '../values';
import {sprint, sprintf, sprintln} from '../fmt';
import {FuncError} from './errors';
import type {Execution} from './exec';

/** What a function gets besides its arguments: the running template, for include and tpl. */
export interface CallContext {
  /** The function's name. */
  name: string;
  /** The first argument as written (for `call`'s messages). */
  firstArg: string;
  dot: Value;
  exec: Execution;
}

/**
 * A function a template can call. `params` are the Go parameter types, which are checked as Go checks
 * them; with `variadic`, the last one is the type of each extra argument. `fn` returns the result
 * or throws a {@link FuncError} (Go's error result, or a panic).
 */
export interface FuncDef {
  params: ParamType[];
  variadic?: boolean;
  fn: (args: Value[], context: CallContext) => Value;
  /** `and` and `or` evaluate their arguments lazily. */
  lazy?: boolean;
}

export type FuncMap = Record<string, FuncDef>;

export const goTypeNames: Record<ParamType, string> = {
  any: 'interface {}',
  value: 'reflect.Value',
  string: 'string',
  int: 'int',
  int64: 'int64',
  float64: 'float64',
  bool: 'bool',
  map: 'map[string]interface {}',
  list: '[]interface {}',
};

/** reflect's indirectInterface: a nil interface becomes no value. */
export function indirectInterface(v: Value): Value {
  return v === null ? undefined : v;
}

type BasicKind = 'invalid' | 'bool' | 'int' | 'uint' | 'float' | 'string';

function basicKind(v: Value): BasicKind {
  const k = kindOf(v);
  return k === 'bool' || k === 'int' || k === 'uint' || k === 'float' || k === 'string' ? k : 'invalid';
}

function numberOf(v: Value): bigint {
  return (v as GoInt).value;
}

function eqValues(a1: Value, ...rest: Value[]): boolean {
  const arg1 = indirectInterface(a1);
  if (rest.length === 0) throw new FuncError('missing argument for comparison');
  const k1 = basicKind(arg1);
  for (const a of rest) {
    const arg = indirectInterface(a);
    const k2 = basicKind(arg);
    let truth = false;
    if (k1 !== k2) {
      if ((k1 === 'int' && k2 === 'uint') || (k1 === 'uint' && k2 === 'int')) truth = numberOf(arg1) === numberOf(arg);
      else if (arg1 !== undefined && arg !== undefined) {
        throw new FuncError(`incompatible types for comparison: ${typeName(arg1)} and ${typeName(arg)}`);
      }
    } else if (k1 === 'int' || k1 === 'uint') truth = numberOf(arg1) === numberOf(arg);
    else if (k1 !== 'invalid') truth = arg1 === arg;
    else if (arg1 === undefined || arg === undefined) truth = arg1 === arg;
    else {
      const kinds = [kindOf(arg1), kindOf(arg)];
      if (kinds[0] !== kinds[1]) {
        throw new FuncError(sprintf('non-comparable types %s: %v, %s: %v', [arg1, typeName(arg1), typeName(arg), arg]));
      }
      if (kinds[0] === 'slice' || kinds[0] === 'map') {
        throw new FuncError(sprintf('non-comparable type %s: %v', [arg, typeName(arg)]));
      }
      truth = arg1 === arg;
    }
    if (truth) return true;
  }
  return false;
}

function ltValues(a1: Value, a2: Value): boolean {
  const arg1 = indirectInterface(a1);
  const arg2 = indirectInterface(a2);
  const k1 = basicKind(arg1);
  const k2 = basicKind(arg2);
  if (k1 === 'invalid' || k2 === 'invalid') throw new FuncError('invalid type for comparison');
  if (k1 !== k2) {
    if (k1 === 'int' && k2 === 'uint') return numberOf(arg1) < numberOf(arg2);
    if (k1 === 'uint' && k2 === 'int') return numberOf(arg1) < numberOf(arg2);
    throw new FuncError(`incompatible types for comparison: ${typeName(arg1)} and ${typeName(arg2)}`);
  }
  switch (k1) {
    case 'bool':
      throw new FuncError('invalid type for comparison');
    case 'int':
    case 'uint':
      return numberOf(arg1) < numberOf(arg2);
    case 'float':
      return (arg1 as number) < (arg2 as number);
    default: {
      const c = compareUtf8(arg1 as string, arg2 as string);
      return c < 0;
    }
  }
}

function compareUtf8(a: string, b: string): number {
  return a === b ? 0 : [a, b].sort((x, y) => (x === y ? 0 : codePointLess(x, y) ? -1 : 1))[0] === a ? -1 : 1;
}

function codePointLess(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const cx = x[i]!.codePointAt(0)!;
    const cy = y[i]!.codePointAt(0)!;
    if (cx !== cy) return cx < cy;
  }
  return x.length < y.length;
}

function utf8Length(s: string): number {
  return new TextEncoder().encode(s).length;
}

function indexArg(index: Value, cap: number): number {
  const k = kindOf(index);
  if (k === 'invalid' || k === 'nil') throw new FuncError('cannot index slice/array with nil');
  if (k !== 'int' && k !== 'uint') throw new FuncError(`cannot index slice/array with type ${typeName(index)}`);
  const x = (index as GoInt).value;
  if (x < 0n || x > BigInt(cap)) throw new FuncError(`index out of range: ${x}`);
  return Number(x);
}

function indexValue(item: Value, ...indexes: Value[]): Value {
  let v = indirectInterface(item);
  if (v === undefined) throw new FuncError('index of untyped nil');
  for (const i of indexes) {
    const index = indirectInterface(i);
    if (v === null || v === undefined) throw new FuncError('index of nil pointer');
    if (typeof v === 'string') {
      const bytes = new TextEncoder().encode(v);
      const x = indexArg(index, bytes.length);
      if (x >= bytes.length) throw new FuncError('reflect: string index out of range');
      v = new GoInt(BigInt(bytes[x]!), 'uint8');
    } else if (Array.isArray(v)) {
      const x = indexArg(index, v.length);
      if (x >= v.length) throw new FuncError('reflect: slice index out of range');
      v = v[x] ?? null;
    } else if (v instanceof Map) {
      if (index === undefined) throw new FuncError('value is nil; should be of type string');
      if (typeof index !== 'string') throw new FuncError(`value has type ${typeName(index)}; should be string`);
      v = v.has(index) ? v.get(index)! : zeroOfMapElement(v);
    } else throw new FuncError(`can't index item of type ${typeName(v)}`);
  }
  return v;
}

export function zeroOfMapElement(m: GoMap): Value {
  const elem = /^map\[string\](.*)$/.exec(typeName(m))?.[1];
  switch (elem) {
    case 'string':
      return '';
    case 'bool':
      return false;
    case 'int':
    case 'int64':
      return new GoInt(0n, elem);
    case 'float64':
      return 0;
    default:
      return null;
  }
}

function sliceValue(item: Value, ...indexes: Value[]): Value {
  const v = indirectInterface(item);
  if (v === undefined) throw new FuncError('slice of untyped nil');
  if (indexes.length > 3) throw new FuncError(`too many slice indexes: ${indexes.length}`);
  let length: number;
  if (typeof v === 'string') {
    if (indexes.length === 3) throw new FuncError('cannot 3-index slice a string');
    length = utf8Length(v);
  } else if (Array.isArray(v)) length = v.length;
  else throw new FuncError(`can't slice item of type ${typeName(v)}`);
  const idx = [0, length, length];
  indexes.forEach((index, i) => (idx[i] = indexArg(indirectInterface(index), length)));
  if (idx[0]! > idx[1]!) throw new FuncError(`invalid slice index: ${idx[0]} > ${idx[1]}`);
  if (indexes.length === 3 && idx[1]! > idx[2]!) throw new FuncError(`invalid slice index: ${idx[1]} > ${idx[2]}`);
  if (typeof v === 'string') {
    const bytes = new TextEncoder().encode(v).slice(idx[0], idx[1]);
    return new TextDecoder().decode(bytes);
  }
  return v.slice(idx[0], idx[1]);
}

function lengthOf(item: Value): Value {
  if (item === null) throw new FuncError('len of nil pointer');
  if (item === undefined) throw new FuncError('reflect: call of reflect.Value.Type on zero Value');
  if (typeof item === 'string') return new GoInt(BigInt(utf8Length(item)));
  if (Array.isArray(item)) return new GoInt(BigInt(item.length));
  if (item instanceof Map) return new GoInt(BigInt(item.size));
  throw new FuncError(`len of type ${typeName(item)}`);
}

/** text/template's evalArgs: the operands as fmt.Sprint prints them. */
/** evalArgs: one string as it is, else fmt.Sprint of the arguments, a nil one printed as <no value> (printableValue). */
function evalArgs(args: Value[]): string {
  if (args.length === 1 && typeof args[0] === 'string') return args[0];
  return sprint(args.map((arg) => (arg === null || arg === undefined ? '<no value>' : arg)));
}

function htmlEscape(s: string): string {
  return s.replace(/[\0"'&<>]/g, (c) => ({'\0': '\uFFFD', '"': '&#34;', "'": '&#39;', '&': '&amp;', '<': '&lt;', '>': '&gt;'})[c]!);
}

function jsEscape(s: string): string {
  let out = '';
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    const special: Record<string, string> = {'\\': '\\\\', "'": "\\'", '"': '\\"', '<': '\\u003C', '>': '\\u003E', '&': '\\u0026', '=': '\\u003D'};
    if (special[ch]) out += special[ch];
    else if (cp < 0x20) out += `\\u00${cp.toString(16).toUpperCase().padStart(2, '0')}`;
    else if (cp >= 0x80 && !/^[\p{L}\p{M}\p{N}\p{P}\p{S} ]$/u.test(ch)) out += `\\u${cp.toString(16).toUpperCase().padStart(4, '0')}`;
    else out += ch;
  }
  return out;
}

function urlQueryEscape(s: string): string {
  return encodeURIComponent(s)
    .replace(/%20/g, '+')
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The functions every template has (text/template's funcs.go). */
export const builtins: FuncMap = {
  and: {params: ['value', 'value'], variadic: true, lazy: true, fn: () => undefined},
  or: {params: ['value', 'value'], variadic: true, lazy: true, fn: () => undefined},
  not: {params: ['value'], fn: ([a]) => !isTrue(indirectInterface(a))},
  len: {params: ['value'], fn: ([a]) => lengthOf(a)},
  index: {params: ['value', 'value'], variadic: true, fn: ([item, ...rest]) => indexValue(item, ...rest)},
  slice: {params: ['value', 'value'], variadic: true, fn: ([item, ...rest]) => sliceValue(item, ...rest)},
  print: {params: ['any'], variadic: true, fn: (args) => sprint(args)},
  printf: {params: ['string', 'any'], variadic: true, fn: ([format, ...args]) => sprintf(format as string, args)},
  println: {params: ['any'], variadic: true, fn: (args) => sprintln(args)},
  html: {params: ['any'], variadic: true, fn: (args) => htmlEscape(evalArgs(args))},
  js: {params: ['any'], variadic: true, fn: (args) => jsEscape(evalArgs(args))},
  urlquery: {params: ['any'], variadic: true, fn: (args) => urlQueryEscape(evalArgs(args))},
  call: {
    params: ['value', 'value'],
    variadic: true,
    fn: ([fn], {firstArg}) => {
      const v = indirectInterface(fn);
      if (v === undefined) throw new FuncError('call of nil');
      throw new FuncError(`non-function ${firstArg} of type ${typeName(v)}`);
    },
  },
  eq: {params: ['value', 'value'], variadic: true, fn: ([a, ...rest]) => eqValues(a, ...rest)},
  ne: {params: ['value', 'value'], fn: ([a, b]) => !eqValues(a, b)},
  lt: {params: ['value', 'value'], fn: ([a, b]) => ltValues(a, b)},
  le: {params: ['value', 'value'], fn: ([a, b]) => ltValues(a, b) || eqValues(a, b)},
  gt: {params: ['value', 'value'], fn: ([a, b]) => !(ltValues(a, b) || eqValues(a, b))},
  ge: {params: ['value', 'value'], fn: ([a, b]) => !ltValues(a, b)},
};

