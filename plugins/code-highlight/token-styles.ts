/**
 * The site's Prism theme (themeConfig.prism.theme) read two ways: which tokens look different
 * from plain text, so that the build-time HTML wraps only those in a span, and the stylesheet
 * that colours the spans by their classes, instead of an inline style on every token.
 */
import type {PrismTheme} from 'prism-react-renderer';

type Style = Record<string, string | number | undefined>;

export interface TokenStyles {
  /** Whether a token of these Prism types looks different from plain text in `language`. */
  isStyled(types: readonly string[], language: string): boolean;
  /** One rule per theme entry and type, in the theme's order, so later entries win as in Prism. */
  css: string;
}

const cssProperty = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export function tokenStyles(theme: PrismTheme): TokenStyles {
  const plain = theme.plain as Style;
  const styleOf = (types: readonly string[], language: string): Style => {
    const style: Style = {};
    for (const entry of theme.styles) {
      if (entry.languages && !entry.languages.includes(language)) continue;
      if (entry.types.some((type) => types.includes(type))) Object.assign(style, entry.style);
    }
    return style;
  };
  const rules = theme.styles.map(({types, languages, style}) => {
    const scopes = languages?.map((language) => `.language-${language} `) ?? [''];
    const selectors = scopes.flatMap((scope) => types.map((type) => `${scope}.token.${type}`));
    const declarations = Object.entries(style as Style).map(([name, value]) => `${cssProperty(name)}:${value}`);
    return `${selectors.join(',')}{${declarations.join(';')}}`;
  });
  return {
    isStyled: (types, language) =>
      Object.entries(styleOf(types, language)).some(([name, value]) => value !== plain[name]),
    css: `${rules.join('\n')}\n`,
  };
}
