import YAML, {LineCounter, isNode, type Document} from 'yaml';
import type {ErrorObject} from 'ajv';
import type {Field} from '../../reference/model';
import {allFields} from '../../reference/shared';
import {specLists} from '../../reference/kinds';
import {registries} from './reference';
import {requiredOnlyInSchema} from './schema-exceptions';
import {schemaFileByKind, validatorFor, type JsonSchema} from './schemas';
import {isHelmTemplate, renderHelmTemplate, type Values} from './template';

export interface SpecProblem {
  line: number;
  path: string;
  message: string;
}

const typeSchema: Record<Field['type'], JsonSchema> = {
  string: {type: 'string'},
  integer: {type: 'integer'},
  number: {type: 'number'},
  boolean: {type: 'boolean'},
  'string[]': {type: 'array', items: {type: 'string'}},
  object: {type: 'object'},
  'object[]': {type: 'array', items: {type: 'object'}},
  'map[string]string': {type: 'object', additionalProperties: {type: 'string'}},
  'bool-or-string': {oneOf: [{type: 'string'}, {type: 'boolean'}]},
  'int-or-string': {oneOf: [{type: 'string'}, {type: 'integer'}]},
};

/** A JSON Schema built from reference fields, for entries that the shared schemas predate. */
function schemaFromFields(fields: Field[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const field of fields) {
    const node: JsonSchema = structuredClone(typeSchema[field.type]);
    if (field.fields) {
      const nested = schemaFromFields(field.fields);
      if (node.items) node.items = nested;
      else Object.assign(node, nested);
    }
    properties[field.name] = node;
  }
  const required = fields.filter((f) => f.required).map((f) => f.name);
  return {type: 'object', properties, ...(required.length ? {required} : {})};
}

/**
 * Adds the entries that the shared schemas lack to every list of a document kind that holds their
 * kind, from the reference (which names their Go type).
 */
function addMissingEntries(docKind: string, schema: JsonSchema): void {
  for (const [list, kind] of Object.entries(specLists[docKind] ?? {})) {
    const items = schema.properties?.spec?.properties?.[list]?.items;
    const registry = kind && kind in registries ? registries[kind as keyof typeof registries] : [];
    if (!items?.properties) continue;
    for (const entry of registry.filter((e) => e.missingFromSchema)) {
      items.properties[entry.key] ??= schemaFromFields(allFields(entry));
    }
  }
}

function normalise(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((segment) => (/^\d+$/.test(segment) ? '[]' : `.${segment}`))
    .join('')
    .replace(/^\./, '');
}

function excused(error: ErrorObject): boolean {
  if (error.keyword !== 'required') return false;
  const full = `${normalise(error.instancePath)}.${(error.params as {missingProperty: string}).missingProperty}`;
  return requiredOnlyInSchema.some((entry) => entry.path === full);
}

/** oneOf reports each failed branch as well; keep the most specific errors only. */
function meaningful(errors: ErrorObject[]): ErrorObject[] {
  return errors.filter((e) => e.keyword !== 'oneOf' && !excused(e));
}

function describe(error: ErrorObject): string {
  if (error.keyword === 'additionalProperties') {
    return `unknown field "${(error.params as {additionalProperty: string}).additionalProperty}"`;
  }
  if (error.keyword === 'required') {
    return `missing required field "${(error.params as {missingProperty: string}).missingProperty}"`;
  }
  return error.message ?? error.keyword;
}

/**
 * Validates one parsed YAML document that claims to be a Troubleshoot spec. `lineOffset` is the
 * file line of the document's first line, so problems point into the Markdown file.
 */
function validateSpec(doc: Document, lines: LineCounter, lineOffset: number): SpecProblem[] {
  const value = doc.toJS() as {apiVersion?: string; kind?: string} | null;
  const at = (segments: (string | number)[]): number => {
    for (let n = segments.length; n >= 0; n--) {
      const node = doc.getIn(segments.slice(0, n), true);
      if (isNode(node) && node.range) return lineOffset + lines.linePos(node.range[0]).line - 1;
    }
    return lineOffset;
  };
  const problems: SpecProblem[] = [];
  for (const key of ['apiVersion', 'kind', 'metadata', 'spec']) {
    if (!value || !(key in value)) problems.push({line: at([]), path: key, message: 'missing (every example is a complete spec)'});
  }
  if (!value?.kind) return problems;
  if (!schemaFileByKind[value.kind]) {
    return [...problems, {line: at(['kind']), path: 'kind', message: `unknown kind "${value.kind}"`}];
  }
  const validate = validatorFor(value.kind, (schema) => addMissingEntries(value.kind!, schema));
  if (!validate(value)) {
    for (const error of meaningful(validate.errors ?? [])) {
      const segments = error.instancePath.split('/').slice(1).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
      problems.push({line: at(segments), path: normalise(error.instancePath) || '(root)', message: describe(error)});
    }
  }
  return problems;
}

