/**
 * From text to the terms the index holds, the same way at build time and in the browser: words
 * (contractions, camelCase, dotted and hyphenated names, quantities with units), lower case,
 * stemmed with the Porter2 (Snowball English) stemmer, stop words dropped.
 */
import stem from 'wink-porter2-stemmer';

/**
 * Words that carry no meaning for search: the glue of sentences and questions, and the filler of
 * requests ("is it possible to", "we would like the ability to"). Not here: negations (`no`,
 * `not`, `without`: "run with no redactors" is not "run redactors") and the words a question is
 * about (`default`, `limit`, `timeout`...).
 */
const STOP_WORDS = new Set(
  (
    'a an and are as at be been being but by can could did do does doing done for from had has have having he her ' +
    'here him his how i if in into is it its itself me my of on or our ours she should so some such than that the ' +
    'their them then there these they this those to too us was we were what when where which while who whom why ' +
    'will with would you your yours one use using used want wants wanted need needs needed get gets got getting ' +
    'make makes made only just also very really quite please thanks thank hi hello any anything anyone about ' +
    'possible possibly ability able must may might currently actually seems seem seemed like etc e g ie eg ' +
    'let lets shall something somehow way ways sure maybe though although however instead else even still ' +
    'already again yet tell know think thought all each every other another same ' +
    // The filler of reports and requests: what readers feel, try and wish, not what they ask about.
    'try tried trying expect expected expecting wonder wondering appear appears appeared realize realized ' +
    'nice great useful helpful better good bad well see saw seen similar following feature request issue ' +
    'problem help hey ' +
    // The rest of the Snowball list's function words (negations aside): "I am trying", "because".
    'am myself ourselves yourself yourselves hers herself theirs themselves ought because until against through during further once both few own'
  ).split(' '),
);

/** Apostrophes as readers type them. */
const APOSTROPHES = /[\u2018\u2019\u02bc`´]/g;

/**
 * Contractions: `n't` is the negation `not` (`won't` → `will not`); the other endings (`'s`,
 * `'re`, `'ve`, `'ll`, `'d`, `'m`) add nothing to the word they end, and split apart they would
 * leave fragments (`don`, `t`, `s`) that every page has.
 */
function expandContractions(text: string): string {
  return text
    .replace(APOSTROPHES, "'")
    .replace(/\b(won|can|ain|shan)'t\b/gi, (_, w: string) => `${{won: 'will', can: 'can', ain: 'is', shan: 'shall'}[w.toLowerCase()]} not`)
    .replace(/n't\b/gi, ' not')
    .replace(/(?<=\p{L})'(?:s|re|ve|ll|d|m)\b/giu, '');
}

/**
 * Units of quantities, in one spelling each, so that `8GB`, `8 GiB` and `8Gi` meet, and `30d`
 * meets "30 days". A letter alone (`s`, `d`) is a unit only right after a number.
 */
const UNITS = new Map<string, string>(Object.entries({
  ki: 'kb', kib: 'kb', kb: 'kb', k: 'kb',
  mi: 'mb', mib: 'mb', mb: 'mb',
  gi: 'gb', gib: 'gb', gb: 'gb', g: 'gb',
  ti: 'tb', tib: 'tb', tb: 'tb', t: 'tb',
  ms: 'millisecond', millis: 'millisecond',
  s: 'second', sec: 'second', secs: 'second',
  min: 'minute', mins: 'minute',
  h: 'hour', hr: 'hour', hrs: 'hour',
  d: 'day',
}));
const ATTACHED_ONLY = new Set(['k', 'g', 't', 's', 'h', 'd']);

/** Letters and digits, with `_` inside names (`collector_name`). */
const WORD = /[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)*/gu;
/** A number and a unit written together: `8GB`, `1Gi`, `30d`, `500ms`. */
const QUANTITY = /^(\d+)([a-z]+)$/i;
/** Words joined by hyphens, each starting with a letter: `--collector-image`, `address-in-use` (not dates or versions). */
const JOINED = /(?<![\p{L}\p{N}])\p{L}[\p{L}\p{N}]*(?:-\p{L}[\p{L}\p{N}]*)+/gu;

/**
 * Splits text into words, in order: anything that is not a letter, digit or inner `_` separates
 * them, so dotted names (`spec.collectors`, `analysis.json`) are their parts in a row. A quantity
 * is its number then its unit. A name of words joined by hyphens also counts as one word, after
 * its parts, so that `--collector-image` finds that flag rather than every page about collectors
 * and images. CamelCase names stay whole here (`memoryAllocatable` is one term of the index);
 * {@link camelParts} splits them where the index does not know the whole.
 */
export function tokenize(text: string): string[] {
  const joined = expandContractions(text).match(JOINED);
  const words = wordsOf(text);
  return joined ? [...words, ...joined.map((name) => name.replace(/-/g, ''))] : words;
}

/** The words of a text in the order written, without the hyphenated names that {@link tokenize} adds: what phrases are matched on. */
function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const [word] of expandContractions(text).matchAll(WORD)) {
    const quantity = QUANTITY.exec(word);
    const unit = quantity && UNITS.get(quantity[2]!.toLowerCase());
    if (unit) words.push(quantity[1]!, unit);
    else words.push(word);
  }
  return words;
}

/** The parts of a camelCase or snake_case name (`memoryAllocatable` → memory, Allocatable), or none. */
export function camelParts(word: string): string[] {
  const parts = word.split(/_|(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})|(?<=\p{L})(?=\p{N})/u).filter(Boolean);
  return parts.length > 1 ? parts : [];
}

/**
 * A word in American spelling (`analyser` → `analyzer`, `behaviour` → `behavior`), which the docs
 * use; the word itself when no rule applies.
 */
export function americanSpelling(word: string): string {
  return word
    .toLowerCase()
    .replace(/(?<=\p{L}{2})([yi])s(?=(?:e|ed|er|ers|es|ing|ation|ations)$)/u, '$1z')
    .replace(/(?<=\p{L}{2})our(?=(?:|s|ed|ing|al)$)/u, 'or');
}

/** Words already processed: excerpts and ask mode run every word of many sections through here. */
const processedTerms = new Map<string, string | null>();

/** Index and query terms: lower case, units in one spelling, stop words dropped, Porter2 stems (names with digits or camelCase kept whole). */
export function processTerm(term: string): string | null {
  let processed = processedTerms.get(term);
  if (processed === undefined) {
    const lower = term.toLowerCase();
    const unit = UNITS.get(lower);
    if (unit && !ATTACHED_ONLY.has(lower)) processed = stem(unit);
    else {
      // Names are kept as written (`containerNames` is not `containerName`): camelCase, digits.
      processed = lower.length <= 2 || /\d/.test(lower) || /\p{Ll}\p{Lu}/u.test(term) ? lower : stem(lower);
      // A stop word's other forms are stop words too (`uses`, `needs`), not the words it is a form of (`currently`: current).
      if (STOP_WORDS.has(lower) || STOP_WORDS.has(processed)) processed = null;
    }
    processedTerms.set(term, processed);
  }
  return processed;
}

/** The terms of a text, in order, as the index holds them. */
export const termsOf = (text: string): string[] =>
  tokenize(text)
    .map(processTerm)
    .filter((t): t is string => !!t);

/** The terms of a text's words in the order written (see {@link wordsOf}). */
export const termsInOrder = (text: string): string[] =>
  wordsOf(text)
    .map(processTerm)
    .filter((t): t is string => !!t);
