import * as regexp from '../go/regexp';
import * as strconv from '../go/strconv';
import {fail, ok, type WhenGrammar} from './grammar';

const operators = ['>', '>=', '<', '<=', '=', '==', '==='];

/** Why RE2 refuses a construct other regular expression dialects have, said beside RE2's own message. */
function re2Hint(pattern: string): string {
  if (/\(\?<?[=!]/.test(pattern)) return ' (Go regular expressions have no lookahead or lookbehind)';
  if (/\\[1-9]/.test(pattern)) return ' (Go regular expressions have no back-references)';
  return '';
}

/** Host blockDevices: how many unused block devices have a name that matches a pattern. */
const blockDevices: WhenGrammar = {
  id: 'block-devices',
  title: 'number of unused block devices',
  summary:
    'The condition is three words separated by single spaces: a regular expression, an operator and a whole number, as in `sdb > 0`. Nothing is trimmed. The expression (Go RE2 syntax, so it cannot contain a space) is matched anywhere in each device name, so `sd` matches `sda` and `sdb1`; anchor it (`^sdb$`) to match one name. Only devices the analyzer counts as available are compared: whole disks (and, with the analyzer\'s fields, unmounted partitions or extra types) with no file system, no mount point and no children, that are neither read-only nor removable and are at least `minimumAcceptableSize` bytes. Operators are `<`, `<=`, `>`, `>=`, `=`, `==` and `===`; there is no `!=`. An empty `when` always holds. A condition the analyzer cannot read makes the check fail with `Analyzer Failed`.',
  forms: [
    {form: 'sdb > 0', meaning: 'at least one available device whose name contains `sdb`'},
    {form: '.* >= 1', meaning: 'at least one available device of any name'},
    {form: '^nvme[0-9]+n1$ == 2', meaning: 'exactly two available NVMe namespaces; `=` and `===` mean the same'},
    {form: '(empty)', meaning: 'always holds'},
  ],
  source: [
    'pkg/analyze/host_block_devices.go#compareHostBlockDevicesConditionalToActual',
    'pkg/analyze/host_block_devices.go#isEligibleBlockDevice',
  ],
  parse(when) {
    if (when === '') return ok;
    const parts = when.split(' ');
    if (parts.length !== 3) {
      return fail(
        'expected a name pattern, an operator and a count separated by single spaces, such as "sdb > 0" (the pattern cannot contain a space: use \\s, and avoid leading, trailing or double spaces)',
      );
    }
    const [pattern, operator, count] = parts as [string, string, string];
    if (pattern === '') return fail('the name pattern is empty (a leading space?); write ".*" to count devices of any name');
    try {
      regexp.compile(pattern);
    } catch (error) {
      return fail(`the device name pattern "${pattern}" does not compile: ${(error as Error).message}${re2Hint(pattern)}`);
    }
    if (strconv.atoi(count) === undefined) return fail(`"${count}" is not a whole number; write a count such as "sdb > 0"`);
    if (!operators.includes(operator)) {
      const hint = operator === '!=' || operator === '!==' ? ' ("!=" is not supported: use "== 0" or "> 0")' : '';
      return fail(`unknown operator "${operator}"; use one of ${operators.join(' ')}${hint}`);
    }
    return ok;
  },
};

export default blockDevices;
