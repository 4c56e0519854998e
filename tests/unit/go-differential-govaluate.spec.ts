import {test, expect} from '@playwright/test';
import * as govaluate from '../../reference/go/govaluate';
import * as strconv from '../../reference/go/strconv';
import {differencesOf} from '../go-reference/differences';
import {requireGoReference} from '../lib/go-reference';

/**
 * reference/go/govaluate.ts against govaluate with one parameter, statusCode, as the http analyzers
 * evaluate `when`: every expression of up to three tokens separated by spaces, and of two tokens
 * written together, parsed, then evaluated for three status codes (value or error).
 */
const tokens = [
  'statusCode', '200', '1.5', '0x10', '==', '!=', '>', '<', '>=', '<=', '=~', '!~', '&&', '||', '!', '-', '+', '*', '/', '%', '**',
  '&', '|', '^', '<<', '>>', '~', '?', ':', '??', '(', ')', '[', ']', ',', 'in', 'true', 'false', '"a"', "'2'", '"^2"', '"2020-01-02"', 'foo', 'foo.bar', 'foo()',
];
const codes = [0, 200, 404];

function* sequences<T>(items: T[], maxLength: number, prefix: T[] = []): Generator<T[]> {
  if (prefix.length > 0) yield prefix;
  if (prefix.length === maxLength) return;
  for (const item of items) yield* sequences(items, maxLength, [...prefix, item]);
}

const expressions = [
  ...new Set([
    ...[...sequences(tokens, 3)].map((parts) => parts.join(' ')),
    ...[...sequences(tokens, 2)].map((parts) => parts.join('')),
    ...['statusCode == 200 && statusCode < 300 || statusCode == 404', 'statusCode in (200, 201)', 'statusCode > 199 ? "ok" : "no"', '(statusCode)', 'statusCode - 4 - 3', '2 ** 3 ** 2'],
  ]),
];

type Described = null | boolean | string | {float: string} | {other: string} | Described[];

function describe(value: govaluate.GoValue): Described {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return {float: strconv.formatFloat(value, 'g')};
  if (Array.isArray(value)) return value.map(describe);
  return {other: `*regexp.Regexp ${value.source}`};
}

interface GoAnswer {
  parseError?: string;
  values?: ({value: Described} | {error: string})[];
}

test('govaluate: short expressions over statusCode', () => {
  const run = requireGoReference(test.skip);
  const known = differencesOf('govaluate');
  const seen = new Set<number>();
  const started = Date.now();
  const answers = run<GoAnswer>([{op: 'govaluate', expressions, codes}])[0] as unknown as GoAnswer[];
  const goMs = Date.now() - started;
  const differences: string[] = [];
  expressions.forEach((expression, i) => {
    const go = answers[i]!;
    const report = (what: string) => {
      const k = known.findIndex((d) => d.covers(expression, go as Record<string, unknown>));
      if (k >= 0) seen.add(k);
      else differences.push(`${JSON.stringify(expression)}: ${what}`);
    };
    let stage: govaluate.Stage;
    try {
      stage = govaluate.compile(expression);
    } catch (error) {
      if ((error as Error).message !== go.parseError) report(`port refuses (${(error as Error).message}), Go ${go.parseError !== undefined ? `refuses (${go.parseError})` : 'parses it'}`);
      return;
    }
    if (go.parseError !== undefined) return report(`Go refuses (${go.parseError}), port parses it`);
    codes.forEach((code, j) => {
      const expected = go.values![j]!;
      let mine: {value: Described} | {error: string};
      try {
        mine = {value: describe(govaluate.evaluate(stage, (name) => {
          if (name === 'statusCode') return code;
          throw new govaluate.GovaluateError(`No parameter '${name}' found.`);
        }))};
      } catch (error) {
        mine = {error: (error as Error).message};
      }
      if (JSON.stringify(mine) !== JSON.stringify(expected)) report(`statusCode ${code}: ${JSON.stringify(mine)}, Go ${JSON.stringify(expected)}`);
    });
  });
  console.log(`govaluate: ${expressions.length} expressions × ${codes.length} status codes (Go ${goMs} ms, total ${Date.now() - started} ms), ${differences.length} differences`);
  expect(differences.length, differences.slice(0, 60).join('\n')).toBe(0);
  expect(known.filter((_, k) => !seen.has(k)).map((d) => d.cause), 'listed differences that no longer show').toEqual([]);
});
