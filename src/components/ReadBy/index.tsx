import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import type {CollectorReference} from '@site/reference/types';

/** Analyzer pages are named after their spec key in kebab case: textAnalyze -> text-analyze. */
function analyzerPath(key: string): string {
  return `/docs/analyze/${key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;
}

/**
 * The analyzers that read a collector's output: a link where the analyzer's page exists,
 * its spec key as plain text until then.
 */
export default function ReadBy({collector}: {collector: CollectorReference}): ReactNode {
  const docs = useAllDocsData().default?.versions[0]?.docs ?? [];
  const paths = new Set(docs.map((doc) => doc.path.replace(/\/$/, '')));
  if (collector.analyzers.length === 0) {
    return <p>No analyzer reads this output directly; it is there for people reading the bundle.</p>;
  }
  return (
    <ul>
      {collector.analyzers.map((key) => {
        const path = analyzerPath(key);
        return (
          <li key={key}>
            {paths.has(path) ? (
              <Link to={path}>
                <code>{key}</code>
              </Link>
            ) : (
              <code>{key}</code>
            )}
          </li>
        );
      })}
    </ul>
  );
}
