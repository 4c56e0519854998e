/**
 * Where a key that a list item does not allow belongs instead: an analyzer written under
 * `collectors`, a host collector in a SupportBundle's `collectors`, `docString` in a v1beta2 spec.
 * The entry keys of each list come from the schemas, so every kind of entry is covered.
 */
import type {JsonSchema} from '../../../reference/schema/generate';
import type {CheckerData} from './data';

const entryNames: Record<string, string> = {
  collector: 'a collector',
  analyzer: 'an analyzer',
  hostCollector: 'a host collector',
  hostAnalyzer: 'a host analyzer',
  remoteCollector: 'a remote collector',
};

/** The keys of the entries that a list of a document kind holds. */
function entryKeys(data: CheckerData, kind: string, list: string): Record<string, unknown> {
  const spec = (data.schemas[kind]?.properties as Record<string, JsonSchema> | undefined)?.spec;
  const items = (spec?.properties as Record<string, JsonSchema> | undefined)?.[list]?.items as JsonSchema | undefined;
  return (items?.properties ?? {}) as Record<string, unknown>;
}

/** The note for a key unknown in the list item at `where` (`spec.collectors[0]`) of a document of `kind`. */
export function itemKeyNote(data: CheckerData, kind: string, v1beta3: boolean): (key: string, where: string) => string | undefined {
  return (key, where) => {
    if (key === 'docString' && !v1beta3) return '`docString` is read only in troubleshoot.sh/v1beta3 specs';
    const list = /^spec\.(\w+)\[\d+\]$/.exec(where)?.[1];
    const own = list ? data.lists[kind]?.[list] : undefined;
    // Per kind of entry the key is: the lists of this document that hold it, else those of other documents.
    const places = new Map<string, {here: string[]; elsewhere: string[]}>();
    for (const [docKind, lists] of Object.entries(data.lists)) {
      for (const [other, entry] of Object.entries(lists)) {
        if (entry === own || !entryNames[entry] || !Object.hasOwn(entryKeys(data, docKind, other), key)) continue;
        const found = places.get(entry) ?? {here: [], elsewhere: []};
        if (docKind === kind) found.here.push(`\`spec.${other}\``);
        else found.elsewhere.push(`\`spec.${other}\` of a ${docKind}`);
        places.set(entry, found);
      }
    }
    // The likeliest meaning first: entries this document has a list for, then of the same role
    // as the list it was written in (a host collector under `collectors`).
    const role = (entry?: string) => entry?.toLowerCase().endsWith('collector');
    let candidates = [...places];
    for (const keep of [([, p]: (typeof candidates)[0]) => p.here.length > 0, ([entry]: (typeof candidates)[0]) => role(entry) === role(own)]) {
      if (candidates.some(keep)) candidates = candidates.filter(keep);
    }
    if (!candidates.length) return undefined;
    const names = candidates.map(([entry]) => entryNames[entry]);
    const targets = candidates.flatMap(([, p]) => (p.here.length ? p.here : p.elsewhere));
    return `\`${key}\` is ${names.join(' and ')}: it goes in ${[...new Set(targets)].join(' or ')}`;
  };
}
