/**
 * Phrases and proximity: how much of what the reader wrote a passage of the docs says in the same
 * order, word after word. A pasted error message, a quoted phrase or two words that belong
 * together ("default collectors") find the passage that carries them, not one that merely
 * holds the same words far apart.
 *
 * A passage may hold placeholders where the message it documents carries a value: `<name>`,
 * `‹name›` (the error reference's, whose name is not read: `‹›`) or `{name}` (a single brace:
 * `{{ }}` is a template) and Go's format verbs (`%s`, `%v`, `%d`...). A
 * placeholder stands for up to {@link MAX_VALUE_WORDS} words of what the reader pasted, so that
 * `pods "web-1" not found` meets `pods <name> not found` or `pods %q not found`.
 */
import {termsInOrder, termsOf} from './terms';

/** A term of a passage, or a placeholder. */
export const PLACEHOLDER = '\u0000';

/** A placeholder in a documented message. */
const PLACEHOLDERS = /<[A-Za-z][\w .-]{0,40}>|\u2039[^\u203a]{0,40}\u203a|(?<!\{)\{[A-Za-z][\w.-]{0,40}\}(?!\})|%[-+# 0]*\d*(?:\.\d+)?[svdqwxXtfgeT]/g;

/** Words a placeholder can stand for in the reader's text. */
const MAX_VALUE_WORDS = 6;

/** The terms of a passage in order, with {@link PLACEHOLDER} where it has a placeholder. */
export function phraseTerms(text: string): string[] {
  const out: string[] = [];
  let last = 0;
  for (const m of text.matchAll(PLACEHOLDERS)) {
    out.push(...termsInOrder(text.slice(last, m.index)), PLACEHOLDER);
    last = m.index! + m[0].length;
  }
  out.push(...termsInOrder(text.slice(last)));
  return out;
}

/** One position of the reader's text: the index terms that match it, and what matching it is worth. */
export interface PhraseWord {
  terms: Set<string>;
  weight: number;
}

/** What a passage says of the reader's text in the reader's order (see bestRun). */
export interface Run {
  /** The summed weight of the words of the best run. */
  weight: number;
  /** A run covers every word of the reader's text. */
  full: boolean;
  /**
   * The best run that covers the whole passage, if one does: what the passage says, the reader
   * wrote, values and all. `words` is how many of the reader's words it takes, `literals` how
   * many of the passage's words (placeholders aside) it matched.
   */
  whole?: {weight: number; words: number; literals: number};
}

/** No run at all: most passages. Frozen, as it is shared. */
const NO_RUN: Run = Object.freeze({weight: 0, full: false});

/**
 * The partial matches of the reader's words against a passage (see bestRun), as numbers: the
 * match of the reader's words from i against the passage's from j is cell i * (passage length +
 * 1) + j, known when its stamp is the call's. Arrays reused from call to call rather than an
 * object per match: the phrase step aligns dozens of passages per query.
 */
const alignment = {
  call: 0,
  stamp: new Int32Array(0),
  /** The summed weight of the reader's words it matched. */
  weight: new Float64Array(0),
  /** The reader's words it took. */
  words: new Int32Array(0),
  /** The passage's words it matched, placeholders aside. */
  literals: new Int32Array(0),
  /** Whether it reaches the end of the passage: 1 or 0. */
  end: new Uint8Array(0),
};

/** Starts a call of bestRun on `cells` cells. */
function newAlignment(cells: number): void {
  alignment.call++;
  if (alignment.stamp.length >= cells) return;
  const size = Math.max(cells, 2 * alignment.stamp.length);
  alignment.stamp = new Int32Array(size);
  alignment.weight = new Float64Array(size);
  alignment.words = new Int32Array(size);
  alignment.literals = new Int32Array(size);
  alignment.end = new Uint8Array(size);
}

/** Whether a match is better than another: heavier, or as heavy and reaching the passage's end, or also taking more of the reader's words. */
const better = (weight: number, words: number, end: boolean, thanWeight: number, thanWords: number, thanEnd: boolean) =>
  weight > thanWeight || (weight === thanWeight && ((end && !thanEnd) || (end === thanEnd && words > thanWords)));

/** The best match of the reader's words from i against the passage's from j (see bestRun), as its cell of the alignment. */
function align(query: PhraseWord[], passage: string[], i: number, j: number): number {
  const n = query.length;
  const m = passage.length;
  const cell = i * (m + 1) + j;
  const {stamp, weight, words, literals, end} = alignment;
  if (stamp[cell] === alignment.call) return cell;
  let bestWeight = 0;
  let bestWords = 0;
  let bestLiterals = 0;
  let bestEnd = j >= m;
  if (j < m && passage[j] === PLACEHOLDER) {
    // Inside a message, no word at all when the value was only punctuation or words search leaves out ("get").
    for (let k = j === m - 1 ? 1 : 0; k <= MAX_VALUE_WORDS && i + k <= n; k++) {
      const rest = align(query, passage, i + k, j + 1);
      const restEnd = end[rest] === 1;
      // A placeholder counts when the passage's words go on matching after it, or when it ends the passage.
      if ((literals[rest]! > 0 || (j === m - 1 && restEnd)) && better(weight[rest]!, words[rest]! + k, restEnd, bestWeight, bestWords, bestEnd)) {
        bestWeight = weight[rest]!;
        bestWords = words[rest]! + k;
        bestLiterals = literals[rest]!;
        bestEnd = restEnd;
      }
    }
  } else if (j < m && i < n && query[i]!.terms.has(passage[j]!)) {
    const rest = align(query, passage, i + 1, j + 1);
    bestWeight = query[i]!.weight + weight[rest]!;
    bestWords = words[rest]! + 1;
    bestLiterals = literals[rest]! + 1;
    bestEnd = end[rest] === 1;
  }
  stamp[cell] = alignment.call;
  weight[cell] = bestWeight;
  words[cell] = bestWords;
  literals[cell] = bestLiterals;
  end[cell] = bestEnd ? 1 : 0;
  return cell;
}

/**
 * The best run of the reader's words that the passage says in the same order: the summed weight
 * of its words matched one after the other, where a placeholder of the passage may take the place
 * of up to {@link MAX_VALUE_WORDS} of the reader's words (and is worth nothing itself). Runs of
 * one word count for nothing: that is what the ranking already measures, unless the run is the
 * whole passage and the whole of the reader's text (`Redacting <file>` and `Redacting
 * host-collectors/sysctl.json`). A placeholder takes words inside a run, or at the start or end
 * of the passage when the run reaches it.
 */
export function bestRun(query: PhraseWord[], passage: string[]): Run {
  const n = query.length;
  const m = passage.length;
  if (n < 2 || m < 2) return NO_RUN;
  const places = placesOf(query);
  // Most passages hold fewer than two of the words (or one and a placeholder): nothing to align.
  let held = 0;
  for (const term of passage) if ((term === PLACEHOLDER || places.has(term)) && ++held >= 2) break;
  if (held < 2) return NO_RUN;
  newAlignment((n + 1) * (m + 1));
  // Runs start only where the reader's words occur in the passage.
  const {start, at} = occurrencesOf(places, n, passage);
  const out: Run = {weight: 0, full: false};
  for (let i = 0; i < n; i++) {
    for (let o = start[i]!; o < start[i + 1]!; o++) {
      const j = at[o]!;
      const cell = align(query, passage, i, j);
      const weight = alignment.weight[cell]!;
      const words = alignment.words[cell]!;
      const literals = alignment.literals[cell]!;
      // A passage that starts with a placeholder starts wherever the reader's words before the run are.
      const afterValue = j === 1 && passage[0] === PLACEHOLDER && i > 0;
      const fromStart = j === 0 || afterValue;
      const before = afterValue ? Math.min(i, MAX_VALUE_WORDS) : 0;
      const full = i - before === 0 && i + words === n;
      const whole = fromStart && alignment.end[cell] === 1 && (literals >= 2 || full);
      if (literals < 2 && !whole) continue;
      out.weight = Math.max(out.weight, weight);
      out.full ||= full;
      if (whole && (!out.whole || weight > out.whole.weight || (weight === out.whole.weight && words + before > out.whole.words))) {
        out.whole = {weight, words: words + before, literals};
      }
    }
  }
  return out;
}

/**
 * Where the reader's words occur in a passage, place by place (`places`: the places of each
 * term among `count`): place i's positions are at[start[i]] to at[start[i + 1] - 1], in the
 * passage's order. Arrays reused from call to call, to read before the next call: the phrase step
 * reads a hundred passages per query.
 */
const occurrences = {
  start: new Int32Array(0),
  at: new Int32Array(0),
  /** The places of the term at each position of the passage. */
  placesAt: [] as (number[] | undefined)[],
};
function occurrencesOf(places: Map<string, number[]>, count: number, passage: string[]): {start: Int32Array; at: Int32Array} {
  if (occurrences.start.length < count + 1) occurrences.start = new Int32Array(Math.max(count + 1, 2 * occurrences.start.length));
  const {start, placesAt} = occurrences;
  start.fill(0, 0, count + 1);
  let total = 0;
  for (let j = 0; j < passage.length; j++) {
    const found = places.get(passage[j]!);
    placesAt[j] = found;
    if (found) for (const i of found) start[i]!++;
    total += found?.length ?? 0;
  }
  // Counted, summed up to each place, then filled from the passage's end: each place's positions
  // end up in order, and start[i] where they start.
  for (let i = 1; i < count; i++) start[i]! += start[i - 1]!;
  start[count] = total;
  if (occurrences.at.length < total) occurrences.at = new Int32Array(Math.max(total, 2 * occurrences.at.length));
  const {at} = occurrences;
  for (let j = passage.length - 1; j >= 0; j--) for (const i of placesAt[j] ?? NOWHERE) at[--start[i]!] = j;
  return occurrences;
}

/** No place at all, shared rather than a fresh empty list per term looked up. */
const NOWHERE: readonly number[] = [];

/** For each term, the places in `words` of the words it stands for. */
function placesByTerm(words: PhraseWord[]): Map<string, number[]> {
  const places = new Map<string, number[]>();
  words.forEach((w, i) => w.terms.forEach((t) => (places.get(t) ?? places.set(t, []).get(t)!).push(i)));
  return places;
}

const placesCache = new WeakMap<PhraseWord[], Map<string, number[]>>();

/** For each term, the places of the reader's words that it matches: worked out once per query rather than looked for word by word in every passage. */
function placesOf(query: PhraseWord[]): Map<string, number[]> {
  let places = placesCache.get(query);
  if (!places) {
    places = placesByTerm(query);
    placesCache.set(query, places);
  }
  return places;
}

/** Two of the reader's words are near in a passage when at most this many words apart there, in either order. */
const NEAR = 8;
/** A pair is a weighty word of the reader's and each of the next two: the words that say one thing together. */
const PAIR_SPAN = 2;

/**
 * Proximity, for the words a run misses: the share of the reader's pairs of words (see
 * {@link PAIR_SPAN}, each pair weighing as its lighter word) that a passage holds near each other,
 * in any order and with other words between. Readers say the docs' things in their own order
 * and words ("the default collectors" for "collectors that run by default"): a passage where the
 * words of the question meet says what they ask about, one where they lie far apart only
 * mentions them. These are the unordered windows of the sequential dependence model.
 */
export function nearPairs(query: PhraseWord[], passage: string[]): number {
  const {words, wordsOf, total} = pairsOf(query);
  if (total === 0) return 0;
  const {start, at} = occurrencesOf(wordsOf, words.length, passage);
  let near = 0;
  for (let a = 0; a < words.length - 1; a++) {
    if (start[a] === start[a + 1]) continue;
    for (let b = a + 1; b <= a + PAIR_SPAN && b < words.length; b++) {
      if (occurNear(at, start[a]!, start[a + 1]!, start[b]!, start[b + 1]!)) near += Math.min(words[a]!.weight, words[b]!.weight);
    }
  }
  return near / total;
}

/** Whether two words occur near each other: one of the positions at[a..aEnd) and one of at[b..bEnd), at most {@link NEAR} apart and not the same. */
function occurNear(at: Int32Array, a: number, aEnd: number, b: number, bEnd: number): boolean {
  for (let x = a; x < aEnd; x++) {
    for (let y = b; y < bEnd; y++) if (at[y] !== at[x] && Math.abs(at[x]! - at[y]!) <= NEAR) return true;
  }
  return false;
}

interface Pairs {
  /** The reader's weighty words, in order. */
  words: PhraseWord[];
  /** For each term, the places in `words` of the words it stands for. */
  wordsOf: Map<string, number[]>;
  /** The summed weight of the pairs (each as its lighter word); 0 with fewer than two words. */
  total: number;
}

const pairsCache = new WeakMap<PhraseWord[], Pairs>();

/** What nearPairs needs of a query, worked out once per query rather than once per passage. */
function pairsOf(query: PhraseWord[]): Pairs {
  let pairs = pairsCache.get(query);
  if (!pairs) {
    const words = query.filter((w) => w.weight > 0);
    const wordsOf = placesByTerm(words);
    let total = 0;
    for (let a = 0; a < words.length - 1; a++) {
      for (let b = a + 1; b <= a + PAIR_SPAN && b < words.length; b++) total += Math.min(words[a]!.weight, words[b]!.weight);
    }
    pairs = {words, wordsOf, total};
    pairsCache.set(query, pairs);
  }
  return pairs;
}

/** The error reference's placeholder in a message as the pages show it: `‹name›` (its name is not read: `‹›`). */
const SHOWN_PLACEHOLDER = /\u2039[^\u203a]*\u203a/u;

/**
 * The patterns of a message (see messagePattern): the whole message, and each of its sentences
 * when it has several (`no collectors specified to run. Use --debug...`), without its final stop:
 * readers paste the sentence that says what went wrong, and leave the advice out.
 */
export function messagePatterns(heading: string): {text: string; pattern: RegExp; word?: string}[] {
  const sentences = heading.trim().split(/(?<=[.?!])\s+(?=\S)/u);
  const parts = sentences.length > 1 ? [heading, ...sentences.map((sentence) => sentence.replace(/[.?!]$/u, ''))] : [heading];
  return parts.flatMap((text) => {
    const pattern = messagePattern(text);
    const word = requiredWord(text);
    return pattern ? [{text, pattern, ...(word ? {word} : {})}] : [];
  });
}

/**
 * The longest word of printable ASCII in a message's own text, lower-cased: a text the message's
 * pattern matches holds it, read by {@link foldedForMessages}. Under the `iu` flags an ASCII
 * character matches only itself in either case, the Kelvin sign (as k) and the long s (as s), so
 * looking for this word first spares the regular expression on the many messages a text cannot hold.
 */
function requiredWord(text: string): string | undefined {
  const words = text.trim().split(SHOWN_PLACEHOLDER).flatMap((part) => part.split(/\s+/u)).filter((w) => /^[\x21-\x7e]+$/u.test(w));
  return words.reduce<string | undefined>((longest, w) => (!longest || w.length > longest.length ? w : longest), undefined)?.toLowerCase();
}

/** A text as {@link requiredWord}'s words are looked for in it: lower case, the long s as s (the Kelvin sign lower-cases to k). */
export const foldedForMessages = (text: string): string => text.toLowerCase().replace(/\u017f/gu, 's');

/**
 * A message as the error reference heads its entry (`Ping from "‹›" pod to "‹›" pod failed`), as
 * a pattern that finds it in what a reader pasted: its words and punctuation as printed, any
 * spacing (padded columns, wrapped lines), any case, and any value in each placeholder, on one
 * line. A message without a placeholder or a word is no pattern.
 */
function messagePattern(heading: string): RegExp | undefined {
  const parts = heading.trim().split(SHOWN_PLACEHOLDER);
  if (!parts.some((part) => /[\p{L}\p{N}]/u.test(part)) || (parts.length < 2 && !/\s/.test(parts[0]!))) return undefined;
  const literal = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  // A value is at least a character at either end of the message, and anything on the line inside it.
  const last = parts.length - 1;
  const source = parts.map((part, k) => (k === 0 ? (part ? '' : '\\S') : k === last && !part ? '\\S' : '[^\\n]*?') + literal(part)).join('');
  const starts = /^[\p{L}\p{N}]/u.test(parts[0]!) ? '(?<![\\p{L}\\p{N}])' : '';
  const ends = /[\p{L}\p{N}]$/u.test(parts[parts.length - 1]!) ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${starts}${source}${ends}`, 'iu');
}

/** Pasted text with its quotes as printed: JSON's `\"` and typographic quotes become `"`. */
export const asPrinted = (text: string): string => text.replace(/\\"/g, '"').replace(/[\u201c\u201d]/g, '"').replace(/[\u2018\u2019]/g, "'");

/**
 * The header klog writes before each line of a log (`I0719 13:52:08.298974   50166 file.go:233] `):
 * severity, date, time, thread and source line, none of which the docs say. Readers paste it
 * with the line they ask about.
 */
const LOG_HEADER = /(?<![\p{L}\p{N}])[IWEF]\d{4} \d\d:\d\d:\d\d\.\d+ +\d+ [\w.-]+:\d+\] ?/u;

/** What the reader wrote without the headers of pasted log lines. */
export const withoutLogHeaders = (query: string): string => query.replace(new RegExp(LOG_HEADER, 'gu'), '');

/**
 * The parts of a query to match as phrases: each quoted span ("...", `...`) when there is one,
 * else the whole query; a quoted name (`support-bundle`, `spec.collectors`: no space) is a word, not
 * a phrase. `exact` says whether the reader asked for the words as written: a quoted
 * span, or input shaped like a message a program printed (a log line's header, `Error:`, `failed
 * to`, `a: b: c` chains, file paths, several lines, a line that starts like a list or a table of
 * results: `---`, `*`, `|`, `•`, `✗`), which the docs quote verbatim when they explain it.
 */
export function phrasesOf(query: string): {text: string; exact: boolean}[] {
  const quoted = [...query.matchAll(/"([^"]{3,})"|`([^`]{3,})`|\u201c([^\u201d]{3,})\u201d/g)]
    .map((m) => (m[1] ?? m[2] ?? m[3])!)
    .filter((text) => /\S\s+\S/.test(text.trim()) && termsOf(text).length >= 2);
  const errorShaped =
    LOG_HEADER.test(query) ||
    /\b(?:error|fatal|panic|warning)\s*:|\bfailed to\b|\S: \S[^:]*: \S|(?:^|\s)\.?\/?[\w.-]+\/[\w.-]+\.\w+|\S[^\S\n]*\n\s*\S|^\s*(?:-{2,}|[*|\u2022\u2717])\s/imu.test(query);
  return [...quoted.map((text) => ({text, exact: true})), {text: withoutLogHeaders(query), exact: errorShaped}];
}
