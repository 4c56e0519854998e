/**
 * The bundle map's data, computed at build time from the registries and the map of pages: one row
 * per file the run writes by itself (./fixed-files.ts), one per output path of every collector and
 * host collector, and one per read path that no output covers; each row with the analyzers that
 * read it, and the index of every read path with the rows it reads. Pure: the plugin writes the
 * result as `bundle-map.json`, and the unit tests call it directly.
 */
import type {BundleOutput, ReaderEntry, ReadPath, ReferenceEntry, SourceRef, WriterEntry} from '../../reference/model';
import {entryId, registries, type EntryId} from '../../reference/index';
import {allFields} from '../../reference/shared';
import {patternsOverlap} from '../../reference/paths';
import {linked, type LinkedEntry, type PageMap} from '../../reference/page-links';
import {fieldAnchor, fileAnchor, outputAnchor, readAnchor} from '../../reference/anchors';
import {folderNotes, runFiles, type BundleKind, type FolderNote} from './fixed-files';

/** A placeholder of a path that a field of the writer decides, with the field's anchor on its page. */
export interface PathField {
  placeholder: string;
  field: string;
  url?: string;
}

/** An analyzer that reads a row: which of its read paths, and whether it reads any file it is pointed at. */
export interface RowReader {
  id: EntryId;
  /** The index of the read path in the analyzer's `reads`. */
  read: number;
  anyFile: boolean;
}

export interface MapRow {
  /** The row's id on the map page (./anchors.ts). */
  anchor: string;
  path: string;
  /** Absent for a path that is only read: its format is whatever the analyzer expects. */
  format?: BundleOutput['format'];
  description: string;
  /** Written by the run itself, by a collector, or only read (no output covers it). */
  origin: 'run' | 'output' | 'read';
  /** For outputs: the collector or host collector that writes it. */
  writer?: EntryId;
  /** For files of the run: the code that writes them, the archives that hold them, and when. */
  source?: SourceRef[];
  bundles?: BundleKind[];
  when?: string;
  fields: PathField[];
  /**
   * The analyzers that name the writer and read a path that overlaps this one, then those that read
   * any file of this format the spec points them at (`anyFile`).
   */
  readers: RowReader[];
  /** For host collector outputs: the same file written per node with `runHostCollectorsInPod`. */
  perNode?: string;
}

/** One read path of an analyzer, with the rows of the map it reads. */
export interface MapRead {
  anchor: string;
  reader: EntryId;
  /** The index of the read path in the analyzer's `reads`. */
  index: number;
  path: string;
  writtenBy: EntryId[] | 'any';
  formats?: BundleOutput['format'][];
  /** The anchors of the rows whose writer it names and whose path it overlaps. */
  rows: string[];
}

export interface BundleMapData {
  /** Every entry the rows and reads name, by id, linked to its page. */
  entries: Record<string, LinkedEntry>;
  rows: MapRow[];
  reads: MapRead[];
  notes: FolderNote[];
}

const readersOf = (writer: WriterEntry): readonly ReaderEntry[] =>
  writer.kind === 'collector' ? registries.analyzer : registries.hostAnalyzer;
const writersOf = (reader: ReaderEntry): readonly WriterEntry[] =>
  reader.kind === 'analyzer' ? registries.collector : registries.hostCollector;

/** The placeholders of a pattern, in order, as written between the angle brackets (without `...`). */
export function placeholdersOf(pattern: string): string[] {
  return [...pattern.matchAll(/<(?:\.\.\.)?([^>]+)>/g)].map((m) => m[1]!);
}

/**
 * The placeholders a field of the writer decides: a placeholder names a field when one of its words
 * is a top-level field of the entry (`<collectorName>` is `collectorName`, `<last
 * element of hostPath>` is `hostPath`).
 */
function pathFields(writer: WriterEntry, pattern: string, pages: PageMap): PathField[] {
  const names = new Set(allFields(writer).map((field) => field.name));
  const page = pages.get(entryId(writer));
  const out: PathField[] = [];
  for (const placeholder of new Set(placeholdersOf(pattern))) {
    const field = (placeholder.match(/[A-Za-z]\w*/g) ?? []).find((word) => names.has(word));
    if (field) out.push({placeholder, field, ...(page ? {url: `${page}#${fieldAnchor(writer.kind, field)}`} : {})});
  }
  return out;
}

