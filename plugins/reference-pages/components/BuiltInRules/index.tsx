import type {ReactNode} from 'react';
import {builtInRules} from '@site/reference/redaction/index';
import type {RedactionCategory} from '@site/reference/redaction/model';

import BehaviourText from '@site/src/components/reference/BehaviourText';
import {useAnchor} from '../useAnchor';
import styles from './styles.module.css';

/**
 * The built-in redaction rules, all of them or those of one category: what each matches, where,
 * the name the code gives it (the id is this site's), and a made-up line before and after.
 * Counts come from the data.
 */
export default function BuiltInRules({category}: {category?: RedactionCategory}): ReactNode {
  const rules = builtInRules.filter((rule) => !category || rule.category === category);
  const register = useAnchor();
  if (rules.length === 0) return <p>No built-in rule covers this.</p>;
  return (
    <dl className={styles.rules} aria-label={category ? `Built-in rules: ${category}` : 'Every built-in rule'}>
      {rules.map((rule) => (
        <div key={rule.id} className={styles.rule}>
          <dt id={register(`rule-${rule.id}`)}>
            <a href={`#rule-${rule.id}`}>
              <code>{rule.id}</code>
            </a>{' '}
            <span className={styles.form}>
              {rule.form}
              {rule.files.length > 0 ? `, only in ${rule.files.join(', ')}` : ', every file'}
            </span>
          </dt>
          <dd>
            <BehaviourText behaviour={{text: rule.matches, source: rule.source}} />
            <div className={styles.reportName}>
              In the redaction report: <q>{rule.reportName}</q>
            </div>
            <pre className={styles.example} tabIndex={0} aria-label={`Example of ${rule.id}`}>
              <span className={styles.label}>before </span>
              {rule.before}
              {'\n'}
              <span className={styles.label}>after  </span>
              {rule.after}
            </pre>
          </dd>
        </div>
      ))}
    </dl>
  );
}
