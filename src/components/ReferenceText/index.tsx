import type {ReactNode} from 'react';

/** Renders a reference description: plain text in which `backticks` mark code. */
export default function ReferenceText({text}: {text: string}): ReactNode {
  return text
    .split(/(`[^`]+`)/)
    .map((part, i) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
        <code key={i}>{part.slice(1, -1)}</code>
      ) : (
        part
      ),
    );
}
