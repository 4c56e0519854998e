import {test, expect} from '@playwright/test';
import * as glob from '../../reference/go/glob';
import {requireGoReference} from '../lib/go-reference';

/**
 * reference/go/glob.ts against gobwas/glob v0.2.3 (the version go.mod pins, and Debian's), compiled
 * with '/' as the separator as pkg/redact compiles a Redactor's file selector: every glob of up to
 * three tokens, matched against every path of up to three characters and a few longer ones.
 */
const tokens = ['a', 'b', '.', '/', '*', '**', '?', '[ab]', '[!a]', '[^a]', '[a-b]', '[a-]', '[]', '[!]', '{a,b}', '{a,', '{,a}', '{a,{b,}}', '}', ',', '\\*', '\\', '[', ']', '!'];
const pathCharacters = ['a', 'b', '.', '/'];

function* sequences<T>(items: T[], maxLength: number, prefix: T[] = []): Generator<T[]> {
  if (prefix.length > 0) yield prefix;
  if (prefix.length === maxLength) return;
  for (const item of items) yield* sequences(items, maxLength, [...prefix, item]);
}

const globs = [...new Set([...sequences(tokens, 3)].map((parts) => parts.join('')))];
const paths = [
  '',
  ...[...sequences(pathCharacters, 3)].map((parts) => parts.join('')),
  ...['*', '^', '!', '-', '[', ']', '\\', ',', '{', '}', 'é', 'aé', 'é/a'],
  ...['a/b/a', 'ab/ab', 'a.b/', 'aaaa', 'abab', 'a/b/c/d', '.a/.b', 'ab/cd/ef.a', 'aa/bb/ab'],
];

test('gobwas/glob: every short glob against every short path', () => {
  const run = requireGoReference(test.skip);
  const started = Date.now();
  const answers = run<{error?: string; match?: string}>(globs.map((pattern) => ({op: 'glob', pattern, inputs: paths})));
  const goMs = Date.now() - started;
  const differences: string[] = [];
  globs.forEach((pattern, i) => {
    const go = answers[i]!;
    let compiled: glob.Glob | undefined;
    let error: string | undefined;
    try {
      compiled = glob.compile(pattern);
    } catch (e) {
      error = (e as Error).message;
    }
    if (go.error !== undefined || error !== undefined) {
      if (go.error !== error) differences.push(`${JSON.stringify(pattern)}: Go ${go.error ? `refuses (${go.error})` : 'compiles'}, port ${error ? `refuses (${error})` : 'compiles'}`);
      return;
    }
    const ours = paths.map((p) => (compiled!.match(p) ? '1' : '0')).join('');
    if (ours !== go.match) {
      const which = paths.filter((_, j) => ours[j] !== go.match![j]).slice(0, 4);
      differences.push(`${JSON.stringify(pattern)}: differs on ${which.map((p) => `${JSON.stringify(p)} (Go ${go.match![paths.indexOf(p)]})`).join(', ')}`);
    }
  });
  console.log(`glob: ${globs.length} globs × ${paths.length} paths = ${globs.length * paths.length} matches (Go ${goMs} ms, total ${Date.now() - started} ms), ${differences.length} globs differ`);
  expect(differences.length, differences.slice(0, 60).join('\n')).toBe(0);
});
