import {test, expect} from '@playwright/test';
import {grammars} from '../../reference/when/index';
import analyzers from '../../reference/analyzers/index';
import * as strings from '../../reference/go/strings';
import {parse, parseRange, parseTolerant, versionString} from '../../reference/go/blang-semver';
import database from '../../reference/when/database';
import databaseGoVersion, {goVersionConstraint, goVersionParse, goVersionString} from '../../reference/when/database-goversion';
import registryCount from '../../reference/when/registry-count';
import {evaluateExpression} from '../../reference/go/govaluate';
import httpExpr from '../../reference/when/http-expr';
import {expectGrammar, messageOf} from '../lib/when-tables';

test('the grammars are registered under their file names and used by their analyzers', () => {
  for (const [id, grammar] of Object.entries({database, 'database-goversion': databaseGoVersion, 'registry-count': registryCount, 'http-expr': httpExpr})) {
    expect(grammar.id).toBe(id);
    expect(grammars[id]).toBe(grammar);
  }
  const used = Object.fromEntries(analyzers.filter((a) => a.outcomes.hasOutcomes).map((a) => [a.key, a.outcomes.hasOutcomes && a.outcomes.when]));
  expect(used).toMatchObject({
    postgres: 'database',
    mysql: 'database',
    redis: 'database',
    s3Status: 'database',
    mssql: 'database-goversion',
    clickhouse: 'database-goversion',
    registryImages: 'registry-count',
    http: 'http-expr',
  });
});

test('Go helpers: TrimSpace and blang/semver v4.0.0 as the database analyzers call them', () => {
  expect(strings.trimSpace('\t version >= 14 \n\u00a0')).toBe('version >= 14');
  expect(strings.trimSpace('\ufeffx')).toBe('\ufeffx'); // Go does not treat U+FEFF as space
  expect(versionString(parseTolerant('v14'))).toBe('14.0.0');
  expect(versionString(parseTolerant('014.05'))).toBe('14.5.0');
  expect(versionString(parseTolerant(' 8.0.36-log '))).toBe('8.0.36-log');
  expect(versionString(parseTolerant('1.2.3-rc.1+build.5'))).toBe('1.2.3-rc.1+build.5');
  expect(() => parseTolerant('14.5-rc')).toThrow();
  expect(() => parseTolerant('')).toThrow();
  expect(() => parseTolerant('Unknown')).toThrow();
  // what mysql and MariaDB servers report
  expect(() => parseTolerant('8.0.36-0ubuntu0.22.04.1')).toThrow();
  expect(() => parseTolerant('11.2.2-MariaDB-1:11.2.2+maria~ubu2204')).toThrow();
  expect(versionString(parseTolerant('10.6.16-MariaDB'))).toBe('10.6.16-MariaDB');
  expect(() => parse('1.2')).toThrow();
  expect(() => parse('1.2.3-01')).toThrow();
  expect(() => parse('18446744073709551616.0.0')).toThrow();
  for (const range of ['>= 14.0.0', '< 8.0.0', '!= 1.2.3', '== 1.0.0', '= 1.0.0', '14.0.0', '! 14.0.0', ' 14.0.0', '>=1.0.0 <2.0.0', '1.2.x', '<=1.x']) {
    expect(() => parseRange(range), range).not.toThrow();
  }
  for (const range of ['=== 14.0.0', '!== 14.0.0', '~ 14.0.0x', '=> 1.0.0', '|| 1.0.0', '1.0.0 ||', '>= 1.0']) {
    expect(() => parseRange(range), range).toThrow();
  }
});

test('Go helpers: hashicorp/go-version v1.9.0 as mssql and clickhouse call it', () => {
  expect(goVersionString(goVersionParse('15'))).toBe('15.0.0');
  expect(goVersionString(goVersionParse('v23.8'))).toBe('23.8.0');
  expect(goVersionString(goVersionParse('15.0.4322.2'))).toBe('15.0.4322.2');
  expect(goVersionString(goVersionParse('1.2.3-beta.1+meta'))).toBe('1.2.3-beta.1+meta');
  expect(goVersionString(goVersionParse('1.2beta'))).toBe('1.2.0-beta');
  expect(() => goVersionParse('Unknown')).toThrow();
  expect(() => goVersionParse('15 ')).toThrow();
  expect(() => goVersionParse('9223372036854775808')).toThrow();
  for (const constraint of ['= 15.0.0', '!= 15.0.0', '~> 23.8.0', '>= 1.0.0', '  < 2.0.0 ', ' 15.0.0', '>=1.0, 15.0.0']) {
    expect(() => goVersionConstraint(constraint), constraint).not.toThrow();
  }
  for (const constraint of ['== 15.0.0', '=== 15.0.0', '!== 15.0.0', '~ 1.0.0', '>== 1.0.0', '=> 1.0.0', '^1.0.0']) {
    expect(() => goVersionConstraint(constraint), constraint).toThrow();
  }
});

