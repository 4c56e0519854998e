/**
 * Pieces shared by the map (rendered at build time) and the path finder (loaded on the page): an
 * entry's link, the writer of a row, the fields that decide its path and the analyzers that read it.
 */
import type {ReactNode} from 'react';
import type {LinkedEntry} from '@site/reference/page-links';
import EntryLink from '@site/src/components/reference/EntryLink';
import type {BundleMapData, MapRow, RowReader} from '../../data';

/** A list read as prose: `a`, `a and b`, `a, b and c`. */
export function Sentence({items, last = 'and'}: {items: ReactNode[]; last?: string}): ReactNode {
  return items.map((item, i) => (
    <span key={i}>
      {i > 0 && (i === items.length - 1 ? ` ${last} ` : ', ')}
      {item}
    </span>
  ));
}

function entryOf(data: BundleMapData, id: string): LinkedEntry {
  return data.entries[id]!;
}

/** Who writes a row: its collector, the run itself, or nobody (a path only read). */
export function Writer({row, data}: {row: MapRow; data: BundleMapData}): ReactNode {
  if (row.writer) {
    const writer = entryOf(data, row.writer);
    return (
      <>
        {writer.id.startsWith('hostCollector/') ? 'host collector ' : 'collector '}
        <EntryLink entry={writer} />
      </>
    );
  }
  return row.origin === 'run' ? 'the run itself' : 'no collector';
}

/** The placeholders a field of the writer decides, each linked to the field on the writer's page. */
export function PathFields({row}: {row: MapRow}): ReactNode {
  if (row.fields.length === 0) return null;
  return (
    <>
      From the spec:{' '}
      <Sentence
        items={row.fields.map((field) => (
          <>
            <code>{`<${field.placeholder}>`}</code> is{' '}
            {field.url ? (
              <a href={field.url}>
                <code>{field.field}</code>
              </a>
            ) : (
              <code>{field.field}</code>
            )}
          </>
        ))}
      />
      .
    </>
  );
}

/** An analyzer's key, linked to its page, marked when it is a host analyzer. */
function ReaderLink({data, id}: {data: BundleMapData; id: string}): ReactNode {
  return (
    <>
      <EntryLink entry={entryOf(data, id)} />
      {id.startsWith('hostAnalyzer/') && ' (host)'}
    </>
  );
}

function Readers({readers, data, last}: {readers: RowReader[]; data: BundleMapData; last: string}): ReactNode {
  return <Sentence items={readers.map((reader) => <ReaderLink key={reader.id} data={data} id={reader.id} />)} last={last} />;
}

/** The analyzers that name this row's writer and read its path. */
export function NamedReaders({row, data}: {row: MapRow; data: BundleMapData}): ReactNode {
  const named = row.readers.filter((reader) => !reader.anyFile);
  if (named.length === 0) return null;
  return (
    <>
      Read by <Readers readers={named} data={data} last="and" />.
    </>
  );
}

/** The analyzers that read any file of this row's format when the spec names it. */
export function AnyFileReaders({row, data}: {row: MapRow; data: BundleMapData}): ReactNode {
  const any = row.readers.filter((reader) => reader.anyFile);
  if (any.length === 0) return null;
  return (
    <>
      <Readers readers={any} data={data} last="or" /> can read it when the spec names the file.
    </>
  );
}
