import * as strconv from '../go/strconv';
import * as strings from '../go/strings';
import {fail, ok, type WhenGrammar} from './grammar';

/** k8s.io/apimachinery resource.ParseQuantity: number, then one known suffix or a decimal exponent. */
export function isQuantity(text: string): boolean {
  const match = /^[+-]?\d*(?:\.\d*)?([eEinumkKMGTP]*[+-]?\d*)$/.exec(text);
  if (!text || !match) return false;
  const suffix = match[1]!;
  if (['', 'n', 'u', 'm', 'k', 'M', 'G', 'T', 'P', 'E', 'Ki', 'Mi', 'Gi', 'Ti', 'Pi', 'Ei'].includes(suffix)) return true;
  return suffix.length > 1 && (suffix[0] === 'e' || suffix[0] === 'E') && strconv.atoi(suffix.slice(1)) !== undefined;
}

/** The properties `getQuantity` knows; any other gives min/max an error and sum a silent 0. */
const nodeProperties = [
  'cpuCapacity',
  'cpuAllocatable',
  'memoryCapacity',
  'memoryAllocatable',
  'podCapacity',
  'podAllocatable',
  'ephemeralStorageCapacity',
  'ephemeralStorageAllocatable',
  'resourceCapacity',
  'resourceAllocatable',
];

const operators = ['=', '==', '===', '<', '>', '<=', '>='];
const conditionStatuses = ['True', 'False', 'Unknown'];

/** nodeResources: a count of, or a figure over, the nodes that pass `filters`. */
const nodeResources: WhenGrammar = {
  id: 'node-resources',
  title: 'the nodes that pass the filters',
  summary:
    'The condition is a function, an operator and a value, separated by white space: `count() >= 3`, `min(memoryAllocatable) >= 16Gi`. Every function works on the nodes that pass `filters` (all nodes without filters). With two words the function is `count()`, so `< 3` means `count() < 3`. `count()` and `countDistinct(label)` compare whole numbers; `min`, `max` and `sum` compare Kubernetes quantities, and a bare number there is a plain quantity, so `min(memoryCapacity) >= 16` means 16 bytes, not 16 GiB. `nodeCondition(Type)` tests a node condition for equality only. The operators are `=`, `==`, `===`, `<`, `<=`, `>` and `>=`; there is no `!=`, and with `nodeCondition` any operator that contains `=`, `!=` included, is accepted and tests for equality.',
  forms: [
    {form: 'count() >= 3', meaning: 'the number of nodes; `>= 3` alone means the same'},
    {form: 'countDistinct(topology.kubernetes.io/zone) >= 3', meaning: 'the number of different values of a node label; nodes without the label are not counted'},
    {form: 'min(memoryAllocatable) >= 16Gi', meaning: 'the smallest value on any node; `max(...)` the largest'},
    {form: 'sum(cpuAllocatable) >= 24', meaning: 'the total over the nodes'},
    {form: 'nodeCondition(Ready) == False', meaning: 'some node has the condition with this status (`True`, `False` or `Unknown`); write `=`, `==` or `===`, since `!=`, `<=` and `>=` are accepted too but also test for equality'},
    {form: '(empty)', meaning: 'always holds'},
  ],
  source: ['pkg/analyze/node_resources.go#compareNodeResourceConditionalToActual', 'pkg/analyze/node_resources.go#getQuantity'],
  parse(when) {
    if (when === '') return ok;
    const parts = strings.fields(when);
    if (parts.length === 2) parts.unshift('count');
    if (parts.length !== 3) return fail('expected a function, an operator and a value separated by spaces, such as "count() >= 3"; a space is needed on both sides of the operator');
    const [expression, operator, value] = parts as [string, string, string];
    const match = /(.*)\((.*)\)/.exec(expression);
    const [fn, property] = match ? [match[1]!, match[2]!] : ['count', ''];
    if (!match && nodeProperties.includes(expression)) {
      return fail(`a bare "${expression}" is read as count(), the number of nodes; write min(${expression}), max(${expression}) or sum(${expression})`);
    }
    switch (fn) {
      case 'count':
        break;
      case 'countDistinct':
        if (property === '') return fail('countDistinct() needs a node label key, such as countDistinct(topology.kubernetes.io/zone)');
        break;
      case 'min':
      case 'max':
      case 'sum':
        if (!nodeProperties.includes(property)) return fail(`unknown property "${property}" in ${fn}(); use one of ${nodeProperties.join(' ')}`);
        break;
      case 'nodeCondition':
        if (!operator.includes('=')) return fail('nodeCondition() can only be compared with = == ===');
        if (!['=', '==', '==='].includes(operator)) return fail(`"${operator}" passes the analyzer's check but compares for equality, like "=="; nodeCondition() has no "not equal": test for the other status instead (== False rather than != True)`);
        if (property === '') return fail('nodeCondition() needs a condition type, such as nodeCondition(Ready)');
        if (!conditionStatuses.includes(value)) return fail(`"${value}" never matches: a node condition status is True, False or Unknown, with that case`);
        return ok;
      default:
        return fail(`unknown function "${fn}"; use count, countDistinct, min, max, sum or nodeCondition`);
    }
    if (!operators.includes(operator)) {
      return fail(`unknown operator "${operator}"; use one of ${operators.join(' ')} ("!=" is not supported)`);
    }
    if (fn === 'count' || fn === 'countDistinct') {
      if (strconv.atoi(value) === undefined) return fail(`${fn}() compares whole numbers; "${value}" is not one`);
      return ok;
    }
    if (strconv.atoi(value) === undefined && !isQuantity(value)) return fail(`"${value}" is not a Kubernetes quantity such as 4, 500m or 16Gi`);
    return ok;
  },
};

export default nodeResources;
