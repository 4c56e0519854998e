/**
 * "Path in your bundle": which rows of the bundle map a concrete path fits, with the values it gives
 * their placeholders, most specific first; and, when only paths built from spec fields fit (or none
 * does), the patterns closest to it. Pure and without DOM access: the page's box and the unit tests
 * run this same code.
 */
import {patternRegex} from '../../reference/paths';
import {patternSegments} from './tree';

/** What the matcher needs of a row: its id, its path pattern and, for host collectors, its per-node pattern. */
export interface Matchable {
  anchor: string;
  path: string;
  perNode?: string;
}

export interface PlaceholderValue {
  /** The placeholder as the pattern writes it, without `<`, `>` and `...`. */
  name: string;
  value: string;
}

export interface PathMatch<R extends Matchable> {
  row: R;
  /** The pattern that matched: the row's path, or its per-node path. */
  pattern: string;
  perNode: boolean;
  values: PlaceholderValue[];
  /** Characters of the path matched by the pattern's fixed text: the higher, the more specific. */
  literal: number;
  /** True when a placeholder took the start of the path: where the file lands is up to a spec field. */
  namedByField: boolean;
}

export interface Suggestion<R extends Matchable> {
  pattern: string;
  rows: R[];
  /** How far the path is from the pattern: 0 would be a match; each unmatched segment adds up to 1. */
  distance: number;
}

export interface MatchResult<R extends Matchable> {
  /** The path inside the bundle, as matched: cleaned up, without the archive's top folder. */
  path: string;
  /** The top folder removed from what was typed, if any. */
  topFolder?: string;
  /** The most specific matches (several when collectors share a path). */
  best: PathMatch<R>[];
  /** Less specific matches, most specific first. */
  others: PathMatch<R>[];
  /** True when every match has a placeholder at the start of the path: it fits only because a spec field could name it so. */
  onlyNamedByFields: boolean;
  /** The closest patterns that do not match, when nothing matches or only field-named paths do. */
  closest: Suggestion<R>[];
}

/** The archive's default top folders: `support-bundle-2026-01-31T08_00_00 (1)/`, `preflightbundle-2026-01-31T08_00_00/`. */
const defaultTopFolder = /^(?:support-bundle|preflightbundle)-\d[^/]*\//;

