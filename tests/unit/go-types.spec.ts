/**
 * The registries against the spec types read from the Troubleshoot Go source
 * (vendor/troubleshoot/types.json), both ways: each entry's key leads to the Go type it names, each
 * documented field is a json field of that type with a matching shape, and each json field of the
 * type is documented. v1beta3: each key of the v1beta3 types is an entry of its kind with the same
 * fields, and a field whose v1beta3 type differs from v1beta2 is explained by a behaviour statement
 * that cites the v1beta3 type.
 */
import {test, expect} from '@playwright/test';
import {entryId, registries} from '../../reference/index';
import type {Field, ReferenceEntry} from '../../reference/model';
import {allFields} from '../../reference/shared';
import {listOfKind} from '../../reference/since-paths';
import {allBehaviours} from '../lib/behaviours';
import {apiTypes, jsonMembers, memberType, type ApiTypes, type GoField} from '../lib/troubleshoot';

const v1beta2 = apiTypes.v1beta2;
const v1beta3 = apiTypes.v1beta3;

/** The reference type a Go field type is written as in YAML. */
function yamlType(api: ApiTypes, go: string): Field['type'] | undefined {
  const bare = go.replace(/^\*/, '');
  const scalar: Record<string, Field['type']> = {
    string: 'string', bool: 'boolean', int: 'integer', int32: 'integer', int64: 'integer', uint: 'integer', uint32: 'integer', uint64: 'integer',
    float32: 'number', float64: 'number', '[]string': 'string[]', 'map[string]string': 'map[string]string',
    'metav1.Time': 'string', 'metav1.Duration': 'string', 'multitype.BoolOrString': 'bool-or-string', 'intstr.IntOrString': 'int-or-string',
  };
  if (scalar[bare]) return scalar[bare];
  const named = api.types[bare];
  if (named?.underlying && scalar[named.underlying]) return scalar[named.underlying];
  if (/^\[\]\*?\w/.test(bare)) return 'object[]';
  return 'object';
}

function compareFields(api: ApiTypes, fields: Field[], typeName: string, at: string, problems: string[], counts: {fields: number}): void {
  const members = new Map(jsonMembers(api, typeName).map((m) => [m.json!, m]));
  for (const field of fields) {
    const member = members.get(field.name);
    if (!member) {
      problems.push(`${at}.${field.name}: documented, but ${typeName} has no json field "${field.name}"`);
      continue;
    }
    counts.fields++;
    const expected = yamlType(api, member.type);
    if (expected && expected !== field.type && !(field.type === 'object' && expected === 'map[string]string')) {
      problems.push(`${at}.${field.name}: documented as ${field.type}, the Go type is ${member.type}`);
    }
    const nested = memberType(api, member.type);
    if (field.fields && !field.kubernetesType && nested) compareFields(api, field.fields, nested, `${at}.${field.name}`, problems, counts);
  }
  const documented = new Set(fields.map((f) => f.name));
  for (const name of members.keys()) if (!documented.has(name)) problems.push(`${at}.${name}: in ${typeName}, not documented`);
}

/** The Go type of an entry's key in its list, or of a document's spec. */
function keyType(api: ApiTypes, entry: ReferenceEntry): GoField | undefined {
  const list = listOfKind[entry.kind];
  if (!list) return undefined;
  return jsonMembers(api, api.lists[list] ?? '').find((f) => f.json === entry.key);
}

for (const [kind, entries] of Object.entries(registries) as [string, readonly ReferenceEntry[]][]) {
  test(`every ${kind} entry has the fields of its v1beta2 Go type, both ways`, () => {
    const problems: string[] = [];
    const counts = {fields: 0};
    for (const entry of entries) {
      const id = entryId(entry);
      const typeName = entry.goType.name;
      const type = v1beta2.types[typeName];
      if (!type) {
        problems.push(`${id}: goType ${typeName} is not a type reachable from a v1beta2 kind`);
        continue;
      }
      if (!entry.goType.source.startsWith(`${type.file}#`)) problems.push(`${id}: goType source ${entry.goType.source}, but ${typeName} is declared in ${type.file}`);
      const key = keyType(v1beta2, entry);
      if (listOfKind[entry.kind] && memberType(v1beta2, key?.type ?? '') !== typeName) {
        problems.push(`${id}: the key "${entry.key}" is ${key ? `a ${key.type}` : 'not a field of the list item type'}, goType says ${typeName}`);
      }
      compareFields(v1beta2, allFields(entry), typeName, id, problems, counts);
    }
    console.log(`${kind}: ${entries.length} entries, ${counts.fields} fields checked against the v1beta2 Go types`);
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

test('every v1beta3 key is an entry with the same fields, and each field whose type changed in v1beta3 is explained', () => {
  const problems: string[] = [];
  const citing = new Set(allBehaviours().flatMap(({behaviour}) => behaviour.source));
  let keys = 0;
  for (const [list, item] of Object.entries(v1beta3.lists)) {
    const kind = (Object.entries(listOfKind).find(([, l]) => l === list) ?? [])[0];
    for (const key of jsonMembers(v1beta3, item)) {
      const entry = (kind ? (registries[kind as keyof typeof registries] as readonly ReferenceEntry[]) : []).find((e) => e.key === key.json);
      if (!entry) {
        if (kind) problems.push(`v1beta3 ${list}.${key.json}: no ${kind} entry`);
        continue;
      }
      keys++;
      const type3 = memberType(v1beta3, key.type)!;
      const documented = new Set(allFields(entry).map((f) => f.name));
      const members2 = new Map(jsonMembers(v1beta2, entry.goType.name).map((m) => [m.json!, m]));
      for (const member of jsonMembers(v1beta3, type3)) {
        if (!documented.has(member.json!)) problems.push(`v1beta3 ${list}.${key.json}.${member.json}: not a documented field of ${entryId(entry)}`);
        const before = members2.get(member.json!);
        const changedTo = memberType(v1beta3, member.type);
        if (before && before.type !== member.type && changedTo) {
          const ref = `${v1beta3.types[changedTo]!.file}#${changedTo}`;
          if (!citing.has(ref)) problems.push(`v1beta3 ${list}.${key.json}.${member.json}: ${before.type} in v1beta2, ${member.type} in v1beta3; no behaviour statement cites ${ref}`);
        }
      }
    }
  }
  console.log(`${keys} v1beta3 keys checked against their entries (v1beta3 types: ${Object.keys(v1beta3.types).length})`);
  expect(keys).toBeGreaterThan(0);
  expect(problems, problems.join('\n')).toEqual([]);
});
