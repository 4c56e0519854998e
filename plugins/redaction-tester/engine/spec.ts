/**
 * The custom redactors of a spec text, gathered the way `support-bundle` loads them from a file
 * or from the cluster (pkg/loader/loader.go): the text is split on "\n---\n" only; each document
 * is read as YAML 1.1 (yaml.v2), turned into JSON (sigs.k8s.io/yaml) and decoded into the Go
 * types, and any document that fails a step is skipped without a word, the others still apply.
 * Every skip is reported here with its reason, so that the tester never applies a rule the CLI
 * would not load.
 */
import {GoInt} from '../../../reference/go/values';
import {readYamlV2} from '../../../reference/go/yaml-v2';
import type {RedactSpec} from './redact';
import type {SourceRef} from '@site/reference/model';

/** What the CLI does with one document of the spec, and where the code decides it. */
export interface DocumentFate {
  /** 1-based position among the documents the loader splits the text into (ConfigMap and Secret keys after their document). */
  document: number;
  kind: string;
  /** Why the CLI skips it or what it takes from it, for the reader. */
  note: string;
  skipped: boolean;
  source: SourceRef;
}

/** A behaviour of the CLI the tester states rather than runs. */
export interface Statement {
  message: string;
  source: SourceRef;
}

export interface LoadedRedactors {
  /** `spec.redactors` of every loaded Redactor, in order; `null` items stay, since they count in unnamed rule names. */
  redactors: (RedactSpec | null)[];
  documents: DocumentFate[];
  statements: Statement[];
}

/** The apiVersions the loader passes on (loadFromStrings); any other document is skipped. */
const troubleshootApiVersions = ['troubleshoot.sh/v1beta3', 'troubleshoot.sh/v1beta2', 'troubleshoot.replicated.com/v1beta1'];

/** The keys of a ConfigMap or Secret the loader reads, in its order (getSpecFromConfigMap, getSpecFromSecret). */
const specKeys = ['support-bundle-spec', 'redactor-spec', 'preflight.yaml', 'preflight-spec'];

/** The kinds the scheme decodes (AddToScheme of pkg/apis/troubleshoot/v1beta2). */
const registeredKinds = new Set([
  'Analyzer',
  'Collector',
  'HostCollector',
  'HostPreflight',
  'Preflight',
  'Redactor',
  'RemoteCollector',
  'SupportBundle',
]);

/** util.SplitYAML: a plain split, so "---" with a trailing space, a comment or "\r" does not separate documents. */
const splitYaml = (text: string) => text.split('\n---\n');

class DecodeError extends Error {}

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

/**
 * sigs.k8s.io/yaml's YAMLToJSON: mapping keys become text (numbers and booleans as written by Go),
 * a null or complex key fails the document, and so does a number JSON cannot hold.
 */
function toJson(value: unknown): Json {
  if (value instanceof Map) {
    const out: {[key: string]: Json} = {};
    for (const [key, child] of value) {
      if (typeof key === 'string') out[key] = toJson(child);
      else if (typeof key === 'number' || typeof key === 'boolean' || key instanceof GoInt) out[String(key)] = toJson(child);
      else throw new DecodeError(`a mapping key of type ${key === null ? 'null' : 'map or list'} has no JSON form`);
    }
    return out;
  }
  if (Array.isArray(value)) return value.map(toJson);
  // An int or uint64 of yaml.v2 is a JSON number: only its type matters to the decoding below.
  if (value instanceof GoInt) return Number(value.value);
  if (typeof value === 'number' && !Number.isFinite(value)) throw new DecodeError(`the number ${value} has no JSON form`);
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value as Json;
}

const describe = (value: Json) =>
  value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'a mapping' : typeof value === 'string' ? 'text' : `the ${typeof value} ${JSON.stringify(value)}`;

/**
 * Decoding JSON into the Go types as encoding/json does (field names matched exactly, as
 * sigs.k8s.io/json does for Kubernetes objects): null leaves a field empty, unknown fields are
 * ignored, and a value of the wrong type fails the whole document.
 */
function asString(value: Json | undefined, at: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new DecodeError(`${at} is ${describe(value)}, where the CLI needs text`);
  return value;
}

