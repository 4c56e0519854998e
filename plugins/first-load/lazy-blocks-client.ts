import type {ClientModule} from '@docusaurus/types';
import {lazyBlocksAttribute} from './lazy-blocks-script';

/**
 * Any route change (a table-of-contents link, a search result, the back button) lays the page out
 * in full before the new location renders and is scrolled to, so that scrolling by position
 * (restoring one, or the reader dragging the scrollbar) meets real heights from then on.
 */
const lazyBlocks: ClientModule = {
  onRouteUpdate({previousLocation}) {
    if (previousLocation) document.documentElement.removeAttribute(lazyBlocksAttribute);
  },
};

export default lazyBlocks;