test('database: connected or version, an operator and a value, single spaces (compareDatabaseConditionalToActual)', () => {
  expectGrammar(
    database,
    [
      '',
      'connected == true',
      'connected = true',
      'connected === false',
      'connected != true',
      'connected !== false',
      'connected == 1',
      'connected == F',
      'connected == TRUE',
      '  connected == true\n',
      'version >= 14',
      'version > 9.6',
      'version < 8.0.0',
      'version <= v16.2',
      'version = 14',
      'version == 8.0.36',
      'version != 7',
      'version >= 10.x',
      'version >= 014',
      'version < 8.0.36-log',
      'version >= 1.2.3+build.1',
    ],
    [
      'connected true',
      'connected == yes',
      'connected > 0',
      'connected == true extra',
      'connected  == true',
      'Connected == true',
      'Version >= 14',
      'status == up',
      'version === 14',
      'version !== 14',
      'version ~ 14',
      'version ! 14',
      'version  14',
      'version >=1.0.0 14',
      'version >= 14.5-rc',
      'version >= 14 && < 16',
      'version >=14',
      'version >= fourteen',
      'version >= 1.2.3.4',
      '   ',
    ],
  );
  expect(messageOf(database, 'Connected == true')).toContain('false without saying so');
  expect(messageOf(database, 'version ! 14')).toContain('compares for equality');
  expect(messageOf(database, 'version === 14')).toContain('use one of = == != < <= > >=');
  expect(messageOf(database, 'connected true')).toContain('three words');
});

test('database-goversion: like database, with hashicorp constraints and ~> (mssql, clickhouse)', () => {
  expectGrammar(
    databaseGoVersion,
    [
      '',
      'connected == true',
      'connected !== false',
      ' connected = 0 ',
      'version >= 15',
      'version == 15.0.4322.2',
      'version = 23.8',
      'version === 23.8',
      'version != 16',
      'version !== 16',
      'version ~> 23.8',
      'version < 24.3.2.23',
      'version >= 15.x',
      'version >= v16',
      'version >= 15-beta',
    ],
    [
      'connected > true',
      'connected == maybe',
      'connected=true',
      'Connected == true',
      'build >= 15',
      'version >== 15',
      'version ! 15',
      'version ^ 15',
      'version  15',
      'version >=1.0, 15',
      'version >= 2019 SP1',
      'version >= fifteen',
    ],
  );
  // A trailing space is trimmed, so this is fine.
  expect(databaseGoVersion.parse('version >= 15 ', 'fail')).toEqual({ok: true});
  expect(messageOf(databaseGoVersion, 'version >== 15')).toContain('~>');
});

test('registry-count: verified, missing or errors, an operator and a whole number (compareRegistryConditionalToActual)', () => {
  expectGrammar(
    registryCount,
    ['', 'missing > 0', 'errors >= 1', 'verified == 4', 'verified = 4', 'verified === 4', 'missing < 1', 'missing <= 0', ' errors = 0 ', 'verified >= +3', 'missing > -1'],
    ['missing != 0', 'missing !== 0', 'Missing > 0', 'found > 0', 'missing>0', 'missing  > 0', 'missing > zero', 'missing > 1.5', 'missing > 0 images', 'missing', '  '],
  );
  expect(messageOf(registryCount, 'missing != 0')).toContain('"!=" is not supported');
  expect(messageOf(registryCount, 'Missing > 0')).toContain('lower case');
});

test('http-expr: error, or a govaluate expression over statusCode (compareHostHTTPConditionalToActual)', () => {
  expectGrammar(
    httpExpr,
    [
      '',
      'error',
      'statusCode == 200',
      'statusCode = 200',
      'statusCode === 200',
      'statusCode==200',
      'statusCode != 200',
      'statusCode >= 500',
      'statusCode >= 200 && statusCode < 300',
      'statusCode < 200 || statusCode >= 400',
      '(statusCode >= 500) && (statusCode <= 599)',
      '!(statusCode == 200)',
      'statusCode in (502, 503, 504)',
      'statusCode in (204)',
      'statusCode IN (200, 201)',
      'statusCode / 100 == 5',
      'statusCode % 100 == 4',
      'statusCode - 1 - 1 == 198',
      'statusCode == 0x1F4',
      'statusCode > -1',
      'statusCode == 200 ? true : false',
      '[statusCode] == 200',
      'true',
      "statusCode == 'ok'",
      "statusCode != '2024-01-02'",
    ],
    [
      ' error',
      'error ',
      'Error',
      'statusCode=200',
      'statusCode ===200',
      'statusCode',
      'statusCode + 1',
      'body == "ok"',
      'status == 200',
      'response.status == 200',
      'statusCode.value == 200',
      'statusCode == 200 || error',
      'statusCode =~ "^2"',
      "statusCode > 'abc'",
      'len(body) > 0',
      'statusCode == 200 &&',
      '(statusCode == 200',
      'statusCode == 200)',
      'statusCode in ()',
      'statusCode in 200',
      'statusCode == 200 ? true : "no"',
      'statusCode == 200 && 1',
      '-true',
      '"unclosed',
      ' ',
      'statusCode == 2..0',
    ],
  );
  expect(messageOf(httpExpr, 'statusCode=200')).toContain("Invalid token: '='");
  expect(messageOf(httpExpr, 'statusCode=200')).toContain('one space on each side');
  expect(messageOf(httpExpr, 'body == "ok"')).toContain('The only variable is `statusCode`');
  expect(messageOf(httpExpr, 'statusCode + 1')).toContain('true or false');
});

