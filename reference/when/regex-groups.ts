import {fail, ok, type WhenGrammar} from './grammar';
import * as strconv from '../go/strconv';
import * as strings from '../go/strings';

const equality = ['=', '==', '==='];
const numeric = [...equality, '<', '>', '<=', '>='];

/** textAnalyze and clusterResource with `regexGroups`: one named group of the first match, compared with a value. */
const regexGroups: WhenGrammar = {
  id: 'regex-groups',
  title: 'a named group of the first match',
  summary:
    'The condition compares what one named group, `(?P<name>...)`, captured in the first match of the regular expression with a value: the group name, an operator and the value, separated by single spaces (the whole string is trimmed first). When the value is a whole number, both sides are compared as integers and `=`, `==`, `===`, `<`, `<=`, `>` and `>=` work; a capture that is not a whole number then never matches. Any other value is compared as text, and only `=`, `==` and `===` are allowed. Write `\'\'` or `""` for an empty value. A group that is not in the pattern, or a pattern that did not match at all, makes the condition false.',
  forms: [
    {form: 'Count >= 5', meaning: 'the group `Count` captured a whole number of at least 5; also `<`, `<=`, `>`, `=`'},
    {form: 'Mode == strict', meaning: 'the group `Mode` captured exactly `strict` (case-sensitive); `=` and `===` mean the same'},
    {form: "Reason = ''", meaning: 'the group `Reason` captured nothing'},
    {form: '(empty)', meaning: 'always holds, even when the pattern did not match'},
  ],
  source: ['pkg/analyze/text_analyze.go#compareRegex', 'pkg/analyze/text_analyze.go#analyzeRegexGroups'],
  parse(when) {
    if (when === '') return ok;
    const parts = strings.trimSpace(when).split(' ');
    if (parts.length !== 3 || parts.some((part) => part === '')) {
      return fail('expected a group name, an operator and a value separated by single spaces, such as "Count >= 5"; a value cannot contain spaces');
    }
    const [, operator, raw] = parts as [string, string, string];
    const value = raw === "''" || raw === '""' ? '' : raw;
    if (strconv.atoi(value) !== undefined) {
      if (!numeric.includes(operator)) {
        return fail(`"${operator}" never matches a number; use one of ${numeric.join(' ')} ("!=" is not supported)`);
      }
      return ok;
    }
    if (!equality.includes(operator)) {
      return fail(`"${value}" is not a whole number, so it is compared as text and only = == === are allowed, not "${operator}"`);
    }
    return ok;
  },
};

export default regexGroups;