/** The typed path without quotes, `./`, leading or doubled slashes and Windows separators. */
export function cleanPath(input: string): string {
  return input
    .trim()
    .replace(/^(["'])(.*)\1$/, '$2')
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .replace(/^(?:\.\/|\/)+/, '')
    .replace(/\/+$/, '');
}

/** The placeholders of a pattern in the order its regular expression captures them. */
const placeholderNames = (pattern: string) => [...pattern.matchAll(/<(?:\.\.\.)?([^>]+)>/g)].map((m) => m[1]!);

interface Compiled<R extends Matchable> {
  row: R;
  pattern: string;
  perNode: boolean;
  regex: RegExp;
  names: string[];
}

function tryMatch<R extends Matchable>(entry: Compiled<R>, path: string): PathMatch<R> | undefined {
  const m = entry.regex.exec(path);
  if (!m) return undefined;
  const captured = Object.values(m.groups ?? {});
  const starts = Object.values(m.indices?.groups ?? {}).map((range) => range?.[0]);
  const values: PlaceholderValue[] = [];
  const seen = new Map<string, string>();
  let capturedLength = 0;
  for (let i = 0; i < entry.names.length; i++) {
    const value = captured[i];
    if (value === undefined) continue;
    const name = entry.names[i]!;
    // A placeholder written twice stands for the same value (`<...name>/<name>.json`).
    if (seen.has(name) && seen.get(name) !== value) return undefined;
    capturedLength += value.length;
    if (!seen.has(name)) values.push({name, value});
    seen.set(name, value);
  }
  return {
    row: entry.row,
    pattern: entry.pattern,
    perNode: entry.perNode,
    values,
    literal: path.length - capturedLength,
    namedByField: starts.includes(0),
  };
}

/** More specific first: more of the path matched by fixed text, then fewer placeholders filled, then the row's order. */
const bySpecificity = <R extends Matchable>(a: PathMatch<R>, b: PathMatch<R>) =>
  b.literal - a.literal || a.values.length - b.values.length || Number(a.perNode) - Number(b.perNode);

function levenshtein(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The fixed text of a pattern segment: what a typed segment is compared with when it does not fit. */
const skeleton = (segment: string) => segment.replace(/\[[^\]]*\]/g, '').replace(/<[^>]*>|\*/g, '');

interface SegmentMatcher {
  regex: RegExp;
  text: string;
  /** What leaving it out costs: less for a segment that is only a placeholder (a value left out). */
  skip: number;
  /** How many path segments it can take: several for `<...name>` or an optional part with a slash. */
  span: number;
}

/**
 * How far a path is from a pattern, segment by segment: a pattern segment that fits costs nothing,
 * one that does not costs the share of its fixed text that differs, a typed segment left over
 * costs 1 and a pattern segment left out costs 1, or 0.5 when it is only a placeholder.
 */
function distance(pathSegments: string[], pattern: SegmentMatcher[]): number {
  const n = pathSegments.length;
  const m = pattern.length;
  const cost: number[][] = Array.from({length: n + 1}, () => new Array<number>(m + 1).fill(Infinity));
  cost[0]![0] = 0;
  for (let i = 0; i <= n; i++) {
    for (let j = 0; j <= m; j++) {
      const here = cost[i]![j]!;
      if (here === Infinity) continue;
      if (i < n) cost[i + 1]![j] = Math.min(cost[i + 1]![j]!, here + 1);
      if (j < m) cost[i]![j + 1] = Math.min(cost[i]![j + 1]!, here + pattern[j]!.skip);
      if (i < n && j < m) {
        const segment = pattern[j]!;
        for (let k = i + 1; k <= Math.min(n, i + segment.span); k++) {
          if (segment.regex.test(pathSegments.slice(i, k).join('/'))) cost[k]![j + 1] = Math.min(cost[k]![j + 1]!, here);
        }
        const typed = pathSegments[i]!;
        const differs = levenshtein(typed, segment.text) / Math.max(typed.length, segment.text.length, 1);
        cost[i + 1]![j + 1] = Math.min(cost[i + 1]![j + 1]!, here + differs);
      }
    }
  }
  return cost[n]![m]!;
}

export interface Matcher<R extends Matchable> {
  match(input: string): MatchResult<R>;
}

/** Compiles the rows' patterns once; `match` then answers for any typed path. */
export function createMatcher<R extends Matchable>(rows: readonly R[], options: {suggestions?: number} = {}): Matcher<R> {
  const limit = options.suggestions ?? 5;
  const compiled: Compiled<R>[] = rows.flatMap((row) =>
    [
      {row, pattern: row.path, perNode: false},
      ...(row.perNode ? [{row, pattern: row.perNode, perNode: true}] : []),
    ].map((entry) => ({
      ...entry,
      // With indices (`d`), to tell whether a placeholder took the start of the path.
      regex: new RegExp(patternRegex(entry.pattern).source, 'd'),
      names: placeholderNames(entry.pattern),
    })),
  );
  const suggestable = new Map<string, {rows: R[]; segments: SegmentMatcher[]}>();
  for (const row of rows) {
    const known = suggestable.get(row.path);
    if (known) {
      known.rows.push(row);
      continue;
    }
    const segments = patternSegments(row.path).map((segment) => ({
      regex: patternRegex(segment),
      text: skeleton(segment),
      span: segment.includes('<...') ? Number.MAX_SAFE_INTEGER : 1 + (segment.match(/\//g) ?? []).length,
      skip: /^<[^>]*>$/.test(segment) ? 0.5 : 1,
    }));
    suggestable.set(row.path, {rows: [row], segments});
  }

  /** Every row that fits, once (by its more specific pattern), most specific first. */
  const matchesOf = (path: string) => {
    const found = compiled
      .map((entry) => tryMatch(entry, path))
      .filter((m): m is PathMatch<R> => m !== undefined)
      .sort(bySpecificity);
    return found.filter((m, i) => found.findIndex((other) => other.row === m.row) === i);
  };

  return {
    match(input: string): MatchResult<R> {
      let path = cleanPath(input);
      let topFolder: string | undefined;
      const folder = defaultTopFolder.exec(path);
      if (folder) {
        topFolder = folder[0].slice(0, -1);
        path = path.slice(folder[0].length);
      }
      let matches = path ? matchesOf(path) : [];
      // A top folder of another name (`-o`): keep it only if the path fits better without it.
      const slash = path.indexOf('/');
      if (!topFolder && slash > 0) {
        const inner = path.slice(slash + 1);
        const innerMatches = matchesOf(inner);
        if (innerMatches.length && (!matches.length || innerMatches[0]!.literal > matches[0]!.literal)) {
          topFolder = path.slice(0, slash);
          path = inner;
          matches = innerMatches;
        }
      }
      const top = matches[0];
      const best = top ? matches.filter((m) => m.literal === top.literal && m.values.length === top.values.length) : [];
      const others = matches.filter((m) => !best.includes(m));
      const onlyNamedByFields = matches.length > 0 && matches.every((m) => m.namedByField);
      let closest: Suggestion<R>[] = [];
      if (path && (matches.length === 0 || onlyNamedByFields)) {
        const typed = path.split('/');
        const matched = new Set(matches.map((m) => m.row.path));
        // Patterns that start with a name from the spec (`<...name>/`) fit almost anything: not suggested.
        closest = [...suggestable]
          .filter(([pattern]) => !matched.has(pattern) && !pattern.startsWith('<...'))
          .map(([pattern, {rows: patternRows, segments}]) => ({pattern, rows: patternRows, distance: distance(typed, segments)}))
          .filter((suggestion) => suggestion.distance > 0)
          .sort(
            (a, b) =>
              a.distance - b.distance ||
              fixedText(b.pattern) - fixedText(a.pattern) ||
              commonPrefix(path, b.pattern) - commonPrefix(path, a.pattern) ||
              a.pattern.localeCompare(b.pattern),
          )
          .slice(0, limit);
      }
      return {path, ...(topFolder ? {topFolder} : {}), best, others, onlyNamedByFields, closest};
    },
  };
}

/** How many characters of a pattern are fixed text. */
const fixedText = (pattern: string) => pattern.replace(/<[^>]*>|\*|[[\]]/g, '').length;

/** How many leading characters a path shares with a pattern's text. */
function commonPrefix(path: string, pattern: string): number {
  let i = 0;
  while (i < path.length && i < pattern.length && path[i] === pattern[i]) i++;
  return i;
}
