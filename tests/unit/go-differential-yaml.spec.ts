import {test, expect} from '@playwright/test';
import * as strconv from '../../reference/go/strconv';
import {GoInt} from '../../reference/go/values';
import {readYamlV2, writeYamlV2} from '../../reference/go/yaml-v2';
import {differencesOf} from '../go-reference/differences';
import {requireGoReference} from '../lib/go-reference';

/**
 * reference/go/yaml-v2.ts against gopkg.in/yaml.v2 v2.4.0 (the version go.mod pins, and Debian's):
 * yaml.Unmarshal into interface{} (whether it reads, and what), then yaml.Marshal of what it read,
 * as the YAML-path redactor does. Each scalar form in three places (a map value, a list item, a
 * key), keys of every kind sorted together, and documents of other shapes.
 */
const longWords = 'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore';
const scalars = [
  ...['a', 'yes', 'Yes', 'YES', 'no', 'on', 'Off', 'y', 'N', 'true', 'False', 'TRUE', '~', 'null', 'Null', 'NULL', '', '0', '-0', '+0', '007', '0755', '08', '0o17', '0x1F', '0X1f', '0b101', '-0b101', '1_000', '0x_1F', '+1', '-1'],
  ...['-0.0', '0.0', '1.5e300', '2.5', '100000000000000000000.0', '123456789.123', '1e21', '1e20', '12345678.9e-3', '0.1e1'],
  ...['1.0', '1.', '.5', '-.5', '1e3', '1E-3', '1e+3', '1.5e3', '1e400', '-1e400', '.inf', '-.Inf', '+.INF', '.nan', '.NaN', '1:20', '-1:20', '1:20:30', '190:20:30.15', '1:60', '1000000.0', '0.000001', '1e-7', '3.14159265358979323846'],
  ...['2001-12-14', '2001-12-14t21:59:43.10-05:00', '2001-12-14 21:59:43.10', '2001-12-14T21:59:43Z', '2001-13-14', '2001-02-30', '20011214', '12:30', '12:30:45'],
  ...['9223372036854775807', '9223372036854775808', '-9223372036854775808', '-9223372036854775809', '18446744073709551615', '18446744073709551616', '9007199254740993', '123456789012345678901234567890'],
  ...['a b', 'a  b', 'a:b', 'a#b', 'a #c', '"#x"', '"- a"', '"a: b"', '"q"', "'s'", '"a\\nb"', '"a\\n"', '"\\na"', '"\\t"', '"a\\tb"', '"\\u00e9"', '"\\/"', '"\\x41"', '"\\U0001F600"', '"\\e"', "'it''s'", '"a\\\\b"'],
  ...['é', '"é"', '"\\u2028"', '"\\u0085"', '"\\x7f"', '" lead"', '"trail "', '"  "', '"a\\r\\nb"', '"a\\n\\nb"', '"a\\n b"', '"a \\nb"', '"\\ta"'],
  ...['[1, a]', '[]', '{}', '{a: 1}', '[a, [b]]', '!!str 1', '!!int "1"', '!!float 1', '!!binary aGk=', '!!bool yes', '!!null ""', '!!timestamp 2001-12-14', '@x', '`x', '%x', '&x a', '*x', '!x a'],
  ...[longWords, `"${longWords} ${longWords}"`, `"${'x'.repeat(100)}"`, `"${longWords}\\n${longWords}"`, `"a${' '.repeat(3)}${longWords}"`],
];

const keyKinds = ['a', 'b', 'B', 'a1', 'a10', 'a2', 'a_b', 'a-b', 'a.b', 'ab', '2b', 'b2', 'é', 'z', '1', '2', '10', '-1', '0.5', '1e3', 'true', 'no', '~', '""', '"1"', '.inf', '0x10', '[1]', '{a: 1}'];

