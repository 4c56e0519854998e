import type {ReactNode} from 'react';

/** The magnifier of the navbar button and of the dialog's input; decorative, so hidden from screen readers. */
export default function SearchIcon({size, className}: {size: number; className?: string}): ReactNode {
  return (
    <svg viewBox="0 0 20 20" width={size} height={size} aria-hidden="true" className={className}>
      <path d="M8.5 3a5.5 5.5 0 1 0 3.4 9.8l4 4 1.1-1.1-4-4A5.5 5.5 0 0 0 8.5 3Zm0 1.5a4 4 0 1 1 0 8 4 4 0 0 1 0-8Z" fill="currentColor" />
    </svg>
  );
}
