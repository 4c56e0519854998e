import * as strconv from '../go/strconv';
import {fail, ok, type WhenCheck, type WhenGrammar} from './grammar';

/** The keys the analyzer always puts in the template data (pkg/analyze/host_system_packages.go#getSystemPackageTemplateMap). */
const systemPackageKeys = ['OS', 'OSVersion', 'OSVersionMajor', 'OSVersionMinor', 'Name', 'Error', 'ExitCode', 'IsInstalled'];

/** What text/template's lexer treats as space next to a trim marker. */
const trimSpace = /[ \t\r\n]/;
const goWhiteSpace = /[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/;

interface Action {
  /** The text between the delimiters, without trim markers. */
  body: string;
}

interface Split {
  literals: string[];
  actions: Action[];
}

/**
 * Splits a template into its literal text and its actions the way text/template's lexer does:
 * `{{- ` trims the white space before it, ` -}}` the white space after it, and a `}}` inside a
 * quoted string, raw string or character constant does not close the action.
 */
function splitTemplate(text: string): Split | {error: string} {
  const literals: string[] = [];
  const actions: Action[] = [];
  let literal = '';
  let trimNext = false;
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{{', i);
    const chunk = open < 0 ? text.slice(i) : text.slice(i, open);
    literal += trimNext ? chunk.replace(/^[ \t\r\n]+/, '') : chunk;
    trimNext = false;
    if (open < 0) break;
    let start = open + 2;
    if (text[start] === '-' && trimSpace.test(text[start + 1] ?? '')) {
      literal = literal.replace(/[ \t\r\n]+$/, '');
      start += 2;
    }
    literals.push(literal);
    literal = '';
    // Find the closing delimiter outside quotes.
    let j = start;
    let quote: string | undefined;
    let close = -1;
    while (j < text.length) {
      const c = text[j]!;
      if (quote) {
        if (c === '\\' && quote !== '`') j++;
        else if (c === quote) quote = undefined;
      } else if (c === '"' || c === '`' || c === "'") {
        quote = c;
      } else if (text.startsWith('}}', j)) {
        close = j;
        break;
      }
      j++;
    }
    if (close < 0) return {error: 'an action opened with {{ is never closed with }}'};
    let body = text.slice(start, close);
    if (body.endsWith('-') && trimSpace.test(body[body.length - 2] ?? '')) {
      body = body.slice(0, -2);
      trimNext = true;
    }
    actions.push({body});
    i = close + 2;
  }
  literals.push(literal);
  return {literals, actions};
}

/** The action's text with quoted strings blanked out, so that words inside them are not read as code. */
const withoutStrings = (body: string) => body.replace(/"(?:\\.|[^"\\])*"|`[^`]*`|'(?:\\.|[^'\\])*'/g, '""');

/** The parts of the grammar that text/template checks when it parses: blocks, empty actions. */
function checkStructure(actions: Action[]): WhenCheck {
  const open: string[] = [];
  for (const {body} of actions) {
    const code = withoutStrings(body).trim();
    if (/^\/\*[\s\S]*\*\/$/.test(code)) continue;
    if (code === '') return fail('an empty action {{ }} is a template error; put a value in it or remove it');
    const keyword = /^[a-z]+/.exec(code)?.[0];
    if (keyword === 'if' || keyword === 'range' || keyword === 'with' || keyword === 'define' || keyword === 'block') open.push(keyword);
    else if (keyword === 'else') {
      const inner = open[open.length - 1];
      if (inner !== 'if' && inner !== 'range' && inner !== 'with') return fail('{{ else }} appears outside an {{ if }}, {{ range }} or {{ with }}');
    } else if (keyword === 'end') {
      if (!open.pop()) return fail('{{ end }} closes nothing');
    }
    for (const match of code.matchAll(/(?:^|[\s(|,])\.([A-Za-z_]\w*)((?:\.\w+)*)/g)) {
      const [, key, chain] = match as unknown as [string, string, string];
      if (/^[a-z_]/.test(key)) {
        const known = systemPackageKeys.find((k) => k.toLowerCase() === key.toLowerCase());
        return fail(`".${key}" is never set: every key starts with an upper-case letter${known ? `; did you mean ".${known}"?` : ''}`);
      }
      if (chain) return fail(`".${key}${chain}" looks inside a value that is plain text, a number or a boolean; write ".${key}"`);
    }
  }
  if (open.length > 0) return fail(`{{ ${open[open.length - 1]} }} is never closed with {{ end }}`);
  return ok;
}

/**
 * Host systemPackages: `when` is a Go template, rendered for each package with the package's data,
 * and the whole output must be a boolean that strconv.ParseBool accepts, with nothing around it.
 * What can be checked without the data is checked: the template's block structure, text outside
 * the actions (which ends up in the output), keys that can never exist, and constant conditions.
 */
const systemPackages: WhenGrammar = {
  id: 'system-packages',
  title: 'a template evaluated per package',
  summary:
    'The condition is a Go template (with the Sprig functions), rendered once for each package with that package\'s data, such as `{{ not .IsInstalled }}`. The rendered text must be exactly a boolean that Go\'s `strconv.ParseBool` accepts (`true`, `false`, `1`, `0`, `t`, `f` and their capitalised forms): a space or line break around it, from the template or from text outside `{{ }}`, makes it an error, and so does any other value. An error stops the analyzer with a fail `Analyzer Failed`. Keys start with an upper-case letter: `.IsInstalled`, `.Name`, `.OS`, `.OSVersion`, `.OSVersionMajor`, `.OSVersionMinor`, `.ExitCode`, `.Error`, plus one key per `Key: value` line of the package manager\'s details (`.Version`, `.Status`, `.Architecture`...), which exist only when the package manager printed them. Quote the template in YAML, since it starts with `{`. An empty `when` always holds.',
  forms: [
    {form: '{{ not .IsInstalled }}', meaning: 'the package is not installed'},
    {form: '{{ .IsInstalled }}', meaning: 'the package is installed'},
    {form: '{{ and .IsInstalled (hasPrefix "1.7" .Version) }}', meaning: 'installed, and its version starts with `1.7`; `and` stops at the first false argument, so `.Version` is not read when the package is missing'},
    {form: '{{ and (eq .OS "ubuntu") (lt .OSVersionMajor 22) }}', meaning: 'any condition on the operating system, such as Ubuntu before 22.04'},
    {form: '(empty)', meaning: 'always holds'},
  ],
  source: [
    'pkg/analyze/host_system_packages.go#compareSystemPackagesConditionalToActual',
    'pkg/analyze/host_system_packages.go#getSystemPackageTemplateMap',
    'pkg/analyze/host_system_packages.go#getSystemPackageDetailsMap',
    'internal/util/util.go#RenderTemplate',
  ],
  parse(when) {
    if (when === '') return ok;
    const split = splitTemplate(when);
    if ('error' in split) return fail(`${split.error}; the template does not parse`);
    const {literals, actions} = split;
    const code = actions.filter(({body}) => !/^\s*\/\*[\s\S]*\*\/\s*$/.test(body));
    const text = literals.join('');
    if (code.length === 0) {
      if (strconv.parseBool(text) !== undefined) {
        return strconv.parseBool(text) === false
          ? fail(`"${when}" is always false, so this outcome is never chosen; use a template such as "{{ not .IsInstalled }}"`)
          : ok;
      }
      return fail(`"${when}" is not a template and not a boolean; write a template that renders true or false, such as "{{ .IsInstalled }}"`);
    }
    for (const literal of literals) {
      if (goWhiteSpace.test(literal)) {
        return fail('text outside {{ }} contains a space or line break, which ends up in the result and makes it no boolean; remove it or use {{- and -}}');
      }
      if (literal !== '' && !strconv.boolWords.some((word) => word.includes(literal))) {
        return fail(`the text "${literal}" outside {{ }} ends up in the result, which then cannot read as true or false`);
      }
    }
    return checkStructure(actions);
  },
};

export default systemPackages;
