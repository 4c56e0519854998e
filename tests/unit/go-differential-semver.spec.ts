import {test, expect} from '@playwright/test';
import * as blang from '../../reference/go/blang-semver';
import * as masterminds from '../../reference/go/masterminds-semver';
import {differencesOf} from '../go-reference/differences';
import {requireGoReference} from '../lib/go-reference';

/**
 * The two semver ports against the libraries: github.com/blang/semver/v4 v4.0.0 (Parse,
 * ParseTolerant, whether ParseRange accepts a range: what the when grammars use) and Masterminds/semver/v3
 * (NewVersion, Compare, NewConstraint and Check), on versions built from cores and suffixes and on
 * ranges built from every operator, version form and way of joining two of them.
 */
const cores = ['1', '1.2', '1.2.3', '0.0.0', '0.1.0', '1.10.0', '2.0.0', '01.2.3', '1.02.3', '1.2.03', 'v1.2.3', 'V1.2.3', '1.2.3.4', '1..3', '18446744073709551615.0.0', '18446744073709551616.0.0', '1.x', '1.2.x', 'x', '*', ' 1.2.3', '1.2.3 ', '1.2.3\u00a0', '١.2.3'];
const suffixes = ['', '-alpha', '-alpha.1', '-beta', '-rc.1', '-0', '-01', '-a.01', '-', '+b', '+b.01', '-rc.1+b', '+', '-a-b', '-x.7.z.92', '-al_pha', '-α'];
const versions = ['', ...cores.flatMap((core) => suffixes.map((suffix) => core + suffix))];

const operators = ['', '=', '==', '!=', '!', '>', '>=', '<', '<=', '~', '^', '~>', '=>', '=<', '<>'];
const rangeVersions = ['1.2.3', '1.2.x', '1.x', 'x', '*', '1.2', '1', '01.2.3', '1.2.3-alpha', '1.2.3-0', 'v1.2.3', '0.0.0', '1.2.3+b', '1.x.x', '2'];
const simple = operators.flatMap((op) => rangeVersions.flatMap((v) => [op + v, `${op} ${v}`]));
/** A fixed pseudo-random sample of two simple ranges joined by AND, OR, a comma or a hyphen. */
function joined(): string[] {
  let seed = 11;
  const pick = <T>(list: T[]) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return list[seed % list.length]!;
  };
  const joins = [' ', '  ', ' || ', '||', ', ', ',', ' - '];
  return Array.from({length: 1500}, () => `${pick(simple)}${pick(joins)}${pick(simple)}`);
}
const spaces = ['\t', '\n', '\r', '\v', '\f', '\u00a0', '\u2003', '\ufeff'].flatMap((space) => [`>=1.2.3${space}<2.0.0`, `${space}>=1.2.3`, `>=${space}1.2.3`, `1.2.3${space}-${space}2.0.0`]);
const ranges = [...new Set(['', ' ', '||', '>1.0.0 ||', '!', '! 1.2.3', '> 1.2.3 ! 2.0.0', ...spaces, ...simple, ...joined()])];

interface GoAnswer {
  parse: (string | {error: string})[];
  tolerant?: (string | {error: string})[];
  order: string;
  ranges: ({check: string} | {error: string})[];
}

const text = (v: unknown) => (typeof v === 'string' ? v : 'error');

function tryOr<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}

test('blang/semver v4: Parse, ParseTolerant and ParseRange', () => {
  const run = requireGoReference(test.skip);
  const known = differencesOf('blang');
  const started = Date.now();
  const [go] = run<GoAnswer>([{op: 'blang', versions, ranges}]);
  const differences: string[] = [];
  versions.forEach((v, i) => {
    const strict = tryOr(() => blang.parse(v));
    const mine = strict ? blang.versionString(strict) : 'error';
    if (mine !== text(go!.parse[i])) differences.push(`Parse(${JSON.stringify(v)}): ${mine}, Go ${JSON.stringify(go!.parse[i])}`);
    const tolerant = tryOr(() => blang.parseTolerant(v));
    const tolerantText = tolerant ? blang.versionString(tolerant) : 'error';
    if (tolerantText !== text(go!.tolerant![i])) differences.push(`ParseTolerant(${JSON.stringify(v)}): ${tolerantText}, Go ${JSON.stringify(go!.tolerant![i])}`);
  });
  let seen = 0;
  ranges.forEach((r, i) => {
    const accepted = tryOr(() => blang.parseRange(r)) !== undefined;
    if (accepted === !('error' in go!.ranges[i]!)) return;
    if (known.some((d) => d.covers(r, go!.ranges[i] as Record<string, unknown>))) seen++;
    else differences.push(`ParseRange(${JSON.stringify(r)}): ${accepted ? 'accepted' : 'refused'}, Go ${JSON.stringify(go!.ranges[i])}`);
  });
  console.log(`blang: ${versions.length} versions, ${ranges.length} ranges (total ${Date.now() - started} ms), ${differences.length} differences`);
  expect(differences.length, differences.slice(0, 60).join('\n')).toBe(0);
  expect(known.length === 0 || seen > 0, 'listed differences that no longer show').toBe(true);
});

test('Masterminds/semver v3: NewVersion, Compare, NewConstraint and Check', () => {
  const run = requireGoReference(test.skip);
  const known = differencesOf('masterminds');
  const seen = new Set<number>();
  const started = Date.now();
  const [go] = run<GoAnswer>([{op: 'masterminds', versions, ranges}]);
  const differences: string[] = [];
  const explain = (input: string, what: string) => {
    const k = known.findIndex((d) => d.covers(input, {}));
    if (k >= 0) seen.add(k);
    else differences.push(what);
  };
  const parsed: masterminds.SemVersion[] = [];
  versions.forEach((v, i) => {
    const version = tryOr(() => masterminds.parseVersion(v));
    if (version) parsed.push(version);
    const mine = version ? masterminds.versionString(version) : 'error';
    if (mine !== text(go!.parse[i])) explain(v, `NewVersion(${JSON.stringify(v)}): ${mine}, Go ${JSON.stringify(go!.parse[i])}`);
  });
  const order = parsed.flatMap((a) => parsed.map((b) => '<=>'[masterminds.compareVersions(a, b) + 1])).join('');
  if (order !== go!.order) differences.push(`Compare differs on ${[...order].filter((c, i) => c !== go!.order[i]).length} pairs`);
  ranges.forEach((r, i) => {
    const expected = go!.ranges[i]!;
    let check: string;
    try {
      const constraint = masterminds.newConstraint(r);
      check = parsed.map((v) => (constraint(v) ? '1' : '0')).join('');
    } catch {
      check = 'error';
    }
    const theirs = 'error' in expected ? 'error' : expected.check;
    if (check !== theirs) explain(r, `Constraint(${JSON.stringify(r)}): ${check === 'error' ? 'refused' : check}, Go ${'error' in expected ? `refused (${expected.error})` : theirs}`);
  });
  console.log(`masterminds: ${versions.length} versions, ${parsed.length ** 2} comparisons, ${ranges.length} constraints × ${parsed.length} versions (total ${Date.now() - started} ms), ${differences.length} differences`);
  expect(differences.length, differences.slice(0, 60).join('\n')).toBe(0);
  expect(known.filter((_, k) => !seen.has(k)).map((d) => d.cause), 'listed differences that no longer show').toEqual([]);
});
