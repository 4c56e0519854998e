/**
 * The box "Path in your bundle": its input and examples, rendered at build time and kept in place
 * while the matcher loads, so that the input never moves or loses focus; the results go inside.
 */
import type {ReactNode} from 'react';
import styles from './styles.module.css';

const inputId = 'bundle-path';

const examples = [
  'support-bundle-2026-01-31T08_00_00/cluster-resources/pods/logs/shop/api-7d9/api.log',
  'execution-data/summary.txt',
  'host-collectors/node-1/system/cpu.json',
];

export default function Frame({
  value,
  onChange,
  onFocus,
  children,
}: {
  value: string;
  onChange: (value: string) => void;
  onFocus?: () => void;
  children?: ReactNode;
}): ReactNode {
  return (
    <div className={styles.finder}>
      <label htmlFor={inputId} className={styles.label}>
        Path in your bundle
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        placeholder="cluster-resources/pods/logs/shop/api-7d9/api.log"
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="off"
        aria-describedby={`${inputId}-hint`}
      />
      <p id={`${inputId}-hint`} className={styles.hint}>
        Paste a path from the archive, with or without its top folder. The match runs in this page; nothing is sent
        anywhere.
      </p>
      <p className={styles.examples}>
        Try{' '}
        {examples.map((example) => (
          <button key={example} type="button" className={styles.example} onClick={() => onChange(example)}>
            {example}
          </button>
        ))}
      </p>
      {children}
    </div>
  );
}
