import {parseRange, parseTolerant, versionString} from '../go/blang-semver';
import {fail, ok, type WhenGrammar} from './grammar';

const operators = ['=', '==', '!=', '<', '<=', '>', '>='];
const connectors = ['&&', '||'];
/** Mixed-case names that can appear: the keyword, and two platforms gopsutil reports capitalised. */
const mixedCaseNames = ['kernelVersion', 'Kylin', 'Deepin'];

/**
 * pkg/analyze/host_os_info.go#fixVersion: strip one leading zero from each dot-separated part,
 * keep the leading `digits[.digits[.digits]]`, drop trailing dots.
 */
export function fixVersion(version: string): string {
  const parts = version.split('.').map((part) => (part !== '0' && part.startsWith('0') ? part.slice(1) : part));
  const kept = /^[0-9]+\.?[0-9]*\.?[0-9]*/.exec(parts.join('.'));
  return (kept ? kept[0] : '').replace(/\.+$/, '');
}

/** One version of the condition, as the analyzer reads it: fixVersion, then blang ParseTolerant. */
function readVersion(token: string): {ok: true; text: string} | {ok: false; message: string} {
  if (/x/i.test(token)) {
    return {ok: false, message: `"${token}": x is not a wildcard here (it reads as ${fixVersion(token) || 'nothing'}); write a range such as ">= 22 && < 23"`};
  }
  const fixed = fixVersion(token);
  if (fixed === '') return {ok: false, message: `"${token}" does not start with a digit; write a version such as 22.04 (no leading v)`};
  try {
    return {ok: true, text: versionString(parseTolerant(fixed))};
  } catch (error) {
    return {ok: false, message: `"${token}" is not a version the analyzer can read (${(error as Error).message})`};
  }
}

/** Host hostOS: the distribution version, or the kernel version, compared with a version range. */
const hostOS: WhenGrammar = {
  id: 'host-os',
  title: 'operating system and kernel version',
  summary:
    'The condition is a name, an operator and a version, separated by single spaces, optionally followed by more triples that start with `&&` (and) or `||` (or) and repeat the operator and version: `ubuntu >= 20.04`, `rhel >= 8 && < 10`, `ubuntu == 20.04 || == 22.04`. Nothing is trimmed, and the number of words must be a multiple of three. The name is matched exactly, in lower case: a platform (`ubuntu`, `centos`, `rocky`, `redhat`) or a platform family (`debian`, `rhel`), which compares the distribution version; `kernelVersion`, which compares the kernel release; or `<platform>-<version>-kernel` (for example `centos-7.9.2009-kernel`), which compares the kernel release on that exact distribution version. Versions are read leniently: `20.04` is 20.4.0 and `8` is 8.0.0, so `==` needs the full version. Operators are `=`, `==`, `!=`, `<`, `<=`, `>`, `>=`; `&&` binds tighter than `||`. A name that matches nothing makes the condition false. An empty `when` always holds. A condition the analyzer cannot read makes the check fail with `Analyzer Failed`.',
  forms: [
    {form: 'ubuntu >= 20.04', meaning: 'Ubuntu 20.04 or later'},
    {form: 'rhel >= 8 && < 10', meaning: 'any distribution of the RHEL family from 8.0 up to, not including, 10'},
    {form: 'ubuntu == 20.04 || == 22.04', meaning: 'either release'},
    {form: 'kernelVersion >= 5.8', meaning: 'the kernel release, on any distribution'},
    {form: 'centos-7.9.2009-kernel < 3.10.0', meaning: 'the kernel release, only on that CentOS version'},
    {form: '(empty)', meaning: 'always holds'},
  ],
  source: ['pkg/analyze/host_os_info.go#AnalyzeHostOS.CheckCondition', 'pkg/analyze/host_os_info.go#fixVersion'],
  parse(when) {
    if (when === '') return ok;
    const parts = when.split(' ');
    if (parts.length < 3 || parts.length % 3 !== 0) {
      return fail(
        'expected "<name> <operator> <version>", optionally followed by "&& <operator> <version>" or "|| <operator> <version>", all separated by single spaces (no leading, trailing or double spaces)',
      );
    }
    const name = parts[0]!;
    let range = '';
    for (let i = 0; i < parts.length; i += 3) {
      const [first, operator, version] = parts.slice(i, i + 3) as [string, string, string];
      const read = readVersion(version);
      if (!read.ok) return fail(read.message);
      if (i > 0 && !connectors.includes(first)) return fail(`"${first}" joins two comparisons; use && (and) or || (or)`);
      if (!operators.includes(operator)) {
        return fail(`"${operator}" is not an operator here; use one of ${operators.join(' ')}${operator === '===' || operator === '!==' ? ' (no triple forms)' : ''}`);
      }
      range = i === 0 ? `${operator} ${read.text}` : first === '||' ? `${range} || ${operator} ${read.text}` : `${range} ${operator} ${read.text}`;
    }
    try {
      parseRange(range);
    } catch (error) {
      return fail(`the version range "${range}" does not parse (${(error as Error).message})`);
    }
    if (name === '') return fail('the name is empty (a leading space?); write a platform such as ubuntu, or kernelVersion');
    if (name.toLowerCase() === 'kernelversion' && name !== 'kernelVersion') return fail('write the keyword exactly as "kernelVersion"');
    if (name !== name.toLowerCase() && !mixedCaseNames.includes(name)) {
      return fail(`names are matched exactly and platforms are reported in lower case, so "${name}" never matches; write "${name.toLowerCase()}"`);
    }
    return ok;
  },
};

export default hostOS;
