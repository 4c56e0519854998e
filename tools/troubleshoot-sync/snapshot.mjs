/**
 * The vendored snapshot of the Troubleshoot facts: what the Go reader prints, plus the LICENSE and
 * the published JSON Schemas read from git, laid out as files with a stable order so that a new
 * release shows as a small diff.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import YAML from 'yaml';

const here = path.dirname(fileURLToPath(import.meta.url));
export const projectRoot = path.resolve(here, '../..');
export const defaultSnapshotDir = path.join(projectRoot, 'vendor/troubleshoot');

/** The published schemas: the repository's schemas/*-v1beta2.json, and the host CRDs' openAPIV3Schema. */
const crdSchemas = {
  'hostcollector-troubleshoot-v1beta2.json': 'config/crds/troubleshoot.sh_hostcollectors.yaml',
  'hostpreflight-troubleshoot-v1beta2.json': 'config/crds/troubleshoot.sh_hostpreflights.yaml',
  'remotecollector-troubleshoot-v1beta2.json': 'config/crds/troubleshoot.sh_remotecollectors.yaml',
};

const git = (repo, ...args) => execFileSync('git', ['-C', repo, ...args], {encoding: 'utf8', maxBuffer: 256 << 20});

/** Runs the Go reader (tools/troubleshoot-sync/reader) and returns what it read. */
export function readSource(repo, ref, {cliRuntime, noSince} = {}) {
  const args = ['run', '.', '-repo', path.resolve(repo)];
  if (ref) args.push('-ref', ref);
  if (cliRuntime) args.push('-cli-runtime', path.resolve(cliRuntime));
  if (noSince) args.push('-no-since');
  const out = execFileSync('go', args, {
    cwd: path.join(here, 'reader'),
    encoding: 'utf8',
    maxBuffer: 256 << 20,
    env: {...process.env, GOFLAGS: '-mod=mod', GOPROXY: 'off', GO111MODULE: 'on'},
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out);
}

/** Upstream doc comments in the schemas are never used (pages are our own words): left out. */
function withoutDescriptions(node) {
  if (Array.isArray(node)) return node.map(withoutDescriptions);
  if (node && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).filter(([k, v]) => !(k === 'description' && typeof v === 'string')).map(([k, v]) => [k, withoutDescriptions(v)]));
  }
  return node;
}

function readSchemas(repo, commit) {
  const schemas = {};
  const origins = {};
  const listed = git(repo, 'ls-tree', '--name-only', commit, 'schemas/').split('\n').filter((f) => /-troubleshoot-v1beta2\.json$/.test(f));
  for (const file of listed) {
    schemas[path.basename(file)] = withoutDescriptions(JSON.parse(git(repo, 'show', `${commit}:${file}`)));
    origins[path.basename(file)] = file;
  }
  const crds = new Set(git(repo, 'ls-tree', '-r', '--name-only', commit, 'config/crds/').split('\n'));
  for (const [name, file] of Object.entries(crdSchemas)) {
    if (!crds.has(file)) continue;
    const crd = YAML.parse(git(repo, 'show', `${commit}:${file}`));
    const version = crd.spec.versions.find((v) => v.name === 'v1beta2');
    schemas[name] = withoutDescriptions(version.schema.openAPIV3Schema);
    origins[name] = `${file} (spec.versions[v1beta2].schema.openAPIV3Schema)`;
  }
  return {schemas, origins};
}

/** Sorts object keys (not arrays: the reader orders them), so the files never reorder. */
function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).filter((k) => value[k] !== undefined).sort().map((k) => [k, sortKeys(value[k])]));
  }
  return value;
}

/** JSON with one line per item below `depth` levels: compact, and a changed item is a one-line diff. */
export function formatJson(value, depth) {
  const write = (v, level, indent) => {
    if (level >= depth || v === null || typeof v !== 'object') return JSON.stringify(v);
    const inner = indent + ' ';
    if (Array.isArray(v)) {
      if (v.length === 0) return '[]';
      return `[\n${v.map((x) => inner + write(x, level + 1, inner)).join(',\n')}\n${indent}]`;
    }
    const keys = Object.keys(v);
    if (keys.length === 0) return '{}';
    return `{\n${keys.map((k) => `${inner}${JSON.stringify(k)}: ${write(v[k], level + 1, inner)}`).join(',\n')}\n${indent}}`;
  };
  return `${write(sortKeys(value), 0, '')}\n`;
}

