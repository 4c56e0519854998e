/**
 * "Copy page" and "View as Markdown" on every doc page: both use the page's Markdown twin
 * (this plugin's ./twin.ts), which is fetched when the reader asks for it (or points at the button), never
 * shipped with the page.
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {installClipboardFallback} from '@site/src/utils/clipboardFallback';
import {twinPath} from '../../twin';
import styles from './styles.module.css';

const labels = {idle: 'Copy page', copied: 'Copied', failed: 'Copy failed'} as const;

export default function PageActions(): ReactNode {
  const {metadata} = useDoc();
  const twin = twinPath(metadata.permalink);
  const [state, setState] = useState<keyof typeof labels>('idle');
  const markdown = useRef<Promise<string> | undefined>(undefined);
  useEffect(installClipboardFallback, []);
  useEffect(() => {
    markdown.current = undefined;
    setState('idle');
  }, [twin]);
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  const load = (): Promise<string> =>
    (markdown.current ??= fetch(twin)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${twin}: HTTP ${response.status}`))))
      .catch((error: unknown) => {
        markdown.current = undefined;
        throw error;
      }));
  const copy = () =>
    load()
      .then((text) => navigator.clipboard.writeText(text))
      .then(
        () => setState('copied'),
        () => setState('failed'),
      );

  return (
    <div className={styles.actions} data-search="skip">
      <button type="button" className={styles.action} onClick={copy} onPointerEnter={() => load().catch(() => undefined)}>
        <span aria-live="polite">{labels[state]}</span>
      </button>
      <a className={styles.action} href={twin} type="text/markdown">
        View as Markdown
      </a>
    </div>
  );
}
