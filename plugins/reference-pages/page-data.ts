/**
 * What a reference page renders, computed at build time from the registries and the map of pages:
 * the entry, all its fields, and its links to other entries resolved to URLs. The plugin writes one
 * of these per bound page; the remark plugin hands it to the page's components.
 */
import type {ExecutionPlace, Field, Permission, ReferenceEntry} from '../../reference/model';
import {entryId, registries, type RegisteredKind} from '../../reference/index';
import {linked, type LinkedEntry, type PageMap} from '../../reference/page-links';
import {fieldGroups} from '../../reference/shared';
import {analyzersReading, anyFileAnalyzersFor, writersOf} from '../../reference/links';
import {troubleshootSource} from '../../reference/source';
import {grammars} from '../../reference/when/index';
import {firstTagScanned, since as sinceTable} from '../../reference/since';
import {describe, type WhenGrammarInfo} from '../../reference/when/grammar';
import {schemaLocations} from '../../reference/schema/generate';
import {bundleMapView} from './binding';

export interface PageData {
  entry: ReferenceEntry;
  /** The entry's own fields, `outcomes` included. */
  fields: Field[];
  /** The fields every entry of its kind shares, and the page that describes them. */
  shared: {fields: Field[]; url?: string};
  readBy: LinkedEntry[];
  /** Analyzers that can read this output because they read whatever file they are pointed at. */
  anyFileReaders: LinkedEntry[];
  /** For analyzers: the writers of each read path, in the order of `entry.reads`. */
  writers: (LinkedEntry[] | 'any')[];
  /** The release that introduced the key (absent when it predates the first release scanned), and later fields. */
  since: {key?: string; fields: Record<string, string>};
  /** For analyzers with outcomes: how `when` is read, by default and in each mode a field selects. */
  when: {field?: string; grammar: WhenGrammarInfo}[];
  source: typeof troubleshootSource;
  /** The page of the bundle map, whose rows the outputs link to. */
  bundleMap?: string;
}

/** An entry's "since" versions, leaving out a key as old as the first release scanned. */
function sinceOf(entry: ReferenceEntry): PageData['since'] {
  const dated = sinceTable[entryId(entry)];
  return {...(dated && dated.key !== firstTagScanned ? {key: dated.key} : {}), fields: {...dated?.fields}};
}

export function pageData(entry: ReferenceEntry, pages: PageMap): PageData {
  const {own, shared} = fieldGroups(entry);
  const link = (e: ReferenceEntry) => linked(e, pages);
  const data: PageData = {
    entry,
    fields: own,
    shared: {fields: shared, url: pages.get(entry.kind)},
    readBy: [],
    anyFileReaders: [],
    writers: [],
    when: [],
    since: sinceOf(entry),
    source: troubleshootSource,
    ...(pages.has(bundleMapView) ? {bundleMap: pages.get(bundleMapView)} : {}),
  };
  if (entry.kind === 'collector' || entry.kind === 'hostCollector') {
    data.readBy = analyzersReading(entry).map(link);
    data.anyFileReaders = anyFileAnalyzersFor(entry).map(link);
  }
  if (entry.kind === 'analyzer' || entry.kind === 'hostAnalyzer') {
    data.writers = entry.reads.map((read) => (read.writtenBy === 'any' ? 'any' : writersOf(entry, read).map(link)));
    const {outcomes} = entry;
    if (outcomes.hasOutcomes) {
      // Without any of its mode fields, an analyzer whose default grammar ignores `when` does not
      // read its outcomes at all (textAnalyze): its order and no-match statements say so.
      const fallback = outcomes.modes?.length && grammars[outcomes.when]?.ignoresWhen ? [] : [{field: undefined, when: outcomes.when}];
      const modes = [...(outcomes.modes ?? []), ...fallback];
      data.when = modes
        .filter((mode) => grammars[mode.when])
        .map((mode) => ({...(mode.field ? {field: mode.field} : {}), grammar: describe(grammars[mode.when]!)}));
    }
  }
  return data;
}

/** One row of a kind's catalog. */
export interface CatalogRow extends LinkedEntry {
  summary: string;
  since?: string;
  /** For collectors: the Kubernetes permissions they use, and where they run. */
  permissions?: Permission[];
  where?: ExecutionPlace;
  /** For analyzers: the paths they read. */
  reads?: string[];
}

/** One published JSON Schema: the document kind, the schema's URL, and the kind's page. */
export interface SchemaRow {
  kind: string;
  url: string;
  page?: string;
}

export function schemaRows(pages: PageMap, schemasUrl: string): SchemaRow[] {
  return schemaLocations(schemasUrl).map(({document, url}) => ({kind: document.key, url, page: pages.get(entryId(document))}));
}

export function catalogRows(kind: RegisteredKind, pages: PageMap): CatalogRow[] {
  const registry: readonly ReferenceEntry[] = registries[kind];
  return [...registry]
    .sort((a, b) => a.key.localeCompare(b.key))
    .map((entry) => {
      const row: CatalogRow = {...linked(entry, pages), summary: entry.summary, ...(sinceOf(entry).key ? {since: sinceOf(entry).key} : {})};
      if (entry.kind === 'analyzer' || entry.kind === 'hostAnalyzer') row.reads = entry.reads.map((read) => read.path);
      if (entry.kind === 'collector') {
        row.permissions = entry.permissions;
        row.where = entry.execution.where;
      }
      return row;
    });
}
