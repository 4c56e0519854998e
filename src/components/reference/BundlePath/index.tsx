import {Fragment, type ReactNode} from 'react';
import styles from './styles.module.css';

/** A bundle path that may wrap after each slash, and nowhere else. */
export default function BundlePath({path}: {path: string}): ReactNode {
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
