import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {LinkedMessage} from '../../messages-data';
import MessageText from '../MessageText';

/** A message as printed, linked to its entry in the error reference. */
export default function MessageLink({message}: {message: LinkedMessage}): ReactNode {
  return (
    <Link to={message.url}>
      <code>
        <MessageText parts={message.parts} />
      </code>
    </Link>
  );
}
