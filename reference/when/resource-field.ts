import {fail, ok, type WhenGrammar} from './grammar';
import * as strconv from '../go/strconv';
import * as strings from '../go/strings';

const operators = ['=', '==', '===', '<', '>', '<=', '>='];

/** Kubernetes resource.ParseQuantity: a signed decimal number and an optional suffix or exponent. */
const quantity = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:Ki|Mi|Gi|Ti|Pi|Ei|[numkMGTPE]|[eE][+-]?\d+)?$/;

/** clusterResource without `expectedValue`, `regex` or `regexGroups`: the field's value against a number or quantity. */
const resourceField: WhenGrammar = {
  id: 'resource-field',
  title: 'a number or quantity in the object',
  summary:
    'The condition compares the value found with a number: an operator, one space, and the number (the whole string is trimmed first). A whole-number field is compared with a whole number. A text field that reads as a Kubernetes quantity, such as `500m` or `8Gi`, is compared with a quantity after both are converted to whole units, rounding up. Any other value (other text, a boolean, a decimal number, an object, or nothing at the path) is an error, and the check is dropped from the results. There is no `!=`.',
  forms: [
    {form: '>= 3', meaning: 'the value is at least 3; also `<`, `<=`, `>`'},
    {form: '== 2', meaning: 'the value is exactly 2; `=` and `===` mean the same'},
    {form: '< 8Gi', meaning: 'a quantity such as `memory: 4Gi` is below 8 GiB; only for fields that hold a quantity as text'},
    {form: '(empty)', meaning: 'always holds'},
  ],
  source: ['pkg/analyze/kube_resource.go#compareWhentoResource', 'pkg/analyze/common_status.go#compareActualToWhen', 'pkg/analyze/kube_resource.go#analyzeWhenField'],
  parse(when, severity) {
    if (when === '') return ok;
    if (severity === 'warn') {
      return fail('a `warn` outcome with a `when` crashes the analyzer (it reads the `when` of a `fail` that is not there); leave `when` out of `warn`, which then always holds, and put the condition on a `fail` or `pass` outcome above it');
    }
    if (!/[!=<>]/.test(when)) return fail(`"${when}" has no operator; write one of ${operators.join(' ')}, a space and a number, such as ">= 3"`);
    const parts = strings.trimSpace(when).split(' ');
    if (parts.length !== 2) {
      const glued = parts.length === 1 ? /^(===|==|=|<=|>=|<|>|!==|!=)(\S+)$/.exec(parts[0]!) : null;
      if (glued) return fail(`put one space between the operator and the value: "${glued[1]} ${glued[2]}"; without it the analyzer fails, or crashes on a quantity field`);
      return fail('expected an operator, one space and a number, such as ">= 3" or "< 8Gi" (two spaces in a row count as an extra part)');
    }
    const [operator, value] = parts as [string, string];
    if (!operators.includes(operator)) return fail(`unknown operator "${operator}"; use one of ${operators.join(' ')} ("!=" is not supported)`);
    if (strconv.atoi(value) === undefined && !quantity.test(value)) return fail(`"${value}" is neither a whole number nor a quantity such as 500m or 8Gi`);
    return ok;
  },
};

export default resourceField;
