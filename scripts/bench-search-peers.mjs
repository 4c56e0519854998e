/**
 * The peers of the embedded search in `npm run bench:search`, each built over the same production
 * build (the same pages, the same rendered HTML) and queried in the same process:
 *
 * - Pagefind (npm `pagefind`, whose binary comes as an npm package): indexed with its Node API over
 *   the `<main>` of each page the embedded index covers, searched with the `pagefind.js` it writes,
 *   its files read from disk through a `fetch` that counts their bytes (they are served compressed
 *   as they are written).
 * - Plain BM25: MiniSearch with its defaults, one document per page (title and the page's text),
 *   no prefix, no fuzzy, no boosts: what an untuned page-level index does.
 *
 * Each peer answers `search(query)` with page URLs, best first, and says what a first query costs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';
import {load} from 'cheerio';
import MiniSearch from 'minisearch';

const gzip = (bytes) => zlib.gzipSync(bytes, {level: 9}).length;

/** Pagefind over `pages` ({permalink, html}); its output in a temporary folder. */
export async function pagefindPeer(pages, {shown = 8} = {}) {
  const pagefind = await import('pagefind');
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pagefind-'));
  const {index, errors} = await pagefind.createIndex({rootSelector: 'main', forceLanguage: 'en'});
  if (errors.length) throw new Error(`pagefind: ${errors.join('; ')}`);
  for (const {permalink, html} of pages) {
    const added = await index.addHTMLFile({url: permalink, content: html});
    if (added.errors.length) throw new Error(`pagefind ${permalink}: ${added.errors.join('; ')}`);
  }
  const written = await index.writeFiles({outputPath: out});
  if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();

  const script = path.join(out, 'pagefind.js');
  const scriptGzip = gzip(fs.readFileSync(script));
  let fetched = 0;
  globalThis.fetch = async (input) => {
    const url = typeof input === 'string' ? input : (input.url ?? String(input));
    const file = path.join(out, new URL(url, 'http://bench/').pathname.replace(/^\/pagefind\//, ''));
    const body = fs.readFileSync(file);
    // The .pf_* and wasm files are written gzipped; the entry JSON is not.
    fetched += file.endsWith('.json') ? gzip(body) : body.length;
    return new Response(body, {status: 200});
  };
  let instances = 0;
  const open = async () => {
    // A fresh module per instance: Pagefind keeps its state in the module.
    const module = await import(`${pathToFileURL(script).href}?instance=${instances++}`);
    await module.options({basePath: '/pagefind/'});
    await module.init();
    return module;
  };
  const run = async (module, query) => {
    const found = await module.search(query);
    const data = await Promise.all(found.results.slice(0, Math.max(shown, 10)).map((r) => r.data()));
    return data.map((d) => d.url.replace(/\.html$/, ''));
  };
  const warm = await open();
  return {
    name: 'Pagefind',
    search: (query) => run(warm, query),
    /** Gzip bytes of a first query: the script, the files it fetches, the fragments of `shown` results. */
    async firstQueryBytes(query) {
      fetched = 0;
      const module = await open();
      const found = await module.search(query);
      await Promise.all(found.results.slice(0, shown).map((r) => r.data()));
      return scriptGzip + fetched;
    },
    cleanup: () => fs.rmSync(out, {recursive: true, force: true}),
  };
}

/** The text of a page as a reader sees it: its `<main>`, without scripts and styles. */
function pageText(html) {
  const $ = load(html);
  const main = $('main').first();
  main.find('script, style, nav, button, .sr-only').remove();
  return {title: $('h1').first().text().trim() || $('title').text(), text: main.text().replace(/\s+/g, ' ').trim()};
}

/** MiniSearch with its defaults over whole pages. */
export function plainBm25Peer(pages) {
  const mini = new MiniSearch({fields: ['title', 'text'], storeFields: ['title']});
  mini.addAll(pages.map(({permalink, html}) => ({id: permalink, ...pageText(html)})));
  const json = JSON.stringify(mini);
  // The library as the bundler would ship it: its ES build, unminified (an upper bound).
  const library = fs.readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('minisearch')), '..', 'es', 'index.js'));
  const bytes = gzip(json) + gzip(library);
  return {
    name: 'Plain BM25',
    search: async (query) => mini.search(query).map((r) => r.id),
    /** The whole index in one file, and the library (unminified). */
    firstQueryBytes: async () => bytes,
  };
}
