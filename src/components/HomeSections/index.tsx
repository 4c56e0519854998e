import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

interface Section {
  title: string;
  body: string;
  /** The section of the docs the card opens. */
  to: string;
  /** Further pages worth a direct link, beside the card's own. */
  more?: {label: string; to: string}[];
}

const sections: Section[] = [
  {
    title: 'Preflight checks',
    body: 'Describe what your application needs (a Kubernetes version, enough memory per node, a storage class) and let the operator find out in seconds whether the cluster has it, before anything is installed.',
    to: '/docs/preflight/',
  },
  {
    title: 'Support bundles',
    body: 'One command gathers logs, cluster resources and command output into a single archive that an operator can hand to support, even from a network that cannot reach the internet.',
    to: '/docs/support-bundle/',
    more: [{label: 'Every collector', to: '/docs/collect/'}],
  },
  {
    title: 'Analyzers',
    body: 'Analyzers turn the collected files into pass, warn and fail results with messages you write, so the known causes of an outage are spotted the moment a bundle is opened.',
    to: '/docs/analyze/',
  },
  {
    title: 'Redaction',
    body: 'Passwords, tokens and connection strings are masked before a bundle leaves the cluster. Add your own rules for values only your application knows are sensitive.',
    to: '/docs/redact/',
  },
];

export default function HomeSections(): ReactNode {
  return (
    <section className={styles.sections} aria-labelledby="what-it-does">
      <div className="container">
        <h2 id="what-it-does">What Troubleshoot does</h2>
        <div className={styles.grid}>
          {sections.map((section) => (
            <article key={section.title} className={styles.card}>
              <h3>
                <Link to={section.to}>{section.title}</Link>
              </h3>
              <p>{section.body}</p>
              {section.more && (
                <p className={styles.more}>
                  {section.more.map((link) => (
                    <Link key={link.to} to={link.to}>
                      {link.label}
                    </Link>
                  ))}
                </p>
              )}
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
