import * as strings from '../go/strings';
import {fail, ok, type Severity, type WhenGrammar} from './grammar';

/** The three health levels `ceph status` reports, from best to worst (CephHealth.Compare). */
const cephHealthLevels = ['HEALTH_OK', 'HEALTH_WARN', 'HEALTH_ERR'] as const;

const operators = ['=', '==', '===', '<', '>', '<=', '>='];

const isLevel = (value: string) => (cephHealthLevels as readonly string[]).includes(value);

const unknownLevel = (value: string) =>
  fail(
    `"${value}" is not a Ceph health level; write HEALTH_OK, HEALTH_WARN or HEALTH_ERR in capitals${
      isLevel(value.toUpperCase()) ? ` ("${value.toUpperCase()}")` : ''
    }`,
  );

/** cephStatus: the overall health that `ceph status` reported, compared with a level. */
const cephHealth: WhenGrammar = {
  id: 'ceph-health',
  title: 'Ceph health level',
  summary:
    'The condition compares the cluster\'s overall health, as `ceph status` reported it, with one of the levels `HEALTH_OK`, `HEALTH_WARN` and `HEALTH_ERR` (upper case, exactly). Write the level alone to test for that level, or an operator, one space and a level to compare: the levels are ordered `HEALTH_OK` above `HEALTH_WARN` above `HEALTH_ERR`, so `<` means worse than. An empty `when` is not a catch-all: it stands for the outcome\'s own level.',
  forms: [
    {form: 'HEALTH_WARN', meaning: 'the health is exactly this level'},
    {form: '= HEALTH_WARN', meaning: 'the same; `==` and `===` too'},
    {form: '< HEALTH_OK', meaning: 'worse than the level; `<=` includes it'},
    {form: '>= HEALTH_WARN', meaning: 'this level or better; `>` excludes it'},
    {form: '(empty)', meaning: '`HEALTH_ERR` on a `fail`, `HEALTH_WARN` on a `warn`, `HEALTH_OK` on a `pass`'},
  ],
  source: ['pkg/analyze/ceph.go#compareCephStatus', 'pkg/analyze/ceph.go#CephHealth.Compare', 'pkg/analyze/ceph.go#AnalyzeCephStatus.cephStatus'],
  parse(when) {
    if (when === '') return ok;
    const parts = strings.trimSpace(when).split(' ');
    if (parts.length === 1) {
      const value = strings.trimSpace(parts[0]!);
      if (value === '') return fail('a `when` of only white space is compared as an empty level and never holds; leave `when` out for the outcome\'s own level');
      if (isLevel(value)) return ok;
      if (/^[<>=!]/.test(value)) return fail(`"${value}" needs one space between the operator and the level, such as "< HEALTH_OK"`);
      return unknownLevel(value);
    }
    if (parts.length !== 2) return fail('expected a level, or an operator, one space and a level, such as "< HEALTH_OK" (a second space is an error)');
    const operator = strings.trimSpace(parts[0]!);
    const value = strings.trimSpace(parts[1]!);
    if (!operators.includes(operator)) {
      return fail(`unknown operator "${operator}"; use one of ${operators.join(' ')} ("!=" is not supported: use "< HEALTH_OK" for anything but healthy)`);
    }
    if (!isLevel(value)) return unknownLevel(value);
    return ok;
  },
};

export default cephHealth;
