/**
 * Checks a YAML document against a generated JSON Schema by walking both together, so every
 * problem points at the line of the key or value concerned. Written for the schemas this site
 * generates (types, properties, required, enum, pattern, items, one-key list items), which keeps
 * the checker small and free of `eval` (the site's content security policy forbids it), and lets
 * it say "did you mean" with the keys allowed at that place.
 */
import {isAlias, isMap, isScalar, isSeq, type Document, type Node, type Pair} from 'yaml';
import type {JsonSchema} from '../../../reference/schema/generate';
import {stringOrValueFromMark} from './marks';
import {placeholderIn, placeholderMessage, type Placeholder} from './rules/placeholders';
import {rules} from './rules/registry';

export interface Problem {
  /** Offset in the checked text. */
  offset: number;
  message: string;
  /** The reference page (and field anchor) that documents the key concerned. */
  link?: string;
  severity: 'Error' | 'Warning';
  /** The rule of check/rules/registry.ts that reports it, when it is one of them. */
  rule?: string;
  /** The Troubleshoot code that decides it (file#function). */
  source?: string[];
}

/** Edit distance counting a swap of two neighbours as one edit (`fial` → `fail`), for "did you mean". */
function distance(a: string, b: string): number {
  let before: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, before[j - 2]! + 1);
    }
    [before, previous] = [previous, row];
  }
  return previous[b.length]!;
}

/** The allowed keys closest to a misspelt one: same letters in another case, or a few edits away. */
export function closest(key: string, allowed: string[]): string[] {
  const lower = key.toLowerCase();
  const sameCase = allowed.filter((k) => k.toLowerCase() === lower);
  if (sameCase.length) return sameCase;
  const limit = Math.max(1, Math.min(3, Math.floor(key.length / 3)));
  return allowed
    .map((k) => [k, distance(lower, k.toLowerCase())] as const)
    .filter(([, d]) => d <= limit)
    .sort((a, b) => a[1] - b[1])
    .slice(0, 3)
    .map(([k]) => k);
}

const typeName = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'a map' : `a ${typeof value}`;

function schemaTypes(schema: JsonSchema): string[] {
  const type = schema.type;
  return Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
}

function matchesType(node: Node | null, value: unknown, type: string): boolean {
  switch (type) {
    case 'object':
      return isMap(node);
    case 'array':
      return isSeq(node);
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    default:
      return true;
  }
}

const described: Record<string, string> = {
  object: 'a map of keys',
  array: 'a list',
  string: 'a string',
  boolean: 'true or false',
  integer: 'a whole number',
  number: 'a number',
};

export interface WalkOptions {
  /** The document walked, to follow its aliases (`*name`) to their anchors. */
  doc?: Document;
  /** Keys accepted beside the entry key in a list item (v1beta3's `docString` beside an analyzer). */
  extraItemKeys?: string[];
  /** A note on a key unknown in the list item at `where`: that it is an analyzer under collectors, say. */
  itemKeyNote?: (key: string, where: string) => string | undefined;
  /**
   * What to say of a key a list item does not allow, instead of "unknown key": a v1beta3
   * SupportBundle drops the v1beta2 entries its types do not hold, say.
   */
  unknownItemKey?: (key: string, where: string, offset: number) => Problem | undefined;
  /** The text walked, to recognise template placeholders where a value has the wrong type. */
  source?: string;
}

/** The placeholder at the start of a value written without quotes (`{{kurl x }}` reads as a YAML map), or in a scalar. */
function placeholderOf(node: Node | null, value: unknown, source: string | undefined): Placeholder | undefined {
  if (typeof value === 'string') return placeholderIn(value);
  if (!source || !node?.range || !(isMap(node) || isSeq(node))) return undefined;
  const text = source.slice(node.range[0], node.range[1]);
  return text.startsWith('{{') ? placeholderIn(text) : undefined;
}

/** Whether the value was written in quotes and would have the wanted type without them: `"2000"`, `"true"`. */
function quotedHint(node: Node | null, value: unknown, types: string[]): string {
  if (!isScalar(node) || (node.type !== 'QUOTE_DOUBLE' && node.type !== 'QUOTE_SINGLE') || typeof value !== 'string') return '';
  const number = /^-?\d+$/.test(value) ? 'integer' : /^-?\d+(\.\d+)?$/.test(value) ? 'number' : '';
  const fits = (type: string) => (type === 'boolean' ? value === 'true' || value === 'false' : type === number || (type === 'number' && number !== ''));
  return types.some(fits) ? ' (remove the quotes)' : '';
}

