/**
 * How pages load their scripts. A built page lists the entry scripts and its route's chunks
 * (./routeChunkOrigins.ts) and fetches and starts them after its first paint (./ssrTemplate.ts, set as the
 * site's `ssrTemplate`); once the page runs, links prefetch their pages at idle time
 * (./idlePrefetch.ts).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {RouteChunkOrigins} from './routeChunkOrigins';

export default function pageScriptsPlugin(context: LoadContext): Plugin {
  return {
    name: 'page-scripts',
    getClientModules: () => [path.join(__dirname, 'idlePrefetch.ts')],
    configureWebpack(config, isServer) {
      // Only a production client build writes the manifest that pages are rendered from.
      if (isServer || config.mode !== 'production') return {};
      return {plugins: [new RouteChunkOrigins(path.join(context.generatedFilesDir, 'client-manifest.json'))]};
    },
  };
}
