import path from 'node:path';
import {test, expect} from '@playwright/test';
import type {Heading, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {allEntries, entryId, registries} from '../../reference/index';
import {sourceRefPattern, troubleshootSource} from '../../reference/source';
import {patternsOverlap} from '../../reference/paths';
import {writerRegistryOf} from '../../reference/links';
import type {ReaderEntry} from '../../reference/model';
import {grammars} from '../../reference/when/index';
import {outcomeReadings} from '../../reference/outcome-reading';
import {builtInRules} from '../../reference/redaction/index';
import {bindingKey, parseBinding} from '../../plugins/reference-pages/binding';
import {allBehaviours} from '../lib/behaviours';
import {docFiles} from '../lib/examples';
import {parseDoc} from '../lib/mdx';
import {projectRoot} from '../lib/paths';
import {codeFacts, snapshotSource} from '../lib/troubleshoot';
import {unresolvedSourceRefs} from '../lib/source-refs';

const docs = docFiles().map(parseDoc);
const relative = (file: string) => path.relative(projectRoot, file);

test('every reference entry has exactly one page, and every bound page names a real entry', () => {
  const pagesOf = new Map<string, string[]>();
  const problems: string[] = [];
  for (const doc of docs) {
    for (const id of parseBinding(doc.frontMatter[bindingKey])) {
      if (id in registries) continue;
      pagesOf.set(id, [...(pagesOf.get(id) ?? []), relative(doc.file)]);
    }
  }
  const ids = new Set(allEntries().map(entryId));
  for (const [id, files] of pagesOf) {
    if (!ids.has(id as never)) problems.push(`${files.join(', ')}: "${id}" is not in the reference`);
  }
  for (const id of ids) {
    const files = pagesOf.get(id) ?? [];
    if (files.length !== 1) problems.push(`${id}: ${files.length} pages${files.length ? ` (${files.join(', ')})` : ''}`);
  }
  const counts = Object.entries(registries).map(([kind, list]) => `${kind}: ${list.length} entries`);
  console.log(`Reference pages bound one to one\n${counts.join('\n')}`);
  expect(problems, problems.join('\n')).toEqual([]);
});

test('no Gotchas section of a bound page is free text: it renders the data', () => {
  const problems: string[] = [];
  for (const doc of docs) {
    if (!parseBinding(doc.frontMatter[bindingKey]).some((id) => id.includes('/'))) continue;
    const nodes = doc.tree.children;
    const start = nodes.findIndex((n) => n.type === 'heading' && /^gotchas$/i.test(toString(n)));
    if (start < 0) {
      problems.push(`${relative(doc.file)}: no "Gotchas" section`);
      continue;
    }
    const depth = (nodes[start] as Heading).depth;
    const section: RootContent[] = [];
    for (const node of nodes.slice(start + 1)) {
      if (node.type === 'heading' && node.depth <= depth) break;
      section.push(node);
    }
    const onlyComponent = section.length > 0 && section.every((n) => n.type === 'mdxJsxFlowElement' && n.name === 'Gotchas');
    if (!onlyComponent) problems.push(`${relative(doc.file)}:${nodes[start]!.position?.start.line}: the Gotchas section must hold only <Gotchas />`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('every behaviour statement in the reference names the code that shows it', () => {
  const problems: string[] = [];
  const behaviours = allBehaviours();
  for (const {at, behaviour} of behaviours) {
    if (!behaviour.text.trim()) problems.push(`${at}: empty text`);
    if (behaviour.source.length === 0) problems.push(`${at}: no source`);
    for (const ref of behaviour.source) {
      if (!sourceRefPattern.test(ref)) problems.push(`${at}: "${ref}" is not of the form path/file.go#Function`);
    }
  }
  console.log(`${behaviours.length} behaviour statements (entries, CLI, exit codes, redaction rules), each with a source location`);
  expect(problems, problems.join('\n')).toEqual([]);
});

test('the reference links to the release and commit the vendored facts were read from', () => {
  expect({release: troubleshootSource.release, commit: troubleshootSource.commit}).toEqual({release: snapshotSource.ref, commit: snapshotSource.commit});
});

test('every cited source file and function exists in the Troubleshoot source', () => {
  const refs = new Set(allBehaviours().flatMap(({behaviour}) => behaviour.source));
  for (const entry of allEntries()) refs.add(entry.goType.source);
  for (const grammar of Object.values(grammars)) grammar.source.forEach((ref) => refs.add(ref));
  const problems = unresolvedSourceRefs([...refs].filter((r) => sourceRefPattern.test(r)));
  console.log(`${refs.size} source locations checked against the function index of Troubleshoot ${snapshotSource.ref} (${snapshotSource.counts.symbols} symbols)`);
  expect(problems, problems.join('\n')).toEqual([]);
});

test('every path an analyzer reads is written by the collectors it names', () => {
  const problems: string[] = [];
  let checked = 0;
  const readers: ReaderEntry[] = [...registries.analyzer, ...registries.hostAnalyzer];
  for (const reader of readers) {
    const at = `${reader.kind}/${reader.key}`;
    for (const read of reader.reads) {
      if (read.writtenBy === 'any') {
        if (!read.formats?.length) problems.push(`${at}: "${read.path}" reads any file but names no formats`);
        continue;
      }
      if (read.writtenBy.length === 0) problems.push(`${at}: "${read.path}" names no writer`);
      for (const key of read.writtenBy) {
        checked++;
        const writer = writerRegistryOf(reader).find((w) => w.key === key);
        if (!writer) {
          problems.push(`${at}: "${read.path}" names the writer ${key}, which is not in the ${reader.kind === 'analyzer' ? 'collector' : 'hostCollector'} registry`);
          continue;
        }
        if (!writer.outputs.some((output) => patternsOverlap(read.path, output.path))) {
          problems.push(`${at}: "${read.path}" matches no output of ${writer.kind}/${key} (${writer.outputs.map((o) => o.path).join(', ')})`);
        }
      }
    }
  }
  console.log(`${checked} read paths checked against their writers' outputs`);
  expect(problems, problems.join('\n')).toEqual([]);
});

test('every analyzer names known when grammars, and each of its examples parses in one of them', () => {
  const problems: string[] = [];
  for (const analyzer of [...registries.analyzer, ...registries.hostAnalyzer]) {
    const {outcomes} = analyzer;
    if (!outcomes.hasOutcomes) continue;
    const ids = [outcomes.when, ...(outcomes.modes ?? []).map((mode) => mode.when)];
    const missing = ids.filter((id) => !grammars[id]);
    if (missing.length) {
      problems.push(`${analyzer.kind}/${analyzer.key}: no grammar ${missing.join(', ')} in reference/when`);
      continue;
    }
    const readsWhen = ids.some((id) => !grammars[id]!.ignoresWhen);
    if (readsWhen && outcomes.examples.filter(Boolean).length === 0) problems.push(`${analyzer.kind}/${analyzer.key}: no example conditions`);
    for (const example of outcomes.examples) {
      const results = ids.map((id) => grammars[id]!.parse(example, 'fail'));
      const failed = results.find((r): r is {ok: false; message: string} => !r.ok);
      if (!results.some((r) => r.ok)) problems.push(`${analyzer.kind}/${analyzer.key}: example "${example}": ${failed?.message}`);
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('every analyzer with outcomes says how its code reads them, and its rows agree with its when grammar', () => {
  const problems: string[] = [];
  for (const kind of ['analyzer', 'hostAnalyzer'] as const) {
    const withOutcomes = registries[kind].filter((entry) => entry.outcomes.hasOutcomes);
    const keys = new Set(withOutcomes.map((entry) => entry.key));
    for (const key of Object.keys(outcomeReadings[kind])) if (!keys.has(key)) problems.push(`${kind}/${key}: a reading for an analyzer without outcomes or not in the registry`);
    for (const entry of withOutcomes) {
      const reading = outcomeReadings[kind][entry.key];
      if (!reading || !entry.outcomes.hasOutcomes) {
        problems.push(`${kind}/${entry.key}: no reading in reference/outcome-reading.ts`);
        continue;
      }
      const ids = [entry.outcomes.when, ...(entry.outcomes.modes ?? []).map((mode) => mode.when)];
      const readsWhen = ids.some((id) => !grammars[id]?.ignoresWhen);
      if (readsWhen !== Boolean(reading.withoutWhen)) {
        problems.push(`${kind}/${entry.key}: its grammars ${readsWhen ? 'read' : 'never read'} \`when\`, but the reading ${reading.withoutWhen ? 'says' : 'does not say'} what an outcome without it does`);
      }
      for (const severity of ['fail', 'warn', 'pass'] as const) {
        const short = reading.withoutWhen?.short[severity];
        if (!short || reading.unused?.includes(severity)) continue;
        const emptyRejected = ids.every((id) => !grammars[id]!.parse('', severity).ok);
        if (emptyRejected && /always holds/.test(short)) problems.push(`${kind}/${entry.key}: ${severity} without \`when\` "${short}", but the grammar rejects an empty condition`);
      }
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('every statement that a log line needs --debug or -v cites the logger setup that silences it', () => {
  const problems = allBehaviours()
    .filter(({behaviour}) => /printed (only )?with `--debug` or `-v`/.test(behaviour.text) && !behaviour.source.includes('pkg/logger/logger.go#SetupLogger'))
    .map(({at}) => at);
  expect(problems, problems.join('\n')).toEqual([]);
});

test('every built-in redaction rule carries the name the code gives it', () => {
  // getRedactors' two tables, in order: a one-line rule is its LineRedactor's regex then its name;
  // a two-line rule is its selector's regex, its redactor, then its name (the redactor is the rule).
  const named: {redactor: string; name: string}[] = [];
  let expression: string | undefined;
  for (const {field, text} of codeFacts['pkg/redact/redact.go#getRedactors']?.strings ?? []) {
    if (field === 'LineRedactor{}.regex' || field === 'struct{...}{}.redactor') expression = text;
    else if (field === 'struct{...}{}.name') named.push({redactor: expression ?? '(none)', name: text});
  }
  // The kURL installer rules: one Redact, each of its regexes named `<Name>.regex.<i>` in a report.
  const kurl = codeFacts['pkg/redact/redact.go#kurlInstallerRedactors']?.strings ?? [];
  const kurlName = kurl.find((s) => s.field === 'troubleshootv1beta2.Redact{}.Name')?.text;
  kurl.filter((s) => s.field === 'troubleshootv1beta2.Regex{}.Redactor').forEach((s, i) => named.push({redactor: s.text, name: `${kurlName}.regex.${i}`}));
  const problems: string[] = [];
  if (named.length !== builtInRules.length) problems.push(`the code has ${named.length} rules, the reference ${builtInRules.length}`);
  builtInRules.forEach((rule, i) => {
    if (named[i]?.redactor !== rule.redactor) problems.push(`${rule.id}: rule ${i} of the code has another expression`);
    else if (named[i]!.name !== rule.reportName) problems.push(`${rule.id}: the code names it "${named[i]!.name}", not "${rule.reportName}"`);
  });
  expect(problems, problems.join('\n')).toEqual([]);
});
