/**
 * The spec checker: a page at /spec-checker where a reader pastes a spec and sees every mistake at
 * its line. Its checks (./check) run in a worker (./worker.ts) on the data this plugin computes
 * from the registries and the map of pages (./check/data.ts), the same registries the published
 * JSON Schemas (reference/schema) come from. It also tells every page where it is, for the
 * "Check this spec" action of code blocks.
 */
import path from 'node:path';
import {loadFreshModule, normalizeUrl} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pageMapFrom} from '../reference-pages/index';
import type {checkerData} from './check/data';

/** The global data of this plugin. */
export interface SpecCheckerGlobalData {
  url: string;
}

/** The checker's data file, which the worker imports as `@generated/spec-checker/default/checker.v1beta2.json`. */
const dataFile = 'checker.v1beta2.json';

export default function specCheckerPlugin(context: LoadContext): Plugin<void> {
  const url = normalizeUrl([context.baseUrl, 'spec-checker']);
  return {
    name: 'spec-checker',
    getPathsToWatch: () => [path.join(context.siteDir, 'reference/**/*.ts')],
    async contentLoaded({actions}) {
      actions.addRoute({path: url, component: '@site/plugins/spec-checker/ui/SpecCheckerPage', exact: true});
      actions.setGlobalData({url} satisfies SpecCheckerGlobalData);
    },
    // Loaded fresh, so that edits in reference/ show in the dev server. Findings link to the pages of the map.
    async allContentLoaded({allContent, actions}) {
      const data = (await loadFreshModule(path.join(__dirname, 'check/data.ts'))) as {checkerData: typeof checkerData};
      await actions.createData(dataFile, JSON.stringify(data.checkerData(pageMapFrom(allContent))));
    },
  };
}