const shapes = [
  'a:\n  b:\n    c: 1\n  d: [1, 2]\nlist:\n- x\n- - y\n  - z\n- k: v\n  k2: v2\n',
  'a: &anchor\n  x: 1\nb: *anchor\nc:\n  <<: *anchor\n  y: 2\n',
  'base: &b {x: 1, y: 2}\nmerged:\n  <<: [*b, {z: 3}]\n  x: 9\n',
  'a: 1\n---\nb: 2\n',
  '---\na: 1\n...\n',
  '--- a: 1',
  '---\n',
  '',
  '# only a comment\n',
  'a: 1 # comment\n# between\nb: 2\n',
  '%YAML 1.1\n---\na: 1\n',
  '%YAML 1.2\n---\na: 1\n',
  '%TAG ! tag:example.com,2000:\n---\na: !x 1\n',
  'a: 1\r\nb: 2\r\n',
  '\ufeffa: 1\n',
  'a:\tb\n',
  'a: b\n\tc: d\n',
  '? [a, b]\n: c\n',
  '? a\n: b\n',
  'a: 1\na: 2\n',
  '[1, 2, 3]',
  '{a: 1, b: [x, y], c: {d: e}}',
  'a: |\n  line 1\n  line 2\nb: >\n  folded\n  text\n\n  para\nc: |+\n  keep\n\nd: |-\n  strip\n',
  'a: |2\n    indented\n',
  'a: "unterminated\n',
  'a: [1, 2\n',
  'a: b: c\n',
  '- a\nb: c\n',
  'a:\n- 1\n- 2\nb:\n  - 3\n',
  'a: *undefined\n',
  'a: &x 1\nb: &x 2\nc: *x\n',
  'a: !!map {b: 1}\n',
  'a: !!seq [1]\n',
  'a: !!omap [{b: 1}, {c: 2}]\n',
  'a: !!set {b, c}\n',
  'a: !!pairs [{b: 1}]\n',
  'a:\n  - b: 1\n    c: 2\n  - d\n',
  'user: ***HIDDEN***\n',
  'a: "***HIDDEN***"\nb: x***HIDDEN***\n',
  `text: ${longWords} ${longWords}\n`,
  `list:\n- ${longWords} ${longWords}\n`,
  `nested:\n  deeper:\n    deepest: ${longWords} ${longWords}\n`,
  'a: "line1\\nline2 \\nline3"\n',
  'a: "  leading\\nlines"\n',
  'a: "x\\n"\n',
  'a: "\\n"\n',
  'a: "tab\\there\\nnext"\n',
  'a: ""\nb: \'\'\nc:\n',
  'null: 1\n~: 2\n',
  'true: 1\nfalse: 2\nyes: 3\n',
  '1: a\n1.0: b\n"1": c\n',
  '0.1: a\n0.10: b\n',
];

/** Characters that change how yaml.v2 quotes a string, written as double-quoted YAML escapes where needed. */
const stringCharacters = [' ', 'a', '1', '#', ':', '-', '?', ',', '[', '{', '}', '\\"', "'", '\\n', '\\t', '&', '*', '!', '|', '>', '%', '@', '`', '~', '.', 'é', '\\u0085', '\\u2028', '\\ufeff', '\\x7f', '\\0', '\\\\'];
const fewerCharacters = [' ', 'a', '#', ':', '-', '\\"', "'", '\\n', '.', '\\t', '!', '0'];

function* sequences<T>(items: T[], maxLength: number, prefix: T[] = []): Generator<T[]> {
  if (prefix.length > 0) yield prefix;
  if (prefix.length === maxLength) return;
  for (const item of items) yield* sequences(items, maxLength, [...prefix, item]);
}

/** Lines of words for the 80-column folding: fixed pseudo-random word lengths, some double spaces. */
function longLines(): string[] {
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const lines: string[] = [];
  for (let i = 0; i < 40; i++) {
    const words: string[] = [];
    const target = 60 + next(160);
    while (words.join(' ').length < target) words.push('w'.repeat(1 + next(14)) + (next(9) === 0 ? ' ' : ''));
    lines.push(words.join(' '));
  }
  return lines;
}

