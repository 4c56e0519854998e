/**
 * The bundle map on the page bound to the `bundle-map` view (docs/support-bundle/bundle-layout.mdx):
 * this plugin computes the map's data from the registries and the map of pages (./data.ts) and
 * gives content the `<BundleMap />` component through the theme (./theme/BundleMap), which
 * imports that data itself.
 */
import path from 'node:path';
import {loadFreshModule} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pageMapFrom} from '../reference-pages/index';
import type {bundleMapData} from './data';

/** The map's data file, which the component imports as `@generated/bundle-map/default/bundle-map.json`. */
const dataFile = 'bundle-map.json';

export default function bundleMapPlugin(context: LoadContext): Plugin<void> {
  return {
    name: 'bundle-map',
    getThemePath: () => path.join(__dirname, 'theme'),
    getPathsToWatch: () => [path.join(context.siteDir, 'reference/**/*.ts')],
    // Loaded fresh, so that edits in reference/ show in the dev server.
    async allContentLoaded({allContent, actions}) {
      const data = (await loadFreshModule(path.join(__dirname, 'data.ts'))) as {bundleMapData: typeof bundleMapData};
      await actions.createData(dataFile, JSON.stringify(data.bundleMapData(pageMapFrom(allContent))));
    },
  };
}