/**
 * Walks `node` against `schema`; `where` names the place in messages (`spec.collectors[0].logs`);
 * `parent` is the schema of the map around this one, for "it may belong one level up".
 */
export function walk(at: Node | null, schema: JsonSchema, where: string, problems: Problem[], options: WalkOptions = {}, parent?: JsonSchema): void {
  const offset = at?.range?.[0] ?? 0;
  // Problems point at the alias, which is where the value is used.
  const node = isAlias(at) && options.doc ? ((at.resolve(options.doc) ?? null) as Node | null) : at;
  // A map or list stands for itself by its type: converting it would copy its whole subtree at every level.
  const value = isScalar(node) ? node.value : isMap(node) ? {} : isSeq(node) ? [] : null;
  const types = schemaTypes(schema);
  const link = schema['x-doc-url'] as string | undefined;
  // A null value decodes as the field's zero value, as if it were left out.
  if (isScalar(node) && node.value === null && schema.maxProperties !== 1) return;
  if (types.length && !types.some((t) => matchesType(node, value, t))) {
    const placeholder = placeholderOf(node, value, options.source);
    if (placeholder) {
      const written = isMap(node) || isSeq(node) ? ', and written without quotes YAML reads it as a map' : '';
      problems.push({
        offset,
        severity: rules['template-placeholder'].severity,
        rule: 'template-placeholder',
        source: rules['template-placeholder'].source,
        message: placeholderMessage(placeholder, `${where} must be ${types.map((t) => described[t] ?? t).join(' or ')}${written}`),
        link,
      });
      return;
    }
    if (schema[stringOrValueFromMark]) {
      const rule = rules['v1beta3-string-or-value-from'];
      const text = typeof value === 'string' ? value : String(value);
      problems.push({
        offset,
        severity: rule.severity,
        rule: 'v1beta3-string-or-value-from',
        source: rule.source,
        message: `${where} is a {value, valueFrom} map in a v1beta3 SupportBundle, so the CLI cannot decode this spec: write it as \`value: ${JSON.stringify(text)}\` under the key, or take it from a Secret with \`valueFrom: {secretKeyRef: {name, key}}\``,
        link,
      });
      return;
    }
    const unquotedHint = types.includes('string') && (typeof value === 'number' || typeof value === 'boolean') ? ` (write it in quotes: "${String(value)}")` : '';
    problems.push({
      offset,
      severity: 'Error',
      rule: 'wrong-type',
      source: rules['wrong-type'].source,
      message: `${where} must be ${types.map((t) => described[t] ?? t).join(' or ')}, not ${typeName(value)}${quotedHint(node, value, types)}${unquotedHint}`,
      link,
    });
    return;
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) {
    problems.push({offset, severity: 'Error', message: `${where} is ${JSON.stringify(value)}; allowed: ${(schema.enum as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`, link});
  }
  if (schema.const !== undefined && value !== schema.const) {
    problems.push({offset, severity: 'Error', message: `${where} must be ${JSON.stringify(schema.const)}`, link});
  }
  if (typeof schema.pattern === 'string' && typeof value === 'string' && !new RegExp(schema.pattern as string).test(value)) {
    const values = schema['x-values'] as string[] | undefined;
    const allowed = values ? `; allowed, in any letter case: ${values.map((v) => JSON.stringify(v)).join(', ')}` : ', which is not one of the allowed values';
    problems.push({offset, severity: 'Error', message: `${where} is ${JSON.stringify(value)}${allowed}`, link});
  }
  if (isSeq(node) && schema.items) {
    node.items.forEach((item, i) => walk(item as Node, schema.items as JsonSchema, `${where}[${i}]`, problems, options, parent));
  }
  if (isMap(node)) walkMap(node.items as Pair<Node, Node>[], offset, schema, where, problems, options, parent);
}

/** The keys a value of this schema may hold (through a list, for a list of maps). */
function keysOf(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  const map = schema?.items && typeof schema.items === 'object' ? (schema.items as JsonSchema) : schema;
  return (map?.properties ?? {}) as Record<string, JsonSchema>;
}