function documents(): string[] {
  const docs: string[] = [];
  for (const s of scalars) docs.push(`v: ${s}\n`, `- ${s}\n`, `${s}: v\n`, `${s}\n`);
  for (const parts of sequences(stringCharacters, 2)) docs.push(`v: "${parts.join('')}"\n`, `- "${parts.join('')}"\n`, `"${parts.join('')}": v\n`);
  for (const parts of sequences(fewerCharacters, 3)) if (parts.length === 3) docs.push(`v: "${parts.join('')}"\n`, `"${parts.join('')}": v\n`);
  for (const line of longLines()) {
    docs.push(`v: "${line}"\n`, `- "${line}"\n`, `a:\n  b:\n  - "${line}"\n`, `"${line}": v\n`, `v: "${line}\\n${line}"\n`, `v: "${line.replaceAll(' ', '\\t')}"\n`);
  }
  for (let rotate = 0; rotate < keyKinds.length; rotate += 7) {
    const keys = [...keyKinds.slice(rotate), ...keyKinds.slice(0, rotate)];
    docs.push(keys.map((k, i) => `${k}: ${i}\n`).join(''));
  }
  docs.push(...shapes);
  return [...new Set(docs)];
}

type Typed = null | boolean | string | {int?: string; float?: string; other?: string} | Typed[] | {map: [Typed, Typed][]};

/** A value as a comparable form: ints and floats apart, as Go's typed() reports them; maps as sorted pairs. */
function normalized(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return {float: strconv.formatFloat(value, 'g')};
  if (value instanceof GoInt) return {int: value.value.toString()};
  if (Array.isArray(value)) return value.map(normalized);
  if (value instanceof Map) {
    const pairs = [...value].map(([k, v]) => [normalized(k), normalized(v)]);
    return {map: pairs.sort((x, y) => (JSON.stringify(x[0]) < JSON.stringify(y[0]) ? -1 : 1))};
  }
  return {other: String(value)};
}

function normalizedGo(value: Typed): unknown {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(normalizedGo);
  if ('map' in value) {
    const pairs = value.map.map(([k, v]) => [normalizedGo(k), normalizedGo(v)]);
    return {map: pairs.sort((x, y) => (JSON.stringify(x[0]) < JSON.stringify(y[0]) ? -1 : 1))};
  }
  return value;
}

interface GoAnswer {
  error?: string;
  value?: Typed;
  marshal?: string;
  marshalError?: string;
}

test('yaml.v2: Unmarshal into interface{}, then Marshal', () => {
  const run = requireGoReference(test.skip);
  const known = differencesOf('yaml');
  const seen = new Set<number>();
  const docs = documents();
  const started = Date.now();
  const answers = run<GoAnswer>(docs.map((doc) => ({op: 'yaml', doc})));
  const goMs = Date.now() - started;
  const differences: string[] = [];
  docs.forEach((doc, i) => {
    const go = answers[i]!;
    const report = (what: string) => {
      const explained = known.findIndex((d) => d.covers(doc, go as Record<string, unknown>));
      if (explained >= 0) seen.add(explained);
      else differences.push(`${JSON.stringify(doc)}: ${what}`);
    };
    const read = readYamlV2(doc);
    if (go.error !== undefined || !read) {
      if ((go.error !== undefined) !== (read === undefined)) report(read ? `Go refuses (${go.error}), port reads it` : 'port refuses, Go reads it');
      return;
    }
    const mine = normalized(read.value);
    const theirs = normalizedGo(go.value ?? null);
    if (JSON.stringify(mine) !== JSON.stringify(theirs)) return report(`reads ${JSON.stringify(mine)}, Go ${JSON.stringify(theirs)}`);
    let written: string;
    try {
      written = writeYamlV2(read.value);
    } catch (error) {
      return report(`port cannot write it (${(error as Error).message}), Go ${go.marshalError ? `neither (${go.marshalError})` : 'can'}`);
    }
    if (written !== go.marshal) report(`writes ${JSON.stringify(written)}, Go ${JSON.stringify(go.marshal ?? go.marshalError)}`);
  });
  console.log(`yaml: ${docs.length} documents (Go ${goMs} ms, total ${Date.now() - started} ms), ${differences.length} differences`);
  expect(differences.length, differences.slice(0, 80).join('\n')).toBe(0);
  expect(known.filter((_, k) => !seen.has(k)).map((d) => d.cause), 'listed differences that no longer show').toEqual([]);
});
