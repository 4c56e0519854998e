#!/usr/bin/env node
/**
 * Runs after `docusaurus build` (npm's postbuild), once every plugin has written its files, with
 * the environment the build had (BASE_URL, ALGOLIA_*):
 * - writes BUILD_DIR/.nginx/security-headers.conf: the Content-Security-Policy, with the SHA-256
 *   of each inline script the framework put in the pages (and Algolia's hosts when it is
 *   configured), and the other security headers (./security-headers.mjs), for
 *   deploy/nginx/site.conf to include;
 * - writes BUILD_DIR/.nginx/base-url, the path the site was built for, for deploy/nginx/run.sh;
 * - writes a .gz beside every compressible file, for nginx's gzip_static.
 * (A plugin's postBuild cannot do it: plugins run their postBuild at the same time.)
 *
 *   node scripts/finish-build.mjs [BUILD_DIR]
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {baseUrlFromEnv} from './base-url.mjs';
import {algoliaFromEnv, inlineScripts, nginxHeaders, scriptHash, securityHeaders} from './security-headers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.resolve(process.argv[2] ?? path.join(root, 'build'));

function* files(dir) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const hashes = new Set();
for (const file of files(buildDir)) {
  if (!file.endsWith('.html')) continue;
  for (const script of inlineScripts(fs.readFileSync(file, 'utf8'))) hashes.add(scriptHash(script));
}

const headers = securityHeaders({scriptHashes: [...hashes], algolia: algoliaFromEnv(process.env)});
fs.mkdirSync(path.join(buildDir, '.nginx'), {recursive: true});
fs.writeFileSync(
  path.join(buildDir, '.nginx', 'security-headers.conf'),
  `# Written by scripts/finish-build.mjs for this build; included by deploy/nginx/site.conf.\n${nginxHeaders(headers)}\n`,
);
fs.writeFileSync(path.join(buildDir, '.nginx', 'base-url'), `${baseUrlFromEnv(process.env)}\n`);

let compressed = 0;
for (const file of files(buildDir)) {
  if (!/\.(html|css|js|json|svg|xml|txt|md|map|ico)$/.test(file)) continue;
  const content = fs.readFileSync(file);
  if (content.length < 1024) continue;
  const gz = zlib.gzipSync(content, {level: 9});
  if (gz.length >= content.length) continue;
  fs.writeFileSync(`${file}.gz`, gz);
  compressed++;
}
console.log(`finish-build: ${hashes.size} inline script hashes in the CSP, ${compressed} files precompressed`);
