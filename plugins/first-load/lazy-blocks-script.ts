/** The attribute that turns lazy layout on (./lazy-blocks.css). */
export const lazyBlocksAttribute = 'data-lazy-blocks';

/**
 * Inlined in every page's head, allowed by its hash in the CSP. Sets the attribute on a plain
 * first visit: a `navigate` load without a fragment. A reload or a history step restores a scroll
 * position, and a fragment is scrolled to while the page loads; stand-in heights would make both
 * land in the wrong place. A history step within the page before the app has started (the router
 * then takes over, ./lazy-blocks-client.ts) removes the attribute before the browser restores the position.
 */
export const lazyBlocksScript = `(function () {
  var root = document.documentElement;
  var entry = performance.getEntriesByType && performance.getEntriesByType('navigation')[0];
  if (location.hash || !entry || entry.type !== 'navigate' || !('contentVisibility' in root.style)) return;
  root.setAttribute('${lazyBlocksAttribute}', '');
  addEventListener('popstate', function () { root.removeAttribute('${lazyBlocksAttribute}'); });
})();`;
