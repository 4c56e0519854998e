/**
 * "Since" versions (reference/since.ts) against the release dates read from the Troubleshoot tags
 * (vendor/troubleshoot/since.json): every key and every field of the registries has the release the
 * facts give it, and nothing else is dated.
 */
import {test, expect} from '@playwright/test';
import {registries, entryId} from '../../reference/index';
import {since} from '../../reference/since';
import {fieldPaths, listOfKind} from '../../reference/since-paths';
import type {ReferenceEntry} from '../../reference/model';
import {snapshotSince} from '../lib/troubleshoot';

test('every key and field of the reference has the release since.json gives it', () => {
  const facts = snapshotSince.v1beta2;
  const problems: string[] = [];
  const dated = new Set<string>();
  let fields = 0;
  for (const [kind, entries] of Object.entries(registries) as [string, readonly ReferenceEntry[]][]) {
    const list = listOfKind[kind as keyof typeof listOfKind];
    if (!list) continue;
    for (const entry of entries) {
      const id = entryId(entry);
      const key = facts.keys[list]?.[entry.key];
      const ours = since[id];
      if (!key) {
        if (ours) problems.push(`${id}: dated ${ours.key}, but since.json does not know the key`);
        continue;
      }
      dated.add(id);
      if (ours?.key !== key) problems.push(`${id}: since ${ours?.key} in reference/since.ts, ${key} in since.json`);
      const paths = facts.keyFieldPaths[`${list}.${entry.key}`] ?? {};
      for (const fieldPath of fieldPaths(entry)) {
        fields++;
        const expected = paths[fieldPath] && paths[fieldPath] !== key ? paths[fieldPath] : undefined;
        const actual = ours?.fields?.[fieldPath];
        if (actual !== expected) problems.push(`${id} ${fieldPath}: since ${actual ?? '(the key)'} in reference/since.ts, ${expected ?? '(the key)'} in since.json`);
      }
      for (const fieldPath of Object.keys(ours?.fields ?? {})) {
        if (!fieldPaths(entry).includes(fieldPath)) problems.push(`${id} ${fieldPath}: dated, but no such field in the reference`);
      }
    }
  }
  for (const id of Object.keys(since)) if (!dated.has(id)) problems.push(`${id}: dated in reference/since.ts but not an entry since.json knows`);
  console.log(`${dated.size} keys and ${fields} fields checked against vendor/troubleshoot/since.json (${snapshotSince.tagsScanned} tags, ${snapshotSince.firstTag} to ${snapshotSince.lastTag})`);
  expect(problems, `${problems.join('\n')}\n(run: node scripts/import-since.mjs)`).toEqual([]);
});
