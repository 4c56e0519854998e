import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {PageData} from '../../page-data';
import {outputAnchor} from '../../../bundle-map/anchors';
import Text from '../Text';
import styles from './styles.module.css';

/** A bundle path that may wrap after each slash, and nowhere else. */
export function BundlePath({path}: {path: string}): ReactNode {
  const parts = path.split('/');
  return (
    <code className={styles.path}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && (
            <>
              /<wbr />
            </>
          )}
        </Fragment>
      ))}
    </code>
  );
}

/**
 * Where a collector's (or host collector's) output lands in the bundle, each path with a sample of
 * its shape and a link to its row of the bundle map.
 */
export default function Outputs({data}: {data: PageData}): ReactNode {
  const {entry} = data;
  if (entry.kind !== 'collector' && entry.kind !== 'hostCollector') return null;
  return (
    <dl className={styles.outputs}>
      {entry.outputs.map((output, i) => (
        <div key={output.path} className={styles.output}>
          <dt>
            <BundlePath path={output.path} /> <span className={styles.format}>{output.format}</span>
            {data.bundleMap && (
              <Link
                className={styles.mapLink}
                to={`${data.bundleMap}#${outputAnchor(entry.kind, entry.key, i)}`}
                aria-label={`In the bundle map: ${output.path}`}
                data-search="skip">
                In the bundle map
              </Link>
            )}
          </dt>
          <dd>
            <Text text={output.description} />
            {output.sample && (
              <pre className={styles.sample} tabIndex={0} aria-label={`Sample of ${output.path}`}>
                {output.sample}
              </pre>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
