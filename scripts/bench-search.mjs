#!/usr/bin/env node
/**
 * Benchmark of the embedded search (npm run bench:search), side by side with its peers built over
 * the same production build (./bench-search-peers.mjs: Pagefind, and a plain page-level BM25):
 * - index size, raw and gzip (all files, and the base file every query needs);
 * - bytes of a first query: the lazily loaded JS chunks (dialog, engine, MiniSearch) plus the
 *   index files the query fetches, gzip, median and maximum over every golden input; the same
 *   for each peer;
 * - query latency p50/p95 on a warm engine, as the dialog runs a query (8 hits and their
 *   excerpts), and ask latency; p95 of each peer;
 * - every golden set through every engine in one run: top 1, top 3, top 10 and MRR (over the first
 *   ten), counted on the pages of the results in order, each page once; in ask mode, the pages
 *   of the quotes in order;
 * - ask at passage level, per batch of the readers' sentences labeled with a section: the share
 *   whose first quote, or any quote, is from that section, and the share that quote the right
 *   page from another section (tests/lib/reader-passages.ts).
 *
 * Reads the index and the JS chunks of the built site (build/): the index is made from the
 * rendered pages, so run `npm run build` first.
 * Prints tables and one JSON line.
 *
 *   node scripts/bench-search.mjs [--runs 20]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {performance} from 'node:perf_hooks';
import {pagefindPeer, plainBm25Peer} from './bench-search-peers.mjs';

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
const {goldenSets} = await loadFreshModule(path.join(root, 'tests/search-golden.ts'));
const {indexedPages} = await loadFreshModule(path.join(root, 'tests/lib/built-index.ts'));
const {readerBatches, readersQueries} = await loadFreshModule(path.join(root, 'tests/search-readers.ts'));
const {labeledReaders, passageResult, sectionsWithin} = await loadFreshModule(path.join(root, 'tests/lib/reader-passages.ts'));

const builtRoot = path.join(root, 'build', 'assets', 'search');
if (!fs.existsSync(builtRoot) || fs.readdirSync(builtRoot).length !== 1) {
  console.error('No search index in build/assets/search: run `npm run build` first.');
  process.exit(1);
}
const files = new Map();
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

/** The pages of a list of results in order, each once. */
const distinct = (urls) => [...new Set(urls)];
const ours = await SearchEngine.open(load());
const engines = [
  {name: 'Embedded', mode: 'search', search: async (q) => distinct((await ours.search(q, Infinity, false)).map((h) => h.page.url))},
  {name: 'Embedded ask', mode: 'ask', search: async (q) => distinct((await ours.ask(q)).quotes.map((x) => x.hit.page.url))},
];
const pages = indexedPages();
const pagefind = await pagefindPeer(pages);
const bm25 = plainBm25Peer(pages);
for (const peer of [pagefind, bm25]) engines.push({name: peer.name, mode: 'search', search: peer.search});

// Every set through every engine: ranks of the first right page, and the time of each answer.
const scores = [];
const peerMs = new Map(engines.map((e) => [e.name, []]));
for (const set of goldenSets()) {
  for (const engine of engines) {
    if (!set.modes.includes(engine.mode)) continue;
    const ranks = [];
    const misses = [];
    for (const item of set.items) {
      const start = performance.now();
      const found = (await engine.search(item.text)).slice(0, 10);
      peerMs.get(engine.name).push(performance.now() - start);
      const rank = found.findIndex((url) => item.pages.includes(url)) + 1;
      ranks.push(rank);
      if (rank === 0 || rank > 3) misses.push(item);
    }
    const share = (n) => ranks.filter((r) => r > 0 && r <= n).length / ranks.length;
    scores.push({
      set: set.name,
      engine: engine.name,
      n: ranks.length,
      top1: +share(1).toFixed(3),
      top3: +share(3).toFixed(3),
      top10: +share(10).toFixed(3),
      mrr: +(ranks.reduce((sum, r) => sum + (r > 0 ? 1 / r : 0), 0) / ranks.length).toFixed(3),
    });
  }
}

