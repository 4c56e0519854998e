import {test, expect} from '@playwright/test';
import * as strconv from '../../reference/go/strconv';
import {differencesOf} from '../go-reference/differences';
import {requireGoReference} from '../lib/go-reference';

/**
 * reference/go/strconv.ts against Go's strconv: ParseInt (base 0 and 10, 64 and 32 bits), ParseUint,
 * ParseFloat (as its bits), ParseBool, Quote and Unquote on every string of up to three tokens and
 * on each code point of the Basic Multilingual Plane; FormatFloat in every format (b, e, E, f, g,
 * G, x, X) and several precisions on chosen and pseudo-random doubles.
 */
const tokens = ['0', '1', '7', '9', 'x', 'b', 'o', '_', '.', 'e', 'p', '+', '-', 'a', 'F', 'inf', 'nan', 'Infinity', 't', '"', '`', "'", '\\', 'n', 'u00e9', '\t', 'é'];
const longer = [
  '9223372036854775807', '9223372036854775808', '-9223372036854775808', '-9223372036854775809', '18446744073709551615', '18446744073709551616',
  '2147483647', '2147483648', '-2147483648', '0x7fffffffffffffff', '0x8000000000000000', '0b' + '1'.repeat(64), '0o1777777777777777777777', '0_1_2', '0x_1_f',
  '1e308', '1.7976931348623157e308', '1.7976931348623159e308', '1e309', '4.9e-324', '2e-324', '1e-400', '0x1p-1074', '0x1p-1075', '0x1.fffffffffffffp1023', '0x1.fffffffffffff8p1023',
  '0x1.00000000000008p0', '0x1.000000000000081p0', '9007199254740993', '0.1', '.5e-3', '1_000.000_1', '1__0', '1_', '_1', '+.e1', '-0', 'INFINITY', '+Inf', '-nan', 'infinit',
  '"a\\x41\\u00e9\\U0001F600\\101\\n"', '"\\400"', '"\\xff"', '"\\ud800"', '`a\\nb`', '"a"b"', "'a'", '""',
];

function* sequences<T>(items: T[], maxLength: number, prefix: T[] = []): Generator<T[]> {
  if (prefix.length > 0) yield prefix;
  if (prefix.length === maxLength) return;
  for (const item of items) yield* sequences(items, maxLength, [...prefix, item]);
}

const inputs = [...new Set(['', ...[...sequences(tokens, 3)].map((parts) => parts.join('')), ...longer])];
const codePoints = Array.from({length: 0x10000}, (_, cp) => cp).filter((cp) => cp < 0xd800 || cp > 0xdfff);
const codePointInputs = codePoints.map((cp) => String.fromCodePoint(cp));

/** A double's IEEE 754 bits in hexadecimal, as the Go side reports and reads them. */
function bitsOf(f: number): string {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, f);
  return view.getBigUint64(0).toString(16);
}

function fromBits(hex: string): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setBigUint64(0, BigInt(`0x${hex}`));
  return view.getFloat64(0);
}

/** Doubles to format: chosen ones and a fixed pseudo-random sample of bit patterns. */
function floats(): string[] {
  const chosen = [0, -0, 1, -1, 0.1, 0.5, 1.5, 2.5, 1 / 3, 2 / 3, 123.456, 1e20, 1e21, 1e-5, 1e-7, 123456789, 9007199254740993, 5e-324, 2.2250738585072014e-308, Number.MAX_VALUE, NaN, Infinity, -Infinity, 0.000123, 99.995, 1e100, 12345.678e-20];
  let seed = 0x2545f491n;
  const random: string[] = [];
  for (let i = 0; i < 300; i++) {
    seed = (seed * 6364136223846793005n + 1442695040888963407n) & ((1n << 64n) - 1n);
    random.push(seed.toString(16));
  }
  return [...chosen.map(bitsOf), ...random];
}

/** A NaN's bits: Go's NaN is 7ff8000000000001, JavaScript's 7ff8000000000000; both are NaN. */
const nanBits = (bits: string | null) => (bits !== null && /^[7f]ff[89a-f]/.test(bits) && BigInt(`0x${bits}`) % (1n << 52n) !== 0n ? 'NaN' : bits);

interface Parsed {
  parseInt0: string | null;
  parseUint0: string | null;
  atoi: string | null;
  parseInt32: string | null;
  parseFloat: string | null;
  parseBool: string | null;
  quote: string;
  unquote: string | null;
}

const text = (v: bigint | number | boolean | string | undefined) => (v === undefined ? null : typeof v === 'number' ? bitsOf(v) : String(v));

function ours(input: string): Parsed {
  let unquoted: string | null;
  try {
    unquoted = strconv.unquote(input);
  } catch {
    unquoted = null;
  }
  return {
    parseInt0: text(strconv.parseInt(input, 0, 64)),
    parseUint0: text(strconv.parseUint(input, 0, 64)),
    atoi: text(strconv.atoi(input)),
    parseInt32: text(strconv.parseInt(input, 0, 32)),
    parseFloat: text(strconv.parseFloat(input)),
    parseBool: text(strconv.parseBool(input)),
    quote: strconv.quote(input),
    unquote: unquoted,
  };
}

test('strconv: parsing, quoting and formatting', () => {
  const run = requireGoReference(test.skip);
  const known = differencesOf('strconv');
  const seen = new Set<number>();
  const started = Date.now();
  const floatBits = floats();
  const [answer] = run<{parsed: (Parsed & {unassigned: boolean})[]; formatted: Record<string, string>[]}>([{op: 'strconv', inputs: [...inputs, ...codePointInputs], floats: floatBits}]);
  const goMs = Date.now() - started;
  const differences: string[] = [];
  [...inputs, ...codePointInputs].forEach((input, i) => {
    const go = answer!.parsed[i]!;
    const mine = ours(input);
    for (const key of Object.keys(mine) as (keyof Parsed)[]) {
      if (mine[key] === go[key] || (key === 'parseFloat' && nanBits(mine[key]) === nanBits(go[key]))) continue;
      const explained = known.findIndex((d) => d.covers(input, go as unknown as Record<string, unknown>));
      if (explained >= 0) seen.add(explained);
      else differences.push(`${key}(${JSON.stringify(input)}): ${JSON.stringify(mine[key])}, Go ${JSON.stringify(go[key])}`);
    }
  });
  floatBits.forEach((bits, i) => {
    const f = fromBits(bits);
    for (const [key, expected] of Object.entries(answer!.formatted[i]!)) {
      const format = key[0] as 'b' | 'e' | 'E' | 'f' | 'g' | 'G' | 'x' | 'X';
      const formatted = strconv.formatFloat(f, format, Number(key.slice(1)));
      if (formatted !== expected) differences.push(`FormatFloat(${f}, '${format}', ${key.slice(1)}): ${formatted}, Go ${expected}`);
    }
  });
  console.log(`strconv: ${inputs.length} strings and ${codePointInputs.length} code points × 8 functions, ${floatBits.length} doubles × 56 formats (Go ${goMs} ms, total ${Date.now() - started} ms), ${differences.length} differences`);
  expect(differences.length, differences.slice(0, 60).join('\n')).toBe(0);
  expect(known.filter((_, k) => !seen.has(k)).map((d) => d.cause), 'listed differences that no longer show').toEqual([]);
});
