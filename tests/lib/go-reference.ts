/**
 * The Go side of the differential tests of reference/go: tests/go-reference/main.go, built once
 * per machine and source version with Debian's Go and Go source packages (GOPATH mode, no
 * network), then run with a batch of requests on stdin. Workers that start together share one
 * build: the first takes a lock directory, the others wait for the binary.
 */
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {projectRoot} from './paths';

const source = path.join(projectRoot, 'tests/go-reference/main.go');

/** Where Debian installs Go source packages; GO_REFERENCE_GOPATH names other GOPATH trees (searched first, `:`-separated). */
const librariesPath = process.env.GO_REFERENCE_GOPATH ?? '/usr/share/gocode';
const librariesRoots = librariesPath.split(path.delimiter);

/** The import paths main.go needs, each a directory under `${librariesPath}/src`. */
const libraries = [
  'github.com/Masterminds/sprig',
  'github.com/Masterminds/semver',
  'github.com/blang/semver/v4',
  'github.com/gobwas/glob',
  'github.com/Knetic/govaluate',
  'gopkg.in/yaml.v2',
];

export type GoReference = {ok: true; run: <T>(requests: object[]) => T[]} | {ok: false; reason: string};

let cached: GoReference | undefined;

function goVersion(): string | undefined {
  const result = spawnSync('go', ['version'], {encoding: 'utf8'});
  return result.status === 0 ? result.stdout.trim() : undefined;
}

function build(binary: string, workDir: string): void {
  const gopath = path.join(workDir, 'gopath');
  const packageDir = path.join(gopath, 'src/goreference');
  fs.mkdirSync(packageDir, {recursive: true});
  fs.copyFileSync(source, path.join(packageDir, 'main.go'));
  const built = `${binary}.${process.pid}`;
  const result = spawnSync('go', ['build', '-o', built, '.'], {
    cwd: packageDir,
    encoding: 'utf8',
    env: {
      ...process.env,
      GO111MODULE: 'off',
      GOPATH: `${gopath}${path.delimiter}${librariesPath}`,
      GOPROXY: 'off',
      GOFLAGS: '',
      // One build cache for every version of main.go: a change rebuilds main.go, not the libraries.
      GOCACHE: path.join(os.tmpdir(), 'troubleshoot-docs-go-build-cache'),
    },
  });
  if (result.status !== 0) throw new Error(`go build of tests/go-reference failed:\n${result.stderr}`);
  fs.renameSync(built, binary);
}

/** The built program, or why there is none (no Go, or a library missing). */
function goReference(): GoReference {
  if (cached) return cached;
  const version = goVersion();
  const missing = libraries.filter((library) => !librariesRoots.some((root) => fs.existsSync(path.join(root, 'src', library))));
  if (!version || missing.length > 0) {
    const what = version ? `the Go source packages of ${missing.join(', ')} under ${librariesPath}/src` : 'the go command';
    cached = {ok: false, reason: `${what} not found: install Debian's golang-go and the packages scripts/ensure-system-packages.sh lists`};
    return cached;
  }
  const key = createHash('sha256').update(fs.readFileSync(source)).update(version).update(librariesPath).digest('hex').slice(0, 16);
  const workDir = path.join(os.tmpdir(), `troubleshoot-docs-go-reference-${key}`);
  const binary = path.join(workDir, 'goreference');
  fs.mkdirSync(workDir, {recursive: true});
  if (!fs.existsSync(binary)) {
    const lock = path.join(workDir, 'building');
    let owner = false;
    try {
      fs.mkdirSync(lock);
      owner = true;
    } catch {
      // Another worker is building it.
    }
    if (owner) {
      try {
        build(binary, workDir);
      } finally {
        fs.rmSync(lock, {recursive: true, force: true});
      }
    } else {
      const deadline = Date.now() + 120_000;
      while (!fs.existsSync(binary) && fs.existsSync(lock) && Date.now() < deadline) spawnSync('sleep', ['0.2']);
      if (!fs.existsSync(binary)) build(binary, workDir);
    }
  }
  cached = {
    ok: true,
    run<T>(requests: object[]): T[] {
      const result = spawnSync(binary, {input: JSON.stringify(requests), encoding: 'utf8', maxBuffer: 1 << 30});
      if (result.status !== 0) throw new Error(`tests/go-reference failed (${result.status}):\n${result.stderr}`);
      return JSON.parse(result.stdout) as T[];
    },
  };
  return cached;
}

/** The Go reference for a test: skips it when Go is missing outside CI, fails under CI=true. */
export function requireGoReference(skip: (condition: boolean, reason: string) => void): <T>(requests: object[]) => T[] {
  const reference = goReference();
  if (!reference.ok) {
    if (process.env.CI !== 'true') skip(true, reference.reason);
    throw new Error(reference.reason);
  }
  return reference.run;
}
