import type {ReactNode} from 'react';
import {exitCodes} from '@site/reference/cli/index';
import Text from '@site/src/components/reference/Text';
import {useAnchor} from '../useAnchor';
import BehaviourText from '@site/src/components/reference/BehaviourText';

/** The exit codes a binary (or one command) can end with, and exactly when. */
export default function ExitCodes({command}: {command: string}): ReactNode {
  const codes = exitCodes.filter((code) => code.commands.some((c) => c === command || c.startsWith(`${command} `)));
  const register = useAnchor();
  return (
    <dl>
      {codes.map((code) => (
        <div key={code.code}>
          <dt id={register(`exit-${code.code}`)}>
            <a href={`#exit-${code.code}`}>
              exit code <code>{code.code}</code>
            </a>
            {code.constant && (
              <>
                {' '}
                <code>{code.constant}</code>
              </>
            )}
            : <Text text={code.meaning} />
          </dt>
          <dd>
            <ul>
              {code.when.map((situation) => (
                <li key={situation.text}>
                  <BehaviourText behaviour={situation} />
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ))}
    </dl>
  );
}
