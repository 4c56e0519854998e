import {fail, ok, type WhenGrammar} from './grammar';

/** The NTP states compareHostTimeStatusToActual knows (pkg/analyze/host_time.go). */
const ntpStates = ['synchronized+active', 'synchronized+inactive', 'unsynchronized+active', 'unsynchronized+inactive'];
const timezoneOperators = ['=', '==', '===', '!='];
const ntpOperators = ['=', '==', '==='];

/** Host time: the time zone and the NTP state that systemd-timedated reports. */
const time: WhenGrammar = {
  id: 'time',
  title: 'time zone and NTP state',
  summary:
    'The condition is three words separated by single spaces, with nothing trimmed: `timezone`, an operator and a zone, or `ntp`, an operator and a state. Both keywords are lower case. The collector stores the zone in upper case and turns `Etc/UTC` into `UTC`, and the comparison is exact, so write the zone in capitals: `timezone != UTC`, `timezone == AMERICA/NEW_YORK`. `timezone` takes `=`, `==`, `===` and `!=` (not `!==`). `ntp` takes only `=`, `==` or `===`, and one of `synchronized+active`, `synchronized+inactive`, `unsynchronized+active` or `unsynchronized+inactive`: synchronized means the clock is in sync now, active means an NTP service is enabled. An empty `when` always holds. A condition the analyzer cannot read makes the check fail with `Analyzer Failed`.',
  forms: [
    {form: 'timezone != UTC', meaning: 'the machine is set to another zone; `=`, `==`, `===` for the zone itself'},
    {form: 'timezone == EUROPE/BERLIN', meaning: 'exact match against the upper-cased zone name'},
    {form: 'ntp == synchronized+active', meaning: 'an NTP service is on and the clock is in sync'},
    {form: 'ntp == unsynchronized+inactive', meaning: 'no NTP service and no synchronization'},
    {form: '(empty)', meaning: 'always holds'},
  ],
  source: ['pkg/analyze/host_time.go#compareHostTimeStatusToActual', 'pkg/collect/host_time.go#CollectHostTime.Collect'],
  parse(when) {
    if (when === '') return ok;
    const parts = when.split(' ');
    if (parts.length !== 3) {
      return fail('expected three words separated by single spaces, such as "ntp == synchronized+active" or "timezone != UTC" (no leading, trailing or double spaces)');
    }
    const [keyword, operator, value] = parts as [string, string, string];
    if (keyword === 'timezone') {
      if (!timezoneOperators.includes(operator)) {
        return fail(`"${operator}" cannot compare the time zone; use one of ${timezoneOperators.join(' ')}${operator === '!==' ? ' (write "!=")' : ''}`);
      }
      if (value === '') return fail('the zone is empty; write a zone name such as "UTC"');
      if (value.toUpperCase() === 'ETC/UTC') return fail('the collector stores Etc/UTC as "UTC"; write "UTC"');
      if (value !== value.toUpperCase()) {
        return fail(`the collector stores the zone in upper case, so "${value}" never equals it; write "${value.toUpperCase()}"`);
      }
      return ok;
    }
    if (keyword === 'ntp') {
      if (!ntpOperators.includes(operator)) {
        return fail(`"${operator}" cannot compare the NTP state; use = == or === (for "not", name the states you want to flag in their own outcomes)`);
      }
      if (!ntpStates.includes(value)) return fail(`unknown NTP state "${value}"; use one of ${ntpStates.join(', ')}`);
      return ok;
    }
    if (['timezone', 'ntp'].includes(keyword.toLowerCase())) return fail(`write the keyword in lower case: "${keyword.toLowerCase()}"`);
    return fail(`unknown keyword "${keyword}"; use timezone or ntp`);
  },
};

export default time;