function asObject(value: Json | undefined, at: string): {[key: string]: Json} | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw new DecodeError(`${at} is ${describe(value)}, where the CLI needs a mapping`);
  return value;
}

function asList(value: Json | undefined, at: string): Json[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw new DecodeError(`${at} is ${describe(value)}, where the CLI needs a list`);
  return value;
}

const asStrings = (value: Json | undefined, at: string) => asList(value, at)?.map((item, i) => asString(item, `${at}[${i}]`));

function asStringMap(value: Json | undefined, at: string): void {
  for (const [key, item] of Object.entries(asObject(value, at) ?? {})) asString(item, `${at}.${key}`);
}

const rfc3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;

/** The fields of metav1.ObjectMeta a spec author writes, with their Go types. */
function checkObjectMeta(value: Json | undefined): void {
  const meta = asObject(value, 'metadata') ?? {};
  for (const key of ['name', 'generateName', 'namespace', 'selfLink', 'uid', 'resourceVersion']) asString(meta[key], `metadata.${key}`);
  asStringMap(meta.labels, 'metadata.labels');
  asStringMap(meta.annotations, 'metadata.annotations');
  asStrings(meta.finalizers, 'metadata.finalizers');
  const generation = meta.generation;
  if (generation !== undefined && generation !== null && !Number.isInteger(generation)) {
    throw new DecodeError(`metadata.generation is ${describe(generation)}, where the CLI needs a whole number`);
  }
  const created = meta.creationTimestamp;
  if (created !== undefined && created !== null && !(typeof created === 'string' && rfc3339.test(created))) {
    throw new DecodeError(`metadata.creationTimestamp is ${describe(created)}, where the CLI needs an RFC 3339 time`);
  }
}

/** Keys of a mapping that the Go type has no field for: the decoder drops them without a word. */
function unknownKeys(map: {[key: string]: Json}, known: string[], at: string, ignored: string[]): void {
  for (const key of Object.keys(map)) if (!known.includes(key)) ignored.push(`${at}.${key}`);
}

/** One item of `spec.redactors` (v1beta2.Redact), or null, which the CLI keeps in the list and skips. */
function decodeRedact(value: Json, at: string, ignored: string[]): RedactSpec | null {
  const item = asObject(value, at);
  if (!item) return null;
  const selector = asObject(item.fileSelector, `${at}.fileSelector`) ?? {};
  const removals = asObject(item.removals, `${at}.removals`) ?? {};
  unknownKeys(item, ['name', 'fileSelector', 'removals'], at, ignored);
  unknownKeys(selector, ['file', 'files'], `${at}.fileSelector`, ignored);
  unknownKeys(removals, ['values', 'regex', 'yamlPath'], `${at}.removals`, ignored);
  return {
    name: asString(item.name, `${at}.name`),
    fileSelector: {
      file: asString(selector.file, `${at}.fileSelector.file`),
      files: asStrings(selector.files, `${at}.fileSelector.files`) ?? [],
    },
    removals: {
      values: asStrings(removals.values, `${at}.removals.values`) ?? [],
      regex: (asList(removals.regex, `${at}.removals.regex`) ?? []).map((entry, i) => {
        const regex = asObject(entry, `${at}.removals.regex[${i}]`) ?? {};
        return {
          selector: asString(regex.selector, `${at}.removals.regex[${i}].selector`),
          redactor: asString(regex.redactor, `${at}.removals.regex[${i}].redactor`),
        };
      }),
      yamlPath: asStrings(removals.yamlPath, `${at}.removals.yamlPath`) ?? [],
    },
  };
}

/** A Redactor as the scheme's decoder reads it (v1beta2.Redactor). */
function decodeRedactor(doc: {[key: string]: Json}, ignored: string[]): (RedactSpec | null)[] {
  checkObjectMeta(doc.metadata);
  asObject(doc.status, 'status');
  const spec = asObject(doc.spec, 'spec') ?? {};
  asString(spec.uri, 'spec.uri');
  return (asList(spec.redactors, 'spec.redactors') ?? []).map((item, i) => decodeRedact(item, `spec.redactors[${i}]`, ignored));
}

