import {test, expect} from '@playwright/test';
import {registries} from '../../reference/index';
import {fieldGroups, remoteExcludeReach, strictReach} from '../../reference/shared';
import {apiTypes, assignedField, codeFacts, functionIndex} from '../lib/troubleshoot';

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
  const setsStrict = (ref: string) => (codeFacts[ref]?.assigns ?? []).some((assign) => assignedField(assign) === 'Strict');
  const problems: string[] = [];
  for (const [kind, ignored] of Object.entries(strictReach.ignoredBy)) {
    for (const [key, ref] of Object.entries(ignored)) {
      // No function of the file that builds the results sets the mark.
      const functions = Object.keys(functionIndex[fileOf(ref)] ?? {});
      if (functions.length === 0) problems.push(`${kind}/${key}: ${fileOf(ref)} is not in the function index`);
      const setting = functions.filter((name) => setsStrict(`${fileOf(ref)}#${name}`));
      if (setting.length) problems.push(`${kind}/${key}: ${fileOf(ref)} sets Strict in ${setting.join(', ')}`);
    }
  }
  for (const [key, ref] of Object.entries(strictReach.hostCarriers)) if (!setsStrict(ref)) problems.push(`hostAnalyzer/${key}: ${ref} never sets Strict`);
  expect(problems, problems.join('\n')).toEqual([]);
});

/** The YAML key of a RemoteCollect field (`KernelModules` -> `kernelModules`). */
const remoteKeyOf = new Map(apiTypes.v1beta2.types[apiTypes.v1beta2.lists.remoteCollectors!]!.fields!.map((field) => [field.go, field.json ?? field.go]));
/** The remote collector a chain rooted at the collector's spec reads: `c.Collect.KernelModules.Exclude` -> `kernelModules`. */
const remoteKeyRead = (chain: string, deeper = false) => {
  const go = (deeper ? /^c\.Collect\.(\w+)\./ : /^c\.Collect\.(\w+)/).exec(chain)?.[1];
  return go === undefined ? undefined : (remoteKeyOf.get(go) ?? `${go} (not a remote collector)`);
};

test('the remote collectors said to honour exclude are exactly those RemoteCollector.IsExcluded reads', () => {
  const reads = codeFacts['pkg/collect/remote_collector.go#RemoteCollector.IsExcluded']?.reads ?? [];
  const read = [...new Set(reads.map((chain) => remoteKeyRead(chain)).filter((key) => key !== undefined))].sort();
  for (const key of Object.keys(remoteExcludeReach.honouredBy)) expect(keysOf('remoteCollector')).toContain(key);
  expect(read.length).toBeGreaterThan(0);
  expect(Object.keys(remoteExcludeReach.honouredBy).sort()).toEqual(read);
});

test('the remote collectors said never to run are those whose conversion reads another key', () => {
  const switches = codeFacts['pkg/collect/remote_collector.go#RemoteCollector.toHostCollector']?.switches ?? [];
  const cases = switches.flatMap((s) => s.cases).filter((c) => c.case?.every((expr) => /^c\.Collect\.\w+ != nil$/.test(expr)));
  const converted: string[] = [];
  const crossReading: string[] = [];
  for (const clause of cases) {
    const own = clause.case!.map((expr) => remoteKeyRead(expr)!);
    const others = (clause.reads ?? []).map((chain) => remoteKeyRead(chain, true)).filter((key) => key !== undefined && !own.includes(key));
    converted.push(...own);
    if (others.length) crossReading.push(...own);
  }
  // Every remote collector has its clause: the switch was read whole.
  expect(converted.sort()).toEqual([...remoteKeyOf.values()].sort());
  for (const key of Object.keys(remoteExcludeReach.neverRun)) expect(keysOf('remoteCollector')).toContain(key);
  expect(crossReading.sort()).toEqual(Object.keys(remoteExcludeReach.neverRun).sort());
});