// Ask at passage level: on the readers' sentences labeled with the section that answers them,
// per batch, the share whose first quote is from that section, whose quotes include it, and whose
// quotes include the right page but not from that section (the wrong passage).
const within = sectionsWithin(pages);
const passages = [];
for (const batch of readerBatches()) {
  const labeled = labeledReaders(readersQueries.filter((r) => r.batch === batch));
  const results = [];
  for (const reader of labeled) results.push(passageResult(reader, (await ours.ask(reader.text)).quotes, within(reader.page, reader.section)));
  const share = (key) => +(results.filter((r) => r[key]).length / results.length).toFixed(3);
  passages.push({batch, n: results.length, first: share('first'), any: share('any'), wrongPassage: share('wrongPassage')});
}

// First query: a fresh engine per input, counting what it fetches (the dialog shows 8 hits).
const firstInputs = goldenSets().flatMap((set) => set.items.map((item) => item.text));
const firstBytes = [];
const firstBytesBySet = [];
const firstMs = [];
for (const set of goldenSets()) {
  const bytes = [];
  for (const {text: query} of set.items) {
    const fetched = [];
    const start = performance.now();
    const engine = await SearchEngine.open(load(fetched));
    const hits = await engine.search(query, 8);
    for (const hit of hits) engine.excerpt(hit);
    firstMs.push(performance.now() - start);
    bytes.push(fetched.reduce((sum, name) => sum + gz.get(name), 0) + (jsGzip ?? 0));
  }
  firstBytes.push(...bytes);
  firstBytesBySet.push({set: set.name, median: quantile(bytes, 0.5), max: Math.max(...bytes)});
}
const keywordFirstMedian = firstBytesBySet[0].median;
const askBytes = [];
for (const query of firstInputs) {
  const fetched = [];
  await (await SearchEngine.open(load(fetched))).ask(query);
  askBytes.push(fetched.reduce((sum, name) => sum + gz.get(name), 0) + (jsGzip ?? 0));
}
const peerBytes = new Map();
for (const peer of [pagefind, bm25]) {
  const bytes = [];
  for (const query of firstInputs) bytes.push(await peer.firstQueryBytes(query));
  peerBytes.set(peer.name, bytes);
}
pagefind.cleanup();

// Warm latency: every input `runs` times on one engine, its files loaded. Wall time, and the
// process's CPU time, which a machine busy with other work inflates much less.
const searchMs = [];
const askMs = [];
const searchCpuMs = [];
const askCpuMs = [];
const cpu = () => {
  const {user, system} = process.cpuUsage();
  return (user + system) / 1000;
};
for (let r = 0; r < runs; r++) {
  for (const query of firstInputs) {
    let start = performance.now();
    let startCpu = cpu();
    const hits = await ours.search(query, 8);
    for (const hit of hits) ours.excerpt(hit);
    searchMs.push(performance.now() - start);
    searchCpuMs.push(cpu() - startCpu);
    start = performance.now();
    startCpu = cpu();
    await ours.ask(query);
    askMs.push(performance.now() - start);
    askCpuMs.push(cpu() - startCpu);
  }
}

const result = {
  source,
  pages: JSON.parse(files.get('index.json')).pages.length,
  sections: ours.size,
  files: files.size,
  indexRawBytes: raw,
  indexGzipBytes: gzTotal,
  baseRawBytes: Buffer.byteLength(files.get('index.json')),
  baseGzipBytes: gz.get('index.json'),
  jsChunks: jsFiles,
  jsGzipBytes: jsGzip,
  firstQueryGzipBytesMedian: quantile(firstBytes, 0.5),
  firstQueryGzipBytesBySet: firstBytesBySet,
  firstQueryGzipBytesMax: Math.max(...firstBytes),
  firstAskGzipBytesMedian: quantile(askBytes, 0.5),
  firstAskGzipBytesMax: Math.max(...askBytes),
  firstQueryMsP50: +quantile(firstMs, 0.5).toFixed(2),
  queryMsP50: +quantile(searchMs, 0.5).toFixed(3),
  queryMsP95: +quantile(searchMs, 0.95).toFixed(3),
  askMsP50: +quantile(askMs, 0.5).toFixed(3),
  askMsP95: +quantile(askMs, 0.95).toFixed(3),
  queryCpuMsP95: +quantile(searchCpuMs, 0.95).toFixed(3),
  askCpuMsP95: +quantile(askCpuMs, 0.95).toFixed(3),
  loadAverage: os.loadavg()[0],
  inputs: firstInputs.length,
  peers: Object.fromEntries(
    [...peerBytes].map(([name, bytes]) => [
      name,
      {firstQueryGzipBytesMedian: quantile(bytes, 0.5), firstQueryGzipBytesMax: Math.max(...bytes), queryMsP95: +quantile(peerMs.get(name), 0.95).toFixed(3)},
    ]),
  ),
  scores,
  passages,
  runs,
};

