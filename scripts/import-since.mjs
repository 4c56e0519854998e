#!/usr/bin/env node
/**
 * Writes reference/since.ts from vendor/troubleshoot/since.json: for every entry of the
 * registries, the first release whose types have its key, and the fields that came later than the
 * key. Run it when entries or fields are added; tests/unit/since.spec.ts fails until then.
 *
 *   node scripts/import-since.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const require = createRequire(import.meta.url);
const {loadFreshModule} = require('@docusaurus/utils');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const snapshot = JSON.parse(fs.readFileSync(path.join(root, 'vendor/troubleshoot/since.json'), 'utf8'));
const facts = {...snapshot.v1beta2, source: snapshot};
const {listOfKind, fieldPaths} = await loadFreshModule(path.join(root, 'reference/since-paths.ts'));
const {registries} = await loadFreshModule(path.join(root, 'reference/index.ts'));

const out = {};
for (const [kind, entries] of Object.entries(registries)) {
  const list = listOfKind[kind];
  if (!list) continue;
  for (const entry of entries) {
    const key = facts.keys[list]?.[entry.key];
    if (!key) continue;
    const paths = facts.keyFieldPaths[`${list}.${entry.key}`] ?? {};
    const later = Object.fromEntries(fieldPaths(entry).filter((p) => paths[p] && paths[p] !== key).map((p) => [p, paths[p]]));
    out[`${kind}/${entry.key}`] = Object.keys(later).length ? {key, fields: later} : {key};
  }
}

const body = Object.entries(out)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([id, since]) => `  '${id}': ${JSON.stringify(since).replace(/"(\w+)":/g, '$1:').replace(/"/g, "'")},`)
  .join('\n');
fs.writeFileSync(
  path.join(root, 'reference/since.ts'),
  `/**
 * The first Troubleshoot release whose spec types have each key (and the fields that came after
 * their key), from ${facts.source.tagsScanned} release tags, ${facts.source.firstTag} to ${facts.source.lastTag}.
 * Written by scripts/import-since.mjs from vendor/troubleshoot/since.json and checked
 * against it by tests/unit/since.spec.ts. A key or field dated ${facts.source.firstTag} may be older: that is the first tag scanned.
 */
import type {SinceTable} from './since-paths';

export const firstTagScanned = '${facts.source.firstTag}';

export const since: SinceTable = {
${body}
};
`,
);
console.log(`reference/since.ts: ${Object.keys(out).length} entries`);
