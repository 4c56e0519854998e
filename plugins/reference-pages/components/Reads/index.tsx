import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {readAnchor} from '@site/reference/anchors';
import type {PageData} from '../../page-data';
import Text from '@site/src/components/reference/Text';
import BundlePath from '@site/src/components/reference/BundlePath';
import EntryLink from '@site/src/components/reference/EntryLink';

/** The files an analyzer reads and the collectors that write them, marked when they run by default. */
export default function Reads({data}: {data: PageData}): ReactNode {
  if (data.entry.kind !== 'analyzer' && data.entry.kind !== 'hostAnalyzer') return null;
  return (
    <ul>
      {data.entry.reads.map((read, i) => {
        const writers = data.writers[i] ?? [];
        return (
          <li key={read.path}>
            <BundlePath path={read.path} />: <Text text={read.description} />{' '}
            {writers === 'any' ? (
              'Any collector can write it; the spec names the file.'
            ) : (
              <>
                Written by{' '}
                {writers.map((writer, j) => (
                  <span key={writer.id}>
                    {j > 0 && (j === writers.length - 1 ? ' or ' : ', ')}
                    <EntryLink entry={writer} />
                    {writer.runsByDefault && ' (runs by default)'}
                  </span>
                ))}
                .
              </>
            )}
            {data.bundleMap && (
              <>
                {' '}
                <Link to={`${data.bundleMap}#${readAnchor(data.entry.kind, data.entry.key, i)}`} aria-label={`In the bundle map: ${read.path}`} data-search="skip">
                  In the bundle map
                </Link>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
