/**
 * Links between entries, computed from what analyzers declare they read: which analyzers read a
 * collector's output, and which collectors write an analyzer's input. Nothing here is written by
 * hand on either side. In-cluster analyzers read what collectors write; host analyzers read what
 * host collectors write.
 */
import type {BundleOutput, ReadPath, ReaderEntry, WriterEntry} from './model';
import {registries} from './index';

function readersFor(writer: WriterEntry): readonly ReaderEntry[] {
  return writer.kind === 'collector' ? registries.analyzer : registries.hostAnalyzer;
}

function writersFor(reader: ReaderEntry): readonly WriterEntry[] {
  return reader.kind === 'analyzer' ? registries.collector : registries.hostCollector;
}

/** Analyzers that name this collector as a writer of something they read. */
export function analyzersReading(writer: WriterEntry): ReaderEntry[] {
  return readersFor(writer).filter((reader) =>
    reader.reads.some((read) => read.writtenBy !== 'any' && read.writtenBy.includes(writer.key)),
  );
}

/** Analyzers that read whatever file a spec points them at, and can read one of these outputs. */
export function anyFileAnalyzersFor(writer: WriterEntry): ReaderEntry[] {
  const formats = new Set<BundleOutput['format']>(writer.outputs.map((output) => output.format));
  return readersFor(writer).filter((reader) =>
    reader.reads.some((read) => read.writtenBy === 'any' && (read.formats ?? []).some((format) => formats.has(format))),
  );
}

/** The collectors that write one read path of an analyzer, in the order the analyzer names them. */
export function writersOf(reader: ReaderEntry, read: ReadPath): WriterEntry[] {
  if (read.writtenBy === 'any') return [];
  const writers = writersFor(reader);
  return read.writtenBy.flatMap((key) => writers.filter((writer) => writer.key === key));
}

/** The registry a reader's `writtenBy` keys refer to. */
export function writerRegistryOf(reader: ReaderEntry): readonly WriterEntry[] {
  return writersFor(reader);
}
