import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {LinkedEntry} from '@site/reference/page-links';

/** An entry's key, linked to its page when it has one. */
export default function EntryLink({entry}: {entry: LinkedEntry}): ReactNode {
  const key = <code>{entry.key}</code>;
  return entry.url ? <Link to={entry.url}>{key}</Link> : key;
}