test('http-expr follows govaluate: short-circuits, ternaries, same-precedence order and trailing clauses', () => {
  // `||` stops at a true left side, so the unknown name on the right is only reached for other
  // codes: it still errors for most responses, and the grammar rejects it.
  expect(httpExpr.parse('statusCode >= 0 || foo', 'fail')).toEqual({ok: true});
  expect(httpExpr.parse('statusCode > 999 && foo', 'fail')).toEqual({ok: true});
  expect(httpExpr.parse('statusCode == 200 || foo', 'fail').ok).toBe(false);
  // A ternary that yields text for some codes fails on those codes.
  expect(messageOf(httpExpr, 'statusCode == 200 ? true : "no"')).toContain('status 0');
  // Same-precedence operators run left to right once govaluate has re-ordered its plan.
  expect(evaluateExpression('statusCode - 4 - 3', 10)).toBe(3);
  expect(evaluateExpression('statusCode / 5 / 2', 100)).toBe(10);
  expect(evaluateExpression('2 ** 3 ** 2', 0)).toBe(64);
  expect(evaluateExpression('1 + statusCode * 3', 2)).toBe(7);
  expect(evaluateExpression('statusCode == 200 ? "ok" : "down"', 503)).toBe('down');
  expect(evaluateExpression('statusCode in (502, 503)', 503)).toBe(true);
  expect(evaluateExpression('"code " + statusCode', 1000000)).toBe('code 1e+06');
  expect(evaluateExpression('statusCode > 199 == true', 200)).toBe(true);
  expect(() => evaluateExpression('statusCode > "a"', 200)).toThrow(/cannot be used with the comparator '>'/);
  // govaluate plans the first parenthesised clause and ignores what follows a closing one.
  expect(httpExpr.parse('(statusCode == 200) (anything)', 'fail')).toEqual({ok: true});
  // `in ()` dereferences a nil stage in Go: a panic, rejected.
  expect(messageOf(httpExpr, 'statusCode in ()')).toContain('nil pointer');
});

test('every example condition of these analyzers parses in its grammar', () => {
  const keys = ['postgres', 'mysql', 'redis', 's3Status', 'mssql', 'clickhouse', 'registryImages', 'http'];
  for (const analyzer of analyzers.filter((a) => keys.includes(a.key))) {
    if (!analyzer.outcomes.hasOutcomes) throw new Error(`${analyzer.key} has no outcomes`);
    const grammar = grammars[analyzer.outcomes.when]!;
    for (const example of analyzer.outcomes.examples) expect(grammar.parse(example, 'fail'), `${analyzer.key}: ${example}`).toEqual({ok: true});
  }
});

test('http-expr reads =~ and !~ patterns with Go\'s regexp (RE2), as govaluate does', () => {
  // Results and messages from Debian's github.com/Knetic/govaluate on Go 1.19, for the same expressions.
  expect(evaluateExpression('"ab" =~ "a(?i)B"', 200)).toBe(true);
  expect(evaluateExpression('"AB" =~ "a(?i)B"', 200)).toBe(false);
  expect(evaluateExpression('"sdb" =~ "(?P<disk>sd[a-z])"', 200)).toBe(true);
  expect(evaluateExpression('"ab" =~ "(?P<n>a)(?P<n>b)"', 200)).toBe(true);
  expect(evaluateExpression('"a.b" !~ "a[.]b"', 200)).toBe(false);
  expect(() => evaluateExpression('"ab" =~ "(?=a)b"', 200)).toThrow('error parsing regexp: invalid or unsupported Perl syntax: `(?=`');
  expect(() => evaluateExpression('"aa" =~ "(a)\\\\1"', 200)).toThrow('error parsing regexp: invalid escape sequence: `\\1`');
});
