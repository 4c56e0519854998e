import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {CatalogRow} from '../../page-data';
import Text from '@site/src/components/reference/Text';
import {useAnchor} from '../useAnchor';
import BundlePath from '@site/src/components/reference/BundlePath';
import {placeNames} from '@site/src/components/reference/labels';
import styles from './styles.module.css';

/**
 * Every entry of a kind, by spec key: its title linked to its page, what it does, and for
 * analyzers the files it reads. Built from the registry at build time.
 */
export default function Catalog({rows, kind}: {rows: CatalogRow[]; kind: string}): ReactNode {
  const register = useAnchor();
  return (
    <dl className={styles.catalog} aria-label={`Every ${kind}, by spec key`}>
      {rows.map((row) => (
        <div key={row.id} id={register(row.id.replace('/', '-'))} className={styles.row}>
          <dt>
            {row.url ? <Link to={row.url}>{row.title}</Link> : row.title} <code>{row.key}</code>
            {row.since && (
              <>
                {' '}
                <span className={styles.since}>since {row.since}</span>
              </>
            )}
          </dt>
          <dd>
            <Text text={row.summary} />
            {/* The spaces before these blocks do not show; text readers (search, the Markdown twin) need them. */}
            {row.where && (
              <>
                {' '}
                <span className={styles.reads}>Runs {placeNames[row.where]}.</span>
              </>
            )}
            {row.reads && row.reads.length > 0 && (
              <>
                {' '}
                <span className={styles.reads}>
                  Reads{' '}
                  {row.reads.map((path, i) => (
                    <span key={path}>
                      {i > 0 && ', '}
                      <BundlePath path={path} />
                    </span>
                  ))}
                </span>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
