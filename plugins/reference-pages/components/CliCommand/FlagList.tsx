import type {ReactNode} from 'react';
import type {CliCommand, CliFlag} from '@site/reference/cli/model';
import {envVar} from '@site/reference/cli/model';
import Text from '@site/src/components/reference/Text';
import {useAnchor} from '../useAnchor';
import BehaviourText from '@site/src/components/reference/BehaviourText';
import {emptyFlagDefaults} from '@site/src/components/reference/labels';
import styles from '../Fields/styles.module.css';

/** The anchor of a flag: `flag-support-bundle-analyze-bundle`; kubectl flags: `flag-kubectl-namespace`. */
function flagAnchor(command: string, flag: string): string {
  return `flag-${command.replace(/ /g, '-')}-${flag}`;
}

/** Flags in the same two-column layout as spec fields: name, type and default; then the meaning. */
export default function FlagList({
  flags,
  anchorPrefix,
  command,
}: {
  flags: readonly CliFlag[];
  anchorPrefix: string;
  /** The command whose environment prefix applies, when it reads flags from the environment. */
  command?: CliCommand;
}): ReactNode {
  const register = useAnchor();
  return (
    <dl className={styles.fields} aria-label={`Flags of ${anchorPrefix}`}>
      {flags.map((flag) => {
        const anchor = flagAnchor(anchorPrefix, flag.name);
        const env = command && envVar(command, flag.name);
        return (
          <div key={flag.name} className={styles.field}>
            <dt id={register(anchor)} className={styles.facts}>
              <a className={styles.name} href={`#${anchor}`}>
                <code>
                  {flag.shorthand && `-${flag.shorthand}, `}--{flag.name}
                </code>
              </a>{' '}
              {flag.required && <span className={styles.required}>required</span>}{' '}
              <span className={styles.type}>{flag.type}</span>{' '}
              {flag.default !== null && !emptyFlagDefaults.has(flag.default) && (
                <span className={styles.default}>
                  default <code>{flag.default}</code>
                </span>
              )}
              {flag.defaultText && (
                <span className={styles.default}>
                  default <Text text={flag.defaultText} />
                </span>
              )}
            </dt>
            <dd className={styles.meaning}>
              <Text text={flag.description} />
              {flag.hidden && ' Hidden from the help output.'}
              {env && (
                <>
                  {' '}
                  Also set by <code>{env}</code>.
                </>
              )}
              {flag.notes?.map((note) => (
                <div key={note.text} className={styles.note}>
                  <BehaviourText behaviour={note} />
                </div>
              ))}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
