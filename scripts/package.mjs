#!/usr/bin/env node
/**
 * Packs a build for hosts without internet (`npm run package` builds first) into
 * OUT_DIR/troubleshoot-docs-<version>.tar.gz, whose one folder troubleshoot-docs-<version>/ holds
 *   site/       the build, with the headers and base URL finish-build wrote into site/.nginx/
 *   nginx/      deploy/nginx/site.conf and run.sh
 *   README.md   deploy/README.offline.md: how to unpack and serve it
 * <version> is `git describe --tags --always --dirty` in a git checkout: the tag of a release
 * (v1.4.0), the tag and the commits since (v1.4.0-3-gabc1234), or the commit when there is no tag,
 * with -dirty when files have changed. Outside git it is package.json's version.
 * Prints the path of the archive.
 *
 *   node scripts/package.mjs [BUILD_DIR] [OUT_DIR]
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.resolve(process.argv[2] ?? path.join(root, 'build'));
const outDir = path.resolve(process.argv[3] ?? root);

function version() {
  try {
    return execFileSync('git', ['describe', '--tags', '--always', '--dirty'], {cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  } catch {
    return JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;
  }
}

if (!fs.existsSync(path.join(buildDir, '.nginx/security-headers.conf'))) {
  console.error(`${buildDir} is not a finished build of this site: run npm run build first.`);
  process.exit(1);
}

const name = `troubleshoot-docs-${version()}`;
const archive = path.join(outDir, `${name}.tar.gz`);
// The archive's layout as links to the files; tar -h stores what they point to.
const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'troubleshoot-docs-package-'));
try {
  const top = path.join(staging, name);
  fs.mkdirSync(path.join(top, 'nginx'), {recursive: true});
  fs.symlinkSync(buildDir, path.join(top, 'site'));
  for (const file of ['site.conf', 'run.sh']) fs.symlinkSync(path.join(root, 'deploy/nginx', file), path.join(top, 'nginx', file));
  fs.symlinkSync(path.join(root, 'deploy/README.offline.md'), path.join(top, 'README.md'));
  fs.mkdirSync(outDir, {recursive: true});
  execFileSync('tar', ['-czhf', archive, '-C', staging, name], {stdio: 'inherit'});
} finally {
  fs.rmSync(staging, {recursive: true, force: true});
}
console.log(archive);
