import {fail, ok, type WhenGrammar} from './grammar';

const equal = ['=', '=='];
const notEqual = ['!=', '<>'];
const wildcard = (state: string) => state === '' || state === '*';

/**
 * Host hostServices: `<unit> <op> <active>[,<sub>[,<load>]]`, split on single spaces with no
 * trimming (pkg/analyze/host_services.go#compareHostServicesConditionalToActual). The first
 * collected unit whose name starts with `<unit>` decides; when none does, the condition is false
 * whatever the operator.
 */
const hostServices: WhenGrammar = {
  id: 'host-services',
  title: 'state of a systemd service',
  summary:
    'The condition names a service, an operator and the states to compare, separated by single spaces and nothing around them. The states are `ACTIVE`, optionally followed by `,SUB` and `,LOAD`, as `systemctl list-units` prints them in its ACTIVE, SUB and LOAD columns; leave one empty or write `*` to skip it. `=` and `==` hold when every state you gave matches; `!=` and `<>` hold when at least one differs. The first unit whose name starts with the name you wrote is compared, and when no unit does, the condition is false with either operator, so `!=` cannot detect a service that is not installed. Comparisons are exact and case-sensitive. An empty `when` always holds.',
  forms: [
    {form: 'containerd.service = active', meaning: 'the unit is active (any SUB and LOAD state); `==` means the same'},
    {form: 'kubelet.service = active,running', meaning: 'ACTIVE is `active` and SUB is `running`'},
    {form: 'firewalld.service != inactive,*,loaded', meaning: 'the unit exists and is not inactive, or is not loaded; `<>` means the same'},
    {form: 'ufw.service = *', meaning: 'some unit whose name starts with `ufw.service` is listed'},
    {form: '(empty)', meaning: 'always holds'},
  ],
  source: [
    'pkg/analyze/host_services.go#compareHostServicesConditionalToActual',
    'pkg/analyze/host_services.go#isServiceMatch',
    'pkg/collect/host_services.go#CollectHostServices.Collect',
  ],
  parse(when) {
    if (when === '') return ok;
    const parts = when.split(' ');
    if (parts.length !== 3) {
      const glued = /^(\S+?)(==|=|!=|<>)(\S*)$/.exec(when);
      if (glued) return fail(`put one space on each side of the operator: "${glued[1]} ${glued[2]} ${glued[3] || 'active'}"`);
      return fail(
        'expected a service, an operator and its states separated by single spaces, such as "containerd.service = active,running"; spaces before, after or doubled, and spaces inside the states, break it',
      );
    }
    const [unit, operator, states] = parts as [string, string, string];
    if (unit === '') return fail('the service name is empty');
    if (!equal.includes(operator) && !notEqual.includes(operator)) {
      const hint = operator === '===' || operator === '!==' ? ` ("${operator}" is not one of them)` : '';
      return fail(`unknown operator "${operator}": use = or == (every state matches), != or <> (some state differs)${hint}`);
    }
    const [active = '', sub = '', load = ''] = states.split(',');
    if (/[A-Z]/.test(states)) return fail(`systemctl prints states in lower case, so "${states}" never matches; write "${states.toLowerCase()}"`);
    if (notEqual.includes(operator) && [active, sub, load].every(wildcard)) {
      return fail(`"${operator}" with no state to compare never holds; name at least one state, such as "${unit} ${operator} active"`);
    }
    return ok;
  },
};

export default hostServices;
