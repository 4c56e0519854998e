#!/usr/bin/env node
/**
 * The site's benchmark (npm run bench): prints a table and one JSON line. Not part of npm test,
 * because wall times and Lighthouse scores vary from run to run.
 *
 * - Build: cold (after `docusaurus clear`) and warm `docusaurus build`, wall time and peak memory
 *   of the whole process tree, median of --runs (default 3).
 * - Page weight of a first visit of each page type: HTML, JS and CSS, raw and gzip, prefetches
 *   apart (tests/lib/page-weight.ts, the same measurement as the budget tests).
 * - Lighthouse 12 with Debian's Chromium, mobile and desktop presets, median of --runs: the four
 *   category scores, LCP, TBT and CLS, and Lighthouse's benchmark index of the host: the mobile
 *   preset multiplies the host's own task times by 4, so the same build scores higher on a faster
 *   machine, and figures from two machines compare only alongside their index.
 * - The spec checker: how long each hostile input of tests/spec-checker-corpus.ts takes to get its
 *   message (its issue asks for 3 s), and a 300-line valid spec to be checked, median of --runs.
 * - The redaction tester: how long each bad input of tests/lib/redaction-tester-page.ts takes to
 *   get its message (its issue asks for 2 s), median of --runs.
 * - The search figures of scripts/bench-search.mjs.
 *
 *   node scripts/bench.mjs [--runs 3] [--skip-build] [--skip-lighthouse]
 *
 * Pages: one of each page type, and the longest page of each sidebar section.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {chromium} from 'playwright-core';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const require = createRequire(import.meta.url);
const {loadFreshModule} = require('@docusaurus/utils');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name) => process.argv.includes(`--${name}`);
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
const {measurePage} = await loadFreshModule(path.join(root, 'tests/lib/page-weight.ts'));
const {chromiumArgs, chromiumPath} = await loadFreshModule(path.join(root, 'tests/lib/chromium.ts'));
const {pageTypes} = await loadFreshModule(path.join(root, 'tests/browser/pages.ts'));
const {corpus, hostileInputs, longValidSpec} = await loadFreshModule(path.join(root, 'tests/spec-checker-corpus.ts'));
const checker = await loadFreshModule(path.join(root, 'tests/lib/spec-checker-page.ts'));
const tester = await loadFreshModule(path.join(root, 'tests/lib/redaction-tester-page.ts'));
/** The longest page of each sidebar section (by its built HTML), where page weight and Lighthouse hurt most. */
function longestPages() {
  const sections = ['preflight', 'support-bundle', 'collect', 'analyze', 'host-collect-analyze', 'redact'];
  return sections.map((section) => {
    let longest = {url: '', bytes: 0};
    const walk = (dir) => {
      for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (entry.name === 'index.html' && fs.statSync(file).size > longest.bytes) {
          const url = `/${path.relative(path.join(root, 'build'), path.dirname(file))}`;
          longest = {url, bytes: fs.statSync(file).size};
        }
      }
    };
    walk(path.join(root, 'build/docs', section));
    return [`longest ${section}`, longest.url];
  });
}

const benchedPages = [...Object.entries(pageTypes).filter(([type]) => type !== 'markdownPage'), ...longestPages()];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
/** The median over --runs of what `measure` returns. */
async function medianOver(measure) {
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await measure());
  return median(samples);
}
const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Resident memory of a process and all its descendants, from /proc, in bytes. */
function treeRss(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const visit = (p) => {
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'));
      total += rss ? Number(rss[1]) * 1024 : 0;
    } catch {
      // Gone already.
    }
    for (const child of children.get(p) ?? []) visit(child);
  };
  visit(pid);
  return total;
}

/** Runs a command, returning its wall time in seconds and the peak memory of its process tree. */
function timed(command, args) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(command, args, {cwd: root, stdio: 'ignore', env: {...process.env, NO_UPDATE_NOTIFIER: '1'}});
    let peak = 0;
    const poll = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 100);
    child.on('exit', (code) => {
      clearInterval(poll);
      if (code !== 0) reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
      else resolve({seconds: Number(process.hrtime.bigint() - start) / 1e9, peakMiB: peak / 1024 / 1024});
    });
  });
}

