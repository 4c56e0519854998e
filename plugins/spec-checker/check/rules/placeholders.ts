/**
 * Template placeholders that a tool fills in before Troubleshoot reads a spec: KOTS (`repl{{ }}`,
 * `{{repl }}`), kURL (`{{kurl }}`), Helm (`{{ .Values.x }}`) and envsubst (`$VAR`, `${VAR}`). Where
 * the CLI parses a value, such text is a parse failure as written; saying that it is a template
 * to render first helps more than the parser's complaint.
 */

export interface Placeholder {
  /** The placeholder as written. */
  text: string;
  /** Who fills it in. */
  tool: 'KOTS' | 'kURL' | 'Helm' | 'envsubst';
}

const patterns: [RegExp, Placeholder['tool']][] = [
  [/repl\{\{[^}]*\}\}|\{\{-?\s*repl\b[^}]*\}\}/, 'KOTS'],
  [/\{\{-?\s*kurl\b[^}]*\}\}/, 'kURL'],
  [/\{\{-?\s*(?:\.Values|\.Release|\.Chart|\.Capabilities|include\s|toYaml\s|default\s)[^}]*\}\}/, 'Helm'],
  // envsubst replaces $NAME and ${NAME}: upper-case names, as environment variables are written.
  [/\$\{[A-Z_][A-Z0-9_]*\}|\$[A-Z_][A-Z0-9_]*\b/, 'envsubst'],
];

/** The first template placeholder in a text, if any. */
export function placeholderIn(text: string): Placeholder | undefined {
  let found: {index: number; placeholder: Placeholder} | undefined;
  for (const [pattern, tool] of patterns) {
    const match = pattern.exec(text);
    if (match && (!found || match.index < found.index)) found = {index: match.index, placeholder: {text: match[0], tool}};
  }
  return found?.placeholder;
}

/** "`repl{{ X }}` is a KOTS template placeholder: KOTS fills it in before ...; as written, <consequence>". */
export function placeholderMessage(placeholder: Placeholder, consequence: string): string {
  const article = placeholder.tool === 'envsubst' ? 'an' : 'a';
  return `\`${placeholder.text}\` is ${article} ${placeholder.tool} template placeholder, which ${placeholder.tool} fills in before Troubleshoot reads the spec: check the rendered spec. As written, ${consequence}`;
}
