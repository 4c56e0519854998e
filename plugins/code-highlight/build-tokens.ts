/**
 * Build-time syntax highlighting. Every fenced code block in every Markdown or MDX file is
 * tokenized here, in Node, with the Prism grammars the theme would otherwise ship to every
 * browser; the tokens travel with the page as a `tokens` prop of the block's `<code>`, and
 * ./Highlight.tsx renders them. Readers' browsers never download or run Prism.
 */
import {Prism, normalizeTokens} from 'prism-react-renderer';
import {defaultHandlers, type Handlers} from 'mdast-util-to-hast';
import type {Element} from 'hast';

/**
 * The tokens of one code block: a table of token types (each a space-separated list of Prism
 * types, "plain" first) and, per line, alternating type index and text. An empty line is `[]`.
 */
export type EncodedTokens = [types: string[], lines: (number | string)[][]];

/** Adds Prism grammars that prism-react-renderer lacks (its own set covers YAML and JSON). */
function addGrammars(languages: readonly string[]): void {
  // Prism's language files register themselves on a global Prism.
  const globals = globalThis as {Prism?: unknown};
  globals.Prism = Prism;
  for (const language of languages) require(`prismjs/components/prism-${language}`);
  delete globals.Prism;
}

/** Tokens of `code` in `language`, or undefined when Prism has no grammar for it. */
export function encodeTokens(code: string, language: string): EncodedTokens | undefined {
  const grammar = Prism.languages[language];
  if (!grammar) return undefined;
  const types = ['plain'];
  const lines = normalizeTokens(Prism.tokenize(code, grammar)).map((line) =>
    line.flatMap((token) => {
      if (token.empty) return [];
      const type = token.types.join(' ');
      if (!types.includes(type)) types.push(type);
      return [types.indexOf(type), token.content];
    }),
  );
  return [types, lines];
}

/**
 * A remark-rehype handler for code blocks: the default `<pre><code>` with its tokens attached.
 * It sits in `markdown.remarkRehypeOptions`, so docs, pages and imported MDX partials all get it.
 */
export function highlightedCodeBlocks(additionalLanguages: readonly string[]): Partial<Handlers> {
  addGrammars(additionalLanguages);
  return {
    code(state, node) {
      const pre = defaultHandlers.code(state, node);
      const code = pre.children[0] as Element;
      const tokens = node.lang ? encodeTokens(node.value, node.lang.toLowerCase()) : undefined;
      if (tokens) code.properties.tokens = JSON.stringify(tokens);
      return pre;
    },
  };
}
