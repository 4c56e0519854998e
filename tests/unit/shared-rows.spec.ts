import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {registries} from '../../reference/index';
import {fieldGroups, remoteExcludeReach, strictReach} from '../../reference/shared';
/** A checkout of the Troubleshoot source, until these checks read the vendored snapshot. */
const troubleshootSourceDir = process.env.TROUBLESHOOT_SOURCE_DIR;

/** The Go file a `file.go#Function` reference names. */
const fileOf = (ref: string) => ref.split('#')[0]!;
const keysOf = (kind: keyof typeof registries) => registries[kind].map((entry) => entry.key);

test('the strict lists name real analyzers, and every host analyzer is in exactly one of them', () => {
  const problems: string[] = [];
  for (const kind of ['analyzer', 'hostAnalyzer'] as const) {
    for (const key of Object.keys(strictReach.ignoredBy[kind])) {
      if (!keysOf(kind).includes(key)) problems.push(`${kind}/${key}: said to ignore strict, but not in the registry`);
    }
  }
  for (const key of keysOf('hostAnalyzer')) {
    const lists = [key in strictReach.ignoredBy.hostAnalyzer, key in strictReach.hostCarriers].filter(Boolean).length;
    if (lists !== 1) problems.push(`hostAnalyzer/${key}: in ${lists} of the two strict lists`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('each analyzer page says whether its strict row reaches the result', () => {
  const strictRow = (kind: 'analyzer' | 'hostAnalyzer', key: string) =>
    fieldGroups(registries[kind].find((entry) => entry.key === key)!).shared.find((field) => field.name === 'strict')!;
  expect(strictRow('hostAnalyzer', 'http').description).toContain('ignores it');
  expect(strictRow('hostAnalyzer', 'jsonCompare').description).not.toContain('ignores it');
  expect(strictRow('analyzer', 'event').description).toContain('ignores it');
  expect(strictRow('analyzer', 'clusterVersion').description).not.toContain('ignores it');
});

test('the analyzers said to ignore strict never set it, and the host ones said to keep it do', () => {
  test.skip(!troubleshootSourceDir, 'TROUBLESHOOT_SOURCE_DIR is not set: no checkout of the Troubleshoot source to check against');
  const setsStrict = (ref: string) => /\.Strict\s*=|\bStrict:\s/.test(fs.readFileSync(path.join(troubleshootSourceDir!, fileOf(ref)), 'utf8'));
  const problems: string[] = [];
  for (const [kind, ignored] of Object.entries(strictReach.ignoredBy)) {
    for (const [key, ref] of Object.entries(ignored)) if (setsStrict(ref)) problems.push(`${kind}/${key}: ${fileOf(ref)} sets Strict`);
  }
  for (const [key, ref] of Object.entries(strictReach.hostCarriers)) if (!setsStrict(ref)) problems.push(`hostAnalyzer/${key}: ${fileOf(ref)} never sets Strict`);
  expect(problems, problems.join('\n')).toEqual([]);
});

test('the remote collectors said to honour exclude are exactly those RemoteCollector.IsExcluded reads', () => {
  test.skip(!troubleshootSourceDir, 'TROUBLESHOOT_SOURCE_DIR is not set: no checkout of the Troubleshoot source to check against');
  const text = fs.readFileSync(path.join(troubleshootSourceDir!, 'pkg/collect/remote_collector.go'), 'utf8');
  const body = /func \(c \*RemoteCollector\) IsExcluded\(\) bool \{([\s\S]*?)\n\}/.exec(text)?.[1] ?? '';
  const read = [...new Set([...body.matchAll(/c\.Collect\.(\w+)/g)].map((match) => match[1]!.toLowerCase()))].sort();
  const honoured = Object.keys(remoteExcludeReach.honouredBy).map((key) => key.toLowerCase()).sort();
  for (const key of Object.keys(remoteExcludeReach.honouredBy)) expect(keysOf('remoteCollector')).toContain(key);
  expect(read.length).toBeGreaterThan(0);
  expect(honoured).toEqual(read);
});

test('the remote collectors said never to run are those whose conversion reads another key', () => {
  test.skip(!troubleshootSourceDir, 'TROUBLESHOOT_SOURCE_DIR is not set: no checkout of the Troubleshoot source to check against');
  const text = fs.readFileSync(path.join(troubleshootSourceDir!, 'pkg/collect/remote_collector.go'), 'utf8');
  const body = /func \(c \*RemoteCollector\) toHostCollector\(\)[\s\S]*?\n\}/.exec(text)?.[0] ?? '';
  const cases = body.split(/\n\tcase c\.Collect\.(\w+) != nil:/).slice(1);
  const crossReading: string[] = [];
  for (let i = 0; i < cases.length; i += 2) {
    const type = cases[i]!;
    const others = [...cases[i + 1]!.matchAll(/c\.Collect\.(\w+)\./g)].map((match) => match[1]).filter((read) => read !== type);
    if (others.length) crossReading.push(type.toLowerCase());
  }
  expect(cases.length).toBeGreaterThan(20);
  for (const key of Object.keys(remoteExcludeReach.neverRun)) expect(keysOf('remoteCollector')).toContain(key);
  expect(crossReading.sort()).toEqual(Object.keys(remoteExcludeReach.neverRun).map((key) => key.toLowerCase()).sort());
});
