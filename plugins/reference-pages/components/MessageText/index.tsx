import type {ReactNode} from 'react';
import type {MessagePart} from '@site/reference/messages/model';
import styles from './styles.module.css';

/**
 * A message as printed: its literal text, and each value the code fills in as a named placeholder.
 * Search indexes the brackets but not the name: a reader pastes their own value there, and a name
 * such as `collector` would make the message look more relevant to queries about collectors.
 */
export default function MessageText({parts}: {parts: MessagePart[]}): ReactNode {
  return parts.map((part, i) =>
    'text' in part ? (
      part.text
    ) : (
      <var key={i} className={styles.value}>
        ‹<span data-search="skip">{part.value}</span>›
      </var>
    ),
  );
}
