/**
 * The security headers the build writes for nginx (scripts/security-headers.mjs): the policy
 * allows nothing from another host but Algolia's API when Algolia is configured, and
 * scripts/finish-build.mjs writes it, with the build's script hashes and base URL, from the
 * environment the build had.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {
  algoliaFromEnv,
  algoliaOrigins,
  contentSecurityPolicy,
  inlineScripts,
  scriptHash,
} from '../../scripts/security-headers.mjs';
import {cspDirectives} from '../lib/security-headers';
import {projectRoot} from '../lib/paths';

const algoliaEnv = {ALGOLIA_APP_ID: 'TESTAPP1', ALGOLIA_SEARCH_API_KEY: 'search-key', ALGOLIA_INDEX_NAME: 'docs'};
const algoliaSearchHosts = [
  'https://TESTAPP1-dsn.algolia.net',
  'https://TESTAPP1-1.algolianet.com',
  'https://TESTAPP1-2.algolianet.com',
  'https://TESTAPP1-3.algolianet.com',
];
const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];

test('without Algolia, every directive allows the site itself at most', () => {
  const policy = cspDirectives(contentSecurityPolicy({scriptHashes: hashes}));
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'", ...hashes]);
  const foreign = [...policy].flatMap(([name, sources]) => sources.filter((s) => /^(https?:|\*|blob:)/.test(s)).map((s) => `${name} ${s}`));
  expect(foreign).toEqual([]);
});

test("with Algolia configured, connect-src allows exactly its search hosts, and scripts stay the site's", () => {
  const policy = cspDirectives(contentSecurityPolicy({scriptHashes: hashes, algolia: algoliaFromEnv(algoliaEnv)}));
  expect(policy.get('connect-src')).toEqual(["'self'", ...algoliaSearchHosts]);
  expect(policy.get('script-src')).toEqual(["'self'", ...hashes]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
});

test('with Ask AI, connect-src adds the Ask AI API', () => {
  const algolia = algoliaFromEnv({...algoliaEnv, ALGOLIA_ASSISTANT_ID: 'assistant'});
  expect(cspDirectives(contentSecurityPolicy({algolia})).get('connect-src')).toEqual([
    "'self'",
    ...algoliaSearchHosts,
    'https://askai.algolia.com',
  ]);
});

test('Algolia is on only with all three settings, as in docusaurus.config.ts', () => {
  for (const missing of Object.keys(algoliaEnv)) {
    expect(algoliaFromEnv({...algoliaEnv, [missing]: ''}), missing).toBeUndefined();
  }
});

test('the Algolia hosts are the ones the installed DocSearch calls', () => {
  // If an upgrade of @docsearch/react changes its hosts, the policy must change with it.
  const docsearch = fs.readFileSync(path.join(projectRoot, 'node_modules/@docsearch/react/dist/esm/index.js'), 'utf8');
  // DocSearch builds the application's hosts as appId + suffix.
  const written = algoliaOrigins({appId: 'APPID', askAi: true}).map((origin) => origin.replace('https://APPID', ''));
  expect(written).toHaveLength(5);
  for (const text of written) expect(docsearch, text).toContain(text);
});

test('inline scripts are hashed as the browser hashes them; JSON data blocks and external scripts are not', () => {
  const html = '<script src=/a.js defer></script><script>run()</script><script type="application/ld+json">{}</script>';
  expect(inlineScripts(html)).toEqual(['run()']);
  // The SHA-256 of "run()", base64, as a CSP source.
  expect(scriptHash('run()')).toBe("'sha256-AvyuiL0SD1mVY3NNxR+V2uo+lhk6RMFrytWmRt6CrJQ='");
});

test('finish-build writes the headers, the base URL and the .gz files from the environment of the build', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'finish-build-'));
  try {
    const page = `<html><script>boot()</script>${'<p>text</p>'.repeat(200)}</html>`;
    fs.writeFileSync(path.join(dir, 'index.html'), page);
    execFileSync(process.execPath, [path.join(projectRoot, 'scripts/finish-build.mjs'), dir], {
      env: {...process.env, ...algoliaEnv, BASE_URL: 'troubleshoot'},
    });
    const conf = fs.readFileSync(path.join(dir, '.nginx/security-headers.conf'), 'utf8');
    const csp = /add_header Content-Security-Policy "([^"]+)" always;/.exec(conf)?.[1] ?? '';
    expect(cspDirectives(csp).get('script-src')).toEqual(["'self'", scriptHash('boot()')]);
    expect(cspDirectives(csp).get('connect-src')).toEqual(["'self'", ...algoliaSearchHosts]);
    for (const name of ['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']) {
      expect(conf).toMatch(new RegExp(`^add_header ${name} "[^"]+" always;$`, 'm'));
    }
    expect(fs.readFileSync(path.join(dir, '.nginx/base-url'), 'utf8')).toBe('/troubleshoot/\n');
    expect(fs.existsSync(path.join(dir, 'index.html.gz'))).toBe(true);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
