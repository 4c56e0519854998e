import type {ReactNode} from 'react';
import type {PageData} from '../../page-data';
import Text from '@site/src/components/reference/Text';
import BehaviourText from '@site/src/components/reference/BehaviourText';
import styles from './styles.module.css';

/**
 * How an analyzer's outcomes are read: the grammar of `when` with its forms and examples, how an
 * outcome is picked, what `message` may print, and what happens when nothing matches.
 */
export default function Outcomes({data}: {data: PageData}): ReactNode {
  const {entry, when} = data;
  if (entry.kind !== 'analyzer' && entry.kind !== 'hostAnalyzer') return null;
  const {outcomes} = entry;
  if (!outcomes.hasOutcomes) {
    return (
      <p>
        <BehaviourText behaviour={outcomes.results} />
      </p>
    );
  }
  return (
    <>
      {when.map(({field, grammar}) => (
        <div key={field ?? ''}>
          {when.length > 1 && (
            <p>
              <strong>{field ? <>With <code>{field}</code>:</> : 'Otherwise:'}</strong>
            </p>
          )}
          <p>
            <Text text={grammar.summary} />
          </p>
          {grammar.forms.length > 0 && (
          <dl className={styles.forms} aria-label={`Forms of when${field ? ` with ${field}` : ''} for ${entry.key}`}>
            {grammar.forms.map((form) => (
              <div key={form.form}>
                <dt>
                  <code>{form.form}</code>
                </dt>
                <dd>
                  <Text text={form.meaning} />
                </dd>
              </div>
            ))}
          </dl>
          )}
        </div>
      ))}
      {outcomes.examples.filter(Boolean).length > 0 && (
        <p>
          Examples:{' '}
          {outcomes.examples.filter(Boolean).map((example, i) => (
            <span key={example}>
              {i > 0 && ', '}
              <code>{JSON.stringify(example)}</code>
            </span>
          ))}
          .
        </p>
      )}
      <p>
        <BehaviourText behaviour={outcomes.order} />
      </p>
      {outcomes.templateVariables && outcomes.templateVariables.length > 0 && (
        <>
          <p>
            <code>message</code> is a Go template; it may print:
          </p>
          <ul>
            {outcomes.templateVariables.map((variable) => (
              <li key={variable.name}>
                <code>{`{{ ${variable.name} }}`}</code>: <Text text={variable.meaning} />
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <strong>When no outcome matches: </strong>
        <BehaviourText behaviour={outcomes.noMatch} />
      </p>
    </>
  );
}
