import {registries, type RegisteredKind} from '../../reference/index';
import {listsHolding} from '../../reference/kinds';
import {loadSchema, schemaFileByKind, type JsonSchema} from './schemas';

export {registries, type RegisteredKind};

/**
 * The schema of every entry of a reference kind, by key: the properties of one list item for
 * collectors, analyzers and the like; the `spec` of each document kind for documents.
 */
export function schemaEntriesOf(kind: RegisteredKind): Record<string, JsonSchema> {
  if (kind === 'document') {
    return Object.fromEntries(Object.keys(schemaFileByKind).map((docKind) => [docKind, loadSchema(docKind).properties!.spec!]));
  }
  // The schemas of different document kinds can lag behind each other by a field; take them all.
  const merged: Record<string, JsonSchema> = {};
  for (const [docKind, list] of listsHolding(kind)) {
    const items = loadSchema(docKind).properties?.spec?.properties?.[list]?.items?.properties ?? {};
    for (const [key, node] of Object.entries(items)) merged[key] = merged[key] ? mergeSchemas(merged[key]!, node) : node;
  }
  return merged;
}

/** The union of two schemas of one object: every property either has, recursively. */
function mergeSchemas(a: JsonSchema, b: JsonSchema): JsonSchema {
  const target = a.items ?? a;
  const source = b.items ?? b;
  if (!target.properties || !source.properties) return a;
  const properties = {...target.properties};
  for (const [name, node] of Object.entries(source.properties)) properties[name] = properties[name] ? mergeSchemas(properties[name]!, node) : node;
  return a.items ? {...a, items: {...a.items, properties}} : {...a, properties};
}

/** The document lists (`SupportBundle.hostCollectors`) whose schema lacks an entry key. */
export function listsLacking(kind: RegisteredKind, key: string): string[] {
  if (kind === 'document') return [];
  return listsHolding(kind)
    .filter(([docKind, list]) => !loadSchema(docKind).properties?.spec?.properties?.[list]?.items?.properties?.[key])
    .map(([docKind, list]) => `${docKind}.${list}`);
}
