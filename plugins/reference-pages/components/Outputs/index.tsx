import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {PageData} from '../../page-data';
import {outputAnchor} from '@site/reference/anchors';
import Text from '@site/src/components/reference/Text';
import BundlePath from '@site/src/components/reference/BundlePath';
import styles from './styles.module.css';

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
