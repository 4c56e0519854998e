#!/usr/bin/env node
/**
 * npm run sync:troubleshoot -- <git repository> [<ref>] [--check] [--report <from-ref>]
 *     [--cli-runtime <git repository>] [--snapshot <dir>]
 *
 * Reads the Troubleshoot facts from the Go source of a clone or bare mirror at <ref> (default: the
 * newest vX.Y.Z tag) and writes them to vendor/troubleshoot. --check writes nothing: it compares a
 * fresh read with the vendored snapshot, prints what differs, and exits 1 on any difference.
 * --report <from-ref> writes nothing: it prints the drift from <from-ref> to <ref>. The kubectl
 * connection flags come from k8s.io/cli-runtime; without --cli-runtime the snapshot's are kept when
 * go.mod still requires the same version.
 */
import {buildSnapshot, defaultSnapshotDir, parseSnapshot, readSnapshotFiles, readSource, writeSnapshot} from './snapshot.mjs';
import {diffSnapshots, formatReport, loadProject, touches} from './report.mjs';

const usage = 'usage: npm run sync:troubleshoot -- <git repository> [<ref>] [--check] [--report <from-ref>] [--cli-runtime <git repository>] [--snapshot <dir>]';
const positional = [];
const options = {};
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const arg = argv[i];
  if (arg === '--check') options.check = true;
  else if (['--report', '--cli-runtime', '--snapshot'].includes(arg)) {
    if (!argv[i + 1]) throw new Error(`${arg} needs a value\n${usage}`);
    options[arg.slice(2)] = argv[++i];
  } else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}\n${usage}`);
  else positional.push(arg);
}
const [repo, ref] = positional;
if (!repo || positional.length > 2) {
  console.error(usage);
  process.exit(2);
}
const snapshotDir = options.snapshot ?? defaultSnapshotDir;
const vendoredFiles = readSnapshotFiles(snapshotDir);
const vendored = parseSnapshot(vendoredFiles);
const project = snapshotDir === defaultSnapshotDir || options.report ? await loadProject().catch(() => undefined) : undefined;

if (options.report) {
  const readAt = (at) => {
    const read = readSource(repo, at, {noSince: true, cliRuntime: options['cli-runtime']});
    return {read, snapshot: parseSnapshot(buildSnapshot(repo, {...read, since: {packages: {}}}, vendored, {kubectlOptional: true}))};
  };
  const {read: from, snapshot: before} = readAt(options.report);
  const {read: to, snapshot: after} = readAt(ref);
  const changes = touches(diffSnapshots(before, after), project, before, after);
  process.stdout.write(formatReport(changes, `${from.source.ref} (${from.source.commit.slice(0, 12)})`, `${to.source.ref} (${to.source.commit.slice(0, 12)})`));
  process.exit(0);
}

const read = readSource(repo, ref, {cliRuntime: options['cli-runtime']});
const files = buildSnapshot(repo, read, vendored);
const counts = JSON.parse(files['source.json']).counts;
const summary = `${read.source.ref} (${read.source.commit.slice(0, 12)}): ${counts.goFiles} Go files (${counts.parseErrors} did not parse), ${counts.symbols} symbols, ${counts.messages} messages, ${counts.codeFacts} functions and variables with code facts, ${counts.commands} commands, ${counts.flags} flags`;
if (options.check) {
  const differing = [...new Set([...Object.keys(files), ...Object.keys(vendoredFiles)])].filter((f) => files[f] !== vendoredFiles[f]).sort();
  if (differing.length === 0) {
    console.log(`${snapshotDir} is up to date with ${summary}`);
    process.exit(0);
  }
  console.log(`${snapshotDir} differs from a fresh read of ${summary}, in: ${differing.join(', ')}\n`);
  const fresh = parseSnapshot(files);
  process.stdout.write(formatReport(touches(diffSnapshots(vendored, fresh), project, vendored, fresh), `vendored ${vendored.source?.ref ?? '(none)'}`, `fresh ${read.source.ref}`));
  console.log(`\nRun without --check to write it, then review the diff.`);
  process.exit(1);
}
writeSnapshot(snapshotDir, files);
const bytes = Object.values(files).reduce((n, text) => n + Buffer.byteLength(text), 0);
console.log(`Wrote ${Object.keys(files).length} files (${(bytes / 1024).toFixed(0)} KiB) to ${snapshotDir} from ${summary}`);
