/**
 * Long pages lay out their off-screen blocks only when the reader comes near them: CSS
 * `content-visibility: auto` (./lazy-blocks.css, and the field lists' own stylesheet) under the
 * `data-lazy-blocks` attribute of the root element. On the longest reference pages that halves
 * the style and layout work of the first render on a phone.
 *
 * A block that was never laid out has a stand-in height, and Chromium scrolls by the stand-in
 * heights of the blocks above the target: a load with a fragment landed 134 px low on a field and
 * 7,000 px off on a heading, and so did a table-of-contents link while the attribute stayed. So the
 * attribute is set only on a plain first visit, with no fragment and no scroll position to restore
 * (./script.ts), and is removed for good at the first route or history change (./client.ts), before
 * anything scrolls to a target; from then on the page is laid out in full, as without this plugin.
 * While the reader scrolls, Chromium keeps what is on screen in place as blocks above it take their
 * real height (scroll anchoring).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {lazyBlocksScript} from './script';

export default function lazyBlocksPlugin(): Plugin {
  return {
    name: 'lazy-blocks',
    getClientModules: () => [path.join(__dirname, 'lazy-blocks.css'), path.join(__dirname, 'client.ts')],
    // In the head, so the attribute is there before the first style pass over the body.
    injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: lazyBlocksScript}]}),
  };
}
