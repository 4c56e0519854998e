/**
 * The HTML template of every built page (siteConfig.ssrTemplate): the framework's own, except that
 * its scripts are fetched and started after the page's first contentful paint, and that the first
 * paint waits for the whole header.
 *
 * The framework loads its scripts with `defer`, which runs them as soon as the document is parsed.
 * On a fast network and a slow phone that is before the first paint, so the reader waits for about
 * 450 KB of JavaScript to run before seeing text that was in the HTML all along. Here the page
 * lists its scripts (the entry's and, through ./routeChunkOrigins.ts, the route's chunks) on the
 * inline script below, which adds them to the page once the browser has reported the first
 * contentful paint and painted the whole document: the first paint of a long page can hold only
 * its top, so the start waits for the document to be parsed and for two more frames. Pages
 * that will not paint soon (a background tab) and browsers without paint timing start them when
 * the document is parsed, as `defer` would.
 *
 * The scripts are not preloaded: a preload shares the network with the stylesheet and the page's
 * text while they are still arriving, and on a slow phone network (Lighthouse's mobile model) the
 * largest paint then waited for the scripts' bytes too (1.9 s against 1.1 s on the longest
 * reference page). The text comes first; the scripts, which only add interaction, after it.
 *
 * The scripts are added one per task, because adding one costs the main thread about 2 ms on a
 * slow phone and fourteen at once made a long task. They are added last first: ordered scripts
 * (`async = false`) run in the order they were added, and every chunk, main's included, only
 * queues its modules until the bundler's runtime, the first in the list, runs. So nothing runs
 * before all of them are in the page, and each keeps the address exactly as the page wrote it:
 * the chunk loader looks for a script with its chunk's address before it creates one, so it
 * finds these instead of adding elements of its own.
 *
 * A script that cannot be fetched (the site served under another path than it was built for)
 * puts a notice at the top of the page, in place of the framework's baseUrl banner, whose check
 * runs at DOMContentLoaded and would take the later start for a failure.
 */

/**
 * The element that follows the navbar: the framework's SkipToContentFallbackId (theme-common),
 * written out because that module cannot load in Node; a build test checks that it follows the
 * navbar on every page. The browser paints what it has parsed, and a busy phone parses in slices;
 * the header's right-aligned and centred parts move when the rest of them arrives, so the first
 * paint waits until the header is whole (Chromium's `rel=expect`). What follows only grows
 * downwards.
 */
const mainWrapperId = '__docusaurus_skipToContent_fallback';

/**
 * Starts the scripts its `data-scripts` attribute lists, once. Kept small: it is inlined in every
 * page, allowed by its hash (which covers its text, not its attributes).
 */
const startScripts = `(function () {
  var scripts = document.currentScript.getAttribute('data-scripts').split(' ');
  var started = false;
  function notLoaded(url) {
    if (document.getElementById('scripts-not-loaded')) return;
    var note = document.createElement('p');
    note.id = 'scripts-not-loaded';
    note.setAttribute('role', 'alert');
    note.style.cssText = 'margin:0;padding:1rem;background:#fff3cd;color:#000;border-bottom:2px solid #8a4b00;font:16px/1.5 sans-serif';
    note.textContent = 'This site did not load properly: ' + url + ' could not be fetched. If the site is served under a sub-path, build it for that path (BASE_URL=/path/ npm run build).';
    document.body.prepend(note);
  }
  function add() {
    var script = document.createElement('script');
    script.src = scripts.pop();
    script.async = false;
    script.onerror = function () { notLoaded(script.src); };
    document.head.appendChild(script);
    if (scripts.length) setTimeout(add);
  }
  function start() {
    if (started) return;
    started = true;
    add();
  }
  var paintTiming = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0;
  if (!paintTiming || document.visibilityState !== 'visible') {
    document.addEventListener('DOMContentLoaded', start);
    return;
  }
  var painted = false;
  var parsed = false;
  function startAfterNextPaint() {
    if (!painted || !parsed) return;
    requestAnimationFrame(function () {
      requestAnimationFrame(function () { setTimeout(start); });
    });
  }
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    painted = true;
    startAfterNextPaint();
  }).observe({type: 'paint', buffered: true});
  document.addEventListener('DOMContentLoaded', function () {
    parsed = true;
    startAfterNextPaint();
  });
  window.addEventListener('load', function () { setTimeout(start, 1000); });
})();`;

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <link rel="expect" href="#${mainWrapperId}" blocking="render" />
    <script data-scripts="<%= it.scripts.map((script) => it.baseUrl + script).join(' ') %>">${startScripts}</script>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
