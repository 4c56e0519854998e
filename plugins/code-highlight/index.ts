/**
 * Code blocks, all in this folder. Markdown code blocks get finished HTML from the remark-rehype
 * handler in ./build-html.ts (set in the site config's `markdown` options), coloured by the site's
 * Prism theme (./prism-theme.ts, the config's `prism.theme`). This plugin writes the stylesheet
 * that colours that HTML, swaps prism-react-renderer for ./Highlight.tsx in the site's bundles so
 * that no page ships Prism, and owns the theme components that show a block (./theme):
 * - MDXComponents/Code passes the build-time HTML down, CodeBlock/Content shows it;
 * - CodeBlock renders once, not again after hydration, with the spec checker and redaction tester
 *   links under a spec (./CodeActions);
 * - CodeBlock/Layout and CodeBlock/Content/String build the buttons and measure word wrap when the
 *   reader first points at a block; CodeBlock/Buttons/CopyButton copies on plain-HTTP origins too;
 * - prism-include-languages adds no grammar to the browser.
 * Code blocks that components render from strings have no build-time HTML and show as plain text.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {tokenStyles} from './token-styles';

const highlight = path.join(__dirname, 'Highlight.tsx');

export default function codeHighlightPlugin(context: LoadContext): Plugin {
  const {theme} = (context.siteConfig.themeConfig as {prism: {theme: PrismTheme}}).prism;
  let stylesheet: string | undefined;
  return {
    name: 'code-highlight',
    getThemePath: () => path.join(__dirname, 'theme'),
    async contentLoaded({actions}) {
      stylesheet = await actions.createData('token-colours.css', tokenStyles(theme).css);
    },
    getClientModules: () => (stylesheet ? [stylesheet] : []),
    configureWebpack: () => ({resolve: {alias: {'prism-react-renderer$': highlight}}}),
  };
}
