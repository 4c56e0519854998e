/**
 * gopkg.in/yaml.v2 v2.4.0: `yaml.Unmarshal` into `interface{}` and `yaml.Marshal` of such values,
 * as the YAML path redactor (pkg/redact/yaml.go) and sigs.k8s.io/yaml use them. The `yaml`
 * package reads the syntax (with no schema, so every scalar stays text); what a scalar means is
 * decided here as resolve.go decides it: YAML 1.1 words (`yes` is true), integers by
 * strconv.ParseInt with base prefixes and `_` (`0755` is 493), floats only in YAML's own form,
 * timestamps and `1:20` left as text. Integers stay apart from floats (GoInt against number), as
 * Go's int and float64 do, because Marshal writes them differently (`1e+06`). Maps are `Map`s
 * whose keys keep their Go types, and Marshal sorts them as sorter.go does.
 */
import YAML, {isAlias, isMap, isScalar, isSeq, type Document, type Node as YamlNode} from 'yaml';
import * as strconv from './strconv';
import {GoInt} from './values';
import {emit, type ScalarStyle, type YamlEvent} from './yaml-v2-emitter';

/** What yaml.v2 decodes into an interface{}: nil, bool, string, float64 (number), int or uint64 (GoInt), slices and maps. */
export type YamlValue = null | boolean | string | number | GoInt | YamlValue[] | YamlMap;
export type YamlMap = Map<YamlValue, YamlValue>;

class YamlError extends Error {}

// ---- resolve.go

const resolveWords = new Map<string, YamlValue>([
  ...['y', 'Y', 'yes', 'Yes', 'YES', 'true', 'True', 'TRUE', 'on', 'On', 'ON'].map((w): [string, YamlValue] => [w, true]),
  ...['n', 'N', 'no', 'No', 'NO', 'false', 'False', 'FALSE', 'off', 'Off', 'OFF'].map((w): [string, YamlValue] => [w, false]),
  ...['', '~', 'null', 'Null', 'NULL'].map((w): [string, YamlValue] => [w, null]),
  ...['.nan', '.NaN', '.NAN'].map((w): [string, YamlValue] => [w, NaN]),
  ...['.inf', '.Inf', '.INF', '+.inf', '+.Inf', '+.INF'].map((w): [string, YamlValue] => [w, Infinity]),
  ...['-.inf', '-.Inf', '-.INF'].map((w): [string, YamlValue] => [w, -Infinity]),
]);

const yamlStyleFloat = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
const base60Float = /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$/;

const tagPrefix = 'tag:yaml.org,2002:';
type Tag = 'str' | 'bool' | 'int' | 'float' | 'null' | 'timestamp' | 'merge' | 'binary';

/** The resolveTable hint of a scalar's first byte. */
function hintOf(text: string): string {
  if (text === '') return 'N';
  const c = text[0]!;
  if (c === '+' || c === '-') return 'S';
  if (c >= '0' && c <= '9') return 'D';
  if ('yYnNtTfFoO~'.includes(c)) return 'M';
  return c === '.' ? '.' : '';
}

/** An int as resolve returns it: int when it fits (a 64-bit int), else int64 (the same here). */
const goInt = (value: bigint) => new GoInt(value, 'int');

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const timestampForms = [
  /^(\d{4})-(\d{1,2})-(\d{1,2})[Tt](\d{1,2}):(\d{1,2}):(\d{1,2})(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/,
  /^(\d{4})-(\d{1,2})-(\d{1,2}) (\d{1,2}):(\d{1,2}):(\d{1,2})(?:\.\d+)?$/,
  /^(\d{4})-(\d{1,2})-(\d{1,2})()()()$/,
];

/** parseTimestamp: four digits and `-`, then one of allowedTimestampFormats as time.Parse reads it (fields in range). */
function isTimestamp(text: string): boolean {
  if (!/^\d{4}-/.test(text)) return false;
  return timestampForms.some((form) => {
    const m = form.exec(text);
    if (!m) return false;
    const [year, month, day, hour, minute, second] = m.slice(1, 7).map((part) => Number(part || 0)) as [number, number, number, number, number, number];
    return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month) && hour < 24 && minute < 60 && second < 60;
  });
}

