/**
 * The error reference (reference/messages) against what Troubleshoot prints: every entry's text and
 * variants occur in the messages of the function it cites (vendor/troubleshoot/messages.json, as
 * the sync reads them from the source), wrapping chains are sound, every page and anchor named
 * exists, the parts of the source covered in full have an entry or a stated reason for every
 * message, and every analyzer has a message about its missing or unreadable input.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {createSlugger} from '@docusaurus/utils';
import {toString} from 'mdast-util-to-string';
import {allMessages, findMessage, messageGroups, messagesAbout, printedLines} from '../../reference/messages/index';
import {messagesSectionDoc} from '../../plugins/reference-pages/message-sections';
import {bindingKey, parseBinding} from '../../plugins/reference-pages/binding';
import {splitText, type MessageEntry} from '../../reference/messages/model';
import {fullyCovered, unlisted} from '../../reference/messages/unlisted';
import {registries, entryId} from '../../reference/index';
import {sourceRefPattern} from '../../reference/source';
import {unresolvedSourceRefs} from '../lib/source-refs';
import {parseDoc} from '../lib/mdx';
import {docsDir, projectRoot, troubleshootSnapshotDir} from '../lib/paths';

const messages = JSON.parse(fs.readFileSync(path.join(troubleshootSnapshotDir, 'messages.json'), 'utf8')) as Record<string, {call: string; text: string}[]>;
const textsAt = (at: string): string[] => (messages[at] ?? []).map((m) => m.text);

/** Every text an entry stands for, with the function it is written in. */
const textsOf = (entry: MessageEntry) => [
  {text: entry.text, values: entry.values ?? [], source: entry.source},
  ...(entry.variants ?? []).map((v) => ({text: v.text, values: v.values ?? [], source: v.source ?? entry.source})),
];

test('every message text and variant occurs in the messages of the function it cites', () => {
  const problems: string[] = [];
  let checked = 0;
  for (const entry of allMessages()) {
    for (const {text, values, source} of textsOf(entry)) {
      checked++;
      if (text !== text.trim()) problems.push(`${entry.id}: "${text}" has leading or trailing white space`);
      if (!textsAt(source).some((message) => message.includes(text))) problems.push(`${entry.id}: "${text}" is not among the messages of ${source}`);
      if (values.length !== splitText(text).verbs) problems.push(`${entry.id}: "${text}" has ${splitText(text).verbs} verbs and ${values.length} value names`);
    }
  }
  const refs = new Set(allMessages().flatMap((e) => [e.source, ...(e.evidence ?? []), ...textsOf(e).map((t) => t.source)]));
  for (const ref of refs) if (!sourceRefPattern.test(ref)) problems.push(`"${ref}" is not of the form file.go#Function`);
  problems.push(...unresolvedSourceRefs([...refs].filter((r) => sourceRefPattern.test(r))));
  console.log(`${allMessages().length} messages in ${messageGroups.length} groups, ${checked} texts checked against messages.json, ${refs.size} source locations`);
  expect(problems, problems.join('\n')).toEqual([]);
});

