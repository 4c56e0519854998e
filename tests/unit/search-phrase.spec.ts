/**
 * The phrase matcher of the embedded search (plugins/search/engine/phrase.ts) and the terms it
 * works on (plugins/search/engine/terms.ts). Inputs come from outside: a message as the
 * Troubleshoot code prints it (its format string, placeholder included) and the line a reader
 * pasted in a public thread.
 */
import {test, expect} from '@playwright/test';
import {bestRun, foldedForMessages, messagePatterns, nearPairs, phrasesOf, phraseTerms, PLACEHOLDER, type PhraseWord} from '../../plugins/search/engine/phrase';
import {processTerm, termsOf, tokenize} from '../../plugins/search/engine/terms';
import {allMessages, printedLines} from '../../reference/messages/index';
import {pastedMessages} from '../pasted-messages';

/** The reader's words as the engine matches them: each term alone, all of the same weight. */
const readerWords = (text: string): PhraseWord[] => termsOf(text).map((t) => ({terms: new Set([t]), weight: 1}));

// troubleshoot v0.133.0, pkg/preflight/text_results.go#showTextResults: errors.Errorf("unknown output format: %q", format)
const printed = 'unknown output format: %q';
// https://github.com/replicatedhq/troubleshoot/pull/940
const pasted = '`kubectl preflight --format=yaml` returns an error currently, `Error: unknown output format: "yaml"`.';

test('a placeholder of a documented message stands for the value the reader pasted', () => {
  expect(phraseTerms(printed)).toEqual([...termsOf('unknown output format'), PLACEHOLDER]);
  const documented = phraseTerms(`The command stops with ${printed} when the format is neither human nor json`);
  const run = bestRun(readerWords(pasted), documented);
  expect(run.weight).toBe(3);
  // Placeholders inside a message: the run goes on after each value, whatever its words.
  // troubleshoot v0.133.0, pkg/collect/sonobuoy_results.go#CollectSonobuoyResults.Collect
  const inside = phraseTerms('sonobuoy pod %s in namespace %s not found');
  // The message is the whole passage, so the run carries it whole: its 5 words and the 10 of the reader's that it takes, values included.
  expect(bestRun(readerWords('Error: sonobuoy pod sonobuoy-e2e-job-7f2c in namespace sonobuoy not found'), inside)).toEqual({
    weight: 5,
    full: false,
    whole: {weight: 5, words: 10, literals: 5},
  });
  // A message that differs after the value is not that message.
  expect(bestRun(readerWords('sonobuoy pod web-1 was deleted'), inside).weight).toBe(2);
});

test('a run needs two words in a row, and full says the whole phrase was found', () => {
  expect(bestRun(readerWords('output format'), phraseTerms('the format of the output')).weight).toBe(0);
  const whole = bestRun(readerWords('unknown output format'), phraseTerms(printed));
  expect(whole).toEqual({weight: 3, full: true});
});

test('proximity counts the pairs of the reader\'s words that a passage holds near each other, in any order', () => {
  // The reader's words: https://github.com/replicatedhq/troubleshoot/issues/239; the passages only place them.
  const words = readerWords('remove these default collectors');
  // Pairs: remove-default, remove-collectors, default-collectors (each word with the next two).
  expect(nearPairs(words, phraseTerms('collectors that run by default can be removed'))).toBe(1);
  expect(nearPairs(words, phraseTerms('the collectors that every spec gets by default'))).toBeCloseTo(1 / 3);
  const far = phraseTerms(`default ${'word '.repeat(8)}collectors`);
  expect(nearPairs(words, far)).toBe(0);
  // A word alone is no pair.
  expect(nearPairs(readerWords('collectors'), phraseTerms('default collectors'))).toBe(0);
});

test('quoted words and pasted messages are matched as written', () => {
  expect(phrasesOf(pasted)).toEqual([
    {text: 'kubectl preflight --format=yaml', exact: true},
    {text: 'Error: unknown output format: "yaml"', exact: true},
    {text: pasted, exact: true},
  ]);
  expect(phrasesOf('collect logs from one namespace')).toEqual([{text: 'collect logs from one namespace', exact: false}]);
});

test('terms: Porter2 stems that meet their base form, contractions, negations, units and names', () => {
  for (const [a, b] of [['getting', 'get'], ['based', 'base'], ['piped', 'pipe'], ['merging', 'merge'], ['enabled', 'enable'], ['hardcoded', 'hardcode']]) {
    expect(processTerm(a), a).toBe(processTerm(b));
  }
  expect(termsOf("don't redact the pod's logs")).toEqual(['not', 'redact', 'pod', 'log']);
  expect(termsOf('run with no redactors')).toEqual(['run', 'no', 'redactor']);
  expect(termsOf('is it possible to have the ability to collect')).toEqual(['collect']);
  expect(termsOf('I am trying to redact the encryption key')).toEqual(['redact', 'encrypt', 'key']);
  expect(termsOf('8GB')).toEqual(termsOf('8 GiB'));
  expect(termsOf('1Gi')).toEqual(termsOf('1 GB'));
  expect(termsOf('30d')).toEqual(termsOf('30 days'));
  // A word that names a property of every JavaScript object is a word like the others, not a unit.
  expect(termsOf('constructor toString')).toEqual(['constructor', 'tostring']);
  expect(tokenize('spec.collectors memoryAllocatable v1beta2')).toEqual(['spec', 'collectors', 'memoryAllocatable', 'v1beta2']);
});

test('a message pattern is tried only on text that holds its longest word, and no text it matches is skipped', () => {
  // Every line the error reference shows, as the page heads it (values as ‹›), and, as texts, the
  // messages readers pasted plus each line with a value filled in, upper-cased, and with the two
  // characters that match ASCII letters under the `iu` flags (the Kelvin sign, the long s).
  const headings = allMessages().flatMap((entry) => printedLines(entry).map(({parts}) => parts.map((part) => ('text' in part ? part.text : '‹›')).join('')));
  const filled = headings.map((heading) => heading.replace(/‹›/gu, 'x-1'));
  const texts = [
    ...pastedMessages.map(({message}) => message),
    ...filled,
    ...filled.map((text) => text.toUpperCase()),
    ...filled.map((text) => text.replace(/k/gu, '\u212a').replace(/s/gu, '\u017f')),
  ].map((text) => [text, foldedForMessages(text)] as const);
  const patterns = headings.flatMap((heading) => messagePatterns(heading));
  let matches = 0;
  let skipped = 0;
  for (const {pattern, word} of patterns) {
    for (const [text, folded] of texts) {
      const held = !word || folded.includes(word);
      if (pattern.test(text)) {
        matches++;
        expect(held, `${pattern} matches ${JSON.stringify(text)} but its word ${word} is not found`).toBe(true);
      } else if (!held) skipped++;
    }
  }
  expect(matches).toBeGreaterThan(3 * headings.length);
  // The check spares most of the regular expressions (89.5% of the pairs of pattern and text here).
  expect(skipped / (patterns.length * texts.length)).toBeGreaterThan(0.85);
});
