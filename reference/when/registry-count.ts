import * as strconv from '../go/strconv';
import * as strings from '../go/strings';
import {fail, ok, type WhenGrammar} from './grammar';

const terms = ['verified', 'missing', 'errors'];
const operators = ['<', '<=', '>', '>=', '=', '==', '==='];

/** registryImages (in-cluster and host): one of three image counts against a whole number. */
const registryCount: WhenGrammar = {
  id: 'registry-count',
  title: 'image counts',
  summary:
    'The condition compares one of three counts with a whole number: the count, an operator and the number, separated by single spaces. The whole string is trimmed first. Each listed image counts once: as `missing` when its registry answers that the repository has no such tag or digest, as `verified` when the manifest is there, and as `errors` for any other answer, an unknown repository included.',
  forms: [
    {form: 'missing > 0', meaning: 'at least one tag or digest is unknown to its registry'},
    {form: 'errors >= 1', meaning: 'at least one lookup failed: credentials, network, a repository that does not exist, a reference that does not parse'},
    {form: 'verified == 4', meaning: 'exactly four images were found; `=` and `===` mean the same'},
    {form: 'verified < 4', meaning: 'fewer than four were found; also `<=`, `>`, `>=` (there is no `!=`)'},
    {form: '(empty)', meaning: 'always holds'},
  ],
  source: ['pkg/analyze/registry.go#compareRegistryConditionalToActual', 'pkg/analyze/registry.go#doCompareRegistryImageCount'],
  parse(when) {
    if (when === '') return ok;
    const parts = strings.trimSpace(when).split(' ');
    if (parts.length !== 3) return fail('expected a count, an operator and a number separated by single spaces, such as "missing > 0"');
    const [term, operator, value] = parts as [string, string, string];
    if (!terms.includes(term)) return fail(`unknown count "${term}": use ${terms.join(', ')} (lower case)`);
    if (strconv.atoi(value) === undefined) return fail(`"${value}" is not a whole number`);
    if (!operators.includes(operator)) return fail(`unknown operator "${operator}": use one of ${operators.join(' ')} ("!=" is not supported)`);
    return ok;
  },
};

export default registryCount;
