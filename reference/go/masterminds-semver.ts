/**
 * Masterminds/semver v3 (v3.5.0 in go.mod), which sprig's semver and semverCompare use: loose
 * version parsing (NewVersion coerces "1.2" and "v1.2.3"), and constraints with =, !=, >, <, >=,
 * <=, ~, ^, x-ranges, hyphen ranges, comma/space AND and || OR, with its pre-release rules (since
 * v3.4.0 a pre-release in an AND group lets pre-releases through the whole group). Its regular
 * expressions run on Go's regexp (./regexp), whose `\s` is ASCII white space only.
 */
import * as regexp from './regexp';

export interface SemVersion {
  major: bigint;
  minor: bigint;
  patch: bigint;
  pre: string;
  metadata: string;
  original: string;
}

const looseVersion = regexp.compile(String.raw`^v?([0-9]+)(\.[0-9]+)?(\.[0-9]+)?(-([0-9A-Za-z\-]+(\.[0-9A-Za-z\-]+)*))?(\+([0-9A-Za-z\-]+(\.[0-9A-Za-z\-]+)*))?$`);

export class SemverError extends Error {}

function validatePrerelease(p: string): void {
  for (const part of p.split('.')) {
    if (part === '') throw new SemverError('invalid prerelease string');
    if (/^[0-9]+$/.test(part)) {
      if (part.length > 1 && part[0] === '0') throw new SemverError('version segment starts with 0');
    } else if (!/^[0-9A-Za-z-]+$/.test(part)) throw new SemverError('invalid prerelease string');
  }
}

/** semver.NewVersion (with CoerceNewVersion, the default). */
export function parseVersion(v: string): SemVersion {
  const m = looseVersion.findSubmatch(v);
  if (!m) throw new SemverError('invalid semantic version');
  const max = 2n ** 64n - 1n;
  const seg = (s: string | undefined): bigint => {
    const n = s ? BigInt(s.replace(/^\./, '')) : 0n;
    if (n > max) throw new SemverError(`error parsing version segment: strconv.ParseUint: parsing ${JSON.stringify(s)}: value out of range`);
    return n;
  };
  const version: SemVersion = {major: seg(m[1]), minor: seg(m[2]), patch: seg(m[3]), pre: m[5]!, metadata: m[8]!, original: v};
  if (version.pre) validatePrerelease(version.pre);
  if (version.metadata && !version.metadata.split('.').every((p) => /^[0-9A-Za-z-]+$/.test(p))) {
    throw new SemverError('invalid metadata string');
  }
  return version;
}

/** Version.String(): the normalized form, with the pre-release and metadata. */
export function versionString(v: SemVersion): string {
  return `${v.major}.${v.minor}.${v.patch}${v.pre ? `-${v.pre}` : ''}${v.metadata ? `+${v.metadata}` : ''}`;
}

