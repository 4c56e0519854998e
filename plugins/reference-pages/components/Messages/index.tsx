import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {MessageGroupData, MessageView, LinkedMessage} from '../../messages-data';
import {shownLabel} from '@site/src/components/reference/labels';
import Text from '@site/src/components/reference/Text';
import MessageLink from '../MessageLink';
import MessageText from '../MessageText';
import {useAnchor} from '../useAnchor';
import styles from './styles.module.css';

function Linked({messages}: {messages: LinkedMessage[]}): ReactNode {
  return messages.map((message, i) => (
    <span key={message.id}>
      {i > 0 && ', '}
      <MessageLink message={message} />
    </span>
  ));
}

function Entry({entry}: {entry: MessageView}): ReactNode {
  const register = useAnchor();
  return (
    <div className={styles.message}>
      <dt id={register(entry.id)} className={styles.term} data-message-pattern={entry.text}>
        <a href={`#${entry.id}`}>
          <code className={styles.line}>
            <MessageText parts={entry.parts} />
          </code>
        </a>
      </dt>
      <dd className={styles.body}>
        <p className={styles.facts}>
          <Text text={shownLabel(entry.shown)} /> · {entry.commands.map((command, i) => (
            <span key={command}>
              {i > 0 && ', '}
              <code>{command}</code>
            </span>
          ))}
        </p>
        <p>
          <strong>When. </strong>
          <Text text={entry.when} />
        </p>
        <p>
          <strong>What it means. </strong>
          <Text text={entry.meaning} />
        </p>
        <p>
          <strong>What to do. </strong>
          <Text text={entry.action} />
        </p>
        {entry.lines.length > 0 && (
          <>
            <p className={styles.label}>As printed:</p>
            <ul className={styles.lines}>
              {entry.lines.map((line, i) => (
                <li key={i}>
                  <code>
                    <MessageText parts={line} />
                  </code>
                </li>
              ))}
            </ul>
          </>
        )}
        {entry.variants.length > 0 && (
          <p>
            Also written as{' '}
            {entry.variants.map((variant, i) => (
              <span key={i}>
                {i > 0 && ', '}
                <code>
                  <MessageText parts={variant} />
                </code>
              </span>
            ))}
            .
          </p>
        )}
        {entry.causes.length > 0 && (
          <p>
            Causes that follow it: <Linked messages={entry.causes} />.
          </p>
        )}
        {entry.within.length > 0 && (
          <p>
            Printed after: <Linked messages={entry.within} />.
          </p>
        )}
        <p className={styles.more}>
          More on <Link to={entry.page.url}>{entry.page.title}</Link>
          {entry.entries.map((linked) => (
            <span key={linked.id}>
              {', '}
              {linked.url ? <Link to={linked.url}>{linked.title}</Link> : linked.title}
            </span>
          ))}
          .{' '}
          <a className={styles.source} data-search="skip" href={entry.source.url} title={entry.source.ref}>
            source
          </a>
        </p>
      </dd>
    </div>
  );
}

/** The messages of one group, each with its own anchor, in the order of the registry. */
export default function Messages({data}: {data: MessageGroupData}): ReactNode {
  return (
    <dl className={styles.messages}>
      {data.entries.map((entry) => (
        <Entry key={entry.id} entry={entry} />
      ))}
    </dl>
  );
}
