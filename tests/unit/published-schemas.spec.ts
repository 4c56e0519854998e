/**
 * The JSON Schemas published for editors (reference/schema), generated from the
 * reference: valid draft-7 schemas with their published URL and a title, every property described
 * and linked to its field, the reference's allowed values, literal defaults and closed objects,
 * and accepting every spec example on the site. (tests/unit/published-schemas-corpus.spec.ts runs
 * them on the spec checker's corpus; tests/browser/build-output.spec.ts checks the built files.)
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import Ajv from 'ajv';
import config from '../../docusaurus.config';
import {allSchemas, entrySchema, schemaFileName, type JsonSchema} from '../../reference/schema/generate';
import {schemasUrl} from '../../plugins/reference-pages/binding';
import {allEntries, entryId, registries} from '../../reference/index';
import {allFields} from '../../reference/shared';
import type {Field, ReferenceEntry} from '../../reference/model';
import {fieldAnchor} from '../../reference/anchors';
import {codeBlocks, docFiles, isYaml, pageValues} from '../lib/examples';
import {errorLine} from '../lib/schema-lines';
import {projectRoot} from '../lib/paths';
import {specsIn} from '../lib/validate';

/** Every entry on a page of its own, so that every property has a link to follow. */
const pages = new Map(allEntries().map((entry) => [entryId(entry), `https://pages.test/${entryId(entry)}`]));
const schemas = allSchemas(pages, schemasUrl(config.url, config.baseUrl));
const ajv = new Ajv({allErrors: true, strict: false});

test('every published schema is a valid draft-7 JSON Schema, with its published URL as $id and a title', () => {
  expect([...schemas.keys()].sort()).toEqual(registries.document.map((d) => schemaFileName(d.key)).sort());
  for (const [file, schema] of schemas) {
    expect(ajv.validateSchema(schema), `${file}: ${ajv.errorsText(ajv.errors)}`).toBe(true);
    expect(schema.$id).toBe(new URL(`schemas/v1beta2/${file}`, `${config.url}${config.baseUrl}`).href);
    expect(schema.title).toBe(`Troubleshoot ${(schema.properties as {kind: {const: string}}).kind.const}`);
  }
});

/** Every property of a schema, with its path (`spec.collectors[].logs.limits`). */
function properties(schema: JsonSchema, at: string): [string, JsonSchema][] {
  const own = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).flatMap(([name, child]) => [
    [`${at}.${name}`, child] as [string, JsonSchema],
    ...properties(child, `${at}.${name}`),
  ]);
  return [...own, ...(schema.items ? properties(schema.items as JsonSchema, `${at}[]`) : [])];
}

test('every property has a description, and a Markdown description that ends with a link to its reference', () => {
  const problems: string[] = [];
  let count = 0;
  for (const [file, schema] of schemas) {
    for (const [where, property] of properties(schema, file)) {
      count++;
      const link = property['x-doc-url'];
      if (typeof property.description !== 'string' || !property.description) problems.push(`${where}: no description`);
      if (typeof link !== 'string') problems.push(`${where}: no x-doc-url`);
      else if (!String(property.markdownDescription).endsWith(`\n\n[Reference](${link})`)) problems.push(`${where}: markdownDescription does not end with [Reference](${link})`);
    }
  }
  console.log(`${count} properties checked`);
  expect(problems, problems.slice(0, 20).join('\n')).toEqual([]);
});

test('each field of the reference is a property with its link, allowed values, literal default and closed object', () => {
  const problems: string[] = [];
  const check = (entry: ReferenceEntry, fields: Field[], schema: JsonSchema, parent: string) => {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    for (const field of fields) {
      const at = parent ? `${parent}.${field.name}` : field.name;
      const problem = (text: string) => problems.push(`${entryId(entry)} ${at}: ${text}`);
      const property = properties[field.name];
      if (!property) {
        problem('missing');
        continue;
      }
      if (!String(property['x-doc-url']).endsWith(`#${fieldAnchor(entry.kind, at)}`)) problem(`link ${property['x-doc-url']}`);
      if (Boolean(field.required) !== ((schema.required ?? []) as string[]).includes(field.name)) problem(`required is not ${Boolean(field.required)}`);
      const values = (property.items as JsonSchema | undefined) ?? property;
      const anyCase = (v: string) => [v, v.toLowerCase(), v.toUpperCase()].every((form) => new RegExp(String(values.pattern)).test(form));
      if (field.values && !field.valuesIgnoreCase && JSON.stringify(values.enum) !== JSON.stringify(field.values)) problem(`enum ${JSON.stringify(values.enum)}`);
      if (field.values && field.valuesIgnoreCase && !field.values.every(anyCase)) problem(`pattern ${values.pattern}`);
      if (field.default !== undefined) {
        const {default: literal, ...rest} = property;
        if (literal === undefined) problem(`no default, reference ${field.default}`);
        else if (!ajv.validate(rest, literal)) problem(`its default ${JSON.stringify(literal)} breaks its own schema`);
      }
      // A Kubernetes type (PodSpec, Taint...) is left open: the link in its description leads to its fields.
      if (field.kubernetesType) {
        if (!String(property.markdownDescription).includes(field.kubernetesType.url)) problem(`no link to ${field.kubernetesType.name}`);
      } else if (field.fields) {
        const object = (field.type === 'object[]' ? property.items : property) as JsonSchema;
        if (object.additionalProperties !== false) problem('unknown keys allowed');
        check(entry, field.fields, object, at);
      }
    }
  };
  for (const entry of allEntries()) if (entry.kind !== 'document') check(entry, allFields(entry), entrySchema(entry, pages), '');
  expect(problems, problems.slice(0, 30).join('\n')).toEqual([]);
});

test('every schema URL the docs write is a published one', () => {
  const published = new Set([...schemas.values()].map((schema) => schema.$id));
  const unknown = docFiles().flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/https?:\/\/[^\s"'`)]*\/schemas\/[^\s"'`)]*/g)]
      .filter(([url]) => !published.has(url))
      .map(([url]) => `${path.relative(projectRoot, file)}: ${url}`),
  );
  expect(unknown).toEqual([]);
});

test('the published schemas accept every spec example on the site', () => {
  const validators = new Map([...schemas].map(([file, schema]) => [file, ajv.compile(schema)]));
  const problems: string[] = [];
  let checked = 0;
  for (const file of docFiles()) {
    const relative = path.relative(projectRoot, file);
    const blocks = codeBlocks(file).filter(isYaml);
    const values = pageValues(blocks);
    for (const block of blocks) {
      for (const {doc, lines, lineOffset} of specsIn(block.code, block.line, values).specs) {
        const value = doc.toJS() as {apiVersion?: string; kind?: string};
        if (value.apiVersion !== 'troubleshoot.sh/v1beta2') continue;
        const validate = validators.get(schemaFileName(value.kind ?? ''));
        if (!validate) {
          problems.push(`${relative}:${lineOffset}: no schema for kind ${value.kind}`);
          continue;
        }
        checked++;
        if (!validate(value)) {
          for (const error of validate.errors ?? []) {
            const line = lineOffset + (errorLine(doc, lines, error) ?? 1) - 1;
            problems.push(`${relative}:${line}: ${error.instancePath || '(root)'} ${error.message} ${JSON.stringify(error.params)}`);
          }
        }
      }
    }
  }
  console.log(`${checked} v1beta2 spec examples validated against the published schemas`);
  expect(problems, problems.join('\n')).toEqual([]);
});
