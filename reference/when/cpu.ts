import * as strconv from '../go/strconv';
import {fail, ok, type WhenGrammar} from './grammar';

const countOperators = ['<', '<=', '>', '>=', '=', '==', '===', '!=', '!=='];
const archOperators = ['=', '==', '===', '!=', '!=='];
/** The microarchitecture levels `supports` knows (pkg/analyze/host_cpu.go#microarchs). */
const microarchitectures = ['x86-64', 'x86-64-v2', 'x86-64-v3', 'x86-64-v4'];
const keywords = ['logical', 'physical', 'count', 'machinearch'];

/** Host cpu: core counts, CPU flags and the machine architecture. */
const cpu: WhenGrammar = {
  id: 'cpu',
  title: 'CPU count, flags and architecture',
  summary:
    'The condition is split on single spaces and nothing is trimmed. Two words, `< 4`, compare the larger of the logical and physical core counts. Three words put a keyword first: `logical` (hardware threads), `physical` (cores), `count` (the larger of the two) or `machineArch` (the architecture name the kernel reports, such as `x86_64` or `aarch64`), then an operator and a value. Counts take `<`, `<=`, `>`, `>=`, `=`, `==`, `===`, `!=` and `!==`; `machineArch` only the equality and inequality operators. `supports` followed by `x86-64`, `x86-64-v2`, `x86-64-v3` or `x86-64-v4` holds when the CPU flags include every flag that level needs (on Linux `x86-64-v3` and `x86-64-v4` never hold: they ask for `lzcnt`, a flag the kernel lists as `abm`), and `hasFlags` followed by a comma-separated list holds when every listed flag is present; a word may stand before either and is ignored. Keywords and `supports`/`hasFlags` are not case-sensitive. An empty `when` always holds. A condition the analyzer cannot read makes the check fail with `Analyzer Failed`.',
  forms: [
    {form: '< 4', meaning: 'fewer than four CPUs, counting the larger of logical and physical'},
    {form: 'logical >= 8', meaning: 'at least eight hardware threads; `physical` counts cores, `count` is the same as no keyword'},
    {form: 'machineArch == x86_64', meaning: 'the kernel reports this architecture; `!=` for any other'},
    {form: 'supports x86-64-v2', meaning: 'the CPU has every flag of this microarchitecture level'},
    {form: 'cpu hasFlags avx,avx2', meaning: 'the CPU has all of these flags (the first word is optional and ignored)'},
    {form: '(empty)', meaning: 'always holds'},
  ],
  source: [
    'pkg/analyze/host_cpu.go#compareHostCPUConditionalToActual',
    'pkg/analyze/host_cpu.go#doCompareHostCPU',
    'pkg/analyze/host_cpu.go#doCompareMachineArch',
    'pkg/analyze/host_cpu.go#doCompareHostCPUMicroArchitecture',
    'pkg/analyze/host_cpu.go#doCompareHostCPUFlags',
  ],
  parse(when) {
    if (when === '') return ok;
    const parts = when.split(' ');
    let keyword: string | undefined;
    let comparator = '';
    let value = '';
    if (parts.length === 3) {
      [keyword, comparator, value] = parts as [string, string, string];
    } else if (parts.length === 2) {
      [comparator, value] = parts as [string, string];
    } else {
      const glued = parts.length === 1 ? /^(===|==|=|<=|>=|<|>|!==|!=)(\d+)$/.exec(when) : null;
      if (glued) return fail(`put one space between the operator and the number: "${glued[1]} ${glued[2]}"`);
      return fail('expected "<operator> <number>" or "<keyword> <operator> <value>" separated by single spaces, such as "< 4" or "logical >= 8" (no leading, trailing or double spaces)');
    }
    if (comparator.toLowerCase() === 'supports') {
      if (!microarchitectures.includes(value)) {
        return fail(`"${value}" is not a microarchitecture level the analyzer knows; use one of ${microarchitectures.join(', ')} (lower case)`);
      }
      if (value === 'x86-64-v3' || value === 'x86-64-v4') {
        return fail(
          `"supports ${value}" never holds on Linux: the level asks for the flag lzcnt, which /proc/cpuinfo calls abm; write "hasFlags avx,avx2,bmi1,bmi2,f16c,fma,abm,movbe,xsave"${value === 'x86-64-v4' ? ' plus avx512f,avx512bw,avx512cd,avx512dq,avx512vl' : ''} instead`,
        );
      }
      return ok;
    }
    if (comparator.toLowerCase() === 'hasflags') {
      if (value.split(',').some((flag) => flag === '')) return fail('the flag list has an empty entry, which never matches; write flags separated by commas only, such as "hasFlags avx,avx2"');
      return ok;
    }
    const kind = keyword === undefined ? 'count' : keyword.toLowerCase();
    if (parts.includes('')) {
      return fail('a leading, trailing or double space adds an empty word; separate the words with single spaces, as in "logical >= 8"');
    }
    if (kind === 'supports' || kind === 'hasflags') {
      return fail(`write one value after "${keyword}": a flag list has commas and no spaces, as in "hasFlags avx,avx2"`);
    }
    if (!keywords.includes(kind)) {
      return fail(`unknown keyword "${keyword}"; use logical, physical, count or machineArch (or supports / hasFlags in the middle)`);
    }
    if (kind === 'machinearch') {
      if (!archOperators.includes(comparator)) return fail(`"${comparator}" cannot compare the architecture; use one of ${archOperators.join(' ')}`);
      if (value === 'amd64' || value === 'x86-64') return fail(`the kernel names this architecture "x86_64", so "${value}" never matches`);
      if (value === '') return fail('the architecture name is empty, so the condition never matches');
      return ok;
    }
    if (strconv.atoi(value) === undefined) {
      return fail(
        keyword === undefined && !countOperators.includes(comparator)
          ? `"${comparator} ${value}" is not a count comparison; write an operator and a whole number, such as "< 4", or start with a keyword`
          : `"${value}" is not a whole number; write a count such as "${keyword === undefined ? '' : `${keyword} `}< 4"`,
      );
    }
    if (!countOperators.includes(comparator)) return fail(`unknown operator "${comparator}"; use one of ${countOperators.join(' ')}`);
    return ok;
  },
};

export default cpu;
