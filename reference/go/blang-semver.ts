import * as strconv from './strconv';
import * as strings from './strings';

/**
 * github.com/blang/semver/v4 v4.0.0 (the version go.mod pins), which clusterVersion, hostOS and the
 * database analyzers hand their versions and ranges to. Ported step by step from its semver.go and
 * range.go, bytes and all, so a condition is accepted here exactly when the library accepts it;
 * `parseRange` also reports the forms the library accepts but reads differently from how they look.
 */

export class SemverError extends Error {}

const NUMBERS = '0123456789';
const ALPHANUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-' + NUMBERS;
const MAX_UINT64 = 18446744073709551615n;

interface PreRelease {
  num?: bigint;
  str?: string;
}

export interface Version {
  major: bigint;
  minor: bigint;
  patch: bigint;
  pre: PreRelease[];
  build: string[];
}

const containsOnly = (text: string, set: string) => [...text].every((c) => set.includes(c));
const hasLeadingZeroes = (text: string) => text.length > 1 && text[0] === '0';
const utf8 = new TextEncoder();
export const utf8Length = (text: string) => utf8.encode(text).length;

function parseUint(text: string, what: string): bigint {
  if (!/^[0-9]+$/.test(text)) throw new SemverError(`the ${what} "${text}" is not a number`);
  const value = BigInt(text);
  if (value > MAX_UINT64) throw new SemverError(`the ${what} "${text}" is out of range`);
  return value;
}

function versionNumber(text: string, what: string): bigint {
  if (!containsOnly(text, NUMBERS)) throw new SemverError(`invalid character in the ${what} number "${text}"`);
  if (hasLeadingZeroes(text)) throw new SemverError(`the ${what} number "${text}" has a leading zero`);
  return parseUint(text, `${what} number`);
}

/** semver.Parse: a strict MAJOR.MINOR.PATCH[-PRERELEASE][+BUILD]. */
export function parse(text: string): Version {
  if (text.length === 0) throw new SemverError('the version is empty');
  const parts = strings.splitN(text, '.', 3);
  if (parts.length !== 3) throw new SemverError(`"${text}" is not a full MAJOR.MINOR.PATCH version`);
  const major = versionNumber(parts[0]!, 'major');
  const minor = versionNumber(parts[1]!, 'minor');
  let patchText = parts[2]!;
  let build: string[] = [];
  let prerelease: string[] = [];
  const plus = patchText.indexOf('+');
  if (plus >= 0) {
    build = patchText.slice(plus + 1).split('.');
    patchText = patchText.slice(0, plus);
  }
  const dash = patchText.indexOf('-');
  if (dash >= 0) {
    prerelease = patchText.slice(dash + 1).split('.');
    patchText = patchText.slice(0, dash);
  }
  const patch = versionNumber(patchText, 'patch');
  const pre = prerelease.map((part): PreRelease => {
    if (part.length === 0) throw new SemverError('a pre-release part is empty');
    if (containsOnly(part, NUMBERS)) {
      if (hasLeadingZeroes(part)) throw new SemverError(`the numeric pre-release part "${part}" has a leading zero`);
      return {num: parseUint(part, 'pre-release part')};
    }
    if (containsOnly(part, ALPHANUM)) return {str: part};
    throw new SemverError(`invalid character in the pre-release part "${part}"`);
  });
  for (const part of build) {
    if (part.length === 0) throw new SemverError('a build metadata part is empty');
    if (!containsOnly(part, ALPHANUM)) throw new SemverError(`invalid character in the build metadata "${part}"`);
  }
  return {major, minor, patch, pre, build};
}

/** Version.String. */
export function versionString(v: Version): string {
  let text = `${v.major}.${v.minor}.${v.patch}`;
  if (v.pre.length) text += '-' + v.pre.map((p) => (p.num !== undefined ? p.num.toString() : p.str)).join('.');
  if (v.build.length) text += '+' + v.build.join('.');
  return text;
}

/** semver.ParseTolerant: trims, drops one leading `v`, removes leading zeros, pads `14` to `14.0.0`. */
export function parseTolerant(input: string): Version {
  let text = strings.trimSpace(input);
  if (text.startsWith('v')) text = text.slice(1);
  const parts = strings.splitN(text, '.', 3).map((part) => {
    if (utf8Length(part) <= 1) return part;
    let trimmed = part.replace(/^0+/, '');
    if (trimmed.length === 0 || !NUMBERS.includes(trimmed[0]!)) trimmed = '0' + trimmed;
    return trimmed;
  });
  if (parts.length < 3) {
    if (/[+-]/.test(parts[parts.length - 1]!)) throw new SemverError('a short version cannot carry a pre-release or build part');
    while (parts.length < 3) parts.push('0');
  }
  return parse(parts.join('.'));
}

/** Forms ParseRange accepts but reads differently from how they look. */
export interface Misreadings {
  /** One-character words splitAndTrim loses (a lone `!` among them). */
  dropped: string[];
  /** An operator before a wildcard version that the expansion ignores, testing equality instead. */
  unknownWildcardOperator?: string;
  /** `!= 1.2.x`: expands to two comparisons that can never both hold. */
  notEqualWildcard?: {token: string; instead: string};
  /** `1.x.x`: read as a patch wildcard on minor 0. */
  doubleWildcard?: string;
}