/** resolve(tag, in): the tag the text resolves to and its value; throws where yaml.v2 fails. */
function resolve(tag: string, text: string): [Tag | string, YamlValue] {
  const resolvable = ['', 'str', 'bool', 'int', 'float', 'null', 'timestamp'].includes(tag);
  if (!resolvable) return [tag, text];
  const [rtag, value] = resolveUnchecked(tag, text);
  if (tag === '' || tag === rtag || tag === 'str' || tag === 'binary') return [rtag, value];
  if (tag === 'float' && rtag === 'int') return ['float', Number((value as GoInt).value)];
  throw new YamlError(`cannot decode !!${rtag} \`${text}\` as a !!${tag}`);
}

function resolveUnchecked(tag: string, text: string): [Tag, YamlValue] {
  const hint = hintOf(text);
  if (hint === '' || tag === 'str' || tag === 'binary') return ['str', text];
  if (resolveWords.has(text)) {
    const value = resolveWords.get(text)!;
    return [value === null ? 'null' : typeof value === 'boolean' ? 'bool' : 'float', value];
  }
  if (text === '<<') return ['merge', text];
  if (hint === '.') {
    const f = strconv.parseFloat(text);
    if (f !== undefined) return ['float', f];
  } else if (hint === 'D' || hint === 'S') {
    if ((tag === '' || tag === 'timestamp') && isTimestamp(text)) return ['timestamp', text];
    const plain = text.replaceAll('_', '');
    const i = strconv.parseInt(plain, 0, 64);
    if (i !== undefined) return ['int', goInt(i)];
    const u = strconv.parseUint(plain, 0, 64);
    if (u !== undefined) return ['int', new GoInt(u, 'uint64')];
    if (yamlStyleFloat.test(plain)) {
      const f = strconv.parseFloat(plain);
      if (f !== undefined) return ['float', f];
    }
    if (plain.startsWith('0b')) {
      const b = strconv.parseInt(plain.slice(2), 2, 64);
      if (b !== undefined) return ['int', goInt(b)];
      const ub = strconv.parseUint(plain.slice(2), 2, 64);
      if (ub !== undefined) return ['int', new GoInt(ub, 'uint64')];
    } else if (plain.startsWith('-0b')) {
      const b = strconv.parseInt(`-${plain.slice(3)}`, 2, 64);
      if (b !== undefined) return ['int', goInt(b)];
    }
  }
  return ['str', text];
}

// ---- decode.go, on the `yaml` package's syntax tree

/** Go's == on interface{} map keys: same type and value (NaN is never equal, so each NaN key is its own). */
function keyIdentity(key: YamlValue): string | undefined {
  if (key === null) return 'nil';
  if (typeof key === 'boolean') return `bool:${key}`;
  if (typeof key === 'string') return `string:${key}`;
  if (typeof key === 'number') return Number.isNaN(key) ? undefined : `float:${Object.is(key, -0) ? 0 : key}`;
  if (key instanceof GoInt) return `${key.type}:${key.value}`;
  return undefined;
}

/** out.SetMapIndex(k, v): replaces the value of an equal key, keeping the key first written. */
function setMapIndex(map: YamlMap, key: YamlValue, value: YamlValue): void {
  const identity = keyIdentity(key);
  if (identity !== undefined) {
    for (const existing of map.keys()) {
      if (keyIdentity(existing) === identity) {
        map.set(existing, value);
        return;
      }
    }
  }
  map.set(key, value);
}

/** The short form of an explicit tag, '' when there is none. */
function tagOf(node: YamlNode): string {
  const tag = node.tag ?? '';
  return tag.startsWith(tagPrefix) ? tag.slice(tagPrefix.length) : tag;
}

