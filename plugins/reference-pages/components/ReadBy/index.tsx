import type {ReactNode} from 'react';
import type {LinkedEntry} from '@site/reference/page-links';
import EntryLink from '@site/src/components/reference/EntryLink';
import type {PageData} from '../../page-data';

function List({entries}: {entries: LinkedEntry[]}): ReactNode {
  return entries.map((entry, i) => (
    <span key={entry.id}>
      {i > 0 && (i === entries.length - 1 ? ' and ' : ', ')}
      <EntryLink entry={entry} />
    </span>
  ));
}

/**
 * The analyzers that read a collector's output (computed from what each analyzer declares it
 * reads), then those that read any file they are pointed at.
 */
export default function ReadBy({data}: {data: PageData}): ReactNode {
  const {readBy, anyFileReaders} = data;
  return (
    <>
      {readBy.length > 0 ? (
        <ul>
          {readBy.map((analyzer) => (
            <li key={analyzer.id}>
              <EntryLink entry={analyzer} />: {analyzer.title}
            </li>
          ))}
        </ul>
      ) : (
        <p>No analyzer reads this output by itself.</p>
      )}
      {anyFileReaders.length > 0 && (
        <p>
          <List entries={anyFileReaders} /> can read {readBy.length > 0 ? 'these files too' : 'these files'} when
          pointed at them by path.
        </p>
      )}
    </>
  );
}
