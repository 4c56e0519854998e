/**
 * JSON Schemas (draft 7) of the spec documents, generated from the reference registries: one per
 * kind, every property with its description and a link to its field on the site, allowed values,
 * literal defaults, and `additionalProperties: false` wherever Troubleshoot would ignore an unknown
 * key. Published under /schemas/v1beta2/ for editors, and read by the spec checker, so the checker,
 * the editors and the pages all say the same thing.
 */
import YAML from 'yaml';
import type {DocumentEntry, EntryKind, Field, ReferenceEntry, SourceRef} from '../model';
import {requiredSources} from './required-sources';
import {registries, entryId} from '../index';
import {allFields} from '../shared';
import {firstTagScanned, since} from '../since';
import {troubleshootSource} from '../source';
import {fieldAnchor} from '../anchors';

export type JsonSchema = Record<string, unknown>;

/** Where each entry's page is, so descriptions can link to fields: `collector/logs` → absolute URL. */
export type PageUrls = ReadonlyMap<string, string>;

/**
 * The API versions the CLI reads (pkg/loader/loader.go): v1beta3 (the same structure; the CLI
 * rewrites it to v1beta2 first) and the legacy v1beta1 group (pkg/docrewrite rewrites it too).
 */
const apiVersions = ['troubleshoot.sh/v1beta2', 'troubleshoot.sh/v1beta3', 'troubleshoot.replicated.com/v1beta1'];

/**
 * `description` (plain text, for editors that show no Markdown), `markdownDescription` (what VS
 * Code and yaml-language-server show on hover, ending with the link) and `x-doc-url` (the link
 * alone, which the spec checker puts beside its findings), from one Markdown text: inline code,
 * and links only to the Kubernetes API reference.
 */
function described(text: string, link?: string): JsonSchema {
  return {
    description: text.replace(/`/g, '').replace(/\[([^\]]+)\]\(([^)]+)\)/g, '$1 ($2)'),
    markdownDescription: link ? `${text}\n\n[Reference](${link})` : text,
    ...(link ? {'x-doc-url': link} : {}),
  };
}

/** "Since v0.119.0." for a key or field newer than the first release scanned (reference/since.ts). */
const sinceText = (release: string | undefined) => (release && release !== firstTagScanned ? ` Since ${release}.` : '');

/**
 * Kubernetes object metadata (metav1.ObjectMeta): the keys it has, so that one that belongs
 * elsewhere (`spec:` indented under `metadata`) is reported instead of silently dropped.
 */
const objectMetaUrl = 'https://kubernetes.io/docs/reference/kubernetes-api/common-definitions/object-meta/#ObjectMeta';
const stringMap = {type: 'object', additionalProperties: {type: 'string'}};
const serverSet = 'Set by the Kubernetes API server on stored objects; a spec file leaves it out.';
const objectMeta: JsonSchema = {
  ...described('Kubernetes object metadata. Optional: the CLI reads a spec without it.', objectMetaUrl),
  type: 'object',
  additionalProperties: false,
  properties: {
    name: {...described('The name of the spec.', objectMetaUrl), type: 'string'},
    generateName: {...described('A prefix from which the Kubernetes API server makes a unique name.', objectMetaUrl), type: 'string'},
    namespace: {...described('The namespace of the object, when it is stored in a cluster.', objectMetaUrl), type: 'string'},
    labels: {...described('Kubernetes labels: keys and string values.', objectMetaUrl), ...stringMap},
    annotations: {...described('Kubernetes annotations: keys and string values.', objectMetaUrl), ...stringMap},
    ...Object.fromEntries(
      ['selfLink', 'uid', 'resourceVersion', 'generation', 'creationTimestamp', 'deletionTimestamp', 'deletionGracePeriodSeconds', 'ownerReferences', 'finalizers', 'managedFields'].map((key) => [
        key,
        described(serverSet, objectMetaUrl),
      ]),
    ),
  },
};

/** The file name of a kind's schema: `supportbundle.json`. */
export const schemaFileName = (kind: string) => `${kind.toLowerCase()}.json`;

/** Where each document kind's schema is published, under `schemasUrl` (the site's URL, base URL and schemas path). */
export function schemaLocations(schemasUrl: string): {document: DocumentEntry; file: string; url: string}[] {
  return registries.document.map((document) => {
    const file = schemaFileName(document.key);
    return {document, file, url: `${schemasUrl}${file}`};
  });
}

function literalDefault(text: string): unknown {
  try {
    return YAML.parse(text);
  } catch {
    return text;
  }
}

/** `enum`, or, for values compared without regard to case, a pattern that accepts any case. */
function allowedValues(field: Field): JsonSchema {
  if (!field.values) return {};
  if (!field.valuesIgnoreCase) return {enum: field.values};
  const anyCase = (value: string) =>
    [...value].map((c) => (c.toLowerCase() !== c.toUpperCase() ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'))).join('');
  // The pattern checks; `x-values` lets a message list the values.
  return {pattern: `^(${field.values.map(anyCase).join('|')})$`, 'x-values': field.values};
}

/** A field's text as its page shows it: the description, values compared in any case, the Kubernetes type, the release, the notes. */
function fieldText(field: Field, release: string | undefined): string {
  const anyCase = field.values && field.valuesIgnoreCase ? ` One of, in any letter case, ${field.values.map((value) => `\`${value}\``).join(', ')}.` : '';
  const kubernetes = field.kubernetesType ? ` See [${field.kubernetesType.name}](${field.kubernetesType.url}) in the Kubernetes API reference.` : '';
  const notes = (field.notes ?? []).map((note) => ` ${note.text}`).join('');
  return `${field.description}${anyCase}${kubernetes}${sinceText(release)}${notes}`;
}

/** Where an entry's fields are documented (its page), and the releases of the fields newer than its key. */
interface EntryPlace {
  kind: EntryKind;
  pageUrl?: string;
  fieldsSince: Readonly<Record<string, string>>;
  /** The code that needs each required field without a note on its absence, by path. */
  requiredBy: Readonly<Record<string, SourceRef[]>>;
}

/** The code behind a required field: the sources of its notes, and those listed for it. */
function requiredBy(field: Field, path: string, place: EntryPlace): JsonSchema {
  if (!field.required) return {};
  const sources = [...new Set([...(field.notes ?? []).flatMap((note) => note.source), ...(place.requiredBy[path] ?? [])])];
  return {'x-required-by': sources};
}

function fieldSchema(field: Field, path: string, place: EntryPlace): JsonSchema {
  const link = place.pageUrl ? `${place.pageUrl}#${fieldAnchor(place.kind, path)}` : undefined;
  const nested = (fields: Field[]): JsonSchema => objectSchema(fields, path, place);
  let schema: JsonSchema;
  switch (field.type) {
    case 'string':
      schema = {type: 'string', ...allowedValues(field)};
      break;
    case 'integer':
    case 'number':
    case 'boolean':
      schema = {type: field.type};
      break;
    case 'string[]':
      schema = {type: 'array', items: {type: 'string', ...allowedValues(field)}};
      break;
    case 'object':
      schema = field.fields && !field.kubernetesType ? nested(field.fields) : {type: 'object'};
      break;
    case 'object[]':
      schema = {type: 'array', items: field.fields && !field.kubernetesType ? nested(field.fields) : {type: 'object'}};
      break;
    case 'map[string]string':
      schema = {type: 'object', additionalProperties: {type: 'string'}};
      break;
    case 'bool-or-string':
      schema = {type: ['boolean', 'string']};
      break;
    case 'int-or-string':
      schema = {type: ['integer', 'string']};
      break;
  }
  if (field.default !== undefined) schema.default = literalDefault(field.default);
  return {...described(fieldText(field, place.fieldsSince[path]), link), ...schema, ...requiredBy(field, path, place)};
}

function objectSchema(fields: Field[], parent: string, place: EntryPlace): JsonSchema {
  const required = fields.filter((f) => f.required).map((f) => f.name);
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field, parent ? `${parent}.${field.name}` : field.name, place)])),
    ...(required.length ? {required} : {}),
  };
}

