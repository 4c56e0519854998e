/**
 * YAML the way Helm's template functions produce and read it (sigs.k8s.io/yaml over yaml.v2).
 *
 * - toYaml is sigs.k8s.io/yaml.Marshal: encoding/json first, then go.yaml.in/yaml/v2 re-reads the
 *   JSON and writes YAML (yaml-v2.ts, with libyaml's emitter in yaml-v2-emitter.ts): keys sorted,
 *   sequences not indented under their key, yaml.v2's quoting, literal blocks for multi-line
 *   strings, long lines folded at 80 columns.
 * - fromYaml/fromJson read with the `yaml` package (YAML 1.1, as yaml.v2 does) into the Go model,
 *   where every number is a float64, as sigs.k8s.io/yaml decodes it.
 */
import YAML, {type Tags} from 'yaml';
import {fromJS, marshalJSON} from './json';
import {readYamlV2, writeYamlV2} from './yaml-v2';
import * as strconv from './strconv';
import type {Value} from './values';

// ---------------------------------------------------------------------------------------------
// Reading

/**
 * YAML 1.1 as yaml.v2 reads it: y/n/yes/no/on/off are booleans, 0777 is octal, timestamps are
 * recognised. yaml.v2 has no sexagesimal numbers (1:20 stays a string), so that part of the
 * YAML 1.1 schema is left out.
 */
const readOptions = {
  version: '1.1',
  merge: true,
  uniqueKeys: false,
  intAsBigInt: false,
  customTags: (tags: Tags): Tags => [
    // strconv.ParseInt(s, 0, 64), which yaml.v2 uses, also reads 0o17.
    {
      identify: () => false,
      default: true,
      tag: 'tag:yaml.org,2002:int',
      test: /^[-+]?0o[0-7_]+$/,
      resolve: (s: string) => Number(strconv.parseInt(s.replace(/_/g, ''), 0, 64) ?? NaN),
    },
    ...tags.filter((t) => typeof t !== 'object' || !('format' in t) || t.format !== 'TIME'),
  ],
} as const;

/** Parses the first YAML document as sigs.k8s.io/yaml.Unmarshal does; throws on a syntax error. */
export function parseYAML(text: string): Value {
  const docs = YAML.parseAllDocuments(text, readOptions);
  const doc = Array.isArray(docs) ? docs[0] : docs;
  if (!doc) return null;
  if (doc.errors.length) throw new Error(`error converting YAML to JSON: yaml: ${doc.errors[0]!.message.split('\n')[0]}`);
  return fromJS(doc.toJS({maxAliasCount: 1000}));
}


/**
 * yaml.Marshal of sigs.k8s.io/yaml: encoding/json first (which throws for NaN and infinities),
 * then yaml.v2 reads the JSON back (integers as int, other numbers as float64) and writes YAML.
 */
function marshalYAML(v: Value): string {
  const read = readYamlV2(marshalJSON(v));
  if (!read) throw new Error('yaml: cannot read back the JSON of this value');
  return writeYamlV2(read.value);
}

/** Helm's toYaml: marshalYAML without its final newline, or "" when it cannot be marshalled. */
export function toYAML(v: Value): string {
  try {
    return marshalYAML(v).replace(/\n$/, '');
  } catch {
    return '';
  }
}

