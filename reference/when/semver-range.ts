import {parseRange, SemverError} from '../go/blang-semver';
import {fail, ok, type WhenGrammar} from './grammar';

/** What most often makes a range unparseable, as a hint after the library's error. */
function rangeHint(when: string): string {
  if (/\S\|\||\|\|\S/.test(when)) return '; put a space on both sides of "||"';
  if (/^\s*[<>=!]*\s*v\d/.test(when)) return '; drop the leading "v"';
  if (/(?<![.\d])\d+\.\d+(?![.\d])/.test(when)) return '; write all three numbers, such as 1.28.0, or 1.28.x';
  return '';
}

/** clusterVersion: the Kubernetes version of the cluster, against a blang/semver range. */
const semverRange: WhenGrammar = {
  id: 'semver-range',
  title: 'the Kubernetes version',
  summary:
    'The condition is a semantic-version range that the cluster\'s Kubernetes version must fall in. Each comparison is an operator and a full `MAJOR.MINOR.PATCH` version, with no `v` in front; a space after the operator is allowed. Comparisons separated by spaces must all hold; `||` between groups means either. The last number may be `x` (`1.29.x`), and `1.x` stands for every version of major 1 (`>= 1.0.0 < 2.0.0`). A short version such as `1.29`, a leading `v`, `~`, `^` and `===` are errors.',
  forms: [
    {form: '>= 1.28.0', meaning: 'at least this version; also `>`, `<`, `<=`'},
    {form: '= 1.29.4', meaning: 'exactly this version; `==` or no operator mean the same'},
    {form: '!= 1.29.4', meaning: 'any other version; `!1.29.4` (no space) means the same'},
    {form: '>= 1.27.0 < 1.31.0', meaning: 'both must hold'},
    {form: '< 1.26.0 || >= 1.32.0', meaning: 'either group may hold'},
    {form: '1.30.x', meaning: 'any patch of 1.30 (`>= 1.30.0` and `< 1.31.0`); `< 1.30.x` means below 1.30.0, `<= 1.30.x` below 1.31.0'},
    {form: '>= 1.28.0-0', meaning: 'at least 1.28.0, counting pre-release builds such as `v1.28.0-gke.100`'},
    {form: '(empty)', meaning: 'always holds'},
  ],
  source: ['pkg/analyze/cluster_version.go#analyzeClusterVersionResult'],
  parse(when) {
    if (when === '') return ok;
    let parsed: ReturnType<typeof parseRange>;
    try {
      parsed = parseRange(when);
    } catch (error) {
      if (!(error instanceof SemverError)) throw error;
      return fail(`${error.message}${rangeHint(when)}`);
    }
    const {alternatives, misread} = parsed;
    if (misread.dropped.length > 0) {
      const first = misread.dropped[0]!;
      return fail(
        first === '!'
          ? 'a space after "!" drops the "!", so the condition tests for equality; write "!=" with or without a space, or "!1.28.0"'
          : `the lone character "${first}" is silently ignored by the range parser; remove it or join it to its version`,
      );
    }
    if (alternatives.some((group) => group.length === 0)) return fail('an empty group between "||" crashes the analyzer when the groups before it do not hold; remove the extra "||"');
    if (misread.unknownWildcardOperator !== undefined) {
      return fail(`unknown operator "${misread.unknownWildcardOperator}": before a wildcard version it is ignored and the condition tests for equality; use = != < <= > >=`);
    }
    if (misread.notEqualWildcard !== undefined) {
      const {token, instead} = misread.notEqualWildcard;
      return fail(`"${token}" expands to two comparisons that can never both hold, so it never matches; write two groups joined by "||": "${instead}"`);
    }
    if (misread.doubleWildcard !== undefined) {
      return fail(`"${misread.doubleWildcard}" is read as a patch wildcard on minor 0 (1.x.x means 1.0.x); write "1.x" for the whole major version`);
    }
    return ok;
  },
};

export default semverRange;
