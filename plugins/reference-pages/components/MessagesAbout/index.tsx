import type {ReactNode} from 'react';
import type {MessagesAboutData} from '../../messages-data';
import MessageLink from '../MessageLink';

/**
 * The messages about what a page describes, each linked to its entry in the error reference:
 * computed from the registry of messages, never written on the page.
 */
export default function MessagesAbout({data}: {data: MessagesAboutData}): ReactNode {
  return (
    <>
      <p>What the commands may print about this, each linked to what it means and what to do:</p>
      <ul>
        {data.messages.map((message) => (
          <li key={message.id}>
            <MessageLink message={message} />
          </li>
        ))}
      </ul>
    </>
  );
}
