import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {PageMetadata} from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

const sections = [
  {label: 'Docs home', to: '/docs/'},
  {label: 'Preflight', to: '/docs/preflight/'},
  {label: 'Support bundle', to: '/docs/support-bundle/'},
  {label: 'Collect', to: '/docs/collect/'},
  {label: 'Analyze', to: '/docs/analyze/'},
  {label: 'Host collect & analyze', to: '/docs/host-collect-analyze/'},
  {label: 'Redact', to: '/docs/redact/'},
];

/** The not-found page: instead of a dead end, a search box and the way into every section. */
export default function NotFoundContent({className}: {className?: string}): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata description="This address has no page in the Troubleshoot docs. Search the docs or start from one of their sections." />
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>
            There is no page at this address. It may have moved when the docs were reorganised, or
            the link may have a typo.
          </p>
          <form action={useBaseUrl('/search')} method="get" role="search" className={styles.search}>
            <label htmlFor="not-found-search">Search the docs</label>
            <div className={styles.row}>
              <input id="not-found-search" name="q" type="search" className={styles.input} placeholder="For example: logs collector" />
              <button type="submit" className="button button--primary">
                Search
              </button>
            </div>
          </form>
          <h2>Or start from a section</h2>
          <ul>
            {sections.map((section) => (
              <li key={section.to}>
                <Link to={section.to}>{section.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
