/**
 * What the spec checker needs to know, in one serialisable object: the published JSON Schemas
 * (without their long descriptions) and, per entry, the facts behind its warnings: the files an
 * analyzer reads and who writes them, the outputs of collectors, the `when` grammar ids, and which
 * collectors run by default. Built from the registries, at build time for the
 * browser and directly in the tests.
 */
import type {ReaderEntry, WriterEntry} from '../../../reference/model';
import {registries} from '../../../reference/index';
import {allSchemas, type JsonSchema, type PageUrls} from '../../../reference/schema/generate';
import {since} from '../../../reference/since';
import type {SinceTable} from '../../../reference/since-paths';
import {troubleshootSource} from '../../../reference/source';
import {v1beta3Schemas, v1beta3Types} from './v1beta3';

export interface ReaderFacts {
  reads: {path: string; writtenBy: string[] | 'any'}[];
  when?: string;
  modes?: {field: string; when: string}[];
  allModesRun?: boolean;
}

export interface WriterFacts {
  outputs: string[];
  runsByDefault?: boolean;
}

export interface CheckerData {
  /** The schema of each document kind, by kind (`SupportBundle`). */
  schemas: Record<string, JsonSchema>;
  /** The kinds the CLI decodes with the v1beta3 types when their apiVersion is v1beta3, with that schema. */
  schemasV1beta3: Record<string, JsonSchema>;
  /** Per analyzer and host analyzer (`analyzer/clusterVersion`), the code that walks its outcomes. */
  outcomeOrder: Record<string, string[]>;
  /** Per document kind, the spec lists that hold entries and the kind of entry each holds. */
  lists: Record<string, Record<string, string>>;
  /** Readers (analyzers, host analyzers) and writers (collectors, host collectors), by kind and key. */
  readers: Record<'analyzer' | 'hostAnalyzer', Record<string, ReaderFacts>>;
  writers: Record<'collector' | 'hostCollector', Record<string, WriterFacts>>;
  /** The host collector each remote collector mirrors (its output is that host collector's). */
  remoteToHost: Record<string, string>;
  /** The release of each key and of fields newer than their key, by entry id (`collector/logs`). */
  since: SinceTable;
  /** The release the reference describes: the default of the version choice. */
  latest: string;
}

const editorOnly = new Set(['description', 'markdownDescription', 'title', 'default']);

/** Drops what an editor shows but the checker does not need (not from `properties`, whose keys are field names). */
function slim(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(slim);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node as Record<string, unknown>)
      .filter(([key]) => !editorOnly.has(key))
      .map(([key, value]) => [
        key,
        key === 'properties' ? Object.fromEntries(Object.entries(value as object).map(([name, child]) => [name, slim(child)])) : slim(value),
      ]),
  );
}

function readerFacts(reader: ReaderEntry): ReaderFacts {
  const {outcomes} = reader;
  return {
    reads: reader.reads.map((read) => ({path: read.path, writtenBy: read.writtenBy})),
    ...(outcomes.hasOutcomes
      ? {when: outcomes.when, ...(outcomes.modes ? {modes: outcomes.modes, allModesRun: outcomes.allModesRun} : {})}
      : {}),
  };
}

function writerFacts(writer: WriterEntry): WriterFacts {
  return {
    outputs: writer.outputs.map((output) => output.path),
    ...(writer.kind === 'collector' && writer.runsByDefault ? {runsByDefault: true} : {}),
  };
}

/** A document's schema without its `apiVersion` and `kind` checks: the checker words those itself (check/index.ts). */
function withoutHead(schema: JsonSchema): JsonSchema {
  return {
    ...schema,
    required: (schema.required as string[]).filter((key) => key !== 'apiVersion' && key !== 'kind'),
    properties: {...(schema.properties as object), apiVersion: {}, kind: {}},
  };
}

export function checkerData(pages: PageUrls): CheckerData {
  const schemas = Object.fromEntries(
    [...allSchemas(pages)].map(([, schema]) => [(schema.properties as {kind: {const: string}}).kind.const, withoutHead(slim(schema) as JsonSchema)]),
  );
  const byKey = <E extends {key: string}, F>(entries: readonly E[], facts: (e: E) => F) =>
    Object.fromEntries(entries.map((entry) => [entry.key, facts(entry)]));
  const outcomeOrder = Object.fromEntries(
    [...registries.analyzer, ...registries.hostAnalyzer].flatMap((entry) => (entry.outcomes.hasOutcomes ? [[`${entry.kind}/${entry.key}`, entry.outcomes.order.source]] : [])),
  );
  return {
    schemas,
    schemasV1beta3: v1beta3Schemas(v1beta3Types(), schemas),
    outcomeOrder,
    lists: Object.fromEntries(registries.document.map((d) => [d.key, d.lists as Record<string, string>])),
    since,
    latest: troubleshootSource.release,
    readers: {analyzer: byKey(registries.analyzer, readerFacts), hostAnalyzer: byKey(registries.hostAnalyzer, readerFacts)},
    writers: {collector: byKey(registries.collector, writerFacts), hostCollector: byKey(registries.hostCollector, writerFacts)},
    remoteToHost: Object.fromEntries(registries.remoteCollector.map((entry) => [entry.key, entry.hostCollector])),
  };
}
