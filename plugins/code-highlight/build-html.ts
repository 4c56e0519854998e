/**
 * Build-time syntax highlighting. Every fenced code block in every Markdown or MDX file is
 * tokenized here, in Node, with the Prism grammars the theme would otherwise ship to every
 * browser, and turned into the finished inner HTML of its `<code>`: text, with a span only around
 * a run that the site's Prism theme colours differently from plain text. The HTML travels with the
 * page as a `highlighted` prop of the block's `<code>`; ./theme/CodeBlock/Content renders it as it
 * is, so readers' browsers neither run Prism nor build an element per token.
 */
import {Prism, normalizeTokens, type PrismTheme} from 'prism-react-renderer';
import {defaultHandlers, type Handlers} from 'mdast-util-to-hast';
import type {Element} from 'hast';
import {tokenStyles, type TokenStyles} from './token-styles';

/** Adds Prism grammars that prism-react-renderer lacks (its own set covers YAML and JSON). */
function addGrammars(languages: readonly string[]): void {
  // Prism's language files register themselves on a global Prism.
  const globals = globalThis as {Prism?: unknown};
  globals.Prism = Prism;
  for (const language of languages) require(`prismjs/components/prism-${language}`);
  delete globals.Prism;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The inner HTML of a code block: lines joined by newlines (the `<pre>` keeps them), each run of
 * tokens that look the same as one text node or one span. Without a grammar for `language` the
 * code is plain text.
 */
export function highlightHtml(code: string, language: string, styles: TokenStyles): string {
  const grammar = Prism.languages[language];
  if (!grammar) return escapeHtml(code);
  return normalizeTokens(Prism.tokenize(code, grammar))
    .map((line) => {
      const runs: {types: string; text: string}[] = [];
      for (const {types, content, empty} of line) {
        if (empty || content === '') continue;
        // A token the theme gives no look of its own reads as plain text.
        const shown = styles.isStyled(types, language) ? types.join(' ') : '';
        const last = runs[runs.length - 1];
        if (last && last.types === shown) last.text += content;
        else runs.push({types: shown, text: content});
      }
      return runs
        .map(({types, text}) => (types ? `<span class="token ${types}">${escapeHtml(text)}</span>` : escapeHtml(text)))
        .join('');
    })
    .join('\n');
}

/**
 * A remark-rehype handler for code blocks: the default `<pre><code>` with its highlighted HTML
 * attached. It sits in `markdown.remarkRehypeOptions`, so docs, pages and imported MDX partials
 * all get it.
 */
export function highlightedCodeBlocks(theme: PrismTheme, additionalLanguages: readonly string[]): Partial<Handlers> {
  addGrammars(additionalLanguages);
  const styles = tokenStyles(theme);
  return {
    code(state, node) {
      const pre = defaultHandlers.code(state, node);
      const code = pre.children[0] as Element;
      code.properties.highlighted = highlightHtml(node.value, (node.lang ?? '').toLowerCase(), styles);
      return pre;
    },
  };
}
