/**
 * The values a Go template works on, modelled closely enough to reproduce what Go's text/template,
 * fmt (fmt.ts) and encoding/json (json.ts) do with them. Plain TypeScript: no DOM, no Node APIs.
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
