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

/** A partial match of the reader's words against a passage (see bestRun). */
interface Match {
  weight: number;
  /** The reader's words it took. */
  words: number;
  /** The passage's words it matched, placeholders aside. */
  literals: number;
  /** Whether it reaches the end of the passage. */
  end: boolean;
}

const better = (a: Match, b: Match) => a.weight > b.weight || (a.weight === b.weight && ((a.end && !b.end) || (a.end === b.end && a.words > b.words)));

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
  const none: Run = {weight: 0, full: false};
  const n = query.length;
  const m = passage.length;
  if (n < 2 || m < 2) return none;
  const places = placesOf(query);
  // Most passages hold fewer than two of the words (or one and a placeholder): nothing to align.
  let held = 0;
  for (const term of passage) if ((term === PLACEHOLDER || places.has(term)) && ++held >= 2) break;
  if (held < 2) return none;
  // run(i, j): the best match of query[i..] against passage[j..].
  const memo = new Map<number, Match>();
  const run = (i: number, j: number): Match => {
    if (j >= m) return {weight: 0, words: 0, literals: 0, end: true};
    const key = i * (m + 1) + j;
    const known = memo.get(key);
    if (known) return known;
    let best: Match = {weight: 0, words: 0, literals: 0, end: false};
    if (passage[j] === PLACEHOLDER) {
      // Inside a message, no word at all when the value was only punctuation or words search leaves out ("get").
      for (let k = j === m - 1 ? 1 : 0; k <= MAX_VALUE_WORDS && i + k <= n; k++) {
        const rest = run(i + k, j + 1);
        // A placeholder counts when the passage's words go on matching after it, or when it ends the passage.
        const found = {weight: rest.weight, words: rest.words + k, literals: rest.literals, end: rest.end};
        if ((rest.literals > 0 || (j === m - 1 && rest.end)) && better(found, best)) best = found;
      }
    } else if (i < n && query[i]!.terms.has(passage[j]!)) {
      const rest = run(i + 1, j + 1);
      best = {weight: query[i]!.weight + rest.weight, words: rest.words + 1, literals: rest.literals + 1, end: rest.end};
    }
    memo.set(key, best);
    return best;
  };
  // Where each of the reader's words occurs in the passage, in order: runs start only there.
  const startsOf: number[][] = [];
  passage.forEach((term, j) => {
    for (const i of places.get(term) ?? NOWHERE) (startsOf[i] ??= []).push(j);
  });
  const out: Run = {...none};
  for (let i = 0; i < n; i++) {
    for (const j of startsOf[i] ?? NOWHERE) {
      const found = run(i, j);
      // A passage that starts with a placeholder starts wherever the reader's words before the run are.
      const afterValue = j === 1 && passage[0] === PLACEHOLDER && i > 0;
      const fromStart = j === 0 || afterValue;
      const before = afterValue ? Math.min(i, MAX_VALUE_WORDS) : 0;
      const full = i - before === 0 && i + found.words === n;
      const whole = fromStart && found.end && (found.literals >= 2 || full);
      if (found.literals < 2 && !whole) continue;
      out.weight = Math.max(out.weight, found.weight);
      out.full ||= full;
      if (whole && (!out.whole || found.weight > out.whole.weight || (found.weight === out.whole.weight && found.words + before > out.whole.words))) {
        out.whole = {weight: found.weight, words: found.words + before, literals: found.literals};
      }
    }
  }
  return out;
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
  // One pass over the passage, and lists only for the words it holds: the phrase step runs this
  // for every passage of the first pages, so a long question must not cost a list per word each time.
  const positions: (number[] | undefined)[] = [];
  passage.forEach((term, k) => {
    for (const i of wordsOf.get(term) ?? NOWHERE) (positions[i] ??= []).push(k);
  });
  let near = 0;
  for (let a = 0; a < words.length - 1; a++) {
    const atA = positions[a];
    if (!atA) continue;
    for (let b = a + 1; b <= a + PAIR_SPAN && b < words.length; b++) {
      const atB = positions[b];
      if (atB && atA.some((x) => atB.some((y) => y !== x && Math.abs(x - y) <= NEAR))) near += Math.min(words[a]!.weight, words[b]!.weight);
    }
  }
  return near / total;
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
