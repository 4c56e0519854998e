/**
 * The spec checker: a page at /spec-checker where a reader pastes a spec and sees every mistake at
 * its line. Its checks (./check) run in a worker (./worker.ts) on the data the reference-pages
 * plugin generates from the registries, the same data the published JSON Schemas (./schema) come
 * from. This plugin adds the page and tells every page where it is, for the "Check this spec"
 * action of code blocks.
 */
import {normalizeUrl} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The global data of this plugin. */
export interface SpecCheckerGlobalData {
  url: string;
}

export default function specCheckerPlugin(context: LoadContext): Plugin<void> {
  const url = normalizeUrl([context.baseUrl, 'spec-checker']);
  return {
    name: 'spec-checker',
    async contentLoaded({actions}) {
      actions.addRoute({path: url, component: '@site/plugins/spec-checker/ui/SpecCheckerPage', exact: true});
      actions.setGlobalData({url} satisfies SpecCheckerGlobalData);
    },
  };
}