const rows = [
  ['Index source', result.source],
  ['Pages / sections / files', `${result.pages} / ${result.sections} / ${result.files}`],
  ['Index size, all files', `${kb(raw)} raw, ${kb(gzTotal)} gzip`],
  ['  base file (every query)', `${kb(result.baseRawBytes)} raw, ${kb(result.baseGzipBytes)} gzip`],
  ['Search JS (lazy chunks)', jsGzip === null ? 'n/a (no build)' : `${kb(jsGzip)} gzip (${jsFiles.join(', ')})`],
  [`First query, JS + index (${firstInputs.length} inputs)`, `${kb(result.firstQueryGzipBytesMedian)} median, ${kb(result.firstQueryGzipBytesMax)} max gzip (budget: median of the keyword queries 60 KB, max 100 KB)`],
  ...firstBytesBySet.map(({set, median, max}) => [`  ${set}`, `${kb(median)} median, ${kb(max)} max`]),
  ['First question, JS + index', `${kb(result.firstAskGzipBytesMedian)} median, ${kb(result.firstAskGzipBytesMax)} max gzip`],
  ['First query time (no network)', `${result.firstQueryMsP50} ms p50`],
  [`Query latency (${firstInputs.length} inputs × ${runs})`, `p50 ${result.queryMsP50} ms, p95 ${result.queryMsP95} ms (budget p95 5 ms)`],
  [`Ask latency (${firstInputs.length} inputs × ${runs})`, `p50 ${result.askMsP50} ms, p95 ${result.askMsP95} ms (budget p95 5 ms)`],
  ['  CPU time p95', `query ${result.queryCpuMsP95} ms, ask ${result.askCpuMsP95} ms (load average ${result.loadAverage.toFixed(1)} on ${os.cpus().length} cores)`],
  ...Object.entries(result.peers).map(([name, p]) => [
    `${name}`,
    `first query ${kb(p.firstQueryGzipBytesMedian)} median, ${kb(p.firstQueryGzipBytesMax)} max gzip; p95 ${p.queryMsP95} ms`,
  ]),
];
const width = Math.max(...rows.map(([k]) => k.length));
for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
console.log('');
const pct = (x) => `${(100 * x).toFixed(1)}%`.padStart(7);
console.log(`${'set'.padEnd(22)}${'engine'.padEnd(14)}${'n'.padStart(5)}${'top 1'.padStart(8)}${'top 3'.padStart(8)}${'top 10'.padStart(8)}${'MRR'.padStart(7)}`);
for (const s of scores) {
  console.log(`${s.set.padEnd(22)}${s.engine.padEnd(14)}${String(s.n).padStart(5)} ${pct(s.top1)} ${pct(s.top3)} ${pct(s.top10)} ${s.mrr.toFixed(3).padStart(6)}`);
}
console.log('');
console.log(`${"readers' passages, ask".padEnd(24)}${'n'.padStart(5)}${'first quote'.padStart(13)}${'any quote'.padStart(11)}${'wrong passage'.padStart(15)}`);
for (const p of passages) {
  console.log(`${`  batch ${p.batch}`.padEnd(24)}${String(p.n).padStart(5)}${pct(p.first).padStart(13)}${pct(p.any).padStart(11)}${pct(p.wrongPassage).padStart(15)}`);
}
console.log(JSON.stringify(result));

const over = [];
if (keywordFirstMedian > 60 * 1024) over.push('first query over 60 KB gzip (median of the keyword queries)');
if (Math.max(result.firstQueryGzipBytesMax, result.firstAskGzipBytesMax) > 100 * 1024) over.push('a first query or question over 100 KB gzip');
if (result.queryMsP95 > 5) over.push('query p95 over 5 ms');
if (result.askMsP95 > 5) over.push('ask p95 over 5 ms');
if (over.length) {
  console.error(`Budget exceeded: ${over.join('; ')}`);
  process.exitCode = 1;
}
