/**
 * Go's math.Pow (src/math/pow.go), for govaluate's `**`: an integer power is built by repeated
 * squaring on Frexp's mantissa and rescaled with Ldexp, which differs from JavaScript's `**` in the
 * last digit (200 ** 16); a fractional part goes through Exp and Log, which Go computes in assembly
 * on amd64 and in Go on arm64, so those digits depend on the platform even in Go.
 */

const view = new DataView(new ArrayBuffer(8));
const bitsOf = (f: number): bigint => (view.setFloat64(0, f), view.getBigUint64(0));
const fromBits = (b: bigint): number => (view.setBigUint64(0, b), view.getFloat64(0));

const mask = 0x7ffn;
const shift = 52n;
const bias = 1023;

/** Frexp: f = frac × 2^exp with 0.5 <= |frac| < 1. */
function frexp(f: number): [number, number] {
  if (f === 0 || !Number.isFinite(f)) return [f, 0];
  let exp = 0;
  if (Math.abs(f) < 2.2250738585072014e-308) {
    f *= 2 ** 52;
    exp = -52;
  }
  let x = bitsOf(f);
  exp += Number((x >> shift) & mask) - bias + 1;
  x &= ~(mask << shift);
  x |= BigInt(-1 + bias) << shift;
  return [fromBits(x), exp];
}

/** Ldexp: frac × 2^exp, with Go's rounding of denormal results. */
function ldexp(frac: number, exp: number): number {
  if (frac === 0 || !Number.isFinite(frac)) return frac;
  if (Math.abs(frac) < 2.2250738585072014e-308) {
    frac *= 2 ** 52;
    exp -= 52;
  }
  let x = bitsOf(frac);
  exp += Number((x >> shift) & mask) - bias;
  if (exp < -1075) return frac < 0 ? -0 : 0;
  if (exp > 1023) return frac < 0 ? -Infinity : Infinity;
  let m = 1;
  if (exp < -1022) {
    exp += 53;
    m = 1 / 2 ** 53;
  }
  x &= ~(mask << shift);
  x |= BigInt(exp + bias) << shift;
  return m * fromBits(x);
}

const isOddInt = (x: number): boolean => {
  if (Math.abs(x) >= 2 ** 53) return false;
  return Number.isInteger(x) && Math.abs(x % 2) === 1;
};

/** math.Pow(x, y) */
export function pow(x: number, y: number): number {
  if (y === 0 || x === 1) return 1;
  if (y === 1) return x;
  if (Number.isNaN(x) || Number.isNaN(y)) return NaN;
  if (x === 0) {
    if (y < 0) {
      if (Object.is(x, -0) && isOddInt(y)) return -Infinity;
      return Infinity;
    }
    if (Object.is(x, -0) && isOddInt(y)) return x;
    return 0;
  }
  if (!Number.isFinite(y)) {
    if (x === -1) return 1;
    return (Math.abs(x) < 1) === (y > 0) ? 0 : Infinity;
  }
  if (!Number.isFinite(x)) {
    if (x < 0) return pow(1 / x, -y);
    return y < 0 ? 0 : Infinity;
  }
  if (y === 0.5) return Math.sqrt(x);
  if (y === -0.5) return 1 / Math.sqrt(x);

  let yi = Math.trunc(Math.abs(y));
  let yf = Math.abs(y) - yi;
  if (yf !== 0 && x < 0) return NaN;
  if (yi >= 2 ** 63) {
    // yi is a large even int that will lead to overflow (or underflow to 0) for all x except -1.
    if (x === -1) return 1;
    return (Math.abs(x) < 1) === (y > 0) ? 0 : Infinity;
  }
  let a1 = 1;
  let ae = 0;
  if (yf !== 0) {
    if (yf > 0.5) {
      yf--;
      yi++;
    }
    a1 = Math.exp(yf * Math.log(x));
  }
  let [x1, xe] = frexp(x);
  for (let i = BigInt(yi); i !== 0n; i >>= 1n) {
    if (xe < -(1 << 12) || 1 << 12 < xe) {
      // catastrophic overflow: Ldexp handles it
      ae += xe;
      break;
    }
    if ((i & 1n) === 1n) {
      a1 *= x1;
      ae += xe;
    }
    x1 *= x1;
    xe <<= 1;
    if (x1 < 0.5) {
      x1 += x1;
      xe--;
    }
  }
  if (y < 0) {
    a1 = 1 / a1;
    ae = -ae;
  }
  return ldexp(a1, ae);
}
