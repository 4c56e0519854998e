import {fail, ok, type WhenCheck, type WhenGrammar} from './grammar';

/**
 * k8s.io/apimachinery v0.36.3 `resource.ParseQuantity` followed by `Quantity.AsInt64`, the two
 * calls the host memory and diskUsage analyzers make on the size in `when`
 * (pkg/api/resource/quantity.go, suffix.go, amount.go, math.go at that tag). A quantity is usable
 * only when ParseQuantity keeps it on its int64 fast path with a non-negative scale: a binary
 * suffix with a fraction (`1.5Gi`), too many digits for a binary suffix (`100Ti`, any `Pi` or
 * `Ei`), a value below one unit (`500m`) or a decimal with more digits after the point than its
 * suffix absorbs (`1.2345k`) all fall to the inf.Dec path, where AsInt64 says no.
 */

const MAX_INT64 = 9223372036854775807n;
const MIN_INT64 = -9223372036854775808n;
const digits = '0123456789';
const suffixCharacters = 'eEinumkKMGTP';

interface QuantityParts {
  positive: boolean;
  num: string;
  denom: string;
  suffix: string;
}

/** parseQuantityString: sign, numerator (leading zeros dropped), fraction, suffix; undefined on ErrFormatWrong. */
function parseQuantityString(str: string): QuantityParts | undefined {
  let positive = true;
  let pos = 0;
  const end = str.length;
  if (pos < end) {
    if (str[0] === '-') {
      positive = false;
      pos++;
    } else if (str[0] === '+') {
      pos++;
    }
  }
  for (let i = pos; ; i++) {
    if (i >= end) return {positive, num: '0', denom: '', suffix: ''};
    if (str[i] === '0') pos++;
    else break;
  }
  let num = '';
  let denom = '';
  for (let i = pos; ; i++) {
    if (i >= end) return {positive, num: str.slice(pos, end), denom: '', suffix: ''};
    if (!digits.includes(str[i]!)) {
      num = str.slice(pos, i);
      pos = i;
      break;
    }
  }
  if (num.length === 0) num = '0';
  if (pos < end && str[pos] === '.') {
    pos++;
    for (let i = pos; ; i++) {
      if (i >= end) return {positive, num, denom: str.slice(pos, end), suffix: ''};
      if (!digits.includes(str[i]!)) {
        denom = str.slice(pos, i);
        pos = i;
        break;
      }
    }
  }
  const suffixStart = pos;
  for (let i = pos; ; i++) {
    if (i >= end) return {positive, num, denom, suffix: str.slice(suffixStart, end)};
    if (!suffixCharacters.includes(str[i]!)) {
      pos = i;
      break;
    }
  }
  if (pos < end && (str[pos] === '-' || str[pos] === '+')) pos++;
  for (let i = pos; ; i++) {
    if (i >= end) return {positive, num, denom, suffix: str.slice(suffixStart, end)};
    if (!digits.includes(str[i]!)) return undefined;
  }
}

type Format = 'DecimalSI' | 'BinarySI' | 'DecimalExponent';

/** The suffixer's interpret: base, exponent and format, or undefined on ErrSuffix. */
function interpretSuffix(suffix: string): {base: 2 | 10; exponent: number; format: Format} | undefined {
  const decimal: Record<string, number> = {'': 0, n: -9, u: -6, m: -3, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18};
  const binary: Record<string, number> = {Ki: 10, Mi: 20, Gi: 30, Ti: 40, Pi: 50, Ei: 60};
  if (suffix in decimal) return {base: 10, exponent: decimal[suffix]!, format: 'DecimalSI'};
  if (suffix in binary) return {base: 2, exponent: binary[suffix]!, format: 'BinarySI'};
  if (suffix.length > 1 && (suffix[0] === 'e' || suffix[0] === 'E')) {
    const exponent = suffix.slice(1);
    if (!/^[+-]?[0-9]+$/.test(exponent)) return undefined;
    const parsed = BigInt(exponent);
    if (parsed > MAX_INT64 || parsed < MIN_INT64) return undefined;
    // int32(parsed): Go truncates the exponent to 32 bits.
    return {base: 10, exponent: Number(BigInt.asIntN(32, parsed)), format: 'DecimalExponent'};
  }
  return undefined;
}

const fitsInt64 = (value: bigint) => value >= MIN_INT64 && value <= MAX_INT64;

/**
 * What the analyzers get from a size: the whole number of bytes, or why Go refuses it (`format`:
 * ParseQuantity fails; `not-integer`: it parses, but AsInt64 cannot hold it).
 */
