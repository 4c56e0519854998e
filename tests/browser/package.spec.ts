/**
 * The archive for hosts without internet (scripts/package.mjs, `npm run package`): named by the
 * version, it holds the whole build, the nginx configuration and run.sh, and a README; unpacked,
 * its own run.sh serves its site as deploy/nginx does.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {buildDir, projectRoot} from '../lib/paths';
import {serveWithNginx} from '../lib/nginx';
import {securityHeaderProblems} from '../lib/security-headers';

/** The version the archive is named by: git's description of the checkout, else package.json's. */
function expectedVersion(): string {
  try {
    return execFileSync('git', ['describe', '--tags', '--always', '--dirty'], {cwd: projectRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  } catch {
    return (JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {version: string}).version;
  }
}

function filesUnder(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

test.describe.configure({mode: 'serial'});

let work = '';
let archive = '';
let top = '';
test.beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'package-test-'));
  // nginx runs as nobody when the tests run as root: it must reach the unpacked site.
  fs.chmodSync(work, 0o755);
  const printed = execFileSync(process.execPath, [path.join(projectRoot, 'scripts/package.mjs'), buildDir, work], {encoding: 'utf8'});
  archive = printed.trim().split('\n').at(-1)!;
  top = `troubleshoot-docs-${expectedVersion()}`;
});
test.afterAll(() => fs.rmSync(work, {recursive: true, force: true}));

test('the archive is named by the version and holds the build, the nginx files and a README', () => {
  expect(archive).toBe(path.join(work, `${top}.tar.gz`));
  const listed = execFileSync('tar', ['-tzf', archive], {encoding: 'utf8', maxBuffer: 64 << 20})
    .split('\n')
    .filter((entry) => entry && !entry.endsWith('/'));
  const expected = [
    `${top}/README.md`,
    `${top}/nginx/site.conf`,
    `${top}/nginx/run.sh`,
    ...filesUnder(buildDir).map((file) => `${top}/site/${file}`),
  ];
  expect(listed.sort()).toEqual(expected.sort());
  for (const file of ['site/index.html', 'site/404.html', 'site/.nginx/security-headers.conf', 'site/.nginx/base-url', 'site/llms.txt']) {
    expect(listed, file).toContain(`${top}/${file}`);
  }
});

test('unpacked, its run.sh serves its site with the headers and the not-found page', async ({request}) => {
  execFileSync('tar', ['-xzf', archive, '-C', work]);
  const unpacked = path.join(work, top);
  expect(fs.readFileSync(path.join(unpacked, 'README.md'), 'utf8')).toContain('nginx/run.sh site 8080');
  expect(fs.statSync(path.join(unpacked, 'nginx/run.sh')).mode & 0o111, 'run.sh is executable').not.toBe(0);
  const served = await serveWithNginx(path.join(unpacked, 'site'), path.join(unpacked, 'nginx/run.sh'));
  try {
    const page = await request.get(`${served.origin}/docs/collect/logs`);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('<title data-rh=true>Logs |');
    expect(securityHeaderProblems(page.headers())).toEqual([]);
    const missing = await request.get(`${served.origin}/no-such-page`);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toBe(fs.readFileSync(path.join(unpacked, 'site/404.html'), 'utf8'));
  } finally {
    await served.stop();
  }
});
