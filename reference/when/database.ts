import {parseRange, parseTolerant, utf8Length, type Version, versionString} from '../go/blang-semver';
import * as strconv from '../go/strconv';
import * as strings from '../go/strings';
import {fail, ok, type WhenCheck, type WhenGrammar} from './grammar';

/**
 * postgres, mysql, redis and s3Status: `compareDatabaseConditionalToActual` in
 * pkg/analyze/database_shared.go. Versions go through blang/semver (`ParseTolerant`, then
 * `ParseRange`), so a condition is accepted exactly when the Go code can parse it.
 */

/** The operators of the `connected` form, as the Go switch lists them. */
const connectedOperators = ['=', '==', '===', '!=', '!=='];

/** The `connected <op> <bool>` form, identical in every database analyzer. */
export function checkConnected(operator: string, value: string): WhenCheck {
  if (strconv.parseBool(value) === undefined) return fail(`"${value}" is not a boolean: write \`true\` or \`false\`, as in "connected == true"`);
  if (!connectedOperators.includes(operator)) {
    return fail(`"${operator}" cannot compare \`connected\`: use one of ${connectedOperators.join(' ')}`);
  }
  return ok;
}

const versionOperators = ['=', '==', '!=', '<', '<=', '>', '>='];

const database: WhenGrammar = {
  id: 'database',
  title: 'connection and version',
  summary:
    'The condition is three words separated by single spaces: `connected` or `version`, an operator, and a value. The whole string is trimmed first. `connected` takes `true` or `false`. `version` reads its value leniently (`14`, `14.5`, `v8.0.36`), after turning every `x` into `0`, so `x` is not a wildcard: `16.x` means exactly `16.0.0`. A first word other than `connected` or `version` never matches and raises no error.',
  forms: [
    {form: 'connected == true', meaning: 'the collector reached the server; `=` and `===` mean the same, and `connected == false` is the opposite'},
    {form: 'connected != true', meaning: 'the collector did not reach it; `!==` means the same'},
    {form: 'version >= 14', meaning: 'the server reports 14.0.0 or later; also `>`, `<`, `<=`'},
    {form: 'version == 8.0.36', meaning: 'exactly this version; `=` means the same, `!=` the opposite (`===` and `!==` are errors here)'},
    {form: '(empty)', meaning: 'always holds, except on a `warn` of `mysql`, which holds only when the `pass` in its item has no `when` either'},
  ],
  source: ['pkg/analyze/database_shared.go#compareDatabaseConditionalToActual'],
  parse(when) {
    if (when === '') return ok;
    const parts = strings.trimSpace(when).split(' ');
    if (parts.length !== 3) {
      return fail('expected three words separated by single spaces, such as "connected == true" or "version >= 14"');
    }
    const [subject, operator, value] = parts as [string, string, string];
    if (subject === 'connected') return checkConnected(operator, value);
    if (subject !== 'version') {
      return fail(`"${subject}" is not \`connected\` or \`version\`: the analyzer would treat the condition as false without saying so`);
    }
    let expected: Version;
    try {
      expected = parseTolerant(value.replaceAll('x', '0'));
    } catch (error) {
      return fail(`"${value}" is not a version the analyzer can read (${(error as Error).message}); write digits and dots, such as 14 or 8.0.36`);
    }
    try {
      parseRange(`${operator} ${versionString(expected)}`);
    } catch {
      return fail(`"${operator}" cannot compare versions here: use one of ${versionOperators.join(' ')}`);
    }
    // The range parser drops a one-character word other than < > = (and an empty one, from two
    // spaces), and reads extra comparators glued to the operator: Go accepts these, but they do
    // not mean what they look like.
    if (!versionOperators.includes(operator)) {
      return fail(
        operator === ''
          ? `two spaces in a row leave the operator empty, which the analyzer reads as equality; use one of ${versionOperators.join(' ')}`
          : utf8Length(operator) === 1
          ? `the analyzer drops the operator "${operator}" and compares for equality; use one of ${versionOperators.join(' ')} (write "!=" for "not")`
          : `"${operator}" is not a single operator; use one of ${versionOperators.join(' ')}`,
      );
    }
    return ok;
  },
};

export default database;
