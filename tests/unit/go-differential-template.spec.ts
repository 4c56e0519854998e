import {test, expect} from '@playwright/test';
import {fromJS} from '../../reference/go/json';
import {sprigFunctions} from '../../reference/go/sprig';
import {builtins, TemplateError, TemplateSet, type FuncMap} from '../../reference/go/template';
import {helmFunctions} from '../../reference/templates/helm-functions';
import {differencesOf} from '../go-reference/differences';
import {requireGoReference} from '../lib/go-reference';

/**
 * reference/go/template with Sprig's functions (and Helm's toYaml, toJson, fromJson, fromJsonArray,
 * which the Go side writes from their definition over encoding/json and yaml.v2) against Go's
 * text/template with Sprig: every function called with every argument from a pool (fewer for
 * three and more arguments), printf with every verb and flag on every value, the comparison
 * builtins on every pair, and pipelines, control structures, variables and trim markers.
 * Outputs must be equal, and so must errors: their reason, and whether parsing or executing.
 */

/**
 * What cannot be compared by calling it with a pool of arguments: random, clock, network and
 * crypto functions (none renders the same twice), `call` (no function values in the data), and
 * keys and values, whose order follows Go's randomized map iteration (they are compared sorted
 * in the structures below).
 */
const notCovered = new Set([
  ...['randAlphaNum', 'randAlpha', 'randAscii', 'randNumeric', 'shuffle', 'randInt', 'uuidv4', 'randBytes', 'getHostByName', 'call', 'keys', 'values'],
  ...['ago', 'date', 'date_in_zone', 'date_modify', 'dateInZone', 'dateModify', 'duration', 'durationRound', 'htmlDate', 'htmlDateInZone', 'must_date_modify', 'mustDateModify', 'mustToDate', 'now', 'toDate', 'unixEpoch'],
  ...['bcrypt', 'htpasswd', 'genPrivateKey', 'derivePassword', 'buildCustomCert', 'genCA', 'genCAWithKey', 'genSelfSignedCert', 'genSelfSignedCertWithKey', 'genSignedCert', 'genSignedCertWithKey', 'encryptAES', 'decryptAES'],
]);
const helmLike = ['toYaml', 'toJson', 'fromJson', 'fromJsonArray'] as const;
const funcs: FuncMap = {...sprigFunctions, ...Object.fromEntries(helmLike.map((name) => [name, helmFunctions[name]!]))};

const data = {s: 'Hello World', n: 3, f: 2.5, m: {a: 1, b: 'x', c: [1, 2]}, l: [1, 'two', 3.5, null], e: '', z: 0, t: true, u: null};
const pool = ['"abc"', '""', '"a,b c"', '"1.5"', '"-3"', '"  x  "', '1', '0', '-2', '2.5', 'true', 'nil', '(list 1 "a" 2.5)', '(list)', '(dict "k" "v" "n" 1)', '.s', '.n', '.m', '.l', '.missing', '.u'];
const middlePool = ['"abc"', '""', '"a,b c"', '"1.5"', '1', '0', '-2', '2.5', 'true', 'nil', '(list 1 "a" 2.5)', '(dict "k" "v" "n" 1)', '.m', '.missing'];
const smallPool = ['"abc"', '"a,b c"', '2', '-1', '2.5', 'nil', '(list 1 "a")', '(dict "k" "v")', '.m'];

function* tuples(items: string[], length: number, prefix: string[] = []): Generator<string[]> {
  if (prefix.length === length) {
    yield prefix;
    return;
  }
  for (const item of items) yield* tuples(items, length, [...prefix, item]);
}

function functionCalls(): string[] {
  const calls: string[] = [];
  for (const [name, def] of Object.entries({...builtins, ...funcs})) {
    if (notCovered.has(name)) continue;
    const arity = def.params.length - (def.variadic ? 1 : 0);
    const counts = def.variadic ? [arity, arity + 1, arity + 2].filter((count) => count <= Math.max(arity, 3)) : [arity];
    for (const count of counts) {
      const items = count <= 1 ? pool : count === 2 ? middlePool : smallPool;
      for (const args of tuples(items, count)) {
        // set .m "k" .m makes a map hold itself, which Go's fmt then prints until its stack overflows.
        if (args.filter((arg) => arg === '.m').length > 1) continue;
        calls.push(`{{ ${[name, ...args].join(' ')} }}`);
      }
    }
  }
  return calls;
}

const verbs = ['%v', '%+v', '%#v', '%T', '%d', '%s', '%q', '%x', '%X', '%o', '%O', '%b', '%e', '%E', '%f', '%F', '%g', '%G', '%t', '%c', '%U', '%5.2f', '%-5d|', '%+d', '%08.3f', '% d', '%x %X', '%6s|', '%-6s|', '%.2s', '%5.1q', '%#x', '%#o', '%%', '%!', '%[2]v %[1]v', '%*d', '%.*f', '%v %v', '%d %s', '%'];
const printfCalls = verbs.flatMap((verb) => pool.map((value) => `{{ printf "${verb}" ${value} }}`)).concat(verbs.map((verb) => `{{ printf "${verb}" 3 1.5 }}`));

const comparisons = ['eq', 'ne', 'lt', 'le', 'gt', 'ge'].flatMap((op) => pool.flatMap((a) => pool.map((b) => `{{ ${op} ${a} ${b} }}`)));

