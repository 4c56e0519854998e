import {test, expect} from '@playwright/test';
import * as regexp from '../../reference/go/regexp';
import {differencesOf} from '../go-reference/differences';
import {requireGoReference} from '../lib/go-reference';

/**
 * reference/go/regexp.ts (re2js with Go's loops) against Go's regexp: every pattern of up to three
 * tokens, compiled (Go's error message when it is refused, and the group names), then FindAllString,
 * ReplaceAllString with a template and Split on every text of up to three characters.
 */
const tokens = ['a', 'b', '.', '*', '+', '?', '|', '(', ')', '[ab]', '[^a]', '^', '$', '\\b', '(?i)', '{2}', '\\Q*\\E', '(?P<n>', '(?<n>', '\\pL', '[[:upper:]]', 'é', '\\1', '(?U)'];
const textCharacters = ['a', 'b', 'A', 'é'];
const replacement = '<$0|${1}|$n|$$>';

function* sequences<T>(items: T[], maxLength: number, prefix: T[] = []): Generator<T[]> {
  if (prefix.length > 0) yield prefix;
  if (prefix.length === maxLength) return;
  for (const item of items) yield* sequences(items, maxLength, [...prefix, item]);
}

const patterns = ['', ...new Set([...sequences(tokens, 3)].map((parts) => parts.join('')))];
const texts = ['', ...[...sequences(textCharacters, 3)].map((parts) => parts.join('')), 'a\nb', 'ab ab'];

interface GoAnswer {
  error?: string;
  names?: string[];
  results?: {all: string[]; replace: string; split: string[]}[];
}

test('regexp: every short pattern on every short text', () => {
  const run = requireGoReference(test.skip);
  const known = differencesOf('regexp');
  const started = Date.now();
  const answers = run<GoAnswer>(patterns.map((pattern) => ({op: 'regexp', pattern, inputs: texts, template: replacement})));
  const goMs = Date.now() - started;
  const differences: string[] = [];
  const seen = new Set<number>();
  patterns.forEach((pattern, i) => {
    const go = answers[i]!;
    const explained = known.findIndex((d) => d.covers(pattern, go as Record<string, unknown>));
    const report = (what: string) => {
      if (explained >= 0) seen.add(explained);
      else differences.push(`${JSON.stringify(pattern)}: ${what}`);
    };
    let re: regexp.GoRegexp;
    try {
      re = regexp.compile(pattern);
    } catch (error) {
      if ((error as Error).message !== go.error) report(`port refuses (${(error as Error).message}), Go ${go.error ? `refuses (${go.error})` : 'compiles'}`);
      return;
    }
    if (go.error !== undefined) return report(`Go refuses (${go.error}), port compiles`);
    if (JSON.stringify(re.groupNames) !== JSON.stringify(go.names)) return report(`group names ${JSON.stringify(re.groupNames)}, Go ${JSON.stringify(go.names)}`);
    texts.forEach((text, j) => {
      const expected = go.results![j]!;
      const ours = {all: re.findAll(text, -1), replace: re.replaceAllString(text, replacement), split: re.split(text, -1)};
      for (const key of ['all', 'replace', 'split'] as const) {
        if (JSON.stringify(ours[key]) !== JSON.stringify(expected[key])) report(`${key} on ${JSON.stringify(text)}: ${JSON.stringify(ours[key])}, Go ${JSON.stringify(expected[key])}`);
      }
    });
  });
  console.log(`regexp: ${patterns.length} patterns × ${texts.length} texts (Go ${goMs} ms, total ${Date.now() - started} ms), ${differences.length} differences`);
  expect(differences.length, differences.slice(0, 60).join('\n')).toBe(0);
  expect(known.filter((_, k) => !seen.has(k)).map((d) => d.cause), 'listed differences that no longer show').toEqual([]);
});
