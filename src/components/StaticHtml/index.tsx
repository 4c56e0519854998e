import {useId, useState, type MouseEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import styles from './styles.module.css';

/**
 * The HTML the server wrote for an element, while the page's first load hydrates it; undefined
 * when the element is rendered on the client (navigating between pages, the dev server). Give the
 * element `id`: useId gives the same id on the server and while hydrating, another one on the
 * client.
 *
 * React does not hydrate the children of an element given `dangerouslySetInnerHTML`, so an
 * element that renders its server HTML that way costs nothing to hydrate. Reference lists and
 * highlighted code are most of a long page's DOM and never change once rendered, yet hydrating
 * them was most of those pages' blocking time on a phone.
 */
export function useServerHtml(): {id: string; html: string | undefined} {
  const id = useId();
  const [html] = useState(() => (typeof document === 'undefined' ? undefined : document.getElementById(id)?.innerHTML));
  return {id, html};
}

/**
 * Keeps the server's HTML of what it wraps on the first load instead of hydrating it. Only wrap
 * what has no event handlers or state inside.
 */
export default function StaticHtml({children}: {children: ReactNode}): ReactNode {
  const {id, html} = useServerHtml();
  const history = useHistory();
  if (html === undefined)
    return (
      <div id={id} className={styles.wrapper}>
        {children}
      </div>
    );

  // The links inside are plain anchors now: follow the site's own pages without a full reload,
  // as the theme's Link would.
  const followSiteLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href);
    // Files (schemas, Markdown twins) are not routes; same-page anchors are the browser's to scroll.
    if (url.origin !== window.location.origin || /\.[a-z0-9]+$/i.test(url.pathname) || url.pathname === window.location.pathname) return;
    event.preventDefault();
    history.push(url.pathname + url.search + url.hash);
  };
  return <div id={id} className={styles.wrapper} onClick={followSiteLink} dangerouslySetInnerHTML={{__html: html}} />;
}
