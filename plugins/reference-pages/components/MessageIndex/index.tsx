import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {MessageIndexData} from '../../messages-data';
import Text from '@site/src/components/reference/Text';

/** The pages of the error reference, each with what its messages are about and how many it has. */
export default function MessageIndex({data}: {data: MessageIndexData}): ReactNode {
  return (
    <ul>
      {data.groups.map((group) => (
        <li key={group.id}>
          <Link to={group.url}>{group.title}</Link> ({group.count} messages): <Text text={group.summary} />
        </li>
      ))}
    </ul>
  );
}