/** splitAndTrim works on bytes: a one-byte word (a lone `!`) is dropped, not split off. */
function splitAndTrim(text: string, misread: Misreadings): string[] {
  const bytes = utf8.encode(text);
  const decode = (from: number, to?: number) => new TextDecoder('utf-8', {ignoreBOM: true}).decode(bytes.slice(from, to));
  const space = 0x20;
  const keep = [0x3e, 0x3c, 0x3d]; // > < =
  const result: string[] = [];
  let last = 0;
  let lastChar = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === space && !keep.includes(lastChar)) {
      if (last < i - 1) result.push(decode(last, i));
      else if (last === i - 1) misread.dropped.push(decode(last, i));
      last = i + 1;
    } else if (bytes[i] !== space) {
      lastChar = bytes[i]!;
    }
  }
  if (last < bytes.length - 1) result.push(decode(last));
  else if (last === bytes.length - 1) misread.dropped.push(decode(last));
  return result.map((part) => part.replaceAll(' ', ''));
}

function splitOrParts(parts: string[]): string[][] {
  const result: string[][] = [];
  let last = 0;
  parts.forEach((part, i) => {
    if (part !== '||') return;
    if (i === 0) throw new SemverError('the range starts with "||"');
    result.push(parts.slice(last, i));
    last = i + 1;
  });
  if (last === parts.length) throw new SemverError(parts.length === 0 ? 'the range is blank' : 'the range ends with "||"');
  result.push(parts.slice(last));
  return result;
}

/** The operator is everything before the first Unicode digit (unicode.IsDigit). */
function splitComparatorVersion(text: string): [string, string] {
  const i = text.search(/\p{Nd}/u);
  if (i < 0) throw new SemverError(`"${text}" holds no version`);
  return [strings.trimSpace(text.slice(0, i)), text.slice(i)];
}

/** strconv.Atoi and +1, as incrementMajorVersion / incrementMinorVersion do; '' when Atoi fails. */
function incrementPart(version: string, index: number): string {
  const parts = version.split('.');
  const text = parts[index] ?? '';
  if (strconv.atoi(text) === undefined) return '';
  parts[index] = (BigInt(text) + 1n).toString();
  return parts.join('.');
}

type Wildcard = 'none' | 'major' | 'minor' | 'patch';

function wildcardType(version: string): Wildcard {
  const parts = version.split('.');
  if (parts[parts.length - 1] !== 'x') return 'none';
  return (['none', 'major', 'minor', 'patch'] as const)[parts.length] ?? 'none';
}

function expandWildcards(orParts: string[][], misread: Misreadings): string[][] {
  return orParts.map((andParts) => {
    const expanded: string[] = [];
    for (let token of andParts) {
      if (token.includes('x')) {
        const [op, version] = splitComparatorVersion(token);
        const type = wildcardType(version);
        let flat = version.replace('.x.x', '.x').replace('.x', '.0');
        if (flat.split('.').length === 2) flat += '.0';
        if (type === 'patch' && version.includes('.x.x')) misread.doubleWildcard ??= token;
        let resultOp = '';
        let increment = false;
        switch (op) {
          case '>':
            resultOp = '>=';
            increment = true;
            break;
          case '>=':
            resultOp = '>=';
            break;
          case '<':
            resultOp = '<';
            break;
          case '<=':
            resultOp = '<';
            increment = true;
            break;
          case '':
          case '=':
          case '==':
            expanded.push('>=' + flat);
            resultOp = '<';
            increment = true;
            break;
          case '!=':
          case '!':
            expanded.push('<' + flat);
            resultOp = '>=';
            increment = true;
            if (type === 'patch' || type === 'minor') {
              const above = incrementPart(flat, type === 'patch' ? 1 : 0);
              misread.notEqualWildcard ??= {token, instead: `< ${flat} || >= ${above}`};
            }
            break;
          default:
            misread.unknownWildcardOperator ??= op;
        }
        let resultVersion = '';
        if (increment) {
          if (type === 'patch') resultVersion = incrementPart(flat, 1);
          else if (type === 'minor') resultVersion = incrementPart(flat, 0);
        } else {
          resultVersion = flat;
        }
        token = resultOp + resultVersion;
      }
      expanded.push(token);
    }
    return expanded;
  });
}

const COMPARATORS = ['==', '', '=', '>', '>=', '<', '<=', '!', '!='];

/** semver.ParseRange: throws where the library returns an error; otherwise the groups and what was misread. */
export function parseRange(text: string): {alternatives: string[][]; misread: Misreadings} {
  const misread: Misreadings = {dropped: []};
  const orParts = splitOrParts(splitAndTrim(text, misread));
  for (const andParts of expandWildcards(orParts, misread)) {
    for (const token of andParts) {
      const [op, version] = splitComparatorVersion(token);
      if (!COMPARATORS.includes(op)) throw new SemverError(`unknown operator "${op}" in "${token}"`);
      try {
        parse(version);
      } catch (error) {
        throw new SemverError(`${(error as Error).message} (in "${token}")`);
      }
    }
  }
  return {alternatives: orParts, misread};
}
