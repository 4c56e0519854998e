/**
 * The JSON Schema of a v1beta3 SupportBundle, built from the Go types of
 * pkg/apis/troubleshoot/v1beta3: the CLI decodes such a spec into those types (not the v1beta2
 * ones) and converts only what they hold (pkg/loader/loader.go#specLoader.loadV1Beta3Spec). Its
 * `uri`, `tls.cacert`, `tls.clientCert` and `tls.clientKey` are `{value, valueFrom}` structs. A
 * v1beta3 Preflight is rewritten to v1beta2 and checked with the v1beta2 schema.
 *
 * Links, descriptions and the fields the code needs come from the v1beta2 schema at the same
 * path, where there is one.
 */
import fs from 'node:fs';
import path from 'node:path';
import {emptyItemMark, stringOrValueFromMark} from './marks';
import type {JsonSchema} from '../../../reference/schema/generate';

/** One member of a Go struct, as the vendored snapshot of the Troubleshoot types lists it (vendor/troubleshoot/README.md). */
interface GoField {
  json: string;
  go: string;
  type: string;
  omitempty?: boolean;
  inline?: boolean;
  embedded?: boolean;
}

export interface GoTypes {
  package: string;
  kinds: Record<string, string>;
  types: Record<string, {file: string; fields?: GoField[]}>;
}

/** The Go types of pkg/apis/troubleshoot/v1beta3, from the vendored snapshot of the Troubleshoot source. */
export function v1beta3Types(): GoTypes {
  return (JSON.parse(fs.readFileSync(path.join(__dirname, '../../../vendor/troubleshoot/types.json'), 'utf8')) as Record<'v1beta2' | 'v1beta3', GoTypes>).v1beta3;
}


const scalar: Record<string, JsonSchema> = {
  string: {type: 'string'},
  bool: {type: 'boolean'},
  int: {type: 'integer'},
  int64: {type: 'integer'},
  'multitype.BoolOrString': {type: ['boolean', 'string']},
};

const childOf = (schema: JsonSchema | undefined, key: string) => ((schema?.properties ?? {}) as Record<string, JsonSchema>)[key];

/** The link and the code behind a required field, from the v1beta2 schema at the same path. */
const kept = (v2: JsonSchema | undefined): JsonSchema => Object.fromEntries(['x-doc-url', 'x-required-by'].filter((key) => v2?.[key] !== undefined).map((key) => [key, v2![key]]));

function typeSchema(types: GoTypes, goType: string, v2: JsonSchema | undefined): JsonSchema {
  const bare = goType.replace(/^\*/, '');
  if (bare.startsWith('[]')) {
    return {type: 'array', items: typeSchema(types, bare.slice(2), (v2?.items as JsonSchema | undefined) ?? undefined)};
  }
  if (scalar[bare]) return {...kept(v2), ...scalar[bare]};
  const info = types.types[bare];
  if (!info) return v2 ?? {};
  const properties: Record<string, JsonSchema> = {};
  const collect = (fields: GoField[] | undefined) => {
    for (const field of fields ?? []) {
      if (field.inline) collect(types.types[field.type.replace(/^\*/, '')]?.fields);
      else properties[field.json] = typeSchema(types, field.type, childOf(v2, field.json));
    }
  };
  collect(info.fields);
  const required = ((v2?.required ?? []) as string[]).filter((name) => properties[name]);
  return {
    ...kept(v2),
    type: 'object',
    additionalProperties: false,
    properties,
    ...(required.length ? {required} : {}),
    ...(bare === 'StringOrValueFrom' ? {[stringOrValueFromMark]: true} : {}),
  };
}

/** The v1beta3 schema of each kind the CLI decodes with the v1beta3 types, from the v1beta2 schema of that kind. */
export function v1beta3Schemas(types: GoTypes, v1beta2: Record<string, JsonSchema>): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(types.kinds).map(([kind, goType]) => {
      const document = v1beta2[kind]!;
      const v2spec = childOf(document, 'spec');
      const specType = types.types[goType]!.fields!.find((field) => field.json === 'spec')!.type;
      const spec = typeSchema(types, specType, v2spec);
      // Every list of the spec, those of empty item types included (the snapshot lists only the others).
      for (const field of types.types[specType]!.fields ?? []) {
        const itemType = /^\[\]\*?(\w+)$/.exec(field.type)?.[1];
        if (!itemType || !types.types[itemType]) continue;
        const items = (childOf(spec, field.json)?.items ?? {}) as JsonSchema;
        const v2items = childOf(v2spec, field.json)?.items as JsonSchema | undefined;
        Object.assign(items, {minProperties: v2items?.minProperties ?? 1, maxProperties: 1}, types.types[itemType]!.fields?.length ? {} : {[emptyItemMark]: true});
      }
      return [kind, {...document, properties: {...(document.properties as object), spec: {...spec, 'x-doc-url': v2spec?.['x-doc-url']}}}];
    }),
  );
}
