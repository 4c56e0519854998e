import {checkConnected} from './database';
import * as strings from '../go/strings';
import {fail, ok, type WhenGrammar} from './grammar';

/**
 * mssql and clickhouse: `compareMssqlConditionalToActual` (pkg/analyze/mssql.go) and
 * `compareClickhouseConditionalToActual` (pkg/analyze/clickhouse.go), identical but for their
 * error texts. Versions go through hashicorp/go-version v1.9.0 (`NewVersion`, then
 * `NewConstraint` on "<op> <expected.String()>"); the functions below port what they accept.
 */

/** go-version's VersionRegexpRaw. */
const versionPattern =
  'v?([0-9]+(\\.[0-9]+)*?)' +
  '(-([0-9]+[0-9A-Za-z\\-~]*(\\.[0-9A-Za-z\\-~]+)*)|(-?([A-Za-z\\-~]+[0-9A-Za-z\\-~]*(\\.[0-9A-Za-z\\-~]+)*)))?' +
  '(\\+([0-9A-Za-z\\-~]+(\\.[0-9A-Za-z\\-~]+)*))?' +
  '?';
const versionRegexp = new RegExp(`^${versionPattern}$`);
/** go-version's constraint regexp; `\s` in Go's RE2 is only these five characters. */
const goSpace = '[\\t\\n\\f\\r ]';
const constraintRegexp = new RegExp(`^${goSpace}*(<=|>=|!=|~>|<|>|=|)${goSpace}*(${versionPattern})${goSpace}*$`);

export interface GoVersion {
  segments: bigint[];
  pre: string;
  metadata: string;
}

/** version.NewVersion; throws when it would return an error. */
export function goVersionParse(text: string): GoVersion {
  const match = versionRegexp.exec(text);
  if (!match) throw new Error(`malformed version: ${text}`);
  const segments = match[1]!.split('.').map((part) => {
    const value = BigInt(part);
    if (value > 9223372036854775807n) throw new Error(`version part ${part} is out of range`);
    return value;
  });
  while (segments.length < 3) segments.push(0n);
  return {segments, pre: match[7] || match[4] || '', metadata: match[10] ?? ''};
}

/** Version.String: the segments (at least three), then `-pre` and `+metadata`. */
export function goVersionString(v: GoVersion): string {
  return v.segments.join('.') + (v.pre ? `-${v.pre}` : '') + (v.metadata ? `+${v.metadata}` : '');
}

/** version.NewConstraint; throws when it would return an error. */
export function goVersionConstraint(text: string): void {
  for (const single of text.split(',')) {
    const match = constraintRegexp.exec(single);
    if (!match) throw new Error(`malformed constraint: ${single}`);
    goVersionParse(match[2]!);
  }
}

const operators = ['=', '==', '===', '!=', '!==', '<', '<=', '>', '>=', '~>'];

const databaseGoVersion: WhenGrammar = {
  id: 'database-goversion',
  title: 'connection and version',
  summary:
    'The condition is three words separated by single spaces: `connected` or `version`, an operator, and a value. The whole string is trimmed first. `connected` takes `true` or `false`. `version` takes a number with any count of dot-separated parts (`15`, `15.0.4322.2`, `23.8`), after every `x` is turned into `0`, and is padded to at least three parts before it is compared, so `~> 23.8` allows only 23.8.* releases. A first word other than `connected` or `version` never matches and raises no error.',
  forms: [
    {form: 'connected == true', meaning: 'the collector reached the server; `=` and `===` mean the same, and `connected == false` is the opposite'},
    {form: 'connected != true', meaning: 'the collector did not reach it; `!==` means the same'},
    {form: 'version >= 15', meaning: 'the server reports 15.0.0 or later; also `>`, `<`, `<=`'},
    {form: 'version == 23.8.2.7', meaning: 'exactly this version; `=` and `===` mean the same, `!=` and `!==` the opposite'},
    {form: 'version ~> 23.8', meaning: 'at least 23.8.0 and below 23.9.0: the last of the three parts may grow'},
    {form: '(empty)', meaning: 'always holds'},
  ],
  source: ['pkg/analyze/mssql.go#compareMssqlConditionalToActual', 'pkg/analyze/clickhouse.go#compareClickhouseConditionalToActual'],
  parse(when) {
    if (when === '') return ok;
    const parts = strings.trimSpace(when).split(' ');
    if (parts.length !== 3) {
      return fail('expected three words separated by single spaces, such as "connected == true" or "version >= 15"');
    }
    const [subject, operator, value] = parts as [string, string, string];
    if (subject === 'connected') return checkConnected(operator, value);
    if (subject !== 'version') {
      return fail(`"${subject}" is not \`connected\` or \`version\`: the analyzer would treat the condition as false without saying so`);
    }
    let expected: GoVersion;
    try {
      expected = goVersionParse(value.replaceAll('x', '0'));
    } catch {
      return fail(`"${value}" is not a version the analyzer can read; write digits and dots, such as 15 or 23.8.2.7`);
    }
    const normalised = ['=', '==', '==='].includes(operator) ? '=' : ['!=', '!=='].includes(operator) ? '!=' : operator;
    try {
      goVersionConstraint(`${normalised} ${goVersionString(expected)}`);
    } catch {
      return fail(`"${operator}" cannot compare versions here: use one of ${operators.join(' ')}`);
    }
    // go-version also takes an empty operator (two spaces) as `=`, and a comma inside the operator
    // as a second constraint: accepted by Go, but not what the condition looks like it says.
    if (!operators.includes(operator)) {
      return fail(`"${operator}" is not one operator (the analyzer would read it as ${operator === '' ? 'equality' : 'several constraints'}); use one of ${operators.join(' ')}`);
    }
    return ok;
  },
};

export default databaseGoVersion;
