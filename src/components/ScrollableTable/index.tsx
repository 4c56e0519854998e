import type {ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * A table that scrolls sideways on narrow screens. The scrolling box takes keyboard focus so that
 * keyboard users can scroll it too, and is named so screen readers can tell the boxes apart.
 */
export default function ScrollableTable({label, children}: {label: string; children: ReactNode}): ReactNode {
  return (
    <div className={styles.scroll} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
