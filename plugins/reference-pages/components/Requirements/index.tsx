import type {ReactNode} from 'react';
import type {PageData} from '../../page-data';
import BehaviourText from '@site/src/components/reference/BehaviourText';
import {platformNames, rootText} from '@site/src/components/reference/labels';

/** What a host collector needs from the machine and what it does to it. */
export default function Requirements({data}: {data: PageData}): ReactNode {
  const {entry} = data;
  if (entry.kind !== 'hostCollector') return null;
  const {requirements, sideEffects, unimplemented} = entry;
  return (
    <ul>
      {unimplemented && (
        <li>
          <strong>Not implemented. </strong>
          <BehaviourText behaviour={unimplemented} />
        </li>
      )}
      {!unimplemented && (
        <li>
          {rootText[requirements.root]} It works on {requirements.platforms.map((p) => platformNames[p]).join(' and ')}
          {requirements.platforms.length === 1 ? ' only' : ''}.
        </li>
      )}
      {requirements.notes.map((note) => (
        <li key={note.text}>
          <BehaviourText behaviour={note} />
        </li>
      ))}
      {sideEffects.map((effect) => (
        <li key={effect.text}>
          <strong>Side effect: </strong>
          <BehaviourText behaviour={effect} />
        </li>
      ))}
    </ul>
  );
}
