import * as strconv from '../go/strconv';
import * as strings from '../go/strings';
import {fail, ok, type WhenGrammar} from './grammar';

const operators = ['=', '==', '===', '!=', '!==', '<', '>', '<=', '>='];

/** nodeMetrics: how full the persistent volume claims are, from the kubelet stats of each node. */
const pvcUsage: WhenGrammar = {
  id: 'pvc-usage',
  title: 'PVC usage percentage',
  summary:
    'The condition is `pvcUsedPercentage`, an operator and a number, separated by single spaces (the whole string is trimmed first). It holds when at least one persistent volume claim that passes the filters has a used share of its capacity, in percent from 0 to 100, that satisfies the comparison. The number is a plain decimal without `%`. An empty `when` always holds.',
  forms: [
    {form: 'pvcUsedPercentage >= 80', meaning: 'some claim is at least 80% full; also `>`, `<`, `<=`'},
    {form: 'pvcUsedPercentage == 100', meaning: 'some claim is exactly full; `=` and `===` mean the same'},
    {form: 'pvcUsedPercentage != 0', meaning: 'some claim is not empty; `!==` means the same'},
    {form: '(empty)', meaning: 'always holds, even when no node metrics were collected'},
  ],
  source: ['pkg/analyze/k8s_node_metrics.go#AnalyzeNodeMetrics.compareNodeMetricConditionalsToStats', 'pkg/analyze/comparison.go#ParseComparisonOperator'],
  parse(when) {
    if (when === '') return ok;
    const parts = strings.trimSpace(when).split(' ');
    if (parts.length !== 3) return fail('expected "pvcUsedPercentage", an operator and a number separated by single spaces, such as "pvcUsedPercentage >= 80"');
    const [metric, operator, value] = parts as [string, string, string];
    if (metric !== 'pvcUsedPercentage') return fail(`unknown metric "${metric}"; the only one is "pvcUsedPercentage" (this spelling)`);
    if (!operators.includes(operator)) return fail(`unknown operator "${operator}"; use one of ${operators.join(' ')}`);
    if (strconv.parseFloat(value) === undefined) {
      return fail(value.endsWith('%') ? `write the number without "%": "${value.slice(0, -1)}"` : `"${value}" is not a number`);
    }
    return ok;
  },
};

export default pvcUsage;
