import type {ReactNode} from 'react';

/** A reference description: plain text in which `backticks` mark code. */
export default function Text({text}: {text: string}): ReactNode {
  return text
    .split(/(`[^`]+`)/)
    .map((part, i) =>
      part.length > 1 && part.startsWith('`') && part.endsWith('`') ? <code key={i}>{part.slice(1, -1)}</code> : part,
    );
}
