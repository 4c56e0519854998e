/**
 * Link prefetching, moved to idle time. The framework's Link prefetches a page's scripts as soon as
 * a link to it scrolls into view, inside the IntersectionObserver callback: each link is matched
 * against every route and gets a `<link rel=prefetch>` per script, so a screen of links is one long
 * task just after hydration, repeated for every anchor of the same page. Here each page is
 * prefetched once, whatever the anchor or query, one page per idle callback. Hover and touch still
 * preload at once (window.docusaurus.preload is left as it is).
 */
import type {ClientModule} from '@docusaurus/types';

type PrefetchApi = {prefetch: (routePath: string) => unknown; preload: (routePath: string) => unknown};

const whenIdle: (callback: () => void) => void =
  typeof requestIdleCallback === 'function' ? (callback) => requestIdleCallback(callback) : (callback) => setTimeout(callback, 1);

function prefetchWhenIdle(api: PrefetchApi): PrefetchApi['prefetch'] {
  const asked = new Set<string>();
  return (routePath) => {
    const page = routePath.replace(/[?#].*$/, '');
    if (asked.has(page)) return false;
    asked.add(page);
    whenIdle(() => api.prefetch(page));
    return true;
  };
}

let installed = false;

const idlePrefetch: ClientModule = {
  // The first call comes after hydration's commit, when the framework has set window.docusaurus
  // and before any link has been seen by its observer.
  onRouteDidUpdate() {
    if (installed) return;
    installed = true;
    const global = window as unknown as {docusaurus: PrefetchApi};
    global.docusaurus = Object.freeze({...global.docusaurus, prefetch: prefetchWhenIdle(global.docusaurus)});
  },
};

export default idlePrefetch;
