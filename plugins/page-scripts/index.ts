/**
 * How pages load their scripts. A built page lists the entry scripts and its route's chunks
 * (./routeChunkOrigins.ts) and fetches and starts them after its first paint (./ssrTemplate.ts, set as the
 * site's `ssrTemplate`); once the page runs, links prefetch their pages at idle time
 * (./idlePrefetch.ts).
 *
 * Every script starts with V8's compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136 and
 * later): a chunk here is fetched only when it is about to run. Without the hint each function is
 * compiled on the main thread when first called, inside the task that starts the page (a third to
 * a half of that task in traces of the longest pages); with it, the browser compiles them on a
 * background thread while the script streams in. Other browsers read a comment.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {RouteChunkOrigins} from './routeChunkOrigins';

/** The first line of every script of the client build. */
export const compileHint = '//# allFunctionsCalledOnLoad';

export default function pageScriptsPlugin(context: LoadContext): Plugin {
  return {
    name: 'page-scripts',
    getClientModules: () => [path.join(__dirname, 'idlePrefetch.ts')],
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
