/**
 * The redaction tester: gives content the `<RedactionTester />` component through the theme
 * (./theme/RedactionTester; its engine in ./engine runs in ./worker.ts), and tells every page
 * where it is, on the page of the Redactor kind, for the "Try this redactor" action of code blocks.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {pageMapFrom} from '../reference-pages/index';

/** The global data of this plugin: the page that holds the tester, when a page binds the Redactor kind. */
export interface RedactionTesterGlobalData {
  url?: string;
}

export default function redactionTesterPlugin(): Plugin<void> {
  return {
    name: 'redaction-tester',
    getThemePath: () => path.join(__dirname, 'theme'),
    async allContentLoaded({allContent, actions}) {
      actions.setGlobalData({url: pageMapFrom(allContent).get('document/Redactor')} satisfies RedactionTesterGlobalData);
    },
  };
}
