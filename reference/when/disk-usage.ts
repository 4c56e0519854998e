import {fail, ok, type WhenGrammar} from './grammar';
import {checkByteQuantity} from './memory';
import * as strconv from '../go/strconv';

const operators = ['<', '<=', '>', '>=', '=', '==', '==='];
const byteStatistics = ['total', 'used', 'available'];
const ratioStatistics = ['used/total', 'available/total'];

/** Host diskUsage: the size, used space and free space of the file system that holds a path. */
const diskUsage: WhenGrammar = {
  id: 'disk-usage',
  title: 'disk space of the file system',
  summary:
    'The condition is three words separated by single spaces: a statistic, an operator and a value, as in `available < 20Gi`. Nothing is trimmed. `total`, `used` and `available` (total minus used) are byte counts, compared with a Kubernetes quantity that must be a whole number of bytes: `20Gi`, `20G` and `1.5G` work, `1.5Gi` and `100Ti` are refused. `used/total` and `available/total` are fractions from 0 to 1, compared with a number (`0.8`) or a percentage glued to its number (`80%`). The statistic is not case-sensitive. There is no `!=`. An empty `when` always holds. A condition the analyzer cannot read makes the check fail with `Analyzer Failed`.',
  forms: [
    {form: 'available < 20Gi', meaning: 'less free space than 20 GiB; also `total` and `used`, and `<=`, `>`, `>=`'},
    {form: 'used/total > 80%', meaning: 'the file system is more than 80% full; `0.8` means the same'},
    {form: 'available/total <= 10%', meaning: 'at most a tenth of the space is free'},
    {form: 'total = 0', meaning: 'exact comparison; `==` and `===` mean the same'},
    {form: '(empty)', meaning: 'always holds'},
  ],
  source: [
    'pkg/analyze/host_disk_usage.go#compareHostDiskUsageConditionalToActual',
    'pkg/analyze/host_disk_usage.go#doCompareHostDiskUsage',
    'pkg/analyze/host_disk_usage.go#doCompareHostDiskUsagePercent',
  ],
  parse(when) {
    if (when === '') return ok;
    const parts = when.split(' ');
    if (parts.length !== 3) {
      if (parts.length === 4 && parts[3] === '%') return fail(`glue the percent sign to its number: "${parts.slice(0, 2).join(' ')} ${parts[2]}%"`);
      return fail('expected a statistic, an operator and a value separated by single spaces, such as "available < 20Gi" or "used/total > 80%" (no leading, trailing or double spaces)');
    }
    const [rawStatistic, operator, value] = parts as [string, string, string];
    const statistic = rawStatistic.toLowerCase();
    if (byteStatistics.includes(statistic)) {
      const sizeCheck = checkByteQuantity(value, '20Gi');
      if (!sizeCheck.ok) {
        if (/%$/.test(value)) return fail(`"${statistic}" is a byte count; for a share of the disk use "used/total" or "available/total" with "${value}"`);
        return sizeCheck;
      }
    } else if (ratioStatistics.includes(statistic)) {
      const number = value.endsWith('%') ? value.slice(0, -1) : value;
      if (strconv.parseFloat(number) === undefined) return fail(`"${value}" is not a number; write a fraction such as "0.8" or a percentage such as "80%"`);
      const ratio = strconv.parseFloat(number)! / (value.endsWith('%') ? 100 : 1);
      if (Number.isNaN(ratio)) return fail('NaN never compares true; write a fraction such as "0.8" or a percentage such as "80%"');
      if (ratio < 0 || ratio > 1) {
        return fail(
          value.endsWith('%')
            ? `"${value}" is outside 0% to 100%, so the comparison is always true or always false`
            : `"${value}" is outside 0 to 1, the range of "${statistic}": a plain number is a fraction, so write "${value}%" for a percentage or a fraction such as "0.8"`,
        );
      }
    } else {
      return fail(`unknown statistic "${rawStatistic}"; use one of total, used, available, used/total, available/total`);
    }
    if (!operators.includes(operator)) {
      const hint = operator === '!=' || operator === '!==' ? ' ("!=" is not supported)' : '';
      return fail(`unknown operator "${operator}"; use one of ${operators.join(' ')}${hint}`);
    }
    return ok;
  },
};

export default diskUsage;
