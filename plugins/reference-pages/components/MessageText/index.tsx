import type {ReactNode} from 'react';
import type {MessagePart} from '@site/reference/messages/model';
import styles from './styles.module.css';

/** A message as printed: its literal text, and each value the code fills in as a named placeholder. */
export default function MessageText({parts}: {parts: MessagePart[]}): ReactNode {
  return parts.map((part, i) =>
    'text' in part ? (
      part.text
    ) : (
      <var key={i} className={styles.value}>
        ‹{part.value}›
      </var>
    ),
  );
}
