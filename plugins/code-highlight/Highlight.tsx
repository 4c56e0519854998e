/**
 * Stands in for prism-react-renderer in the site's bundles (./index.ts aliases it), so the theme's
 * CodeBlock renders tokens made at build time (./build-tokens.ts) instead of running Prism in the
 * browser. It keeps prism-react-renderer's render-prop contract and output: the same classes and
 * the same inline colours from the site's Prism theme.
 */
import {createContext, useContext, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import type {
  LineInputProps,
  LineOutputProps,
  PrismTheme,
  RenderProps,
  StyleObj,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
import type {EncodedTokens} from './build-tokens';

/** The encoded tokens of the code block being rendered (provided by src/theme/MDXComponents/Code). */
export const BuildTimeTokens = createContext<string | undefined>(undefined);

/** The theme's client module hands this to @theme/prism-include-languages, which ignores it. */
export const Prism = {languages: {}};

const emptyLine: Token[] = [{types: ['plain'], content: '\n', empty: true}];

function decode([types, lines]: EncodedTokens): Token[][] {
  return lines.map((line) => {
    if (line.length === 0) return emptyLine;
    const tokens: Token[] = [];
    for (let i = 0; i < line.length; i += 2) {
      tokens.push({types: types[line[i] as number]!.split(' '), content: line[i + 1] as string});
    }
    return tokens;
  });
}

const lineText = (line: Token[]) => (line === emptyLine ? '' : line.map((t) => t.content).join(''));

/**
 * The lines of `code`, coloured where the build-time tokens have them. Magic comments
 * (highlight-next-line and friends) remove lines from the code the theme shows, so tokens are
 * matched line by line, in order; a line without a match stays plain.
 */
export function tokenLines(code: string, encoded: string | undefined): Token[][] {
  const built = encoded ? decode(JSON.parse(encoded) as EncodedTokens) : [];
  const builtTexts = built.map(lineText);
  let next = 0;
  return code.split('\n').map((text) => {
    let found = next;
    while (found < built.length && builtTexts[found] !== text) found += 1;
    if (found === built.length) return text ? [{types: ['plain'], content: text}] : emptyLine;
    next = found + 1;
    return built[found]!;
  });
}

type ThemeDictionary = Record<string, StyleObj> & {root: StyleObj; plain: StyleObj};

/** Token styles of `theme` for `language`, as prism-react-renderer computes them. */
function themeDictionary(theme: PrismTheme, language: string): ThemeDictionary {
  const styles: Record<string, StyleObj> = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) styles[type] = {...styles[type], ...entry.style};
  }
  return {...styles, root: theme.plain, plain: {...theme.plain, backgroundColor: undefined}};
}

function tokenStyle(dictionary: ThemeDictionary, {types, empty}: Token): StyleObj | undefined {
  const inline = empty ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && types[0] === 'plain') return inline;
  return Object.assign({}, inline, ...types.map((type) => dictionary[type]));
}

interface HighlightProps {
  code: string;
  language: string;
  theme: PrismTheme;
  children: (props: RenderProps) => ReactNode;
}

export function Highlight({code, language: languageProp, theme, children}: HighlightProps): ReactNode {
  const language = languageProp.toLowerCase();
  const encoded = useContext(BuildTimeTokens);
  const tokens = useMemo(() => tokenLines(code, encoded), [code, encoded]);
  const dictionary = useMemo(() => themeDictionary(theme, language), [theme, language]);
  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: dictionary.root,
    getLineProps: ({className, style, line: _line, ...rest}: LineInputProps): LineOutputProps => ({
      ...rest,
      className: clsx('token-line', className),
      style: {...dictionary.plain, ...style},
    }),
    getTokenProps: ({token, className, style, ...rest}: TokenInputProps): TokenOutputProps => ({
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: style ? {...tokenStyle(dictionary, token), ...style} : tokenStyle(dictionary, token),
    }),
  });
}
