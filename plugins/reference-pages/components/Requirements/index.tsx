import type {ReactNode} from 'react';
import type {PageData} from '../../page-data';
import BehaviourText from '../SourceLink';

const rootText = {
  required: 'It must run as root.',
  partial: 'Part of what it collects needs root; run as another user, it collects the rest.',
  no: 'It does not need root.',
} as const;

const platformNames = {linux: 'Linux', darwin: 'macOS'} as const;

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
