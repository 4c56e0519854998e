/**
 * A page asked for as `/docs/collect/index` is `/docs/collect/`. The framework already treats a
 * trailing `.html` and `/index.html` this way; on a static host that answers `/x/index` with
 * x/index.html, the router would otherwise find no route and show "Page Not Found". Runs before
 * the first render, so the router only ever sees the normalised address.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  if (/\/index$/.test(pathname)) window.history.replaceState(window.history.state, '', `${pathname.slice(0, -'index'.length)}${search}${hash}`);
}
