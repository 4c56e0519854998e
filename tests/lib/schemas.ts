import fs from 'node:fs';
import path from 'node:path';
import Ajv, {type ValidateFunction} from 'ajv';
import {schemasDir} from './paths';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  required?: string[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  'x-kubernetes-int-or-string'?: boolean;
  'x-kubernetes-preserve-unknown-fields'?: boolean;
  [key: string]: unknown;
};

/** The schema file of each kind (vendor/troubleshoot/schemas). */
export const schemaFileByKind: Record<string, string> = {
  SupportBundle: 'supportbundle-troubleshoot-v1beta2.json',
  Preflight: 'preflight-troubleshoot-v1beta2.json',
  HostPreflight: 'hostpreflight-troubleshoot-v1beta2.json',
  Collector: 'collector-troubleshoot-v1beta2.json',
  HostCollector: 'hostcollector-troubleshoot-v1beta2.json',
  RemoteCollector: 'remotecollector-troubleshoot-v1beta2.json',
  Analyzer: 'analyzer-troubleshoot-v1beta2.json',
  Redactor: 'redactor-troubleshoot-v1beta2.json',
};

export function loadSchema(kind: string): JsonSchema {
  const file = schemaFileByKind[kind];
  if (!file) throw new Error(`no schema for kind ${kind}`);
  return JSON.parse(fs.readFileSync(path.join(schemasDir, file), 'utf8')) as JsonSchema;
}

/**
 * The schemas leave additionalProperties open, so a misspelt field would pass. Close every object
 * that lists its properties, except those Kubernetes marks as free-form.
 */
function strict(schema: JsonSchema): JsonSchema {
  const copy: JsonSchema = {...schema};
  // The host schemas name the Go type BoolOrString instead of a JSON type; it takes either.
  if (copy.type === 'BoolString') {
    delete copy.type;
    copy.oneOf = [{type: 'string'}, {type: 'boolean'}];
  }
  if (copy.properties) {
    copy.properties = Object.fromEntries(
      Object.entries(copy.properties).map(([k, v]) => [k, strict(v)]),
    );
    if (copy.additionalProperties === undefined && !copy['x-kubernetes-preserve-unknown-fields']) {
      copy.additionalProperties = false;
    }
  }
  if (copy.items) copy.items = strict(copy.items);
  if (copy.additionalProperties && typeof copy.additionalProperties === 'object') {
    copy.additionalProperties = strict(copy.additionalProperties);
  }
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    if (copy[key]) copy[key] = copy[key]!.map(strict);
  }
  return copy;
}

const ajv = new Ajv({allErrors: true, strict: false, validateFormats: false});
const validators = new Map<string, ValidateFunction>();

/** A validator for one kind, with extra collector schemas for collectors the schema predates. */
export function validatorFor(
  kind: string,
  patch: (schema: JsonSchema) => void = () => {},
): ValidateFunction {
  let validate = validators.get(kind);
  if (!validate) {
    const schema = loadSchema(kind);
    patch(schema);
    validate = ajv.compile(strict(schema));
    validators.set(kind, validate);
  }
  return validate;
}
