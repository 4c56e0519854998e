import type {ReactNode} from 'react';

/** A cluster of nodes feeding a bundle, then a checklist: collect, then analyze. Decorative. */
export default function HeroArtwork({className}: {className?: string}): ReactNode {
  return (
    <svg className={className} viewBox="0 0 360 260" aria-hidden="true" focusable="false">
      <g fill="#e8eef9" stroke="#2557a7" strokeWidth="3">
        <path d="M60 20l40 23v46l-40 23-40-23V43z" />
        <path d="M60 140l40 23v46l-40 23-40-23v-46z" />
        <path d="M150 80l40 23v46l-40 23-40-23v-46z" />
      </g>
      <g stroke="#1a3d75" strokeWidth="3" strokeDasharray="6 6" fill="none">
        <path d="M100 66h80l20 30" />
        <path d="M100 186h80l20-30" />
        <path d="M190 126h30" />
      </g>
      <rect x="222" y="80" width="70" height="92" rx="8" fill="#1a3d75" />
      <path d="M222 104h70" stroke="#7fd3a8" strokeWidth="3" />
      <text x="257" y="98" textAnchor="middle" fontSize="13" fill="#fff" fontFamily="monospace">
        .tar.gz
      </text>
      <g stroke="#fff" strokeWidth="3" strokeLinecap="round">
        <path d="M236 122h42M236 138h42M236 154h28" />
      </g>
      <g fill="none" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M310 110l8 8 16-16" stroke="#2e8555" />
        <path d="M310 150l8 8 16-16" stroke="#2e8555" />
        <path d="M312 190l20 20M332 190l-20 20" stroke="#c0392b" />
      </g>
    </svg>
  );
}
