/**
 * The redaction tester's engine (plugins/redaction-tester/engine) against what the Go code does:
 * first the table of cases (tests/redaction-cases.ts), with the built-in rules as the CLI applies
 * them, then finer cases of the engine alone: how a match is replaced by its groups, selectors,
 * literals, YAML paths, file selectors, the order rules run in, and Go's RE2 syntax where it
 * differs from JavaScript's.
 */
import {test, expect} from '@playwright/test';
import {builtInRules} from '../../reference/redaction/index';
import {redactFile, type RedactSpec} from '../../plugins/redaction-tester/engine/redact';
import {loadRedactors} from '../../plugins/redaction-tester/engine/spec';
import {globMatches} from '../../reference/go/glob';
import * as regexp from '../../reference/go/regexp';
import {readYamlV2, writeYamlV2} from '../../reference/go/yaml-v2';
import {anyPath, behaviours, redactionCases, type Behaviour} from '../redaction-cases';

test.describe('the table of cases', () => {
  for (const c of redactionCases) {
    test(`${c.id}: ${c.title}`, () => {
      const spec = loadRedactors(c.redactor);
      expect(spec.documents.filter((d) => d.skipped)).toEqual([]);
      const result = redactFile(c.input, spec.redactors, {path: c.path ?? anyPath, builtIns: builtInRules});
      expect(result.output).toBe(c.output);
      expect(result.changes.map((change): [number, string] => [change.line, change.rule])).toEqual(c.changes);
      expect(result.skipped).toEqual(c.skipped ?? []);
      expect(result.errors.map((e) => e.message)).toEqual(c.error ? [c.error] : []);
    });
  }

  test('every behaviour is shown by a case, and case ids are unique', () => {
    const shown = new Set<Behaviour>(redactionCases.flatMap((c) => c.shows));
    expect(Object.keys(behaviours).filter((b) => !shown.has(b as Behaviour))).toEqual([]);
    const ids = redactionCases.map((c) => c.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});

const M = '***HIDDEN***';
const regex = (redactor: string, selector?: string): RedactSpec => ({removals: {regex: [{redactor, selector}]}});

interface Case {
  name: string;
  redactors: RedactSpec[];
  input: string;
  output: string;
  path?: string;
}

const cases: Case[] = [
  {name: 'a mask group is masked and the other groups are kept', redactors: [regex('(password=)(?P<mask>\\w+)')], input: 'password=hunter2 ok\n', output: `password=${M} ok\n`},
  {name: 'text outside any group is dropped with the match', redactors: [regex('password=(?P<mask>\\w+)')], input: 'x password=hunter2 y\n', output: `x ${M} y\n`},
  {name: 'a drop group is removed', redactors: [regex('(token: )(?P<drop>\\S+)')], input: 'token: abc\n', output: 'token: \n'},
  {name: 'other named groups are kept', redactors: [regex('(?P<key>user=)(?P<mask>\\w+)')], input: 'user=ada\n', output: `user=${M}\n`},
  {name: 'a pattern with no group replaces the match with nothing', redactors: [regex('secret-\\d+')], input: 'id secret-42 end\n', output: 'id  end\n'},
  {name: 'every match on a line is replaced', redactors: [regex('(k=)(?P<mask>\\d)')], input: 'k=1 k=2\n', output: `k=${M} k=${M}\n`},
  {name: 'a selector masks the line after the one it matches', redactors: [regex('(value: )(?P<mask>.*)', 'name: DB_PASSWORD')], input: 'name: DB_PASSWORD\nvalue: s3cret\nvalue: kept\n', output: `name: DB_PASSWORD\nvalue: ${M}\nvalue: kept\n`},
  {name: 'a selected pair is consumed: the second line cannot select the third', redactors: [regex('(v=)(?P<mask>.*)', 'sel')], input: 'sel\nsel v=1\nv=2\n', output: `sel\nsel v=${M}\nv=2\n`},
  {name: 'a selector on the last line masks nothing', redactors: [regex('(v=)(?P<mask>.*)', 'sel')], input: 'v=1\nsel', output: 'v=1\nsel'},
  {name: 'a literal value is masked everywhere', redactors: [{removals: {values: ['abc123']}}], input: 'key abc123 and abc123\n', output: `key ${M} and ${M}\n`},
  {name: 'an empty literal surrounds every character with the mask', redactors: [{removals: {values: ['']}}], input: 'ab\n', output: `${M}a${M}b${M}\n`},
  {name: 'a missing final newline stays missing', redactors: [regex('(p=)(?P<mask>\\w+)')], input: 'p=1\np=2', output: `p=${M}\np=${M}`},
  {name: 'case-insensitive with (?i), and Go named groups (?P<name>)', redactors: [regex('(?i)(apikey: )(?P<mask>\\S+)')], input: 'ApiKey: k-1\n', output: `ApiKey: ${M}\n`},
  {name: 'Go allows two groups with one name; both are masked', redactors: [regex('(?P<mask>[a-z]+)(:)(?P<mask>[a-z]+)')], input: 'user:pass\n', output: `${M}:${M}\n`},
  {name: 'an empty match right after another match is not replaced (Go ReplaceAll)', redactors: [regex('(?P<mask>a*)')], input: 'baaac\n', output: `${M}b${M}c${M}\n`},
  {name: 'a YAML path masks one key and writes the file again with sorted keys', redactors: [{removals: {yamlPath: ['db.password']}}], input: 'db:\n  user: app\n  password: hunter2\nport: 5432\n', output: `db:\n  password: '${M}'\n  user: app\nport: 5432\n`},
  {name: 'a YAML path with * reaches every list item', redactors: [{removals: {yamlPath: ['users.*.token']}}], input: 'users:\n- name: a\n  token: t1\n- name: b\n  token: t2\n', output: `users:\n- name: a\n  token: '${M}'\n- name: b\n  token: '${M}'\n`},
  {name: 'a YAML path with a number reaches one list item', redactors: [{removals: {yamlPath: ['keys.1']}}], input: 'keys:\n- a\n- b\n', output: `keys:\n- a\n- '${M}'\n`},
  {name: 'a YAML path that is not there leaves the file untouched, comments included', redactors: [{removals: {yamlPath: ['db.password']}}], input: '# settings\ndb:\n  user: app\n', output: '# settings\ndb:\n  user: app\n'},
  {name: 'a file that is not YAML is left untouched by a YAML path', redactors: [{removals: {yamlPath: ['a']}}], input: 'a: [1, 2\n', output: 'a: [1, 2\n'},
  {name: 'a YAML path keeps only the first document', redactors: [{removals: {yamlPath: ['a']}}], input: 'a: 1\n---\nb: 2\n', output: `a: '${M}'\n`},
  {name: 'literals run before regular expressions, which run before YAML paths', redactors: [{removals: {values: ['pw1'], regex: [{redactor: '(a: )(?P<mask>\\S+)'}], yamlPath: ['c']}}], input: 'a: x\nb: pw1\nc: 3\n', output: `a: ${M}\nb: ${M}\nc: 3\n`},
  {name: 'a value masked before a YAML path makes the file invalid YAML, so the path does nothing', redactors: [{removals: {values: ['pw1'], yamlPath: ['c']}}], input: 'b: pw1\nc: 3\n', output: `b: ${M}\nc: 3\n`},
  {name: 'a redactor whose file selector does not match is skipped', path: 'other/file.txt', redactors: [{fileSelector: {files: ['shop/*.log']}, removals: {values: ['x']}}], input: 'x\n', output: 'x\n'},
  {name: 'a redactor whose file selector matches runs', path: 'shop/api.log', redactors: [{fileSelector: {file: 'shop/*.log'}, removals: {values: ['x']}}], input: 'x\n', output: `${M}\n`},
  {name: 'each use of a repeated name is filled from the first group of that name that took part in the match', redactors: [regex('(?:(?P<k>a)|(?P<k>b))=(?P<mask>\\d)')], input: 'b=1\n', output: `bb${M}\n`},
  {name: 'a YAML path does not reach a key written as a number or a boolean', redactors: [{removals: {yamlPath: ['1', 'yes']}}], input: '1: a\nyes: b\n', output: '1: a\nyes: b\n'},
  {name: 'an item whose file selector does not match is not built, so its bad pattern does no harm', redactors: [{fileSelector: {file: 'other/*'}, removals: {regex: [{redactor: '(a)\\1'}]}}, {removals: {values: ['x']}}], input: 'x\n', output: `${M}\n`},
  {name: 'redactors run in order, each on what the previous one wrote', redactors: [{removals: {values: ['abc']}}, regex('(HIDDEN)(?P<drop>\\*+)')], input: 'abc\n', output: '***HIDDEN\n'},
];

for (const c of cases) {
  test(c.name, () => {
    const result = redactFile(c.input, c.redactors, {path: c.path ?? 'app/file.txt', builtIns: []});
    expect(result.errors).toEqual([]);
    expect(result.output).toBe(c.output);
  });
}

test('every change names its rule as the redaction report does', () => {
  const result = redactFile('p=1\nq=2\n', [{name: 'mine', removals: {regex: [{redactor: '(p=)(?P<mask>\\d)'}]}}, regex('(q=)(?P<mask>\\d)')], {path: 'a', builtIns: []});
  expect(result.changes.map((c) => [c.line, c.rule])).toEqual([
    [1, 'mine.regex.0'],
    [2, 'unnamed-1.regex.0'],
  ]);
});

test('syntax RE2 rejects is reported with RE2 error, never run with JavaScript RegExp', () => {
  for (const pattern of ['(a)\\1', '(?=x)y', '(?<!x)y']) {
    const result = redactFile('x\n', [regex(pattern)], {path: 'a', builtIns: []});
    expect(result.errors.map((e) => e.message).join(), pattern).toMatch(/error parsing regexp/);
    expect(result.output).toBe('x\n');
  }
});

test('RE2 matches in linear time: a pattern that backtracks for ever in JavaScript finishes at once', () => {
  const started = Date.now();
  expect(regexp.compile('(a+)+$').test(`${'a'.repeat(5000)}!`)).toBe(false);
  expect(Date.now() - started).toBeLessThan(2000);
});

test('file selector globs: * stays in one directory, ** crosses them, {a,b} and [!x]', () => {
  expect(globMatches('shop/*.log', 'shop/api.log')).toBe(true);
  expect(globMatches('shop/*.log', 'shop/x/api.log')).toBe(false);
  expect(globMatches('shop/**.log', 'shop/x/api.log')).toBe(true);
  expect(globMatches('{shop,cart}/*.log', 'cart/a.log')).toBe(true);
  expect(globMatches('logs/[!a]*.txt', 'logs/b.txt')).toBe(true);
  expect(globMatches('logs/[!a]*.txt', 'logs/a.txt')).toBe(false);
});

test('a sample larger than the limit is refused with a message, not processed', () => {
  expect(() => redactFile('x'.repeat(600 * 1024), [], {path: 'a', builtIns: []})).toThrow(/larger than/);
});

test('a rule that cannot be built leaves the whole file as it was, built-in rules included', () => {
  const broken: RedactSpec[] = [{removals: {values: ['secret'], regex: [{redactor: '(a)\\1'}]}}];
  const result = redactFile('password=secret;\n', broken, {path: 'a', builtIns: builtInRules});
  expect(result.output).toBe('password=secret;\n');
  expect(result.changes).toEqual([]);
  expect(result.errors).toEqual([{rule: 'unnamed-0.regex.0', message: 'error parsing regexp: invalid escape sequence: `\\1`'}]);
  const badGlob = redactFile('password=secret;\n', [{fileSelector: {file: 'logs/[a'}, removals: {values: ['x']}}], {path: 'a', builtIns: builtInRules});
  expect(badGlob.output).toBe('password=secret;\n');
  expect(badGlob.errors).toHaveLength(1);
});

test('the items of every Redactor document in a spec form one list, in order', () => {
  const doc = (name: string) => `apiVersion: troubleshoot.sh/v1beta2\nkind: Redactor\nspec:\n  redactors:\n    - name: ${name}\n`;
  const spec = loadRedactors(`${doc('a')}---\napiVersion: troubleshoot.sh/v1beta2\nkind: SupportBundle\n---\n${doc('b')}`);
  expect(spec.redactors.map((r) => r?.name)).toEqual(['a', 'b']);
});

test('file globs: braces nest as in gobwas/glob', () => {
  expect(globMatches('logs/{api,{web,worker}-*}.log', 'logs/worker-1.log')).toBe(true);
  expect(globMatches('logs/{api,{web,worker}-*}.log', 'logs/api-1.log')).toBe(false);
});

test('YAML is read and written as yaml.v2 does', () => {
  const read = readYamlV2('k10: 1\nk2: 2\na_b: x\nab: on\nport: "8080"\nat: 2026-01-31T08:00:00Z\nempty: ""\ntime: 1:20\nmode: 0755\nnote: "two\\nlines"\nab: off\n');
  expect(writeYamlV2(read!.value)).toBe(
    'a_b: x\nab: false\nat: "2026-01-31T08:00:00Z"\nempty: ""\nk2: 2\nk10: 1\nmode: 493\nnote: |-\n  two\n  lines\nport: "8080"\ntime: "1:20"\n',
  );
  expect(readYamlV2('a: [1')).toBeUndefined();
  expect(readYamlV2('user: ***HIDDEN***')).toBeUndefined();
});
