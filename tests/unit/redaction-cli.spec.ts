/**
 * The redaction tester against Troubleshoot's own code: for the differences of
 * tests/redaction-cli/differences.ts and the real rule sets of tests/redaction-cli/real-rule-sets.ts,
 * the tester must load the same redactor items as the CLI and write the same file, or say that it
 * cannot be sure. It must never show a mask the bundle would not get. Expected results come from
 * tests/redaction-cli/go-reference.json (its `method` says how they were made).
 */
import fs from 'node:fs';
import {test, expect} from '@playwright/test';
import {builtInRules} from '../../reference/redaction/index';
import {redactFile, type RedactSpec, type RedactionResult} from '../../plugins/redaction-tester/engine/redact';
import {loadRedactors} from '../../plugins/redaction-tester/engine/spec';
import {differences} from '../redaction-cli/differences';
import {realRuleSets, specText, type Sample} from '../redaction-cli/real-rule-sets';
import {unresolvedSourceRefs} from '../lib/source-refs';

interface GoFile {
  output?: string;
  error?: string;
  crash?: string;
  changes?: {rule: string; line: number}[];
}
interface GoCase {
  loaded: unknown[] | null;
  files: GoFile[];
}
const reference = JSON.parse(fs.readFileSync(`${__dirname}/../redaction-cli/go-reference.json`, 'utf8')) as {
  differences: Record<string, GoCase>;
  realRuleSets: Record<string, GoCase>;
};

/** A redactor item as Go's encoding/json writes it: empty fields left out (omitempty). */
function asGoJson(item: RedactSpec | null): unknown {
  if (!item) return null;
  const drop = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== '' && v !== undefined && !(Array.isArray(v) && v.length === 0)));
  return drop({
    name: item.name,
    fileSelector: drop({file: item.fileSelector?.file, files: item.fileSelector?.files}),
    removals: drop({
      values: item.removals?.values,
      regex: item.removals?.regex?.map((r) => drop({selector: r.selector, redactor: r.redactor})),
      yamlPath: item.removals?.yamlPath,
    }),
  });
}

/** What the tester shows for one file, in the terms of the Go result. */
function testerSays(result: RedactionResult): GoFile | 'unsure' {
  if (result.errors.length > 0) return {output: undefined, error: result.errors[0]!.message};
  if (result.crash) return {crash: result.crash.message};
  if (result.unsure.length > 0) return 'unsure';
  const changes = result.changes.filter((c) => !c.builtIn).map((c) => ({rule: c.rule, line: c.line}));
  return {output: result.output, changes};
}

const byRuleAndLine = (changes: {rule: string; line: number}[] = []) =>
  [...changes].sort((a, b) => a.line - b.line || a.rule.localeCompare(b.rule)).map((c) => `${c.line} ${c.rule}`);

/** Every way the tester's file differs from Go's; empty when it writes the same, or says it cannot be sure. */
function problems(sample: Sample, go: GoFile, said: GoFile | 'unsure'): string[] {
  if (said === 'unsure') return [];
  if (go.crash) return said.crash ? [] : [`Go crashed (${go.crash}); the tester shows ${JSON.stringify(said)}`];
  if (go.error) return said.error !== undefined ? [] : [`Go failed (${go.error}); the tester wrote ${JSON.stringify(said.output)}`];
  const found: string[] = [];
  if (said.error !== undefined || said.crash) found.push(`the tester failed (${said.error ?? said.crash}); Go wrote ${JSON.stringify(go.output)}`);
  else if (said.output !== go.output) found.push(`output ${JSON.stringify(said.output)}, Go ${JSON.stringify(go.output)}`);
  else if (JSON.stringify(byRuleAndLine(said.changes)) !== JSON.stringify(byRuleAndLine(go.changes))) {
    found.push(`changes ${JSON.stringify(byRuleAndLine(said.changes))}, Go ${JSON.stringify(byRuleAndLine(go.changes))}`);
  }
  return found.map((p) => `${sample.path}: ${p}`);
}