/** One entry (a collector, an analyzer...) as the schema of the value under its key. */
export function entrySchema(entry: ReferenceEntry, pages: PageUrls): JsonSchema {
  const pageUrl = pages.get(entryId(entry));
  const dated = since[entryId(entry)];
  return {
    ...described(`${entry.summary}${sinceText(dated?.key)}`, pageUrl),
    ...objectSchema(allFields(entry), '', {kind: entry.kind, pageUrl, fieldsSince: dated?.fields ?? {}, requiredBy: requiredSources[entryId(entry)] ?? {}}),
  };
}

/** A list of entries of one kind: each item holds exactly one key. */
function listSchema(kind: Exclude<EntryKind, 'document'>, pages: PageUrls): JsonSchema {
  const registry = (registries as Record<string, readonly ReferenceEntry[]>)[kind] ?? [];
  return {
    type: 'array',
    items: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      maxProperties: 1,
      properties: Object.fromEntries(registry.map((entry) => [entry.key, entrySchema(entry, pages)])),
    },
  };
}

/** The schema of one spec document kind. */
function documentSchema(document: DocumentEntry, pages: PageUrls, schemaUrl?: string): JsonSchema {
  const pageUrl = pages.get(entryId(document));
  const spec = objectSchema(document.fields, '', {kind: 'document', pageUrl, fieldsSince: {}, requiredBy: requiredSources[entryId(document)] ?? {}});
  const properties = spec.properties as Record<string, JsonSchema>;
  for (const [list, kind] of Object.entries(document.lists)) {
    if (kind && properties[list]) properties[list] = {...properties[list], ...listSchema(kind, pages)};
  }
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    ...(schemaUrl ? {$id: schemaUrl} : {}),
    $comment: `Generated from the reference of Troubleshoot ${troubleshootSource.release}; a key or field marked "Since" is ignored by older releases.`,
    title: `Troubleshoot ${document.key}`,
    ...described(document.summary, pageUrl),
    type: 'object',
    additionalProperties: false,
    // `metadata` is optional (`json:"metadata,omitempty"`): the CLI reads a spec without it.
    required: ['apiVersion', 'kind', 'spec'],
    properties: {
      apiVersion: {
        ...described(
          'The API version: `troubleshoot.sh/v1beta2`. `troubleshoot.sh/v1beta3` marks a spec that may be a Helm-style template, rendered before it is read; `troubleshoot.replicated.com/v1beta1` is the old group, still read and converted.',
          pageUrl,
        ),
        type: 'string',
        enum: apiVersions,
      },
      kind: {...described(`The kind of this document: \`${document.key}\`.`, pageUrl), type: 'string', const: document.key},
      metadata: objectMeta,
      spec: {...described(document.summary, pageUrl), ...spec},
    },
  };
}

/** Every document kind's schema, by file name; with `schemasUrl`, each has its published URL as `$id`. */
export function allSchemas(pages: PageUrls, schemasUrl?: string): Map<string, JsonSchema> {
  return new Map(schemaLocations(schemasUrl ?? '').map(({document, file, url}) => [file, documentSchema(document, pages, schemasUrl ? url : undefined)]));
}