function compareSegment(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function comparePrePart(s: string, o: string): number {
  if (s === o) return 0;
  if (s === '') return o !== '' ? -1 : 1;
  if (o === '') return s !== '' ? 1 : -1;
  const sNum = /^[0-9]+$/.test(s);
  const oNum = /^[0-9]+$/.test(o);
  if (!sNum && !oNum) return s > o ? 1 : -1;
  if (!oNum) return -1;
  if (!sNum) return 1;
  return BigInt(s) > BigInt(o) ? 1 : -1;
}

function comparePrerelease(v: string, o: string): number {
  const sp = v.split('.');
  const op = o.split('.');
  for (let i = 0; i < Math.max(sp.length, op.length); i++) {
    const d = comparePrePart(sp[i] ?? '', op[i] ?? '');
    if (d !== 0) return d;
  }
  return 0;
}

export function compareVersions(v: SemVersion, o: SemVersion): number {
  return (
    compareSegment(v.major, o.major) ||
    compareSegment(v.minor, o.minor) ||
    compareSegment(v.patch, o.patch) ||
    (v.pre === '' && o.pre === '' ? 0 : v.pre === '' ? 1 : o.pre === '' ? -1 : comparePrerelease(v.pre, o.pre))
  );
}

interface Constraint {
  con: SemVersion;
  orig: string;
  op: string;
  minorDirty: boolean;
  patchDirty: boolean;
  dirty: boolean;
}

const cvRegex = String.raw`v?([0-9|x|X|\*]+)(\.[0-9|x|X|\*]+)?(\.[0-9|x|X|\*]+)?(-([0-9A-Za-z\-]+(\.[0-9A-Za-z\-]+)*))?(\+([0-9A-Za-z\-]+(\.[0-9A-Za-z\-]+)*))?`;
const ops = String.raw`=||!=|>|<|>=|=>|<=|=<|~|~>|\^`;
const constraintRegex = regexp.compile(String.raw`^\s*(${ops})\s*(${cvRegex})\s*$`);
const constraintRangeRegex = regexp.compile(String.raw`\s*(${cvRegex})\s+-\s+(${cvRegex})\s*`);
const findConstraintRegex = regexp.compile(String.raw`(${ops})\s*(${cvRegex})`);
const validConstraintRegex = regexp.compile(String.raw`^(\s*(${ops})\s*(${cvRegex})\s*)((?:\s+|,\s*)(${ops})\s*(${cvRegex})\s*)*$`);

const isX = (x: string | undefined): boolean => x === 'x' || x === '*' || x === 'X';

/** parseConstraint: the operator and version of one constraint, x-ranges filled with zeros. */
function parseConstraint(c: string): Constraint {
  if (c.length === 0) {
    return {con: parseVersion('0.0.0'), orig: c, op: '', minorDirty: false, patchDirty: false, dirty: true};
  }
  const m = constraintRegex.findSubmatch(c);
  if (!m) throw new SemverError(`improper constraint: ${JSON.stringify(c)}`);
  const [, op = '', orig = '', major, minor, patch, , pre] = m;
  let ver = orig;
  let minorDirty = false;
  let patchDirty = false;
  let dirty = false;
  const preSuffix = pre ? `-${pre}` : '';
  if (isX(major) || !major) {
    ver = `0.0.0${preSuffix}`;
    dirty = true;
  } else if (isX(minor?.slice(1)) || !minor) {
    minorDirty = true;
    dirty = true;
    ver = `${major}.0.0${preSuffix}`;
  } else if (isX(patch?.slice(1)) || !patch) {
    dirty = true;
    patchDirty = true;
    ver = `${major}${minor}.0${preSuffix}`;
  }
  let con: SemVersion;
  try {
    con = parseVersion(ver);
  } catch {
    throw new SemverError('constraint parser error');
  }
  return {con, orig, op, minorDirty, patchDirty, dirty};
}

/** rewriteRange: each `a - b` becomes `>= a, <= b ` (strings.Replace of its first occurrence). */
function rewriteRange(i: string): string {
  let o = i;
  for (const v of constraintRangeRegex.findAllSubmatch(i, -1)) o = o.replace(v[0]!, () => `>= ${v[1]}, <= ${v[11]} `);
  return o;
}

function tilde(v: SemVersion, c: Constraint): boolean {
  if (compareVersions(v, c.con) < 0) return false;
  if (c.con.major === 0n && c.con.minor === 0n && c.con.patch === 0n && !c.minorDirty && !c.patchDirty) return true;
  if (v.major !== c.con.major) return false;
  if (v.minor !== c.con.minor && !c.minorDirty) return false;
  return true;
}

function check(v: SemVersion, c: Constraint, includePre: boolean): boolean {
  if (v.pre !== '' && !includePre) return false;
  const cmp = compareVersions(v, c.con);
  switch (c.op) {
    case '':
    case '=':
      return c.dirty ? tilde(v, c) : cmp === 0;
    case '!=':
      if (c.dirty) {
        if (c.con.major !== v.major) return true;
        if (c.con.minor !== v.minor && !c.minorDirty) return true;
        if (c.minorDirty) return false;
        if (c.con.patch !== v.patch && !c.patchDirty) return true;
        if (c.patchDirty) {
          if (v.pre !== '' || c.con.pre !== '') return comparePrerelease(v.pre, c.con.pre) !== 0;
          return false;
        }
      }
      return cmp !== 0;
    case '>':
      if (!c.dirty) return cmp === 1;
      if (v.major > c.con.major) return true;
      if (v.major < c.con.major) return false;
      if (c.minorDirty) return false;
      if (c.patchDirty) return v.minor > c.con.minor;
      return cmp === 1;
    case '<':
      return cmp < 0;
    case '>=':
    case '=>':
      return cmp >= 0;
    case '<=':
    case '=<':
      if (!c.dirty) return cmp <= 0;
      if (v.major > c.con.major) return false;
      if (v.major === c.con.major && v.minor > c.con.minor && !c.minorDirty) return false;
      return true;
    case '~':
    case '~>':
      return tilde(v, c);
    case '^':
      if (cmp < 0) return false;
      if (c.con.major > 0n || c.minorDirty) return v.major === c.con.major;
      if (c.con.major === 0n && v.major > 0n) return false;
      if (c.con.minor > 0n || c.patchDirty) return v.minor === c.con.minor;
      if (c.con.minor === 0n && v.minor > 0n) return false;
      return c.con.patch === v.patch;
  }
  return false;
}

/** semver.NewConstraint: a check of versions against the constraint; throws on a bad constraint. */
export function newConstraint(constraint: string): (v: SemVersion) => boolean {
  const groups = rewriteRange(constraint)
    .split('||')
    .map((segment) => {
      if (!validConstraintRegex.test(segment)) throw new SemverError(`improper constraint: ${JSON.stringify(segment)}`);
      const found = findConstraintRegex.findAll(segment, -1);
      if (found.length === 0) found.push(segment);
      const parsed = found.map(parseConstraint);
      return {parsed, hasPre: parsed.some((p) => p.con.pre !== '')};
    });
  return (v) => groups.some(({parsed, hasPre}) => parsed.every((c) => check(v, c, hasPre)));
}

/** sprig's semverCompare: NewConstraint(constraint).Check(NewVersion(version)). Throws on a bad constraint or version. */
export function semverCompare(constraint: string, version: string): boolean {
  const check = newConstraint(constraint);
  return check(parseVersion(version));
}
