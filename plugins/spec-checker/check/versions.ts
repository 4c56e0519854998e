/**
 * The version choice of the checker: keys and fields that a release older than the one chosen
 * does not have. Those releases ignore them, so the spec silently does less there.
 */
import {isMap, isScalar, isSeq, type Document, type Node, type Pair} from 'yaml';
import type {CheckerData} from './data';
import type {Problem} from './schema-walk';

/** `v0.62.1` as numbers, for comparing releases. */
function parts(version: string): number[] {
  return version.replace(/^v/, '').split('.').map((n) => Number.parseInt(n, 10) || 0);
}

export function newer(a: string, b: string): boolean {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0);
  return false;
}

/** Every release that dates a key or field, newest first: the choices of the version menu. */
export function releases(data: CheckerData): string[] {
  const all = new Set<string>([data.latest]);
  for (const dated of Object.values(data.since)) {
    all.add(dated.key);
    for (const version of Object.values(dated.fields ?? {})) all.add(version);
  }
  return [...all].sort((a, b) => (newer(a, b) ? -1 : newer(b, a) ? 1 : 0));
}

/** The keys of a YAML map and their nodes, as dotted paths down through maps and lists. */
function paths(node: Node | null, parent: string, out: {path: string; offset: number}[]): void {
  if (isSeq(node)) {
    for (const item of node.items) paths(item as Node, parent, out);
    return;
  }
  if (!isMap(node)) return;
  for (const pair of node.items as Pair<Node, Node>[]) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    const path = parent ? `${parent}.${key}` : key;
    out.push({path, offset: pair.key?.range?.[0] ?? 0});
    paths(pair.value, path, out);
  }
}

/** Exact for every release older than the one that added it, not only the one chosen. */
const addedIn = (release: string) => `was added in ${release}; releases before ${release} ignore it`;

export function versionProblems(doc: Document, kind: string, data: CheckerData, version: string): Problem[] {
  if (!newer(data.latest, version)) return [];
  const problems: Problem[] = [];
  for (const [list, entryKind] of Object.entries(data.lists[kind] ?? {})) {
    const items = doc.getIn(['spec', list], true);
    if (!isSeq(items)) continue;
    for (const item of items.items) {
      if (!isMap(item)) continue;
      for (const pair of item.items as Pair<Node, Node>[]) {
        const key = isScalar(pair.key) ? String(pair.key.value) : '';
        const dated = data.since[`${entryKind}/${key}`];
        if (!dated) continue;
        if (newer(dated.key, version)) {
          problems.push({offset: pair.key?.range?.[0] ?? 0, severity: 'Warning', message: `\`${key}\` ${addedIn(dated.key)}`});
          continue;
        }
        const fields: {path: string; offset: number}[] = [];
        paths(pair.value, '', fields);
        for (const field of fields) {
          const fieldVersion = dated.fields?.[field.path];
          if (fieldVersion && newer(fieldVersion, version)) {
            problems.push({offset: field.offset, severity: 'Warning', message: `\`${field.path}\` of \`${key}\` ${addedIn(fieldVersion)}`});
          }
        }
      }
    }
  }
  return problems;
}
