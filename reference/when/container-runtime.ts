import * as strings from '../go/strings';
import {fail, ok, type WhenGrammar} from './grammar';

const operators = ['=', '==', '==='];

/** containerRuntime: the runtime name each node reports, before `://` in its runtime version. */
const containerRuntime: WhenGrammar = {
  id: 'container-runtime',
  title: 'the container runtime of the nodes',
  summary:
    'The condition names a container runtime: an equality operator, one space, and the name as nodes report it before `://` in their runtime version (`containerd`, `docker`, `cri-o`), in lower case. It holds when at least one node runs that runtime. The whole string is trimmed, but inside it exactly one space must separate the two parts. There is no way to test that a runtime is absent: any operator other than `=`, `==` or `===` never matches.',
  forms: [
    {form: '== containerd', meaning: 'some node runs containerd; `=` and `===` mean the same'},
    {form: '= cri-o', meaning: 'some node runs CRI-O'},
    {form: '(empty)', meaning: 'always holds'},
  ],
  source: ['pkg/analyze/container_runtime.go#compareRuntimeConditionalToActual'],
  parse(when) {
    if (when === '') return ok;
    const parts = strings.trimSpace(when).split(' ');
    if (parts.length !== 2) return fail('expected an operator, one space and a runtime name, such as "== containerd"');
    const [operator, name] = parts as [string, string];
    if (!operators.includes(operator)) {
      return fail(`operator "${operator}" never matches; only = == === compare the runtime ("!=" is not supported: put the runtimes you accept in pass outcomes and end with a fail without when)`);
    }
    if (!/^[a-z][a-z0-9+.-]*$/.test(name)) {
      return fail(
        /^[A-Za-z][A-Za-z0-9+.-]*$/.test(name)
          ? `"${name}" never matches: nodes report the runtime in lower case; write "${name.toLowerCase()}"`
          : `"${name}" never matches: a runtime name is a URL scheme such as containerd, docker or cri-o`,
      );
    }
    return ok;
  },
};

export default containerRuntime;