export function quantityAsInt64(str: string): {ok: true; value: bigint} | {ok: false; reason: 'format' | 'not-integer'} {
  if (str.length === 0) return {ok: false, reason: 'format'};
  if (str === '0') return {ok: true, value: 0n};
  const parts = parseQuantityString(str);
  if (!parts) return {ok: false, reason: 'format'};
  const suffix = interpretSuffix(parts.suffix);
  if (!suffix) return {ok: false, reason: 'format'};
  const {num, denom, positive} = parts;
  let precision = 0;
  let scale = 0;
  let mantissa = 1n;
  if (suffix.format === 'BinarySI') {
    if (suffix.exponent >= 0 && denom.length === 0) {
      mantissa = 1n << BigInt(suffix.exponent);
      precision = 15 - num.length - Math.trunc((suffix.exponent * 3) / 10) - 1;
    } else {
      precision = -1;
    }
  } else {
    scale = suffix.exponent;
    precision = 18 - (num.length + denom.length);
  }
  if (precision >= 0) {
    scale -= denom.length;
    if (scale >= -9) {
      // strconv.ParseInt of at most 18 digits never overflows here.
      const shifted = BigInt(num + denom);
      const product = shifted * mantissa;
      if (fitsInt64(product)) {
        const value = positive ? product : -product;
        // int64Amount.AsInt64: a negative scale is refused, a positive one must not overflow.
        if (scale < 0) return {ok: false, reason: 'not-integer'};
        const scaled = value * 10n ** BigInt(scale);
        return fitsInt64(scaled) ? {ok: true, value: scaled} : {ok: false, reason: 'not-integer'};
      }
    }
  }
  // The inf.Dec path: ParseQuantity may succeed, but AsInt64 always fails.
  return {ok: false, reason: 'not-integer'};
}

/** A size for the memory and diskUsage analyzers, explained when Go would refuse it. */
export function checkByteQuantity(value: string, example: string): WhenCheck {
  const parsed = quantityAsInt64(value);
  if (parsed.ok) {
    if (parsed.value < 0n) return fail(`"${value}" is negative; write a size of zero or more, such as "${example}"`);
    return ok;
  }
  if (parsed.reason === 'format') {
    if (/^[+-]?[0-9.]+\s*(?:[kKMGTPE]i?B|[kKMGTPE]B|B|bytes?)$/i.test(value) || /^[+-]?[0-9.]+(?:gi|mi|ki|ti|gb|mb|kb|K)$/.test(value)) {
      return fail(`"${value}" is not a Kubernetes quantity; write a suffix such as Gi, Mi, G or M, as in "${example}" (no B, and case matters)`);
    }
    return fail(`"${value}" is not a Kubernetes quantity; write a size such as "${example}"`);
  }
  if (/i$/.test(value) && /\./.test(value)) {
    return fail(
      `"${value}" is refused: a binary suffix (Ki, Mi, Gi, Ti) takes whole numbers only. Write the next smaller unit ("1536Mi" for 1.5Gi) or a decimal suffix ("1.5G")`,
    );
  }
  if (/(?:Pi|Ei)$/.test(value) || /i$/.test(value)) {
    return fail(`"${value}" has too many digits for its binary suffix and is refused; use a smaller unit or a decimal suffix (for 100Ti write "100T"; binary sizes work up to about 99Ti)`);
  }
  return fail(`"${value}" is not a whole number of bytes that the analyzer can hold; write a size such as "${example}"`);
}

const operators = ['<', '<=', '>', '>=', '=', '==', '==='];

/** Host memory: the total memory of the machine, in bytes, compared with a Kubernetes quantity. */
const memory: WhenGrammar = {
  id: 'memory',
  title: 'total memory of the machine',
  summary:
    'The condition is an operator, one space and a size: `< 8Gi`. It compares the total memory the operating system reports, in bytes. Nothing is trimmed and the string is split on single spaces, so `<8Gi` and a leading or trailing space are errors. The size is a Kubernetes quantity that must come out as a whole number of bytes held in 64 bits: `8Gi`, `8G`, `1.5G` and `8589934592` work, but a binary suffix with a fraction (`1.5Gi`), a binary size with too many digits (`100Ti`, anything in `Pi` or `Ei`) and fractions of a byte (`500m`) are refused. There is no `!=`. An empty `when` always holds. A condition the analyzer cannot read makes the check fail with `Analyzer Failed`.',
  forms: [
    {form: '< 8Gi', meaning: 'less memory than 8 GiB; also `<=`, `>`, `>=`'},
    {form: '>= 1.5G', meaning: 'a decimal suffix may carry a fraction: 1.5 GB is 1500000000 bytes'},
    {form: '= 8589934592', meaning: 'exactly this many bytes; `==` and `===` mean the same'},
    {form: '(empty)', meaning: 'always holds'},
  ],
  source: ['pkg/analyze/host_memory.go#AnalyzeHostMemory.CheckCondition'],
  parse(when) {
    if (when === '') return ok;
    const parts = when.split(' ');
    if (parts.length !== 2) {
      const glued = parts.length === 1 ? /^(===|==|=|<=|>=|<|>|!==|!=)(\S+)$/.exec(when) : null;
      if (glued) return fail(`put one space between the operator and the size: "${glued[1]} ${glued[2]}"`);
      return fail('expected an operator, one space and a size, such as "< 8Gi" (no spaces around it, no double spaces, and no keyword before the operator)');
    }
    const [operator, size] = parts as [string, string];
    const sizeCheck = checkByteQuantity(size, '8Gi');
    if (!sizeCheck.ok) return sizeCheck;
    if (!operators.includes(operator)) {
      const hint = operator === '!=' || operator === '!==' ? ' ("!=" is not supported: test the other direction, or order the outcomes so a catch-all comes last)' : '';
      return fail(`unknown operator "${operator}"; use one of ${operators.join(' ')}${hint}`);
    }
    return ok;
  },
};

export default memory;