test('wrapping chains are sound and every message is printed somewhere', () => {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const entry of allMessages()) {
    if (ids.has(entry.id)) problems.push(`${entry.id}: id used twice`);
    ids.add(entry.id);
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(entry.id)) problems.push(`${entry.id}: not a lower-case, dash-separated anchor`);
    for (const id of entry.within ?? []) if (!findMessage(id)) problems.push(`${entry.id}: within names "${id}", which is no entry`);
    for (const id of entry.within ?? []) if (findMessage(id) && findMessage(id)!.cause === undefined) problems.push(`${entry.id}: within "${id}", which wraps no cause`);
    if (typeof entry.cause === 'number' && entry.cause >= splitText(entry.text).verbs) problems.push(`${entry.id}: cause at verb ${entry.cause}, past the last`);
    if (printedLines(entry).length === 0) problems.push(`${entry.id}: never printed (not shown, and no message that wraps it is)`);
    for (const field of ['when', 'meaning', 'action'] as const) if (!entry[field].trim()) problems.push(`${entry.id}: empty ${field}`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

/** The doc ids of the site (path under docs/ without extension; index pages by their folder too) and their heading anchors. */
function docAnchors(): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const walk = (dir: string) => {
    for (const name of fs.readdirSync(dir)) {
      const file = path.join(dir, name);
      if (fs.statSync(file).isDirectory()) walk(file);
      else if (/\.mdx?$/.test(name)) {
        const slugger = createSlugger();
        const anchors = new Set<string>();
        for (const node of parseDoc(file).tree.children) if (node.type === 'heading') anchors.add(slugger.slug(toString(node)));
        const id = path.relative(docsDir, file).replace(/\.mdx?$/, '');
        out.set(id, anchors);
      }
    }
  };
  walk(docsDir);
  return out;
}

test('every page a message names exists, with the heading it points at', () => {
  const anchors = docAnchors();
  const problems: string[] = [];
  for (const entry of allMessages()) {
    const [doc, anchor] = entry.page.split('#');
    const headings = anchors.get(doc!);
    if (!headings) problems.push(`${entry.id}: page "${doc}" is not under docs/`);
    else if (anchor && !headings.has(anchor)) problems.push(`${entry.id}: "${doc}" has no heading "#${anchor}"`);
  }
  const known = new Set<string>(Object.values(registries).flat().map(entryId));
  for (const entry of allMessages()) for (const id of entry.entries ?? []) if (!known.has(id)) problems.push(`${entry.id}: "${id}" is not in the reference`);
  expect(problems, problems.join('\n')).toEqual([]);
});

test('every message of the parts covered in full has an entry or a reason to have none', () => {
  const covered = (at: string, text: string) =>
    allMessages().some((entry) => textsOf(entry).some((t) => t.source === at && text.includes(t.text)));
  const reasonFor = (at: string, text: string) => unlisted.find((u) => u.at === at && (!u.texts || u.texts.some((t) => text.includes(t))));
  const inScope = Object.entries(messages).filter(([at]) => fullyCovered.some((prefix) => at.startsWith(prefix)));
  const problems: string[] = [];
  const used = new Set<(typeof unlisted)[number]>();
  const leftOut: Record<string, number> = {};
  let total = 0;
  let withEntry = 0;
  for (const [at, list] of inScope) {
    for (const {text} of list) {
      total++;
      if (covered(at, text)) {
        withEntry++;
        continue;
      }
      const reason = reasonFor(at, text);
      if (reason) {
        used.add(reason);
        leftOut[reason.why] = (leftOut[reason.why] ?? 0) + 1;
      }
      else problems.push(`${at}: ${JSON.stringify(text)} has no entry and no reason`);
    }
  }
  for (const item of unlisted) if (!used.has(item)) problems.push(`unlisted ${item.at} ${JSON.stringify(item.texts ?? 'all')}: matches no message left without an entry`);
  const byReason = Object.entries(leftOut).map(([why, count]) => `${why} ${count}`);
  console.log(
    `covered in full (${fullyCovered.join(', ')}): ${total} messages in ${inScope.length} functions, ${withEntry} with an entry, ${total - withEntry} left out for a stated reason (${byReason.join(', ')})`,
  );
  expect(problems, problems.join('\n')).toEqual([]);
});

test('every analyzer and host analyzer has a message about its missing or unreadable input', () => {
  const named = new Set(allMessages().flatMap((entry) => entry.entries ?? []));
  const missing = [...registries.analyzer, ...registries.hostAnalyzer].map(entryId).filter((id) => !named.has(id));
  console.log(`${registries.analyzer.length + registries.hostAnalyzer.length} analyzers and host analyzers, each named by a message`);
  expect(missing).toEqual([]);
});

test('the page about a message, and the page of each entry it concerns, list the message', () => {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of fs.readdirSync(dir)) {
      const file = path.join(dir, name);
      if (fs.statSync(file).isDirectory()) walk(file);
      else if (/\.mdx?$/.test(name)) files.set(path.relative(docsDir, file).replace(/\.mdx?$/, ''), file);
    }
  };
  walk(docsDir);
  const bindings = new Map([...files].map(([id, file]) => [id, parseBinding(parseDoc(file).frontMatter[bindingKey])]));
  const pageOf = new Map([...bindings].flatMap(([docId, ids]) => ids.map((id) => [id, docId] as const)));
  const problems: string[] = [];
  let links = 0;
  for (const entry of allMessages()) {
    const docs = [entry.page.split('#')[0]!, ...(entry.entries ?? []).map((id) => pageOf.get(id)).filter((d): d is string => !!d)];
    for (const docId of new Set(docs)) {
      const file = files.get(docId)!;
      const frontMatter = parseDoc(file).frontMatter;
      if (messagesSectionDoc(file, projectRoot, frontMatter) !== docId) problems.push(`${entry.id}: ${docId} gets no Messages section`);
      else if (!messagesAbout(docId, bindings.get(docId) ?? []).includes(entry)) problems.push(`${entry.id}: ${docId} does not list it`);
      else links++;
    }
  }
  console.log(`${links} links from subject pages to their messages`);
  expect(problems, problems.join('\n')).toEqual([]);
});
