/**
 * The other forms of a word that search reads from WordNet (plugins/search/indexing/word-relations.ts):
 * which relations are kept, that the table is the same on every build, and that a related form
 * adds matches to the reader's own word without outweighing it.
 */
import {test, expect} from '@playwright/test';
import {SearchEngine} from '../../plugins/search/engine/engine';
import {expandShard, relatedOf, type StoredShard} from '../../plugins/search/engine/format';
import {buildSearchIndex, type RenderedPage} from '../../plugins/search/indexing/build-index';
import {wordRelations} from '../../plugins/search/indexing/word-relations';

const sections = (entries: Record<string, number[]>) => new Map(Object.entries(entries).map(([term, ids]) => [term, new Set(ids)]));

test('WordNet relations are kept between forms of one word that the docs use together, both ways', () => {
  const relations = wordRelations(
    sections({
      // Derivationally related, and together in one section of the two that hold `collect`.
      collect: [1, 2],
      collector: [2, 3, 4],
      // One stem begins where the other differs in its last letters: analysis, analyze.
      analysi: [5],
      analyz: [5, 6],
      // Derivationally related, but never in one section: another subject in these docs.
      point: [7],
      pointer: [8],
      // Synonyms in WordNet, and together, but different words.
      display: [9],
      show: [9],
    }),
  );
  expect(Object.fromEntries(relations)).toEqual({analysi: ['analyz'], analyz: ['analysi'], collect: ['collector'], collector: ['collect']});
});

test('the table is the same on every build: terms and their forms in sorted order, whatever order WordNet lists them in', () => {
  const terms = sections({collect: [1, 2], collector: [2, 3], redact: [4, 5], redactor: [5], fail: [6], failur: [6, 7], check: [8], checker: [8], analysi: [9], analyz: [9]});
  const table = [...wordRelations(terms)];
  expect(JSON.stringify([...wordRelations(terms)])).toBe(JSON.stringify(table));
  const sorted = (list: string[]) => [...list].sort();
  expect(table.map(([term]) => term)).toEqual(sorted(table.map(([term]) => term)));
  expect(table.length).toBe(10);
  for (const [, forms] of table) expect(forms).toEqual(sorted(forms));
});

test('a term shard holds the other forms of its terms after their postings, apart from them', () => {
  const stored: StoredShard = [['collect', '03'], ['collector', '25'], ['collect', ['collector']], ['collector', ['collect']]];
  expect(expandShard(stored)).toEqual([['collect', [0, 3]], ['collector', [2, 5]]]);
  expect(Object.fromEntries(relatedOf(stored))).toEqual({collect: ['collector'], collector: ['collect']});
});

const page = (permalink: string, text: string): RenderedPage => ({
  permalink,
  html: `<html><head><title>t</title></head><body><article><div class="markdown"><h1>Notes</h1><p>${text}</p></div></article></body></html>`,
});

test('a reader\'s word reaches the other forms of it that the docs use, and its own matches stay first', async () => {
  const {files} = buildSearchIndex([
    page('/docs/both', 'The collector runs, and you collect what it writes.'),
    page('/docs/own', 'We collect logs.'),
    page('/docs/form', 'A collector writes a file.'),
    page('/docs/forms', 'collector collector collector collector collector'),
    page('/docs/other', 'Nothing about that here.'),
  ]);
  const engine = await SearchEngine.open(async (name) => JSON.parse(files.get(name)!));
  // A finished word (a space after it): the last word while typing also reaches the terms it begins.
  const hits = await engine.search('collect ', 50, false);
  const order = [...new Set(hits.map((hit) => hit.page.url))];
  // The pages that say "collector" only are found for "collect", through the related form.
  expect(order).toEqual(expect.arrayContaining(['/docs/both', '/docs/own', '/docs/form', '/docs/forms']));
  expect(hits.find((hit) => hit.page.url === '/docs/forms')!.terms).toEqual(['collector']);
  expect(order).not.toContain('/docs/other');
  // The pages with the reader's own word come first, even the longer one with it once against a
  // page that says the other form five times.
  expect(order.slice(0, 2).sort()).toEqual(['/docs/both', '/docs/own']);
});
