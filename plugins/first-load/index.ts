/**
 * What the first load of a page costs a reader's phone, in one place: every change this site makes
 * to how the framework loads and starts a page, each with its measured reason in its file.
 *
 * Scripts. A built page lists the entry scripts and its route's chunks (./routeChunkOrigins.ts)
 * and fetches and starts them after its first paint (./ssrTemplate.ts, set as the site's
 * `ssrTemplate`: a site setting, not a plugin hook); once the page runs, links prefetch their pages
 * at idle time (./idlePrefetch.ts). Every script starts with V8's compile hint
 * (`//# allFunctionsCalledOnLoad`, Chromium 136 and later): a chunk here is fetched only when it is
 * about to run. Without the hint each function is compiled on the main thread when first called,
 * inside the task that starts the page (a third to a half of that task in traces of the longest
 * pages); with it, the browser compiles them on a background thread while the script streams in.
 * Other browsers read a comment.
 *
 * Layout. Long pages lay out their off-screen blocks only when the reader comes near them: CSS
 * `content-visibility: auto` (./lazy-blocks.css, and the field lists' own stylesheet) under the
 * `data-lazy-blocks` attribute of the root element. On the longest reference pages that halves the
 * style and layout work of the first render on a phone. A block that was never laid out has a
 * stand-in height, and Chromium scrolls by the stand-in heights of the blocks above the target: a
 * load with a fragment landed 134 px low on a field and 7,000 px off on a heading, and so did a
 * table-of-contents link while the attribute stayed. So the attribute is set only on a plain first
 * visit, with no fragment and no scroll position to restore (./lazy-blocks-script.ts), and is
 * removed for good at the first route or history change (./lazy-blocks-client.ts), before anything
 * scrolls to a target; from then on the page is laid out in full. While the reader scrolls,
 * Chromium keeps what is on screen in place as blocks above it take their real height (scroll
 * anchoring).
 *
 * The phone menu. The theme builds the menu and the doc sidebar in it as soon as a page hydrates
 * on a narrow screen; this plugin's theme components (./theme: Navbar/MobileSidebar,
 * DocSidebar/Mobile) build them when the reader first opens the menu.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {RouteChunkOrigins} from './routeChunkOrigins';
import {lazyBlocksScript} from './lazy-blocks-script';

/** The first line of every script of the client build. */
export const compileHint = '//# allFunctionsCalledOnLoad';

export default function firstLoadPlugin(context: LoadContext): Plugin {
  return {
    name: 'first-load',
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [
      path.join(__dirname, 'idlePrefetch.ts'),
      path.join(__dirname, 'lazy-blocks.css'),
      path.join(__dirname, 'lazy-blocks-client.ts'),
    ],
    // In the head, so the attribute is there before the first style pass over the body.
    injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: lazyBlocksScript}]}),
    configureWebpack(config, isServer, {currentBundler: {instance: bundler}}) {
      // Only a production client build writes the manifest that pages are rendered from.
      if (isServer || config.mode !== 'production') return {};
      return {
        plugins: [
          new RouteChunkOrigins(path.join(context.generatedFilesDir, 'client-manifest.json')),
          // Added after minification, which drops comments; the hint must be the file's first line.
          new bundler.BannerPlugin({
            banner: compileHint,
            raw: true,
            test: /\.js$/,
            stage: bundler.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
          }),
        ],
      };
    },
  };
}