const docusaurus = path.join(root, 'node_modules/.bin/docusaurus');

/** What `npm run build` does: the framework's build, then its postbuild (the nginx files and the .gz files the server needs). */
async function timedBuild() {
  const built = await timed(docusaurus, ['build']);
  const finished = await timed(process.execPath, [path.join(root, 'scripts/finish-build.mjs')]);
  return {seconds: built.seconds + finished.seconds, peakMiB: Math.max(built.peakMiB, finished.peakMiB)};
}

async function benchBuild() {
  const cold = [];
  const warm = [];
  for (let i = 0; i < runs; i++) {
    await timed(docusaurus, ['clear']);
    cold.push(await timedBuild());
    warm.push(await timedBuild());
  }
  const summary = (list) => ({
    seconds: Math.round(median(list.map((r) => r.seconds)) * 10) / 10,
    peakMiB: Math.round(median(list.map((r) => r.peakMiB))),
  });
  return {cold: summary(cold), warm: summary(warm)};
}

/** The build served as it is deployed: by nginx with deploy/nginx/site.conf. */
function startServer(port) {
  const server = spawn('bash', [path.join(root, 'deploy/nginx/run.sh'), path.join(root, 'build'), String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    server.stdout.once('data', () => resolve(server));
    server.once('exit', (code) => reject(new Error(`deploy/nginx/run.sh exited with ${code} before serving`)));
  });
}

async function benchWeights(origin) {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  const weights = {};
  for (const [type, url] of benchedPages) {
    const page = await browser.newPage();
    const w = await measurePage(page, origin + url);
    weights[type] = Object.fromEntries(
      ['html', 'js', 'css', 'total', 'prefetch'].map((part) => [part, {raw: kib(w[part].raw), gzip: kib(w[part].gzip)}]),
    );
    await page.close();
  }
  await browser.close();
  return weights;
}

async function benchLighthouse(origin) {
  const chrome = await chromeLauncher.launch({chromePath: chromiumPath, chromeFlags: chromiumArgs});
  const results = {};
  try {
    for (const preset of ['mobile', 'desktop']) {
      for (const [type, url] of benchedPages) {
        const samples = [];
        // Lighthouse will not audit a page answered with 404, so the not-found page is audited
        // at the file that holds it.
        const target = type === 'notFound' ? '/404.html' : url;
        for (let i = 0; i < runs; i++) {
          const {lhr} = await lighthouse(
            origin + target,
            {port: chrome.port, output: 'json', logLevel: 'error'},
            preset === 'desktop' ? desktopConfig : undefined,
          );
          samples.push({
            performance: lhr.categories.performance.score * 100,
            accessibility: lhr.categories.accessibility.score * 100,
            bestPractices: lhr.categories['best-practices'].score * 100,
            seo: lhr.categories.seo.score * 100,
            lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
            tbtMs: lhr.audits['total-blocking-time'].numericValue,
            cls: lhr.audits['cumulative-layout-shift'].numericValue,
            benchmarkIndex: lhr.environment.benchmarkIndex,
          });
        }
        results[`${preset}:${type}`] = Object.fromEntries(
          Object.keys(samples[0]).map((key) => [key, Math.round(median(samples.map((s) => s[key])) * 1000) / 1000]),
        );
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/** Milliseconds from a spec reaching the checker to its message, on a page that has done its first check. */
async function benchSpecChecker(origin) {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  const fresh = async (hash = '') => {
    const page = await browser.newPage();
    await page.goto(origin + checker.checkerPath + hash);
    await page.getByTestId('summary').waitFor({timeout: 30_000});
    return page;
  };
  const figures = {};
  try {
    for (const input of hostileInputs().filter((i) => !i.knownIssue && !i.pageIssue)) {
      figures[input.name] = await medianOver(async () => {
        const page = await fresh();
        const {ms, matched, said} = await checker.checkHostile(page, input, 30_000);
        if (!matched) throw new Error(`spec checker: no message matching ${input.message} for "${input.name}" (shown: ${said})`);
        await page.close();
        return ms;
      });
    }
    // As in its test: the long spec replaces the findings of a broken one.
    const broken = corpus.find((c) => c.name === 'misspelt nested field: limits.maxLine');
    const spec = longValidSpec();
    figures['300-line valid spec'] = await medianOver(async () => {
      const page = await fresh(checker.fragment(broken.spec));
      const started = Date.now();
      await page.locator('#spec-checker-input').fill(spec);
      await page.waitForFunction(
        () => document.querySelector('[data-testid="summary"]')?.textContent?.trim() === 'No errors',
        undefined,
        {timeout: 30_000, polling: 50},
      );
      await page.close();
      return Date.now() - started;
    });
  } finally {
    await browser.close();
  }
  return figures;
}

/** Milliseconds from a bad input to the redaction tester's message about it. */
async function benchRedactionTester(origin) {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  const figures = {};
  try {
    for (const input of tester.badInputs) {
      figures[input.name] = await medianOver(async () => {
        const context = await browser.newContext({baseURL: origin, permissions: ['clipboard-read', 'clipboard-write']});
        const page = await context.newPage();
        await tester.openWith(page, tester.harmless.redactor);
        await input.prepare?.(page);
        const {ms, matched, said} = await tester.answerTo(page, input, 30_000);
        if (!matched) throw new Error(`redaction tester: no message matching ${input.message} for "${input.name}" (shown: ${said})`);
        await context.close();
        return ms;
      });
    }
  } finally {
    await browser.close();
  }
  return figures;
}

function benchSearch() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/bench-search.mjs')], {cwd: root});
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', () => {
      const json = out.trim().split('\n').reverse().find((line) => line.startsWith('{'));
      resolve(json ? JSON.parse(json) : null);
    });
  });
}

