/**
 * The `when` grammars of the file and field analyzers (textAnalyze, yamlCompare, jsonCompare,
 * clusterResource), each checked against a table of conditions the Go code accepts and rejects,
 * per severity where the code treats severities differently. The comments name the Go reasoning
 * for the surprising rows.
 */
import {test, expect} from '@playwright/test';
import {grammars, grammarsFor} from '../../reference/when/index';
import type {Severity} from '../../reference/when/grammar';
import {registries} from '../../reference/index';
import {testWhenTables, type WhenTable} from '../lib/when-tables';


// strconv.ParseBool, read as written: no trimming, no operators.
const booleans: WhenTable = {
  accepted: ['', '1', 't', 'T', 'TRUE', 'true', 'True', '0', 'f', 'F', 'FALSE', 'false', 'False'],
  rejected: [
    ['yes', /not a boolean/],
    ['no', /not a boolean/],
    ['tRUE', /not a boolean/], // ParseBool knows three spellings of each word only
    ['on', /not a boolean/],
    ['== true', /not a boolean/],
    [' true', /spaces around/], // no TrimSpace before ParseBool
    ['false ', /spaces around/],
    [' ', /not a boolean/], // not empty, so parsed, and "" is no boolean either
    ['2', /not a boolean/],
  ],
};

const tables: Record<string, WhenTable> = {
  // pkg/analyze/text_analyze.go#analyzeRegexPattern
  'regex-bool': booleans,
  // pkg/analyze/yaml_compare.go, json_compare.go, kube_resource.go#analyzeValue
  'compare-bool': booleans,
  // pkg/analyze/text_analyze.go#compareRegex
  'regex-groups': {
    accepted: [
      '',
      'Count >= 5',
      'Count > 5',
      'Count < 5',
      'Count <= 5',
      'Count = 5',
      'Count == 5',
      'Count === 5',
      'Count > -1', // Atoi takes a sign
      'Count > +1',
      '  Count >= 5\t', // the whole string is trimmed
      'Mode == strict',
      'Mode = strict',
      'Mode === strict',
      "Reason = ''", // '' and "" stand for the empty string
      'Reason == ""',
      'Version == 1.2.3', // not an integer: compared as text
      'Big == 99999999999999999999', // beyond int64: Atoi fails, so compared as text
    ],
    rejected: [
      ['Count != 5', /never matches a number/], // integer switch has no "!=": silently false
      ['Count <> 5', /never matches a number/],
      ['Count => 5', /never matches a number/],
      ['Mode != strict', /compared as text/], // error "unexpected operator"
      ['Version > 1.2.3', /compared as text/],
      ["Reason != ''", /compared as text/], // '' is the empty string, not a number
      ['Big > 99999999999999999999', /compared as text/],
      ['Count>=5', /single spaces/], // one part
      ['Count >=5', /single spaces/], // two parts
      ['Count  >= 5', /single spaces/], // two spaces: four parts
      ['Count >= 5 items', /single spaces/],
      ['Name == a b', /single spaces/],
      [' ', /single spaces/], // not empty, trimmed to one empty part
    ],
  },
  // pkg/analyze/kube_resource.go#compareWhentoResource, common_status.go#compareActualToWhen
  'resource-field': {
    severities: ['fail', 'pass'],
    accepted: [
      '',
      '>= 2',
      '> 2',
      '< 2',
      '<= 2',
      '= 2',
      '== 2',
      '=== 2',
      '  >= 2  ', // trimmed
      '> -1',
      '< 20Gi', // a quantity, for fields that hold one as text
      '>= 500m',
      '> 1.5',
      '<= 1e3',
      '< 2Ki',
    ],
    rejected: [
      ['2', /no operator/], // "no operators found"
      ['Gi', /no operator/],
      ['!= 2', /"!=" is not supported/], // passes the operator precheck, then "unknown comparator"
      ['=> 2', /unknown operator "=>"/],
      ['>=20Gi', /">= 20Gi"/], // one part: whenSplit[1] is out of range for a quantity field
      ['<1', /"< 1"/],
      ['>=  2', /two spaces/],
      ['> 2 items', /expected an operator/],
      ['> lots', /neither a whole number nor a quantity/],
      ['> 2GB', /neither a whole number nor a quantity/], // GB is no Kubernetes suffix
      ['< 1_000', /neither a whole number nor a quantity/],
    ],
  },
};

testWhenTables(tables);

test('resource-field: a warn outcome may hold no when, and any when on it is rejected (it crashes the analyzer)', () => {
  // pkg/analyze/kube_resource.go#analyzeWhenField reads outcome.Fail.When in the warn branch.
  const grammar = grammars['resource-field']!;
  expect(grammar.parse('', 'warn').ok).toBe(true);
  for (const when of ['>= 2', '< 20Gi', '== 1']) {
    const result = grammar.parse(when, 'warn');
    expect(result.ok, when).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/crashes/);
  }
});

test('regex-bool and compare-bool: an empty when stands for false on fail and warn, true on pass', () => {
  // Both families accept the empty string for every severity; the default is in their forms.
  for (const id of ['regex-bool', 'compare-bool']) {
    const grammar = grammars[id]!;
    for (const severity of ['fail', 'warn', 'pass'] as Severity[]) expect(grammar.parse('', severity).ok, `${id} ${severity}`).toBe(true);
    expect(grammar.forms.some((f) => f.form === '(empty)' && /`false` on a `fail` or `warn` outcome, `true` on a `pass`/.test(f.meaning))).toBe(true);
  }
});

test('textAnalyze runs every mode the spec sets; clusterResource only the first, in the Go order', () => {
  const entry = (key: string) => {
    const found = registries.analyzer.find((a) => a.key === key);
    if (!found || !found.outcomes.hasOutcomes) throw new Error(`${key} has no outcomes in the reference`);
    return found.outcomes;
  };
  const ids = (key: string, spec: Record<string, unknown>) => grammarsFor(entry(key), spec).map((g) => g.id);

  // pkg/analyze/text_analyze.go#analyzeTextAnalyze: regex, then regexGroups, each over every file.
  expect(ids('textAnalyze', {regex: 'x'})).toEqual(['regex-bool']);
  expect(ids('textAnalyze', {regexGroups: '(?P<N>x)'})).toEqual(['regex-groups']);
  expect(ids('textAnalyze', {regex: 'x', regexGroups: '(?P<N>x)'})).toEqual(['regex-bool', 'regex-groups']);

  // pkg/analyze/kube_resource.go#AnalyzeClusterResource.analyzeResource: expectedValue, regex,
  // regexGroups, then the numeric when; an empty string counts as unset.
  expect(ids('clusterResource', {})).toEqual(['resource-field']);
  expect(ids('clusterResource', {expectedValue: ''})).toEqual(['resource-field']);
  expect(ids('clusterResource', {expectedValue: 'live', regex: 'x', regexGroups: '(?P<N>x)'})).toEqual(['compare-bool']);
  expect(ids('clusterResource', {regex: 'x', regexGroups: '(?P<N>x)'})).toEqual(['regex-bool']);
  expect(ids('clusterResource', {regexGroups: '(?P<N>x)'})).toEqual(['regex-groups']);

  expect(ids('yamlCompare', {})).toEqual(['compare-bool']);
  expect(ids('jsonCompare', {jsonPath: '{.a}'})).toEqual(['compare-bool']);
});