type SpecLike = {apiVersion?: unknown; kind?: unknown; spec?: {analyzers?: unknown; hostAnalyzers?: unknown}};

function isTroubleshootSpec(value: unknown): value is SpecLike {
  const apiVersion = (value as SpecLike | null)?.apiVersion;
  return typeof apiVersion === 'string' && apiVersion.startsWith('troubleshoot.sh/');
}

/**
 * v1beta3 is v1beta2 plus a `docString` beside each analyzer key in its list item, which only
 * `preflight docs` and `lint` read (cmd/preflight/cli/docs.go#extractDocStrings).
 */
function stripDocStrings(doc: Document): void {
  for (const list of ['analyzers', 'hostAnalyzers']) {
    const items = doc.getIn(['spec', list]);
    if (!YAML.isSeq(items)) continue;
    for (const item of items.items) if (YAML.isMap(item)) item.delete('docString');
  }
}

/**
 * Specs are often shipped inside a Secret or ConfigMap (labelled troubleshoot.sh/kind); the spec
 * text in its data is validated like a spec of its own.
 */
function embeddedSpecs(doc: Document, lines: LineCounter, firstLine: number): {code: string; line: number}[] {
  const value = doc.toJS() as {kind?: string} | null;
  if (value?.kind !== 'Secret' && value?.kind !== 'ConfigMap') return [];
  const found: {code: string; line: number}[] = [];
  for (const field of ['data', 'stringData']) {
    const map = doc.get(field, true);
    if (!YAML.isMap(map)) continue;
    for (const pair of map.items) {
      if (!YAML.isScalar(pair.value) || typeof pair.value.value !== 'string') continue;
      if (!/apiVersion:\s*troubleshoot\.sh\//.test(pair.value.value)) continue;
      const start = pair.value.range ? lines.linePos(pair.value.range[0]).line : 1;
      // A block scalar starts on the line after its indicator.
      const offset = pair.value.type === 'BLOCK_LITERAL' || pair.value.type === 'BLOCK_FOLDED' ? 1 : 0;
      found.push({code: pair.value.value, line: firstLine + start - 1 + offset});
    }
  }
  return found;
}

/** One Troubleshoot spec document found in a YAML block, ready to be checked. */
export interface SpecDocument {
  doc: Document;
  lines: LineCounter;
  /** The file line of the document source's first line. */
  lineOffset: number;
}

/**
 * Every Troubleshoot spec in a YAML block, including specs embedded in a Secret or ConfigMap.
 * Helm-style templates are rendered with `values` first. Problems found on the way (a template
 * that does not render, YAML that does not parse) are returned with the specs.
 */
export function specsIn(
  code: string,
  firstLine: number,
  values: Values = {},
): {specs: SpecDocument[]; problems: SpecProblem[]} {
  let source = code;
  if (isHelmTemplate(code)) {
    try {
      source = renderHelmTemplate(code, values);
    } catch (error) {
      return {specs: [], problems: [{line: firstLine, path: '(template)', message: (error as Error).message}]};
    }
  }
  const lines = new LineCounter();
  const docs = YAML.parseAllDocuments(source, {lineCounter: lines});
  const problems: SpecProblem[] = [];
  const specs: SpecDocument[] = [];
  for (const doc of docs) {
    if ('errors' in doc && doc.errors.length) {
      for (const e of doc.errors) {
        problems.push({line: firstLine + (e.linePos?.[0]?.line ?? 1) - 1, path: '(yaml)', message: e.message.split('\n')[0]!});
      }
      continue;
    }
    for (const embedded of embeddedSpecs(doc as Document, lines, firstLine)) {
      const inner = specsIn(embedded.code, embedded.line);
      specs.push(...inner.specs);
      problems.push(...inner.problems);
    }
    if (isTroubleshootSpec(doc.toJS())) specs.push({doc: doc as Document, lines, lineOffset: firstLine});
  }
  return {specs, problems};
}

/** Validates every Troubleshoot spec in a YAML block against the strict schemas. */
export function validateYamlBlock(
  code: string,
  firstLine: number,
  values: Values = {},
): {specs: number; problems: SpecProblem[]} {
  const {specs, problems} = specsIn(code, firstLine, values);
  for (const {doc, lines, lineOffset} of specs) {
    stripDocStrings(doc);
    problems.push(...validateSpec(doc, lines, lineOffset));
  }
  return {specs: specs.length, problems};
}
