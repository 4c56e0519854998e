#!/usr/bin/env node
/**
 * Benchmark of the embedded search (npm run bench:search):
 * - index size, raw and gzip (all files, and the base file every query needs);
 * - bytes of a first query: the lazily loaded JS chunks (dialog, engine, MiniSearch) plus the
 *   index files the query fetches, gzip; median and maximum over the golden queries;
 * - query latency p50/p95 over the golden queries, on a warm engine, as the dialog runs them
 *   (search for 8 hits and their excerpts), and ask latency over the golden questions;
 * - the golden-set scores: keyword queries with their page in the top 3, questions with a quote
 *   from a right page among the first 3.
 *
 * Reads the index and the JS chunks of the built site (build/): the index is made from the
 * rendered pages, so run `npm run build` first.
 * Prints a table and one JSON line.
 *
 *   node scripts/bench-search.mjs [--runs 20]
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {performance} from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const {loadFreshModule} = require('@docusaurus/utils');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 20;

const gzip = (text) => zlib.gzipSync(text, {level: 9}).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

const {SearchEngine} = await loadFreshModule(path.join(root, 'plugins/search/engine/engine.ts'));
const {goldenQueries, goldenQuestions, rightPages} = await loadFreshModule(path.join(root, 'tests/search-golden.ts'));

// The index files: from the build, or built now from docs/.
const files = new Map();
const builtRoot = path.join(root, 'build', 'assets', 'search');
if (!fs.existsSync(builtRoot) || fs.readdirSync(builtRoot).length !== 1) {
  console.error('No search index in build/assets/search: run `npm run build` first.');
  process.exit(1);
}
const dir = path.join(builtRoot, fs.readdirSync(builtRoot)[0]);
for (const name of fs.readdirSync(dir)) files.set(name, fs.readFileSync(path.join(dir, name), 'utf8'));
const source = path.relative(root, dir);
const gz = new Map([...files].map(([name, content]) => [name, gzip(content)]));
const raw = [...files.values()].reduce((sum, c) => sum + Buffer.byteLength(c), 0);
const gzTotal = [...gz.values()].reduce((a, b) => a + b, 0);

// The lazily loaded JS of search, from the build: the chunks named search-* and the chunk that
// holds MiniSearch (split out by the bundler).
let jsGzip = null;
const jsFiles = [];
const jsDir = path.join(root, 'build', 'assets', 'js');
if (fs.existsSync(jsDir)) {
  jsGzip = 0;
  for (const name of fs.readdirSync(jsDir)) {
    if (!name.endsWith('.js') || /^(main|runtime~main)\./.test(name)) continue;
    const code = fs.readFileSync(path.join(jsDir, name), 'utf8');
    if (/^search-/.test(name) || code.includes('MiniSearch: ')) {
      jsFiles.push(name);
      jsGzip += gzip(code);
    }
  }
}

const load = (fetched) => async (name) => {
  fetched?.push(name);
  if (!files.has(name)) throw new Error(`missing index file ${name}`);
  return JSON.parse(files.get(name));
};

// First query: a fresh engine per query, counting what it fetches (dialog shows 8 hits).
const firstBytes = [];
const firstMs = [];
for (const {query} of goldenQueries) {
  const fetched = [];
  const start = performance.now();
  const engine = await SearchEngine.open(load(fetched));
  const hits = await engine.search(query, 8);
  for (const hit of hits) engine.excerpt(hit);
  firstMs.push(performance.now() - start);
  firstBytes.push(fetched.reduce((sum, name) => sum + gz.get(name), 0) + (jsGzip ?? 0));
}

// Golden-set scores, and a warm engine for the latency runs.
const engine = await SearchEngine.open(load());
let keywordHits = 0;
for (const {query, page} of goldenQueries) {
  const top = (await engine.search(query, 8)).slice(0, 3).map((h) => h.page.url);
  if (top.includes(page)) keywordHits++;
}
let askHits = 0;
for (const golden of goldenQuestions) {
  const pages = (await engine.ask(golden.question)).slice(0, 3).map((q) => q.hit.page.url);
  if (rightPages(golden).some((p) => pages.includes(p))) askHits++;
}

// Warm latency: every golden query and question `runs` times on that engine, its files loaded.
const searchMs = [];
const askMs = [];
for (let r = 0; r < runs; r++) {
  for (const {query} of goldenQueries) {
    const start = performance.now();
    const hits = await engine.search(query, 8);
    for (const hit of hits) engine.excerpt(hit);
    searchMs.push(performance.now() - start);
  }
  for (const {question} of goldenQuestions) {
    const start = performance.now();
    await engine.ask(question);
    askMs.push(performance.now() - start);
  }
}

const result = {
  source,
  pages: JSON.parse(files.get('index.json')).pages.length,
  sections: engine.size,
  files: files.size,
  indexRawBytes: raw,
  indexGzipBytes: gzTotal,
  baseRawBytes: Buffer.byteLength(files.get('index.json')),
  baseGzipBytes: gz.get('index.json'),
  jsChunks: jsFiles,
  jsGzipBytes: jsGzip,
  firstQueryGzipBytesMedian: quantile(firstBytes, 0.5),
  firstQueryGzipBytesMax: Math.max(...firstBytes),
  firstQueryMsP50: +quantile(firstMs, 0.5).toFixed(2),
  queryMsP50: +quantile(searchMs, 0.5).toFixed(3),
  queryMsP95: +quantile(searchMs, 0.95).toFixed(3),
  askMsP50: +quantile(askMs, 0.5).toFixed(3),
  askMsP95: +quantile(askMs, 0.95).toFixed(3),
  queries: goldenQueries.length,
  questions: goldenQuestions.length,
  keywordTop3: +(keywordHits / goldenQueries.length).toFixed(3),
  askTop3: +(askHits / goldenQuestions.length).toFixed(3),
  runs,
};

const rows = [
  ['Index source', result.source],
  ['Pages / sections / files', `${result.pages} / ${result.sections} / ${result.files}`],
  ['Index size, all files', `${kb(raw)} raw, ${kb(gzTotal)} gzip`],
  ['  base file (every query)', `${kb(result.baseRawBytes)} raw, ${kb(result.baseGzipBytes)} gzip`],
  ['Search JS (lazy chunks)', jsGzip === null ? 'n/a (no build)' : `${kb(jsGzip)} gzip (${jsFiles.join(', ')})`],
  ['First query, JS + index', `${kb(result.firstQueryGzipBytesMedian)} median, ${kb(result.firstQueryGzipBytesMax)} max gzip (budget: median 60 KB)`],
  ['First query time (no network)', `${result.firstQueryMsP50} ms p50`],
  [`Query latency (${goldenQueries.length} queries × ${runs})`, `p50 ${result.queryMsP50} ms, p95 ${result.queryMsP95} ms (budget p95 5 ms)`],
  [`Ask latency (${goldenQuestions.length} questions × ${runs})`, `p50 ${result.askMsP50} ms, p95 ${result.askMsP95} ms (budget p95 5 ms)`],
  ['Golden sets', `keyword ${(100 * result.keywordTop3).toFixed(1)}% in the top 3 (${goldenQueries.length}), ask ${(100 * result.askTop3).toFixed(1)}% (${goldenQuestions.length})`],
];
const width = Math.max(...rows.map(([k]) => k.length));
for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
console.log(JSON.stringify(result));

const over = [];
if (result.firstQueryGzipBytesMedian > 60 * 1024) over.push('first query over 60 KB gzip (median)');
if (result.queryMsP95 > 5) over.push('query p95 over 5 ms');
if (result.askMsP95 > 5) over.push('ask p95 over 5 ms');
if (over.length) {
  console.error(`Budget exceeded: ${over.join('; ')}`);
  process.exitCode = 1;
}