function walkMap(allPairs: Pair<Node, Node>[], offset: number, schema: JsonSchema, where: string, problems: Problem[], options: WalkOptions, parent?: JsonSchema): void {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const allowed = Object.keys(properties);
  const keyOf = (pair: Pair<Node, Node>) => String(isScalar(pair.key) ? pair.key.value : pair.key);
  // A list item holds one entry key, and may hold the extra keys a format allows beside it.
  const isItem = schema.maxProperties === 1;
  const pairs = isItem ? allPairs.filter((pair) => !options.extraItemKeys?.includes(keyOf(pair))) : allPairs;
  const keys = pairs.map(keyOf);
  const strict = schema.additionalProperties === false;
  // Only known entry keys count: an unknown one gets its own message below.
  const entries = keys.filter((key) => properties[key]);
  if (isItem && entries.length > 1) {
    problems.push({offset, severity: 'Error', message: `${where} holds ${entries.map((k) => `\`${k}\``).join(' and ')}; each list item holds one key, and the CLI would run only one of them`});
  }
  if (schema.minProperties === 1 && keys.length === 0) {
    problems.push({offset, severity: 'Error', message: `${where} is empty; write one key such as \`${allowed[0] ?? ''}\``});
  }
  const unknown: string[] = [];
  pairs.forEach((pair, i) => {
    const key = keys[i]!;
    const keyOffset = pair.key?.range?.[0] ?? offset;
    const path = where ? `${where}.${key}` : key;
    const child = properties[key] ?? (typeof schema.additionalProperties === 'object' ? (schema.additionalProperties as JsonSchema) : undefined);
    if (child) {
      walk(pair.value, child, path, problems, options, schema);
      return;
    }
    if (!strict) return;
    unknown.push(key);
    const replaced = isItem ? options.unknownItemKey?.(key, where, keyOffset) : undefined;
    if (replaced) {
      problems.push(replaced);
      return;
    }
    const suggestions = closest(key, allowed);
    const notes = suggestions.length ? [`did you mean ${suggestions.map((s) => `\`${s}\``).join(' or ')}?`] : [];
    const note = isItem ? options.itemKeyNote?.(key, where) : undefined;
    if (note) notes.push(note);
    // A key of a sibling's value (or, outside list items, of a field not written), or of the map
    // around this one, was likely indented wrongly.
    const holds = (name: string) => Boolean(properties[name] && keysOf(properties[name])[key]);
    const under = keys.find(holds) ?? (isItem ? undefined : allowed.find(holds));
    if (under) notes.push(`it may belong one level deeper, under \`${under}\``);
    else if (keysOf(parent)[key]) notes.push('it may belong one level up');
    if (!notes.length && allowed.length <= 12) notes.push(`allowed here: ${allowed.map((a) => `\`${a}\``).join(', ')}`);
    const link = suggestions.length === 1 ? (properties[suggestions[0]!]?.['x-doc-url'] as string | undefined) : undefined;
    problems.push({
      offset: keyOffset,
      severity: 'Error',
      rule: 'unknown-key',
      source: rules['unknown-key'].source,
      message: `unknown key \`${key}\` in ${where || 'the document'}: Troubleshoot ignores it${notes.length ? `; ${notes.join('; ')}` : ''}`,
      link,
    });
  });
  for (const name of (schema.required as string[] | undefined) ?? []) {
    // A key with a null value is as good as left out.
    const given = pairs.find((pair) => keyOf(pair) === name);
    if (given && !(isScalar(given.value) && given.value.value === null)) continue;
    // Said already: a misspelt key (`metdata`), or the key indented under a sibling (`spec:` under `metadata`).
    if (unknown.some((key) => closest(key, [name]).length)) continue;
    if (pairs.some((pair) => isMap(pair.value) && pair.value.has(name))) continue;
    const requiredBy = properties[name]?.['x-required-by'] as string[] | undefined;
    problems.push({
      offset,
      severity: 'Error',
      ...(requiredBy ? {rule: 'missing-field', source: requiredBy} : {}),
      message: `${where || 'the document'} is missing \`${name}\``,
      link: properties[name]?.['x-doc-url'] as string | undefined,
    });
  }
}

