/**
 * The embedded search on a real index built from docs/ by the plugin's own code
 * (plugins/search-index/build-index.ts), queried with the client's engine
 * (src/components/SearchEngine/engine.ts): golden-query ranking, the split index, ask mode and
 * how Markdown becomes sections.
 */
import {test, expect} from '@playwright/test';
import MiniSearch from 'minisearch';
import {
  buildSearchIndex,
  collectSections,
  docsFromFiles,
  parseSections,
  type BuiltIndex,
} from '../../plugins/search-index/build-index';
import {SearchEngine, miniSearchOptions, tokenize, processTerm} from '../../src/components/SearchEngine/engine';
import {goldenQueries} from '../search-golden';
import {projectRoot} from '../lib/paths';

let built: Promise<BuiltIndex> | null = null;
const index = () => (built ??= buildSearchIndex(docsFromFiles(projectRoot), projectRoot));

async function openEngine(fetched?: string[]): Promise<SearchEngine> {
  const {files} = await index();
  return SearchEngine.open(async (name) => {
    fetched?.push(name);
    const content = files.get(name);
    if (content === undefined) throw new Error(`no file ${name}`);
    return JSON.parse(content);
  });
}

test.describe('search ranking', () => {
  test(`at least 95% of ${goldenQueries.length} golden queries find their page in the top 3`, async () => {
    expect(goldenQueries.length).toBeGreaterThanOrEqual(50);
    const engine = await openEngine();
    const misses: string[] = [];
    for (const {query, page} of goldenQueries) {
      const hits = await engine.search(query, 10, false);
      const top = hits.slice(0, 3).map((h) => h.page.url);
      if (!top.includes(page)) misses.push(`"${query}" → ${page}; got ${top.join(', ') || 'nothing'}`);
    }
    const ratio = (goldenQueries.length - misses.length) / goldenQueries.length;
    expect(ratio, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(0.95);
  });

  test('every golden page exists in the docs', async () => {
    const pages = new Set(docsFromFiles(projectRoot).map((p) => p.permalink));
    const missing = [...new Set(goldenQueries.map((g) => g.page))].filter((p) => !pages.has(p));
    expect(missing).toEqual([]);
  });

  test('a field name finds the Fields section of its page first', async () => {
    const engine = await openEngine();
    const [first] = await engine.search('maxLines');
    expect(first?.url).toBe('/docs/collect/logs#fields');
    expect(first?.heading).toBe('Fields');
    const excerpt = engine.excerpt(first!);
    expect(excerpt.some((s) => s.match && /maxLines/i.test(s.text))).toBe(true);
  });

  test('the split index ranks exactly like one MiniSearch index over all sections', async () => {
    const {base, docs} = await collectSections(docsFromFiles(projectRoot), projectRoot);
    const full = new MiniSearch(miniSearchOptions);
    full.addAll(docs);
    const engine = await openEngine();
    for (const {query} of goldenQueries) {
      const split = (await engine.search(query, 10, false)).map((h) => h.id);
      const words = tokenize(query).map(processTerm).filter(Boolean).length;
      const expected = full
        .search(query, {
          prefix: (term, i, terms) => i === terms.length - 1 && term.length >= 2,
          boostDocument: (id) => (base.sections[id as number]![1] === '' ? 1.15 : 1),
          combineWith: 'AND',
        })
        .map((r) => r.id as number);
      // The AND results come first; they must match one for one.
      expect(split.slice(0, Math.min(10, expected.length)), `${query} (${words} words)`).toEqual(
        expected.slice(0, Math.min(10, split.length)),
      );
    }
  });

  test('a query fetches the base file, a few term shards and the text of the pages it shows', async () => {
    const fetched: string[] = [];
    const engine = await openEngine(fetched);
    await engine.search('maxLines', 8);
    expect(fetched[0]).toBe('index.json');
    const shards = fetched.filter((f) => /^t\d+\.json$/.test(f));
    expect(shards.length).toBeGreaterThan(0);
    expect(shards.length).toBeLessThanOrEqual(3);
    const {files} = await index();
    const all = [...files.keys()].filter((f) => /^t\d+\.json$/.test(f));
    expect(shards.length).toBeLessThan(all.length);
  });

  test('ask mode quotes passages of the docs word for word, with their section', async () => {
    const engine = await openEngine();
    const {files} = await index();
    const allText = [...files].filter(([n]) => /^p\d+\.json$/.test(n)).map(([, c]) => c).join('\n');
    const quotes = await engine.ask('how many lines of logs are kept by default');
    expect(quotes.length).toBeGreaterThan(0);
    expect(quotes[0]!.hit.url).toBe('/docs/collect/logs#fields');
    for (const q of quotes) expect(allText).toContain(JSON.stringify(q.text).slice(1, -1));
    expect(await engine.ask('banana smoothie recipe')).toEqual([]);
  });
});

test.describe('sections from Markdown', () => {
  test('h2/h3 with Docusaurus anchors, prose, code keys and reference components', async () => {
    const mdx = [
      '---',
      'title: Example',
      '---',
      "import logs from '@site/reference/collectors/logs';",
      "import FieldTable from '@site/src/components/FieldTable';",
      '',
      'Intro with a [link](/docs/) and `inline code` and **bold**.',
      '',
      '## Fields',
      '',
      '<FieldTable collector={logs} />',
      '',
      '## Fields',
      '',
      '### The `maxLines` limit {#custom-id}',
      '',
      '```yaml',
      '# not a heading',
      'spec:',
      '  collectors:',
      '    - logs:',
      '        maxLines: 2000',
      '```',
      '',
      '#### Small heading',
      '',
      '| Key | Meaning |',
      '| --- | --- |',
      '| a | b |',
      '',
      ':::note Watch out',
      'Admonition body.',
      ':::',
    ].join('\n');
    const sections = await parseSections(mdx, `${projectRoot}/docs/example.mdx`, projectRoot);
    expect(sections.map((s) => [s.heading, s.anchor])).toEqual([
      ['', ''],
      ['Fields', 'fields'],
      ['Fields', 'fields-1'],
      ['The maxLines limit', 'custom-id'],
    ]);
    expect(sections[0]!.text).toEqual(['Intro with a link and inline code and bold.']);
    expect(sections[1]!.text.join('\n')).toContain('limits.maxLines (integer, default 10000): Keep at most');
    expect(sections[1]!.code).toContain('limits.maxLines');
    // Code keeps its comments as text; YAML punctuation goes.
    expect(sections[3]!.code).toEqual(['not a heading', 'spec', 'collectors', 'logs', 'maxLines: 2000']);
    expect(sections[3]!.text).toEqual(['Small heading', 'Key | Meaning', 'a | b', 'Watch out', 'Admonition body.']);
  });
});
