/**
 * The entries of a spec document (collectors, analyzers, host collectors...), each with its YAML
 * nodes, for the rules that read fields and point at their lines.
 */
import {isAlias, isMap, isScalar, isSeq, type Document, type Node, type Pair, type YAMLMap} from 'yaml';
import type {SourceRef} from '../../../../reference/model';
import type {CheckerData} from '../data';
import type {Problem} from '../schema-walk';
import {rules, type RuleId} from './registry';

export interface Entry {
  /** The spec list that holds it (`collectors`) and the kind of entry the list holds. */
  list: string;
  entryKind: string;
  index: number;
  /** The entry key (`logs`). */
  key: string;
  /** Offset of the key: where findings about the whole entry point. */
  offset: number;
  /** The entry's map, or null for `- logs:` with no value. */
  map: YAMLMap | null;
}

/** Aliases (`*name`) resolved to their anchors, so that rules read the values the CLI reads. */
let current: Document | undefined;
const resolved = (node: unknown): unknown => (isAlias(node) && current ? node.resolve(current) : node);

export function entriesOf(doc: Document, kind: string, data: CheckerData): Entry[] {
  current = doc;
  const entries: Entry[] = [];
  for (const [list, entryKind] of Object.entries(data.lists[kind] ?? {})) {
    const seq = doc.getIn(['spec', list], true);
    if (!isSeq(seq)) continue;
    seq.items.forEach((node, index) => {
      const item = resolved(node);
      if (!isMap(item)) return;
      for (const pair of item.items as Pair<Node, Node>[]) {
        if (!isScalar(pair.key)) continue;
        const value = resolved(pair.value);
        entries.push({list, entryKind, index, key: String(pair.key.value), offset: pair.key.range?.[0] ?? 0, map: isMap(value) ? value : null});
      }
    });
  }
  return entries;
}

/** The node at a path of keys inside a map, if every step is a map key. */
export function nodeAt(map: YAMLMap | null | undefined, ...path: string[]): Node | undefined {
  let node: unknown = resolved(map);
  for (const key of path) {
    if (!isMap(node)) return undefined;
    node = resolved(node.get(key, true));
  }
  return (node ?? undefined) as Node | undefined;
}

/** A scalar's value as text (numbers and booleans as written), or undefined for maps, lists and null. */
export function textOf(alias: Node | undefined): string | undefined {
  const node = resolved(alias);
  if (!isScalar(node) || node.value === null || node.value === undefined) return undefined;
  return typeof node.value === 'string' ? node.value : String(node.source ?? node.value);
}

export const offsetOf = (node: Node | undefined, fallback: number) => node?.range?.[0] ?? fallback;

/** A problem of one of the registered rules, with the rule's severity and its code (or `source`, when it depends on the entry). */
export function ruleProblem(rule: RuleId, offset: number, message: string, source?: SourceRef[]): Problem {
  return {offset, severity: rules[rule].severity, message, rule, source: source?.length ? source : rules[rule].source};
}

/** `spec.analyzers[3].textAnalyze`, as messages name an entry. */
export const entryPath = (entry: Entry) => `spec.${entry.list}[${entry.index}].${entry.key}`;
