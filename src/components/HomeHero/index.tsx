import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import HeroArtwork from './HeroArtwork';
import styles from './styles.module.css';

export default function HomeHero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <div>
          <h1 className={styles.title}>{siteConfig.title}</h1>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <p className={styles.lead}>
            Check a cluster before you install, capture what went wrong after, and read the answer
            in the bundle instead of on a call.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/">
              Get started
            </Link>
            <Link className="button button--outline button--primary button--lg" to="/docs/preflight/">
              Write a preflight check
            </Link>
          </div>
        </div>
        <HeroArtwork className={styles.artwork} />
      </div>
    </header>
  );
}