/** The analyzers that read one output: those naming its writer whose read path overlaps it, then those reading any file of its format. */
function outputReaders(writer: WriterEntry, output: BundleOutput): RowReader[] {
  const named: RowReader[] = [];
  const anyFile: RowReader[] = [];
  for (const reader of readersOf(writer)) {
    const read = reader.reads.findIndex(
      (r) => r.writtenBy !== 'any' && r.writtenBy.includes(writer.key) && patternsOverlap(r.path, output.path),
    );
    const any = anyFileRead(reader, output.format);
    if (read >= 0) named.push({id: entryId(reader), read, anyFile: false});
    else if (any >= 0) anyFile.push({id: entryId(reader), read: any, anyFile: true});
  }
  return [...named, ...anyFile];
}

/** The read path of an analyzer that takes any file the spec names in this format, or -1. */
function anyFileRead(reader: ReaderEntry, format: BundleOutput['format']): number {
  return reader.reads.findIndex((read) => read.writtenBy === 'any' && (read.formats ?? []).includes(format));
}

/** The host collector output as written per node when host collectors run in pods. */
export function perNodePath(pattern: string): string | undefined {
  const prefix = 'host-collectors/';
  return pattern.startsWith(prefix) ? `${prefix}<node>/${pattern.slice(prefix.length)}` : undefined;
}

const writerIds = (reader: ReaderEntry, read: ReadPath): EntryId[] | 'any' =>
  read.writtenBy === 'any'
    ? 'any'
    : read.writtenBy.flatMap((key) => writersOf(reader).filter((w) => w.key === key).map((w) => entryId(w)));

export function bundleMapData(pages: PageMap): BundleMapData {
  const entries: Record<string, LinkedEntry> = {};
  const remember = (entry: ReferenceEntry): EntryId => {
    const id = entryId(entry);
    entries[id] ??= linked(entry, pages);
    return id;
  };
  const readers: ReaderEntry[] = [...registries.analyzer, ...registries.hostAnalyzer];
  const rows: MapRow[] = [];

  for (const file of runFiles) {
    const fileReaders: RowReader[] = [];
    if (!file.afterAnalysis) {
      for (const reader of readers) {
        const any = anyFileRead(reader, file.format);
        if (any >= 0) fileReaders.push({id: remember(reader), read: any, anyFile: true});
      }
    }
    rows.push({
      anchor: fileAnchor(file.path),
      path: file.path,
      format: file.format,
      description: file.description,
      origin: 'run',
      source: file.source,
      bundles: file.bundles,
      ...(file.when ? {when: file.when} : {}),
      fields: [],
      readers: fileReaders,
    });
  }

  const writers: WriterEntry[] = [...registries.collector, ...registries.hostCollector];
  for (const writer of writers) {
    const writerId = remember(writer);
    writer.outputs.forEach((output, i) => {
      const rowReaders = outputReaders(writer, output);
      for (const reader of rowReaders) remember(readers.find((r) => entryId(r) === reader.id)!);
      const perNode = writer.kind === 'hostCollector' ? perNodePath(output.path) : undefined;
      rows.push({
        anchor: outputAnchor(writer.kind, writer.key, i),
        path: output.path,
        format: output.format,
        description: output.description,
        origin: 'output',
        writer: writerId,
        fields: pathFields(writer, output.path, pages),
        readers: rowReaders,
        ...(perNode ? {perNode} : {}),
      });
    });
  }

  const reads: MapRead[] = [];
  for (const reader of readers) {
    const readerId = remember(reader);
    reader.reads.forEach((read, i) => {
      const writtenBy = writerIds(reader, read);
      const covered =
        writtenBy === 'any'
          ? []
          : rows
              .filter((row) => row.origin === 'output' && writtenBy.includes(row.writer!) && patternsOverlap(read.path, row.path))
              .map((row) => row.anchor);
      if (writtenBy !== 'any') writtenBy.forEach((id) => remember(writersOf(reader).find((w) => entryId(w) === id)!));
      const anchor = readAnchor(reader.kind, reader.key, i);
      reads.push({
        anchor,
        reader: readerId,
        index: i,
        path: read.path,
        writtenBy,
        ...(read.formats ? {formats: read.formats} : {}),
        rows: covered,
      });
      // A path an analyzer reads that no collector it names writes: a row of its own.
      if (writtenBy !== 'any' && covered.length === 0) {
        rows.push({
          anchor: `${anchor}-unwritten`,
          path: read.path,
          description: read.description,
          origin: 'read',
          fields: [],
          readers: [{id: readerId, read: i, anyFile: false}],
        });
      }
    });
  }

  return {entries, rows, reads, notes: folderNotes};
}
