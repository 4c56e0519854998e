import type {ReactNode} from 'react';
import type {PageData} from '../../page-data';
import BehaviourText from '@site/src/components/reference/BehaviourText';

/**
 * The gotchas of the page's entries (all of them on a page bound to several), each with the code
 * that shows it.
 */
export default function Gotchas({data}: {data: PageData | PageData[]}): ReactNode {
  const gotchas = (Array.isArray(data) ? data : [data]).flatMap((page) => page.entry.gotchas);
  return (
    <ul>
      {gotchas.map((gotcha) => (
        <li key={gotcha.text}>
          <BehaviourText behaviour={gotcha} />
        </li>
      ))}
    </ul>
  );
}