/** yaml.v2's reading of one document, or why it refuses it. */
function readDocument(text: string): {value: unknown} | {refused: string} {
  const read = readYamlV2(text);
  return read ?? {refused: 'it is not YAML that the CLI (yaml.v2) can read'};
}

/**
 * The loader's first look at a document (sigs.k8s.io/yaml into parsedDoc): kind and apiVersion
 * as text (numbers and booleans converted), `data` a mapping and `stringData` a mapping of text.
 */
function readHead(value: unknown): {kind: string; apiVersion: string; json: {[key: string]: Json}} {
  const json = toJson(value);
  if (json !== null && (typeof json !== 'object' || Array.isArray(json))) throw new DecodeError(`the document is ${describe(json)}, not a mapping`);
  const doc = json ?? {};
  const scalar = (key: string) => {
    const v = doc[key];
    if (v === undefined || v === null) return '';
    if (typeof v === 'object') throw new DecodeError(`${key} is ${describe(v)}, where the CLI needs text`);
    return String(v);
  };
  asObject(doc.data, 'data');
  for (const [key, item] of Object.entries(asObject(doc.stringData, 'stringData') ?? {})) {
    if (item !== null && typeof item === 'object') throw new DecodeError(`stringData.${key} is ${describe(item)}, where the CLI needs text`);
  }
  return {kind: scalar('kind'), apiVersion: scalar('apiVersion'), json: doc};
}

/** The texts a ConfigMap or Secret carries under the loader's keys, each split into documents. */
function unwrap(kind: string, doc: {[key: string]: Json}): string[] {
  checkObjectMeta(doc.metadata);
  const texts: string[] = [];
  const data = asObject(doc.data, 'data') ?? {};
  const take = (map: {[key: string]: Json}, at: string, decodeText: (text: string, at: string) => string) => {
    const decoded = new Map(Object.entries(map).map(([key, item]) => [key, decodeText(asString(item, `${at}.${key}`), `${at}.${key}`)]));
    for (const key of specKeys) if (decoded.has(key)) texts.push(...splitYaml(decoded.get(key)!));
  };
  if (kind === 'ConfigMap') {
    take(data, 'data', (text) => text);
  } else {
    // Secret data is base64 ([]byte in Go, line breaks ignored); stringData is text, read after data.
    take(data, 'data', (text, at) => {
      const base64 = text.replace(/[\r\n]/g, '');
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0) throw new DecodeError(`${at} is not base64`);
      return new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    });
    take(asObject(doc.stringData, 'stringData') ?? {}, 'stringData', (text) => text);
  }
  return texts;
}

const itemsOf = (n: number) => (n === 1 ? '1 item' : `${n} items`);

