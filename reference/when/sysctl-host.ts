import * as strconv from '../go/strconv';
import {fail, ok, type WhenGrammar} from './grammar';
import {matchSysctlWhen} from './sysctl';

const equality = ['=', '==', '==='];
const relational = ['<', '<=', '>', '>='];

/** Host sysctl: one kernel parameter from `sysctl -a` on the machine, compared as text or as a number. */
const sysctlHost: WhenGrammar = {
  id: 'sysctl-host',
  title: 'kernel parameter on the machine',
  summary:
    'The condition names a kernel parameter as `sysctl -a` prints it (`net.ipv4.ip_forward`), an operator and a value, with white space on both sides of the operator. `=`, `==` and `===` compare the value as text, exactly and untrimmed, so a trailing space never matches and a parameter with several values needs the tabs `sysctl` prints between them. `<`, `<=`, `>` and `>=` compare whole numbers, and the collected value must be one too. There is no `!=`. A parameter missing from the collected output is an error, not a false condition. An empty `when` always holds. A condition the analyzer cannot read makes the check fail with `Analyzer Failed`.',
  forms: [
    {form: 'net.ipv4.ip_forward = 1', meaning: 'the value is exactly this text; `==` and `===` mean the same'},
    {form: 'vm.max_map_count < 262144', meaning: 'a smaller number; also `<=`, `>`, `>=`'},
    {form: '(empty)', meaning: 'always holds'},
  ],
  source: ['pkg/analyze/host_sysctl.go#AnalyzeHostSysctl.CheckCondition', 'pkg/analyze/comparison.go#ParseComparisonOperator'],
  parse(when) {
    if (when === '') return ok;
    const condition = matchSysctlWhen(when);
    if (!condition) {
      return fail(
        /!=/.test(when)
          ? '"!=" is not supported; test the value you do not want with "=" on a fail or warn outcome, and put the pass after it'
          : 'expected a parameter, an operator and a value with white space around the operator, such as "net.ipv4.ip_forward = 1"',
      );
    }
    const {key, operator, value} = condition;
    if (!when.replace(/^[\t\n\f\r ]+/, '').startsWith(key)) {
      return fail(`text before "${key}" is ignored; start the condition with the parameter name`);
    }
    if (!equality.includes(operator) && !relational.includes(operator)) {
      return fail(`unknown operator "${operator}"; use one of ${[...equality, ...relational].join(' ')}`);
    }
    if (key.includes('/')) return fail(`write the parameter with dots, as in "net.ipv4.ip_forward", not as a path ("${key}")`);
    if (relational.includes(operator)) {
      if (strconv.atoi(value) === undefined) return fail(`"${operator}" compares whole numbers, and "${value}" is not one (no spaces after it either); the analyzer would fail`);
      return ok;
    }
    if (/^[\t\n\v\f\r ]*$/.test(value)) return fail('the value is empty, so the condition never holds');
    if (/[\t\n\v\f\r ]$/.test(value)) return fail('the value ends in white space, which the collected value never has; remove it');
    return ok;
  },
};

export default sysctlHost;