/** Escapes libyaml's scanner refuses in a double-quoted scalar (`\/`, which YAML 1.2 added, among them). */
const doubleQuotedEscape = /\\(?:[0abt\tnvfre "'\\N_LP]|x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|\r?\n)/y;

function checkDoubleQuoted(source: string): void {
  for (let i = source.indexOf('\\'); i >= 0; i = source.indexOf('\\', i)) {
    doubleQuotedEscape.lastIndex = i;
    if (!doubleQuotedEscape.test(source)) throw new YamlError('found unknown escape character');
    i = doubleQuotedEscape.lastIndex;
  }
}

class Decoder {
  private readonly aliases = new Set<YamlNode>();

  constructor(private readonly doc: Document) {}

  unmarshal(node: YamlNode | null | undefined): YamlValue {
    if (!node) return null;
    if (isAlias(node)) {
      const target = node.resolve(this.doc) as YamlNode | undefined;
      if (!target) throw new YamlError(`unknown anchor '${node.source}' referenced`);
      if (this.aliases.has(node)) throw new YamlError(`anchor '${node.source}' value contains itself`);
      this.aliases.add(node);
      try {
        return this.unmarshal(target);
      } finally {
        this.aliases.delete(node);
      }
    }
    if (isScalar(node)) return this.scalar(node);
    if (isSeq(node)) return node.items.map((item) => this.unmarshal(item as YamlNode));
    if (isMap(node)) {
      const map: YamlMap = new Map();
      this.mapping(node, map);
      return map;
    }
    throw new YamlError('unknown node');
  }

  private scalar(node: YAML.Scalar): YamlValue {
    const text = String(node.value);
    const tag = tagOf(node);
    if (node.type === 'QUOTE_DOUBLE') checkDoubleQuoted((node.srcToken as {source?: string} | undefined)?.source ?? '');
    // A quoted or block scalar without a tag is text.
    if (tag === '' && node.type !== 'PLAIN') return text;
    if (tag === 'binary') {
      const clean = text.replace(/[\r\n]/g, '');
      if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(clean)) throw new YamlError('!!binary value contains invalid base64 data');
      return new TextDecoder().decode(Uint8Array.from(atob(clean), (c) => c.charCodeAt(0)));
    }
    const [rtag, value] = resolve(tag, text);
    // An interface{} gets a timestamp as the text it was written as.
    return rtag === 'timestamp' ? text : value;
  }

  private isMerge(key: unknown): boolean {
    return isScalar(key) && String(key.value) === '<<' && ((key.type === 'PLAIN' && tagOf(key) === '') || tagOf(key) === 'merge');
  }

  /** mapping: each pair in order, a later key replacing an earlier one; `<<` merges where it stands. */
  private mapping(node: YAML.YAMLMap, out: YamlMap): void {
    // libyaml wants a key before `:` in a block mapping, unless `?` stands for an empty one.
    const block = node.srcToken as {type?: string; items?: {start: {type: string}[]; key?: unknown}[]} | undefined;
    if (block?.type === 'block-map' && block.items!.some((item) => !item.key && !item.start.some((t) => t.type === 'explicit-key-ind'))) {
      throw new YamlError('did not find expected key');
    }
    for (const pair of node.items) {
      if (this.isMerge(pair.key)) {
        this.merge(pair.value as YamlNode | null, out);
        continue;
      }
      const key = this.unmarshal(pair.key as YamlNode | null);
      if (Array.isArray(key) || key instanceof Map) throw new YamlError(`invalid map key: ${key instanceof Map ? 'map' : 'slice'}`);
      setMapIndex(out, key, this.unmarshal(pair.value as YamlNode | null));
    }
  }

  private mergeOne(node: YamlNode, out: YamlMap): void {
    const target = isAlias(node) ? (node.resolve(this.doc) as YamlNode | undefined) : node;
    if (!target || !isMap(target)) throw new YamlError('map merge requires map or sequence of maps as the value');
    if (isAlias(node)) {
      if (this.aliases.has(node)) throw new YamlError(`anchor '${node.source}' value contains itself`);
      this.aliases.add(node);
    }
    try {
      this.mapping(target, out);
    } finally {
      if (isAlias(node)) this.aliases.delete(node);
    }
  }

  /** merge: a map, an alias of one, or a list of those (earlier ones win, so they are applied last). */
  private merge(node: YamlNode | null, out: YamlMap): void {
    if (node && isSeq(node)) {
      for (const item of [...node.items].reverse()) this.mergeOne(item as YamlNode, out);
    } else if (node) this.mergeOne(node, out);
    else throw new YamlError('map merge requires map or sequence of maps as the value');
  }
}

/**
 * The directives before the first document as libyaml's scanner takes them: a line starting with
 * `%` is one, and only `%YAML 1.1` (once) and `%TAG` are known. Whether they pass.
 */
function directivesPass(text: string): boolean {
  let yamlDirectives = 0;
  for (const line of text.split(/\r?\n|\r/)) {
    if (/^\s*(#|$)/.test(line)) continue;
    if (!line.startsWith('%')) return true;
    const directive = /^%(YAML|TAG)(?:[ \t]|$)/.exec(line);
    if (!directive) return false;
    if (directive[1] === 'YAML' && (++yamlDirectives > 1 || !/^%YAML[ \t]+1\.1(?:[ \t]|$)/.test(line))) return false;
  }
  return true;
}

/**
 * yaml.v2 v2.4.0 reads a stream that opens with an empty flow collection used as a key (`[]: v`,
 * `{}: v`) as that empty collection alone and ignores the rest (its scanner's simple-key table
 * loses the key); anywhere else such a key is an error.
 */
const emptyCollectionKeyFirst = /^(?:[ \t]*(?:#[^\n]*)?\n)*[ \t]*(\[[ \t]*\]|\{[ \t]*\})[ \t]*:(?:[ \t\n]|$)/;

/** yaml.Unmarshal into interface{}: the first document's value, or undefined when yaml.v2 returns an error. */
export function readYamlV2(text: string): {value: YamlValue} | undefined {
  try {
    const emptyKey = emptyCollectionKeyFirst.exec(text);
    if (emptyKey) return {value: emptyKey[1]!.startsWith('[') ? [] : new Map()};
    if (!directivesPass(text)) return undefined;
    const documents = YAML.parseAllDocuments(text, {version: '1.1', schema: 'failsafe', uniqueKeys: false, keepSourceTokens: true});
    const first = documents[0];
    if (!first) return {value: null};
    if (first.errors.length > 0) return undefined;
    return {value: new Decoder(first).unmarshal(first.contents as YamlNode | null)};
  } catch {
    return undefined;
  }
}

// ---- encode.go and sorter.go

/** reflect.Kind order, which keyList.Less falls back on for keys of different kinds. */
function kindOf(key: YamlValue): number {
  if (typeof key === 'boolean') return 1;
  if (key instanceof GoInt) return key.type === 'uint64' ? 11 : 2;
  if (typeof key === 'number') return 14;
  if (typeof key === 'string') return 24;
  if (Array.isArray(key)) return 23;
  if (key instanceof Map) return 21;
  return 20; // nil: an empty interface
}

/** keyFloat: numbers and booleans compare as numbers. */
function keyFloat(key: YamlValue): number | undefined {
  if (typeof key === 'boolean') return key ? 1 : 0;
  if (key instanceof GoInt) return Number(key.value);
  return typeof key === 'number' ? key : undefined;
}

function numLess(a: YamlValue, b: YamlValue): boolean {
  if (a instanceof GoInt && b instanceof GoInt) return a.value < b.value;
  if (typeof a === 'boolean') return !a && b === true;
  return (a as number) < (b as number);
}

const isLetter = (c: string) => /\p{L}/u.test(c);
const isDigit = (c: string | undefined) => c !== undefined && /\p{Nd}/u.test(c);

/** keyList.Less: numbers by value, text with digit runs compared as numbers and letters before other characters. */
function keyLess(a: YamlValue, b: YamlValue): boolean {
  const [ak, bk] = [kindOf(a), kindOf(b)];
  const [af, bf] = [keyFloat(a), keyFloat(b)];
  if (af !== undefined && bf !== undefined) {
    if (af !== bf) return af < bf;
    if (ak !== bk) return ak < bk;
    return numLess(a, b);
  }
  if (ak !== 24 || bk !== 24) return ak < bk;
  const ar = [...(a as string)];
  const br = [...(b as string)];
  for (let i = 0; i < ar.length && i < br.length; i++) {
    if (ar[i] === br[i]) continue;
    const [al, bl] = [isLetter(ar[i]!), isLetter(br[i]!)];
    if (al && bl) return ar[i]!.codePointAt(0)! < br[i]!.codePointAt(0)!;
    if (al || bl) return bl;
    let [an, bn] = [0n, 0n];
    if (ar[i] === '0' || br[i] === '0') {
      for (let j = i - 1; j >= 0 && isDigit(ar[j]); j--) {
        if (ar[j] !== '0') {
          [an, bn] = [1n, 1n];
          break;
        }
      }
    }
    // int64(ar[ai]-'0'), which for a digit of another script is far from 0..9.
    const digit = (c: string) => BigInt(c.codePointAt(0)! - 48);
    let ai = i;
    for (; ai < ar.length && isDigit(ar[ai]); ai++) an = BigInt.asIntN(64, an * 10n + digit(ar[ai]!));
    let bi = i;
    for (; bi < br.length && isDigit(br[bi]); bi++) bn = BigInt.asIntN(64, bn * 10n + digit(br[bi]!));
    if (an !== bn) return an < bn;
    if (ai !== bi) return ai < bi;
    return ar[i]!.codePointAt(0)! < br[i]!.codePointAt(0)!;
  }
  return ar.length < br.length;
}

/** stringv: plain when the text would read back as the same text, a literal block when it has a line break, else double-quoted. */
function stringEvent(text: string): YamlEvent {
  const canUsePlain = resolve('', text)[0] === 'str' && !(/^[-+0-9]/.test(text) && text.includes(':') && base60Float.test(text));
  const style: ScalarStyle = text.includes('\n') ? 'literal' : canUsePlain ? 'plain' : 'double';
  return {type: 'scalar', value: text, style};
}

/** floatv: FormatFloat(f, 'g', -1, 64), with YAML's names for infinities and NaN. */
function floatText(f: number): string {
  const text = strconv.formatFloat(f, 'g');
  return text === '+Inf' ? '.inf' : text === '-Inf' ? '-.inf' : text === 'NaN' ? '.nan' : text;
}

/** The events of marshal(value) (encode.go). */
function events(value: YamlValue, out: YamlEvent[]): void {
  if (value === null) out.push({type: 'scalar', value: 'null', style: 'plain'});
  else if (typeof value === 'boolean') out.push({type: 'scalar', value: String(value), style: 'plain'});
  else if (typeof value === 'string') out.push(stringEvent(value));
  else if (typeof value === 'number') out.push({type: 'scalar', value: floatText(value), style: 'plain'});
  else if (value instanceof GoInt) out.push({type: 'scalar', value: value.value.toString(), style: 'plain'});
  else if (Array.isArray(value)) {
    out.push({type: 'seqStart'});
    for (const item of value) events(item, out);
    out.push({type: 'seqEnd'});
  } else {
    const keys = [...value.keys()].sort((x, y) => (keyLess(x, y) ? -1 : keyLess(y, x) ? 1 : 0));
    out.push({type: 'mapStart'});
    for (const key of keys) {
      events(key, out);
      // MapIndex of a NaN key finds nothing: Go writes its value as null.
      events(typeof key === 'number' && Number.isNaN(key) ? null : value.get(key)!, out);
    }
    out.push({type: 'mapEnd'});
  }
}

/** yaml.Marshal(value) */
export function writeYamlV2(value: YamlValue): string {
  const list: YamlEvent[] = [];
  events(value, list);
  return emit(list);
}
