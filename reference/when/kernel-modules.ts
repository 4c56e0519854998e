import {fail, ok, type WhenGrammar} from './grammar';

/** The states the kernelModules collector writes (pkg/collect/host_kernel_modules.go). */
const kernelModuleStates = ['unknown', 'loaded', 'loadable', 'loading', 'unloading'];
const operators = ['=', '==', '!=', '<>'];

/** Host kernelModules: whether named modules are in one of the listed states. */
const kernelModules: WhenGrammar = {
  id: 'kernel-modules',
  title: 'state of kernel modules',
  summary:
    'The condition is three words separated by single spaces, with nothing trimmed: a comma-separated list of module names, an operator and a comma-separated list of states, as in `ip_tables,br_netfilter == loaded,loadable`. The states are `loaded`, `loadable`, `loading`, `unloading` and `unknown`. With `=` or `==` it holds when every listed module is present and in one of the states. With `!=` or `<>` the modules are checked in order: it holds as soon as a module is missing, fails as soon as a module is in one of the states, and holds when no module is. An empty `when` does not mean "always": it marks a default outcome, which the analyzer adds after the others by its own rules (see below). A condition the analyzer cannot read makes the check fail with `Analyzer Failed`.',
  forms: [
    {form: 'ip_tables,br_netfilter == loaded,loadable', meaning: 'both modules are loaded or could be loaded; `=` means the same'},
    {form: 'overlay != loaded', meaning: 'the module is missing or not loaded; `<>` means the same'},
    {form: '(empty)', meaning: 'a default outcome, added when no conflicting outcome matched'},
  ],
  source: [
    'pkg/analyze/host_kernel_modules.go#compareKernelModuleConditionalToActual',
    'pkg/analyze/host_kernel_modules.go#AnalyzeHostKernelModules.Analyze',
  ],
  parse(when) {
    if (when === '') return ok;
    const parts = when.split(' ');
    if (parts.length !== 3) {
      return fail(
        'expected modules, an operator and states separated by single spaces, such as "ip_tables == loaded,loadable" (no spaces after commas, no leading, trailing or double spaces)',
      );
    }
    const [modules, operator, states] = parts as [string, string, string];
    if (!operators.includes(operator)) {
      return fail(`unknown operator "${operator}"; use one of ${operators.join(' ')}${operator === '===' ? ' ("===" is not accepted here)' : ''}`);
    }
    if (modules.split(',').some((name) => name === '')) return fail('the module list has an empty name; separate module names with single commas');
    for (const state of states.split(',')) {
      if (!kernelModuleStates.includes(state)) {
        return fail(`unknown state "${state}" never matches; use ${kernelModuleStates.join(', ')} (lower case, separated by commas)`);
      }
    }
    return ok;
  },
};

export default kernelModules;
