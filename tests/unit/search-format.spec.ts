/** The compact forms of the search index files (plugins/search/engine/format.ts) decode to what was encoded. */
import {test, expect} from '@playwright/test';
import {
  compactShard,
  decodeSections,
  decodeTerms,
  encodeSection,
  encodeTerms,
  expandShard,
  headingSlug,
  type IndexBase,
  type TermPostings,
} from '../../plugins/search/engine/format';
import {postingsOf} from '../../plugins/search/engine/ranking';

test('front-coded terms decode to the same sorted list, digits and long shared prefixes included', () => {
  const long = 'troubleshoot_encrypt_redaction_map_key';
  const terms = ['0', '10', '100', '1000', 'collect', 'collector', 'collectorname', 'collectorsabcdefghij', 'collectorsabcdefghik', long, `${long}s`, 'x'];
  const encoded = encodeTerms(terms);
  expect(encoded.length).toBeLessThan(terms.join(' ').length);
  expect(decodeTerms(encoded)).toEqual(terms);
  expect(decodeTerms(encodeTerms(['solo']))).toEqual(['solo']);
});

test('compacted postings read back as the frequency of the term in each field of each section', () => {
  const postings: TermPostings = [
    ['logs', {0: {3: 1, 17: 2, 40: 1}, 2: {5: 1}}],
    ['maxlines', {1: {12: 4, 5012: 1, 5040: 40}}],
  ];
  const compact = compactShard(postings);
  // Gaps 3, 14 (twice), 23; gaps 12 (four times), 5000 (4·32² + 28·32 + 8), 28 (40 times).
  expect(compact).toEqual([
    ['logs', '03e.2n', '25'],
    ['maxlines', '1c.4AY8s.x8'],
  ]);
  expect(expandShard(compact)[0]).toEqual(['logs', [0, 3, [14, 2], 23], [2, 5]]);
  // Four fields: title, heading, text, code.
  const read = postingsOf(expandShard(compact), 4);
  expect(read.get('logs')).toEqual({ids: [3, 5, 17, 40], tf: [1, 0, 0, 0, 0, 0, 1, 0, 2, 0, 0, 0, 1, 0, 0, 0]});
  expect(read.get('maxlines')).toEqual({ids: [12, 5012, 5040], tf: [0, 4, 0, 0, 0, 1, 0, 0, 0, 40, 0, 0]});
});

test('section headings and anchors survive the compact table: slugs, prefixed entries and explicit anchors', () => {
  const prefixes: string[] = [];
  const sections = [
    {heading: '', anchor: ''},
    {heading: 'Output in the bundle', anchor: 'output-in-the-bundle'},
    {heading: 'Fields', anchor: 'fields-1'},
    {heading: 'limits.maxLines', anchor: 'field-limits.maxLines'},
    {heading: 'selector', anchor: 'field-selector'},
    {heading: '-n, --namespace', anchor: 'flag-preflight-namespace'},
    {heading: 'No node resources were collected, unable to analyze node resources', anchor: 'no-node-resources-collected'},
    {heading: '‹›: not found', anchor: 'file-not-found-in-bundle'},
    {heading: 'Odd anchor', anchor: 'odd-~1-anchor'},
  ];
  const base = {
    pages: [['/docs/collect/logs', 'Logs', 'Collect', 4], ['/docs/preflight/cli-usage', 'CLI', 'Preflight', 5]],
    sections: sections.map((s) => encodeSection(s.heading, s.anchor, prefixes)),
    prefixes,
  } as unknown as IndexBase;
  expect(base.sections[1]).toBe('Output in the bundle');
  expect(base.sections[3]).toEqual(['limits.maxLines', 0]);
  expect(prefixes).toEqual(['field-']);
  expect(base.sections[6]).toEqual([sections[6]!.heading, '~0-~1-~2-~4']);
  expect(base.sections[8]).toEqual(['Odd anchor', 'odd-~1-anchor', 0]);
  expect(decodeSections(base)).toEqual(sections.map((s, i) => ({page: i < 4 ? 0 : 1, ...s})));
  expect(headingSlug('What is execution-data/summary.txt?')).toBe('what-is-execution-datasummarytxt');
});
