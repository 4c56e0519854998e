/**
 * Phrases and proximity: how much of what the reader wrote a passage of the docs says in the same
 * order, word after word. A pasted error message, a quoted phrase or two words that belong
 * together ("default collectors") find the passage that carries them, not one that merely
 * holds the same words far apart.
 *
 * A passage may hold placeholders where the message it documents carries a value: `<name>` or
 * `{name}` (a single brace: `{{ }}` is a template) and Go's format verbs (`%s`, `%v`, `%d`...). A
 * placeholder stands for one to {@link MAX_VALUE_WORDS} words of what the reader pasted, so that
 * `pods "web-1" not found` meets `pods <name> not found` or `pods %q not found`.
 */
import {termsOf} from './terms';

/** A term of a passage, or a placeholder. */
export const PLACEHOLDER = '\u0000';

/** A placeholder in a documented message. */
const PLACEHOLDERS = /<[A-Za-z][\w .-]{0,40}>|(?<!\{)\{[A-Za-z][\w.-]{0,40}\}(?!\})|%[-+# 0]*\d*(?:\.\d+)?[svdqwxXtfgeT]/g;

/** Words a placeholder can stand for in the reader's text. */
const MAX_VALUE_WORDS = 6;

/** The terms of a passage in order, with {@link PLACEHOLDER} where it has a placeholder. */
export function phraseTerms(text: string): string[] {
  const out: string[] = [];
  let last = 0;
  for (const m of text.matchAll(PLACEHOLDERS)) {
    out.push(...termsOf(text.slice(last, m.index)), PLACEHOLDER);
    last = m.index! + m[0].length;
  }
  out.push(...termsOf(text.slice(last)));
  return out;
}

/** One position of the reader's text: the index terms that match it, and what matching it is worth. */
export interface PhraseWord {
  terms: Set<string>;
  weight: number;
}

/**
 * The best run of the reader's words that the passage says in the same order: the summed weight
 * of its words matched one after the other, where a placeholder of the passage may take the place
 * of one to {@link MAX_VALUE_WORDS} of the reader's words (and is worth nothing itself). Runs of
 * one word count for nothing: that is what the ranking already measures. `full` is whether the
 * run covers every word of the reader's text.
 */
export function bestRun(query: PhraseWord[], passage: string[]): {weight: number; full: boolean} {
  const n = query.length;
  const m = passage.length;
  if (n < 2 || m < 2) return {weight: 0, full: false};
  // Most passages hold fewer than two of the words: nothing to align.
  let held = 0;
  for (const term of passage) if (query.some((w) => w.terms.has(term)) && ++held >= 2) break;
  if (held < 2) return {weight: 0, full: false};
  // run(i, j): the weight of the longest match of query[i..] against passage[j..], and how many query words it took.
  const memo = new Map<number, {weight: number; words: number; literals: number}>();
  const run = (i: number, j: number): {weight: number; words: number; literals: number} => {
    if (i >= n || j >= m) return {weight: 0, words: 0, literals: 0};
    const key = i * (m + 1) + j;
    const known = memo.get(key);
    if (known) return known;
    let best = {weight: 0, words: 0, literals: 0};
    if (passage[j] === PLACEHOLDER) {
      for (let k = 1; k <= MAX_VALUE_WORDS && i + k <= n; k++) {
        const rest = run(i + k, j + 1);
        // A placeholder only counts when the passage's words go on matching after it.
        if (rest.literals > 0 && rest.weight > best.weight) best = {weight: rest.weight, words: rest.words + k, literals: rest.literals};
      }
    } else if (query[i]!.terms.has(passage[j]!)) {
      const rest = run(i + 1, j + 1);
      best = {weight: query[i]!.weight + rest.weight, words: rest.words + 1, literals: rest.literals + 1};
    }
    memo.set(key, best);
    return best;
  };
  let weight = 0;
  let full = false;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < m; j++) {
      if (!query[i]!.terms.has(passage[j]!)) continue;
      const found = run(i, j);
      if (found.literals < 2) continue;
      if (found.weight > weight) weight = found.weight;
      if (i === 0 && found.words === n) full = true;
    }
  }
  return {weight, full};
}

/**
 * The parts of a query to match as phrases: each quoted span ("...", `...`) when there is one,
 * else the whole query. `exact` says whether the reader asked for the words as written: a quoted
 * span, or input shaped like a message a program printed (`Error:`, `failed to`, `a: b: c`
 * chains, file paths), which the docs quote verbatim when they explain it.
 */
export function phrasesOf(query: string): {text: string; exact: boolean}[] {
  const quoted = [...query.matchAll(/"([^"]{3,})"|`([^`]{3,})`|\u201c([^\u201d]{3,})\u201d/g)]
    .map((m) => (m[1] ?? m[2] ?? m[3])!)
    .filter((text) => termsOf(text).length >= 2);
  const errorShaped = /\b(?:error|fatal|panic|warning)\s*:|\bfailed to\b|\S: \S[^:]*: \S|(?:^|\s)\.?\/?[\w.-]+\/[\w.-]+\.\w+/i.test(query);
  return [...quoted.map((text) => ({text, exact: true})), {text: query, exact: errorShaped}];
}