const report = {runs};
if (!arg('skip-build')) report.build = await benchBuild();
else if (!fs.existsSync(path.join(root, 'build/index.html'))) throw new Error('No build: run without --skip-build');

const port = 4300;
const server = await startServer(port);
const origin = `http://127.0.0.1:${port}`;
try {
  report.weight = await benchWeights(origin);
  report.specChecker = await benchSpecChecker(origin);
  report.redactionTester = await benchRedactionTester(origin);
  if (!arg('skip-lighthouse')) report.lighthouse = await benchLighthouse(origin);
} finally {
  server.kill();
}
report.search = await benchSearch();

const rows = [];
if (report.build) {
  rows.push(['Build, cold', `${report.build.cold.seconds} s, peak ${report.build.cold.peakMiB} MiB`]);
  rows.push(['Build, warm', `${report.build.warm.seconds} s, peak ${report.build.warm.peakMiB} MiB`]);
}
for (const [type, w] of Object.entries(report.weight)) {
  rows.push([
    `First visit: ${type}`,
    `${w.total.gzip} KiB gzip (HTML ${w.html.gzip}, JS ${w.js.gzip}, CSS ${w.css.gzip}); ${w.total.raw} KiB raw; prefetch ${w.prefetch.gzip} KiB`,
  ]);
}
for (const [key, l] of Object.entries(report.lighthouse ?? {})) {
  rows.push([
    `Lighthouse ${key}`,
    `perf ${l.performance} a11y ${l.accessibility} bp ${l.bestPractices} seo ${l.seo}; LCP ${Math.round(l.lcpMs)} ms, TBT ${Math.round(l.tbtMs)} ms, CLS ${l.cls}; host index ${Math.round(l.benchmarkIndex)}`,
  ]);
}
for (const [name, ms] of Object.entries(report.specChecker)) rows.push([`Spec checker: ${name}`, `${ms} ms to its message`]);
for (const [name, ms] of Object.entries(report.redactionTester)) rows.push([`Redaction tester: ${name}`, `${ms} ms to its message`]);
if (report.search) {
  rows.push(['Search index', `${kib(report.search.indexGzipBytes)} KiB gzip in ${report.search.files} files`]);
  rows.push(['Search first query', `${kib(report.search.firstQueryGzipBytesMax)} KiB gzip at most`]);
  rows.push(['Search latency', `p50 ${report.search.queryMsP50} ms, p95 ${report.search.queryMsP95} ms`]);
}
const width = Math.max(...rows.map(([name]) => name.length));
for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`);
console.log(JSON.stringify(report));