const apiVersion = (pkg) => pkg.split('/').pop();

/**
 * The snapshot as files (relative path -> text). `previous` is the vendored snapshot, whose kubectl
 * flags are kept when no cli-runtime repository is given and go.mod requires the same version.
 */
export function buildSnapshot(repo, read, previous, {kubectlOptional = false} = {}) {
  const {schemas, origins} = readSchemas(repo, read.source.commit);
  let kubectl = read.kubectlFlags;
  const version = read.modules['k8s.io/cli-runtime'];
  if (!kubectl && version) {
    const kept = previous?.cli?.kubectlFlags;
    if (kubectlOptional && kept?.version !== version) kubectl = {module: 'k8s.io/cli-runtime', version, flags: null};
    else if (!kept || kept.version !== version) {
      throw new Error(`go.mod requires k8s.io/cli-runtime ${version}; the snapshot has ${kept?.version ?? 'no kubectl flags'}. Give --cli-runtime <git repository of k8s.io/cli-runtime> to read them.`);
    } else kubectl = kept;
  }
  const types = Object.fromEntries(Object.entries(read.types).map(([pkg, t]) => [apiVersion(pkg), t]));
  const since = {
    firstTag: read.since.firstTag,
    lastTag: read.since.lastTag,
    tagsScanned: read.since.tagsScanned,
    ...Object.fromEntries(Object.entries(read.since.packages).map(([pkg, table]) => [apiVersion(pkg), table])),
  };
  const functionIndex = Object.fromEntries(
    Object.entries(read.functions).map(([file, symbols]) => [file, Object.fromEntries(Object.entries(symbols).map(([name, s]) => [name, `${s.kind} ${s.hash}`]))]),
  );
  const counts = {
    goFiles: read.filesRead,
    parseErrors: Object.keys(read.parseErrors).length,
    symbols: Object.values(read.functions).reduce((n, s) => n + Object.keys(s).length, 0),
    messages: Object.values(read.messages).reduce((n, list) => n + list.length, 0),
    codeFacts: Object.keys(read.codeFacts).length,
    commands: read.cli.commands.length,
    flags: read.cli.commands.reduce((n, c) => n + c.flags.length, 0),
  };
  const source = {
    repository: 'https://github.com/replicatedhq/troubleshoot',
    ...read.source,
    modules: read.modules,
    counts,
    parseErrors: read.parseErrors,
    schemas: origins,
  };
  const files = {
    'source.json': formatJson(source, 2),
    'types.json': formatJson(types, 5),
    'cli.json': formatJson({...read.cli, kubectlFlags: kubectl ?? null}, 4),
    'since.json': formatJson(since, 3),
    'functions.json': formatJson(functionIndex, 2),
    'messages.json': formatJson(read.messages, 2),
    'code-facts.json': formatJson(read.codeFacts, 3),
    LICENSE: git(repo, 'show', `${read.source.commit}:LICENSE`),
  };
  for (const [name, schema] of Object.entries(schemas)) files[`schemas/${name}`] = formatJson(schema, 64);
  return files;
}

/** The snapshot's files as they are on disk (README.md is ours, not the reader's). */
export function readSnapshotFiles(dir) {
  const files = {};
  if (!fs.existsSync(dir)) return files;
  const walk = (rel) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), {withFileTypes: true})) {
      const name = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(name);
      else if (name !== 'README.md') files[name] = fs.readFileSync(path.join(dir, name), 'utf8');
    }
  };
  walk('');
  return files;
}

/** The parsed snapshot, for comparisons and reports. */
export function parseSnapshot(files) {
  const json = (name) => (files[name] ? JSON.parse(files[name]) : undefined);
  return {source: json('source.json'), types: json('types.json'), cli: json('cli.json'), since: json('since.json'), functions: json('functions.json'), messages: json('messages.json'), codeFacts: json('code-facts.json')};
}

export function writeSnapshot(dir, files) {
  for (const name of Object.keys(readSnapshotFiles(dir))) if (!(name in files)) fs.rmSync(path.join(dir, name));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), text);
  }
}
