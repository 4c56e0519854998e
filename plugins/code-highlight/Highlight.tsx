/**
 * Stands in for prism-react-renderer in the site's bundles (./index.ts aliases it), for the code
 * blocks that have no build-time HTML: those that components render from strings, and Markdown
 * blocks that number or mark lines. It keeps prism-react-renderer's render-prop contract, classes
 * and plain colours, and shows every line as plain text, so no page ships Prism.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {
  LineInputProps,
  LineOutputProps,
  PrismTheme,
  RenderProps,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';

/** The theme's client module hands this to @theme/prism-include-languages, which ignores it. */
export const Prism = {languages: {}};

/** The lines of `code`, one plain token each; an empty line is marked as Prism marks it. */
export function plainLines(code: string): Token[][] {
  return code
    .split('\n')
    .map((text) => [text ? {types: ['plain'], content: text} : {types: ['plain'], content: '\n', empty: true}]);
}

interface HighlightProps {
  code: string;
  language: string;
  theme: PrismTheme;
  children: (props: RenderProps) => ReactNode;
}

export function Highlight({code, language, theme, children}: HighlightProps): ReactNode {
  const lineStyle = {...theme.plain, backgroundColor: undefined};
  return children({
    tokens: plainLines(code),
    className: `prism-code language-${language.toLowerCase()}`,
    style: theme.plain,
    getLineProps: ({className, style, line: _line, ...rest}: LineInputProps): LineOutputProps => ({
      ...rest,
      className: clsx('token-line', className),
      style: {...lineStyle, ...style},
    }),
    getTokenProps: ({token, className, style, ...rest}: TokenInputProps): TokenOutputProps => ({
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: token.empty ? {display: 'inline-block', ...style} : style,
    }),
  });
}
