/**
 * Build-time code highlighting. Markdown code blocks get their tokens from the remark-rehype
 * handler in ./build-tokens.ts (set in the site config's `markdown` options); this plugin swaps
 * prism-react-renderer for ./Highlight.tsx in the site's bundles, which renders those tokens, so
 * no page ships Prism and hydration does no tokenizing. Code blocks that components render from
 * strings have no build-time tokens and show as plain text.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const highlight = path.join(__dirname, 'Highlight.tsx');

export default function codeHighlightPlugin(): Plugin {
  return {
    name: 'code-highlight',
    configureWebpack: () => ({resolve: {alias: {'prism-react-renderer$': highlight}}}),
  };
}