const structures = [
  '{{ if .t }}yes{{ else }}no{{ end }}', '{{ if .e }}yes{{ else if .n }}n{{ end }}', '{{ with .m }}{{ .a }}{{ end }}', '{{ with .missing }}x{{ else }}none{{ end }}',
  '{{ range .l }}[{{ . }}]{{ end }}', '{{ range $i, $v := .l }}{{ $i }}={{ $v }};{{ end }}', '{{ range $k, $v := .m }}{{ $k }}:{{ $v }} {{ end }}', '{{ range .e }}x{{ else }}empty{{ end }}',
  '{{ range 3 }}{{ . }}{{ end }}', '{{ range .l }}{{ if eq . 3.5 }}{{ break }}{{ end }}{{ . }}{{ end }}', '{{ range .l }}{{ if not . }}{{ continue }}{{ end }}{{ . }},{{ end }}',
  '{{ $x := 1 }}{{ $x = 2 }}{{ $x }}', '{{ $x := .s }}{{ with .m }}{{ $x }}{{ end }}', '{{ define "a" }}A{{ . }}{{ end }}{{ template "a" .n }}', '{{ block "b" . }}B{{ .s }}{{ end }}',
  '{{- .s -}} x', 'a {{- /* c */ -}} b', '{{/* c */}}x', '{{ .s | printf "%q" }}', '{{ .n | add 1 | mul 2 }}', '{{ (.m).a }}', '{{ .m.c }}', '{{ index .m "c" 1 }}',
  '{{ .s.x }}', '{{ .l.x }}', '{{ .missing.x }}', '{{ $ }}', '{{ . }}', '{{ nil }}', '{{ .u }}', '{{ template "nope" }}', '{{ if }}', '{{ end }}', '{{ range }}{{ end }}', '{{ .s', '{{ "a" }', '{{ 1.5e400 }}',
  '{{ 0x1F }} {{ 0o17 }} {{ 0b101 }} {{ 1_000 }} {{ \'a\' }} {{ 1e3 }} {{ -0 }}', '{{ "\\x41\\u00e9" }} {{ `raw\\n` }}', '{{ print 1 2 "a" "b" 3 }}', '{{ println 1 "a" }}', '{{ html "<a&b>" }} {{ js "it\'s <x>" }} {{ urlquery "a b&c" }}',
  '{{ len .s }} {{ len .l }} {{ len .m }}', '{{ slice .s 1 3 }} {{ slice .l 1 }}', '{{ and 1 0 2 }} {{ or 0 "" 3 }} {{ not 0 }}', '{{ and .missing.x 1 }}', '{{ or 1 .missing.x }}',
  '{{ keys .m | sortAlpha }} {{ keys (dict "k" 1) .m | sortAlpha }} {{ values (dict "k" 1) }} {{ values .m | len }} {{ keys nil }}',
  '{{ toYaml .m }}', '{{ toYaml .l }}', '{{ toYaml .s }}', '{{ toJson .m }}', '{{ fromJson "{\\"a\\": [1, 2.5, \\"x\\"]}" }}', '{{ fromJsonArray "[1, {\\"b\\": null}]" }}',
];

/** Go's error text split as the port keeps it: the phase, the reason, and where (line, and for execution the byte column from 0). */
function normalizeGo(error: string): {phase: string; reason: string; at: string} {
  const exec = /^template: t:(\d+):(\d+): executing "t" at <.*?>: ([\s\S]*)$/.exec(error) ?? /^template: t:(\d+):(\d+): ([\s\S]*)$/.exec(error);
  if (exec) return {phase: 'exec', reason: exec[3]!, at: `${exec[1]}:${exec[2]}`};
  const parse = /^template: t:(\d+): ([\s\S]*)$/.exec(error);
  return parse ? {phase: 'parse', reason: parse[2]!, at: parse[1]!} : {phase: 'parse', reason: error, at: '?'};
}

interface GoAnswer {
  output?: string;
  error?: string;
  phase?: string;
  at?: string;
}

function render(text: string): GoAnswer {
  const set = new TemplateSet(funcs);
  try {
    set.parse('t', text);
    return {output: set.execute('t', fromJS(data))};
  } catch (error) {
    // The templates are ASCII, so the port's 1-based character column is Go's byte column plus one.
    if (error instanceof TemplateError) return {error: error.goReason, phase: error.kind, at: error.kind === 'exec' ? `${error.line}:${error.column - 1}` : `${error.line}`};
    return {error: `not a TemplateError: ${(error as Error).message}`, phase: 'crash'};
  }
}

test('text/template with Sprig: functions, printf, comparisons, structures', () => {
  const run = requireGoReference(test.skip);
  const known = differencesOf('template');
  const seen = new Set<number>();
  const templates = [...new Set([...functionCalls(), ...printfCalls, ...comparisons, ...structures])];
  const started = Date.now();
  const [answers] = run<GoAnswer[]>([{op: 'templates', texts: templates, data, helm: true}]);
  const goMs = Date.now() - started;
  const differences: string[] = [];
  templates.forEach((text, i) => {
    const go = answers![i]!;
    const mine = render(text);
    const normalized = go.error !== undefined ? normalizeGo(go.error) : undefined;
    const theirs = normalized ? {error: normalized.reason, phase: normalized.phase, at: normalized.at} : {output: go.output};
    if (JSON.stringify(mine) === JSON.stringify(theirs)) return;
    const k = known.findIndex((d) => d.covers(text, go as Record<string, unknown>));
    if (k >= 0) seen.add(k);
    else differences.push(`${text}: ${JSON.stringify(mine)}, Go ${JSON.stringify(theirs)}`);
  });
  if (process.env.GO_DIFFERENCES_FILE) require('node:fs').writeFileSync(process.env.GO_DIFFERENCES_FILE, differences.join('\n'));
  console.log(`template: ${templates.length} templates (Go ${goMs} ms, total ${Date.now() - started} ms), ${differences.length} differences`);
  expect(differences.length, differences.slice(0, 80).join('\n')).toBe(0);
  expect(known.filter((_, k) => !seen.has(k)).map((d) => d.cause), 'listed differences that no longer show').toEqual([]);
});