/** `spec.redactors` of every Redactor the CLI would load from the text, in order, with the fate of every document. */
export function loadRedactors(text: string): LoadedRedactors {
  const loaded: LoadedRedactors = {redactors: [], documents: [], statements: []};
  const passedOn: {text: string; document: number; from?: string}[] = [];
  let document = 0;

  // loadFromStrings: ConfigMaps and Secrets are unwrapped, Troubleshoot apiVersions passed on, the rest skipped.
  for (const raw of splitYaml(text)) {
    document++;
    if (raw === '') continue;
    const skip = (note: string, kind = '') =>
      loaded.documents.push({document, kind, note, skipped: true, source: 'pkg/loader/loader.go#specLoader.loadFromStrings'});
    const read = readDocument(raw);
    if ('refused' in read) {
      skip(`skipped: ${read.refused}`);
      continue;
    }
    let head: ReturnType<typeof readHead>;
    try {
      head = readHead(read.value);
    } catch (error) {
      skip(`skipped: ${(error as Error).message}`);
      continue;
    }
    if ((head.kind === 'ConfigMap' || head.kind === 'Secret') && head.apiVersion === 'v1') {
      try {
        const texts = unwrap(head.kind, head.json);
        const note = texts.length
          ? `its ${specKeys.filter((key) => key in (asObject(head.json.data, 'data') ?? {}) || key in (asObject(head.json.stringData, 'stringData') ?? {})).join(', ')} key${texts.length > 1 ? 's are' : ' is'} read as specs`
          : `it has none of the keys the CLI reads (${specKeys.join(', ')})`;
        loaded.documents.push({document, kind: head.kind, note, skipped: texts.length === 0, source: 'pkg/loader/loader.go#specLoader.getSpecFromSecret'});
        for (const t of texts) passedOn.push({text: t, document, from: head.kind});
      } catch (error) {
        skip(`skipped: ${(error as Error).message}`, head.kind);
      }
    } else if (troubleshootApiVersions.includes(head.apiVersion)) {
      passedOn.push({text: raw, document});
    } else if (head.kind || head.apiVersion) {
      skip(`skipped: apiVersion ${head.apiVersion ? `"${head.apiVersion}"` : 'missing'}; the CLI loads only ${troubleshootApiVersions.join(', ')}`, head.kind);
    }
  }

  // loadFromSplitDocs: each document converted to v1beta2 and decoded; a failure skips it.
  for (const {text: doc, document: at, from} of passedOn) {
    if (doc.trim() === '') continue;
    const where = from ? ` (in the ${from})` : '';
    const fate = (kind: string, note: string, skipped: boolean, source: SourceRef = 'pkg/loader/loader.go#specLoader.loadFromSplitDocs') =>
      loaded.documents.push({document: at, kind, note: `${note}${where}`, skipped, source});
    const read = readDocument(doc);
    if ('refused' in read) {
      fate('', `skipped: ${read.refused}`, true);
      continue;
    }
    let json: {[key: string]: Json};
    try {
      json = readHead(read.value).json;
    } catch (error) {
      fate('', `skipped: ${(error as Error).message}`, true);
      continue;
    }
    const kind = typeof json.kind === 'string' ? json.kind : '';
    if (!troubleshootApiVersions.includes(json.apiVersion as string)) {
      fate(kind, `skipped: apiVersion ${typeof json.apiVersion === 'string' ? `"${json.apiVersion}"` : 'missing'} cannot be converted to troubleshoot.sh/v1beta2`, true, 'pkg/docrewrite/v1beta2.go#ConvertToV1Beta2');
      continue;
    }
    if (!registeredKinds.has(kind)) {
      fate(kind, `skipped: ${kind ? `kind "${kind}" is not a Troubleshoot kind` : 'it has no kind'}`, true);
      continue;
    }
    if (kind !== 'Redactor') {
      const spec = json.spec;
      if (kind === 'SupportBundle' && spec && typeof spec === 'object' && !Array.isArray(spec) && 'redactors' in spec) {
        loaded.statements.push({
          message: `Document ${at}: a SupportBundle has no spec.redactors field, so the CLI ignores those rules; put them in a document of kind Redactor.`,
          source: 'pkg/apis/troubleshoot/v1beta2/supportbundle_types.go#SupportBundleSpec',
        });
      }
      continue;
    }
    try {
      const ignored: string[] = [];
      const items = decodeRedactor(json, ignored);
      loaded.redactors.push(...items);
      fate(kind, `loaded: ${itemsOf(items.length)}${items.includes(null) ? ', empty ones skipped' : ''}`, false);
      if (ignored.length) {
        loaded.statements.push({
          message: `Document ${at}: ${ignored.join(', ')} ${ignored.length > 1 ? 'are not fields' : 'is not a field'} of a redactor item, so the CLI ignores ${ignored.length > 1 ? 'them' : 'it'} (an item has name, fileSelector.file, fileSelector.files and removals.values, .regex, .yamlPath).`,
          source: 'pkg/apis/troubleshoot/v1beta2/redact_shared.go#Redact',
        });
      }
    } catch (error) {
      fate(kind, `skipped: ${(error as Error).message}, and the CLI drops the whole document`, true);
    }
  }

  if (splitYaml(text).filter((doc) => doc.trim() !== '').length > 1 || passedOn.some((doc) => doc.from)) {
    loaded.statements.push({
      message:
        '`support-bundle redact` reads one Redactor document from each file it is given, the first, and no ConfigMap or Secret: give each Redactor as a file of its own there.',
      source: 'pkg/supportbundle/load.go#toRedactGVK',
    });
  }
  return loaded;
}
