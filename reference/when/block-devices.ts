import {isGoInt64} from './go';
import {fail, ok, type WhenGrammar} from './grammar';

const operators = ['>', '>=', '<', '<=', '=', '==', '==='];

/**
 * Go's regexp.Compile (RE2), approximated with JavaScript's RegExp: RE2 refuses lookarounds and
 * back-references, spells named groups `(?P<name>` and takes leading `(?flags)`; `\A` and `\z`
 * are its anchors for the start and end of the text. Returns a message when Go would refuse it.
 */
export function re2Problem(source: string): string | undefined {
  if (/\(\?<?[=!]/.test(source)) return 'Go regular expressions have no lookahead or lookbehind';
  if (/\\[1-9]/.test(source)) return 'Go regular expressions have no back-references';
  let body = source.replace(/\(\?P</g, '(?<').replace(/\\A/g, '^').replace(/\\z/g, '$');
  let flags = '';
  const leading = /^\(\?([imsU]+)\)/.exec(body);
  if (leading) {
    body = body.slice(leading[0].length);
    flags = [...new Set(leading[1]!.replace('U', ''))].join('');
  }
  for (const extra of ['u', '']) {
    try {
      new RegExp(body, flags + extra);
      return undefined;
    } catch {
      // try the next reading
    }
  }
  return 'it is not a valid regular expression';
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
    const problem = re2Problem(pattern);
    if (problem) return fail(`the device name pattern "${pattern}" does not compile: ${problem}`);
    if (!isGoInt64(count)) return fail(`"${count}" is not a whole number; write a count such as "sdb > 0"`);
    if (!operators.includes(operator)) {
      const hint = operator === '!=' || operator === '!==' ? ' ("!=" is not supported: use "== 0" or "> 0")' : '';
      return fail(`unknown operator "${operator}"; use one of ${operators.join(' ')}${hint}`);
    }
    return ok;
  },
};

export default blockDevices;
