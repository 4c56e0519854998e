import * as strconv from '../go/strconv';
import * as strings from '../go/strings';
import {fail, ok, type WhenCheck, type WhenGrammar} from './grammar';

/** The relational operators the status analyzers compare numbers with: no `!=`. */
const countOperators = ['=', '==', '===', '<', '>', '<=', '>='];

/** Checks `<operator> <whole number>`, the tail of the replica and status-count conditions. */
export function checkCount(operator: string, value: string, example: string): WhenCheck {
  if (strconv.atoi(value) === undefined) return fail(`"${value}" is not a whole number; write a count such as "${example}"`);
  if (!countOperators.includes(operator)) {
    const hint = operator === '!=' || operator === '!==' ? ' ("!=" is not supported: turn the outcomes around, or use "<" and ">")' : '';
    return fail(`unknown operator "${operator}"; use one of ${countOperators.join(' ')}${hint}`);
  }
  return ok;
}

/** An operator glued to its number, as in `<1` or `>=3`. */
const glued = /^(===|==|=|<=|>=|<|>|!==|!=)(\S+)$/;

/** deploymentStatus and statefulsetStatus: the ready replicas of one object, or whether it exists. */
const replicas: WhenGrammar = {
  id: 'replicas',
  title: 'ready replicas',
  summary:
    'The condition compares the number of ready replicas of the named object with a whole number: an operator, one space, and the number. The whole string is trimmed first, but inside it exactly one space must separate the two parts. `absent` (exactly that word, lower case, no spaces around it) holds when the object is not in its namespace\'s file.',
  forms: [
    {form: '< 1', meaning: 'fewer ready replicas than the number; also `<=`, `>`, `>=`'},
    {form: '= 3', meaning: 'exactly this many ready replicas; `==` and `===` mean the same'},
    {form: 'absent', meaning: 'the object does not exist in the namespace'},
    {form: '(empty)', meaning: 'always holds while the object exists'},
  ],
  source: ['pkg/analyze/common_status.go#compareActualToWhen', 'pkg/analyze/common_status.go#commonStatus'],
  parse(when) {
    if (when === '' || when === 'absent') return ok;
    const trimmed = strings.trimSpace(when);
    if (trimmed.toLowerCase() === 'absent') return fail('write `absent` alone, in lower case and without spaces around it');
    const parts = trimmed.split(' ');
    if (parts.length !== 2) {
      const gluedMatch = parts.length === 1 ? glued.exec(parts[0]!) : null;
      if (gluedMatch) return fail(`put one space between the operator and the number: "${gluedMatch[1]} ${gluedMatch[2]}"`);
      return fail('expected an operator, one space and a whole number, such as "< 1" (two spaces in a row count as an extra part)');
    }
    const [operator, value] = parts as [string, string];
    return checkCount(operator, value, '< 1');
  },
};

export default replicas;
