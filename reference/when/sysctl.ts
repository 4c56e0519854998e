import * as strconv from '../go/strconv';
import * as strings from '../go/strings';
import {fail, ok, type WhenGrammar} from './grammar';

/**
 * The sysctl `when` regexp both sysctl analyzers use, `([^\s]+)\s+([><=]=*)\s+(.+)` in
 * pkg/analyze/sysctl.go#sysctlWhenRX, written with Go's character classes: RE2's `\s` is
 * [\t\n\f\r ] and `.` stops at a newline. Like Go's FindStringSubmatch it is unanchored and takes
 * the leftmost match, so text before the key is skipped.
 */
const sysctlWhenRX = /([^\t\n\f\r ]+)[\t\n\f\r ]+([><=]=*)[\t\n\f\r ]+([^\n]+)/;

export interface SysctlCondition {
  /** The parameter, in dotted form: `net.ipv4.ip_forward`. */
  key: string;
  /** What `[><=]=*` captured: `=`, `==`, `<=`, but also `<==` or `====`, which no analyzer accepts. */
  operator: string;
  /** The rest of the line, untrimmed. */
  value: string;
}

/**
 * Splits a sysctl condition the way the shared regexp does, for the in-cluster grammar here and a
 * host grammar beside it. Undefined when the regexp does not match (both analyzers then fail).
 */
export function matchSysctlWhen(when: string): SysctlCondition | undefined {
  const match = sysctlWhenRX.exec(when);
  if (!match) return undefined;
  return {key: match[1]!, operator: match[2]!, value: match[3]!};
}

const equality = ['=', '==', '==='];
const relational = ['<', '<=', '>', '>='];

/** The trees the in-cluster sysctl collector reads (pkg/collect/sysctl.go): nothing else is ever in the bundle. */
const inClusterSysctlTrees = ['net.ipv4.', 'net.bridge.', 'vm.'];

/** In-cluster sysctl: kernel parameters from the files the sysctl collector saved, one per node. */
const sysctl: WhenGrammar = {
  id: 'sysctl',
  title: 'kernel parameter on some node',
  summary:
    'The condition names a kernel parameter in dotted form, an operator and a value, with white space (one or more spaces) on both sides of the operator. It holds when it is true on at least one node. `=`, `==` and `===` compare the value as text, exactly as the file shows it; `<`, `<=`, `>` and `>=` compare whole numbers, and then every node must have the parameter with a numeric value, or the analyzer fails to run. There is no `!=`. Only parameters under `net.ipv4`, `net.bridge` and `vm` are collected. An empty `when` always holds.',
  forms: [
    {form: 'net.ipv4.ip_forward = 0', meaning: 'some node has exactly this value (text comparison; `==` and `===` too)'},
    {form: 'vm.max_map_count < 262144', meaning: 'some node has a smaller number; also `<=`, `>`, `>=`'},
    {form: '(empty)', meaning: 'always holds'},
  ],
  source: ['pkg/analyze/sysctl.go#evalSysctlWhen', 'pkg/analyze/sysctl.go#evalSysctlOutcome', 'pkg/collect/sysctl.go#CollectSysctl.Collect'],
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
    const {key, operator} = condition;
    const value = strings.trimSpace(condition.value);
    if (!equality.includes(operator) && !relational.includes(operator)) {
      return fail(`unknown operator "${operator}"; use one of ${[...equality, ...relational].join(' ')}`);
    }
    if (key.startsWith('/proc/sys/') || key.includes('/')) {
      return fail(`write the parameter with dots, as in "net.ipv4.ip_forward", not as a path ("${key}")`);
    }
    if (!inClusterSysctlTrees.some((tree) => key.startsWith(tree))) {
      return fail(`"${key}" is never collected: the sysctl collector reads only net.ipv4.*, net.bridge.* and vm.*`);
    }
    if (relational.includes(operator) && strconv.atoi(value) === undefined) {
      return fail(`"${operator}" compares whole numbers, and "${value}" is not one (the analyzer would fail to run)`);
    }
    if (value === '') return fail('the value is empty, so the condition never holds');
    return ok;
  },
};

export default sysctl;
