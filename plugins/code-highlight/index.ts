/**
 * Build-time code highlighting. Markdown code blocks get finished HTML from the remark-rehype
 * handler in ./build-html.ts (set in the site config's `markdown` options). This plugin owns the
 * theme components that render it (./theme: MDXComponents/Code passes the HTML down,
 * CodeBlock/Content shows it), writes the stylesheet that colours it from the site's Prism theme,
 * and swaps prism-react-renderer for ./Highlight.tsx in the site's bundles, so no page ships Prism.
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
