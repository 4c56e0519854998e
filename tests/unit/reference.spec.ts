import {test, expect} from '@playwright/test';
import type {Field, ReferenceEntry} from '../../reference/model';
import {allFields} from '../../reference/shared';
import {listsLacking, registries, schemaEntriesOf, type RegisteredKind} from '../lib/reference';
import type {JsonSchema} from '../lib/schemas';


/** Whether a reference type and a schema node describe the same YAML shape. */
function compatible(type: Field['type'], node: JsonSchema): boolean {
  const types = (node.oneOf ?? node.anyOf ?? []).map((n) => n.type);
  const boolOrString = node.type === 'BoolString' || (types.includes('string') && types.includes('boolean'));
  switch (type) {
    case 'string':
    case 'integer':
    case 'number':
    case 'boolean':
      return node.type === type;
    case 'string[]':
      return node.type === 'array' && node.items?.type === 'string';
    case 'object':
      return node.type === 'object' && node.additionalProperties === undefined;
    case 'object[]':
      return node.type === 'array' && node.items?.type === 'object';
    case 'map[string]string':
      return node.type === 'object' && typeof node.additionalProperties === 'object';
    case 'bool-or-string':
      return boolOrString;
    case 'int-or-string':
      return node['x-kubernetes-int-or-string'] === true;
  }
}

interface Coverage {
  documented: number;
  inSchema: number;
  problems: string[];
}

/** Compares reference fields with the schema's properties at one level, then recurses. */
function compare(fields: Field[], node: JsonSchema, path: string, coverage: Coverage): void {
  const properties = (node.items ?? node).properties ?? {};
  const byName = new Map(fields.map((f) => [f.name, f]));
  for (const field of fields) {
    const at = `${path}.${field.name}`;
    const schemaNode = properties[field.name];
    if (!schemaNode) {
      coverage.problems.push(`${at}: documented but not in the schema`);
      continue;
    }
    if (!compatible(field.type, schemaNode)) {
      coverage.problems.push(`${at}: documented as ${field.type}, schema says ${JSON.stringify(schemaNode.type ?? schemaNode.oneOf)}`);
    }
    if (field.kubernetesType) continue;
    if (field.fields) compare(field.fields, schemaNode, at, coverage);
  }
  for (const name of Object.keys(properties)) {
    coverage.inSchema++;
    if (byName.has(name)) coverage.documented++;
    else coverage.problems.push(`${path}.${name}: in the schema but not documented`);
  }
}

for (const kind of Object.keys(registries) as RegisteredKind[]) {
  const registry: readonly ReferenceEntry[] = registries[kind];

  test(`every ${kind} field is in the schema and every schema field is documented`, () => {
    const keysInSchema = schemaEntriesOf(kind);
    const rows: string[] = [];
    const total = {documented: 0, inSchema: 0};
    const problems: string[] = [];
    for (const entry of registry) {
      const node = keysInSchema[entry.key];
      if (entry.missingFromSchema) {
        // Once every schema that should hold it has it, the entry must be checked like the rest.
        const lacking = listsLacking(kind, entry.key);
        if (lacking.length === 0) problems.push(`${entry.key}: marked missingFromSchema but every schema now has it`);
        rows.push(`${entry.key.padEnd(28)} not in ${lacking.join(', ')} (Go type ${entry.goType.name})`);
        if (!node) continue;
      }
      if (!node) {
        problems.push(`${entry.key}: not a ${kind} in the schema`);
        continue;
      }
      const coverage: Coverage = {documented: 0, inSchema: 0, problems: []};
      compare(allFields(entry), node, entry.key, coverage);
      total.documented += coverage.documented;
      total.inSchema += coverage.inSchema;
      problems.push(...coverage.problems);
      const percent = ((coverage.documented / coverage.inSchema) * 100).toFixed(0);
      rows.push(`${entry.key.padEnd(28)} ${coverage.documented}/${coverage.inSchema} fields (${percent}%)`);
    }
    const totalPercent = total.inSchema ? ((total.documented / total.inSchema) * 100).toFixed(1) : '0';
    console.log(`${kind} reference coverage\n${rows.join('\n')}\ntotal: ${total.documented}/${total.inSchema} schema fields documented (${totalPercent}%)`);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test(`every ${kind} in the schema has a reference entry`, () => {
    const inSchema = Object.keys(schemaEntriesOf(kind));
    const documented = new Set(registry.map((entry) => entry.key));
    expect(inSchema.filter((key) => !documented.has(key))).toEqual([]);
  });
}
