import {fail, ok, type WhenGrammar} from './grammar';
import * as strconv from '../go/strconv';

/**
 * ipv4Interfaces: compareHostIPV4InterfacesConditionalToActual in pkg/analyze/host_ipv4interfaces.go.
 * `strings.Split(when, " ")` without trimming must give exactly three parts: the keyword `count`,
 * an operator, and a number for strconv.ParseInt(…, 10, 64). Every mistake is an error, which the
 * host analyzer turns into a visible "Analyzer Failed" result.
 */
const operators = ['<', '<=', '>', '>=', '=', '==', '==='];

const ipv4Count: WhenGrammar = {
  id: 'ipv4-count',
  title: 'number of IPv4 interfaces',
  summary:
    'The condition compares the number of network interfaces that are up, are not loopback and hold an IPv4 address: the word `count`, an operator and a whole number, separated by single spaces, as in `count >= 1`. Nothing is trimmed, so a space at either end or two spaces in a row is an error. The operators are `<`, `<=`, `>`, `>=`, `=`, `==` and `===`; there is no `!=`. Every mistake turns the check into a fail result that starts with `Analyzer Failed:`. An outcome without `when` always holds.',
  forms: [
    {form: 'count >= 1', meaning: 'at least this many interfaces; also `<`, `<=`, `>`'},
    {form: 'count == 0', meaning: 'exactly this many; `=` and `===` mean the same'},
    {form: '(empty)', meaning: 'always holds'},
  ],
  source: ['pkg/analyze/host_ipv4interfaces.go#compareHostIPV4InterfacesConditionalToActual'],
  parse(when) {
    if (when === '') return ok;
    const parts = when.split(' ');
    if (parts.length !== 3) {
      const trimmed = when.trim();
      if (trimmed !== when && trimmed.split(' ').length === 3) {
        return fail(`remove the spaces at the ends: "${when}" is split on single spaces without trimming, so it has ${parts.length} parts instead of 3`);
      }
      if (/&&|\|\|/.test(trimmed)) return fail('write one comparison per outcome: there is no "&&" or "||"; use several outcomes in order instead');
      if (!/^count/i.test(trimmed)) return fail('start with the keyword "count", as in "count >= 1"');
      if (/\s{2,}|\t/.test(trimmed)) return fail('separate "count", the operator and the number with exactly one space each, as in "count >= 1"');
      if (/[<>=!]/.test(trimmed)) return fail('put one space on each side of the operator, as in "count >= 1"');
      return fail(`expected "count", an operator and a whole number separated by single spaces, such as "count >= 1" (got ${parts.length} parts)`);
    }
    const [keyword, operator, value] = parts as [string, string, string];
    if (keyword !== 'count') {
      return fail(keyword.toLowerCase() === 'count' ? 'write the keyword in lower case: "count"' : `the only keyword is "count", not "${keyword}"`);
    }
    if (strconv.atoi(value) === undefined) return fail(`"${value}" is not a whole number; write a count such as "count >= 1"`);
    if (!operators.includes(operator)) {
      const hint = operator === '!=' || operator === '!==' ? ' ("!=" is not supported: turn the outcomes around, or use "<" and ">")' : '';
      return fail(`unknown operator "${operator}"; use one of ${operators.join(' ')}${hint}`);
    }
    return ok;
  },
};

export default ipv4Count;
