/**
 * Colours for the checker's editor: one YAML line split into keys, strings, numbers and
 * booleans, comments and template actions. Display only (the checker parses with the `yaml`
 * package): small enough that the editor needs no highlighting library.
 */
export type TokenKind = 'key' | 'string' | 'literal' | 'comment' | 'template' | 'punct' | 'plain';

export interface Token {
  kind: TokenKind;
  text: string;
}

const patterns: [TokenKind, RegExp][] = [
  ['template', /^\{\{.*?\}\}/],
  ['comment', /^#.*/],
  ['string', /^"(?:[^"\\]|\\.)*"?|^'(?:[^']|'')*'?/],
  ['literal', /^(?:true|false|null|~|-?\d+(?:\.\d+)?)(?=\s*(?:#|$|,|\]|\}))/],
  ['punct', /^(?:- |[[\]{},|>]|---|\.\.\.)/],
];

/** The tokens of one line; a key is the text before `: ` at the start of a line or after `- `. */
export function tokenizeLine(line: string): Token[] {
  const tokens: Token[] = [];
  const push = (kind: TokenKind, text: string) => {
    const last = tokens[tokens.length - 1];
    if (last && last.kind === kind && kind === 'plain') last.text += text;
    else tokens.push({kind, text});
  };
  const key = /^(\s*(?:- )*)([^#\s'"{][^:#]*?|"[^"]*"|'[^']*')(:)(?=\s|$)/.exec(line);
  let rest = line;
  if (key) {
    push('plain', key[1]!);
    push('key', key[2]!);
    push('punct', key[3]!);
    rest = line.slice(key[0].length);
  }
  while (rest.length > 0) {
    const space = /^\s+/.exec(rest);
    if (space) {
      push('plain', space[0]);
      rest = rest.slice(space[0].length);
      continue;
    }
    const match = patterns.map(([kind, re]) => [kind, re.exec(rest)] as const).find(([, m]) => m);
    if (match) {
      push(match[0], match[1]![0]);
      rest = rest.slice(match[1]![0].length);
      continue;
    }
    const word = /^[^\s#{]+|^[#{]/.exec(rest)![0];
    push('plain', word);
    rest = rest.slice(word.length);
  }
  return tokens;
}
