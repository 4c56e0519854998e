import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {commands} from '@site/reference/cli/index';
import Text from '@site/src/components/reference/Text';
import BehaviourText from '@site/src/components/reference/BehaviourText';
import FlagList from './FlagList';

/**
 * One command of the CLI reference: its usage, what it does, its flags (with the environment
 * variable of each when the command reads them that way) and its notes.
 */
export default function CliCommand({path, kubectlFlagsUrl}: {path: string; kubectlFlagsUrl?: string}): ReactNode {
  const command = commands.find((c) => c.path === path);
  if (!command) throw new Error(`<CliCommand path="${path}">: no such command in reference/cli`);
  const binary = path.split(' ')[0];
  return (
    <>
      <p>
        <code>
          {binary === path ? command.use : `${path.split(' ').slice(0, -1).join(' ')} ${command.use}`}
        </code>
        : <Text text={command.summary} />
      </p>
      {command.notes?.map((note) => (
        <p key={note.text}>
          <BehaviourText behaviour={note} />
        </p>
      ))}
      {command.flags.length > 0 ? (
        <FlagList flags={command.flags} anchorPrefix={command.path} command={command} />
      ) : (
        <p>It has no flags of its own.</p>
      )}
      {command.kubectlFlags && (
        <p>
          It also takes the kubectl connection flags
          {kubectlFlagsUrl ? (
            <>
              {' '}
              (<Link to={kubectlFlagsUrl}>listed once</Link>)
            </>
          ) : null}
          , such as <code>--kubeconfig</code>, <code>--context</code> and <code>-n, --namespace</code>.
        </p>
      )}
    </>
  );
}