/** The cases the tester answers with "unsure", by id; each must stay a pattern it cannot run. */
const unsure: string[] = [];

function check(id: string, spec: string, samples: Sample[], go: GoCase): void {
  const loaded = loadRedactors(spec);
  if (go.loaded !== null) expect(loaded.redactors.map(asGoJson), 'the redactor items the CLI loads').toEqual(go.loaded ?? []);
  const found = samples.flatMap((sample, i) => {
    const said = testerSays(redactFile(sample.input, loaded.redactors, {path: sample.path, builtIns: builtInRules}));
    if (said === 'unsure') unsure.push(id);
    return problems(sample, go.files[i]!, said);
  });
  expect(found).toEqual([]);
}

test.describe('differences from the CLI, against Troubleshoot itself', () => {
  for (const d of differences) {
    test(`${d.id}: ${d.title}`, () => check(d.id, d.spec, d.files, reference.differences[d.id]!));
  }
});

test.describe('real rule sets from public repositories, against Troubleshoot itself', () => {
  for (const set of realRuleSets) {
    test(`${set.id} (${set.source.repository} ${set.source.path} at ${set.source.commit.slice(0, 8)})`, () =>
      check(set.id, specText(set), set.samples, reference.realRuleSets[set.id]!));
  }

  test('at least 20 rule sets, third-party ones among them, each file byte for byte from its commit', () => {
    expect(realRuleSets.length).toBeGreaterThanOrEqual(20);
    expect(realRuleSets.filter((s) => s.publisher === 'third-party').length).toBeGreaterThan(0);
    expect(new Set(realRuleSets.map((s) => s.id)).size).toBe(realRuleSets.length);
    for (const set of realRuleSets) expect(set.source.commit, set.id).toMatch(/^[0-9a-f]{40}$/);
  });
});

test('only patterns the tester cannot run are answered with "unsure"', () => {
  test.skip(differences.length === 0);
  for (const d of differences) check(d.id, d.spec, d.files, reference.differences[d.id]!);
  expect([...new Set(unsure)].sort()).toEqual(['pattern-long']);
});

test('every Go function the differences cite is in the Troubleshoot source', () => {
  expect(unresolvedSourceRefs(differences.map((d) => d.source))).toEqual([]);
});

test.describe('what the tester states instead of running', () => {
  const statementsFor = (id: string) => loadRedactors(differences.find((d) => d.id === id)!.spec).statements;

  test('support-bundle redact reads one document per file: said when the spec has more than one', () => {
    const said = (id: string) => statementsFor(id).some((s) => s.source === 'pkg/supportbundle/load.go#toRedactGVK');
    expect(said('split-plain')).toBe(true);
    expect(said('configmap-redactor-spec')).toBe(true);
    expect(said('apiversion-v1beta2')).toBe(false);
  });

  test('rules under a SupportBundle are ignored: said for each such document', () => {
    expect(statementsFor('supportbundle-redactors').map((s) => s.message)).toContainEqual(expect.stringMatching(/^Document 1: a SupportBundle has no spec\.redactors field/));
  });

  test('fields a redactor item does not have (the v1beta1 form) are named', () => {
    expect(statementsFor('unknown-fields-v1beta1-item').map((s) => s.message)).toContainEqual(expect.stringMatching(/^Document 1: spec\.redactors\[0\]\.values is not a field of a redactor item/));
  });

  test('every skipped document is reported with the Go function that skips it', () => {
    const skipped = loadRedactors(differences.find((d) => d.id === 'invalid-document-skipped')!.spec).documents.filter((d) => d.skipped);
    expect(skipped.map((d) => [d.document, d.source])).toEqual([[2, 'pkg/loader/loader.go#specLoader.loadFromStrings']]);
  });

  test('every Go function a statement or a document fate cites is in the Troubleshoot source', () => {
    const cited = differences.flatMap((d) => {
      const loaded = loadRedactors(d.spec);
      return [...loaded.statements.map((s) => s.source), ...loaded.documents.map((f) => f.source)];
    });
    expect(unresolvedSourceRefs(cited)).toEqual([]);
  });
});
