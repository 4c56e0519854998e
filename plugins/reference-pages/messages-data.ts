/**
 * What the pages of the error reference render, computed at build time from the registry of
 * messages (reference/messages) and the site's docs: each group with its entries, their printed
 * lines, the messages they wrap and are wrapped by, and every link resolved to a URL; the index of
 * the groups; and, for each doc that a message concerns, the list of its messages.
 */
import {allMessages, findMessage, groupOf, messageGroups, messagesAbout, printedLines} from '../../reference/messages/index';
import type {MessageEntry, MessagePart, MessageShown} from '../../reference/messages/model';
import {messageParts} from '../../reference/messages/model';
import {entryId, registries} from '../../reference/index';
import {sourceUrl, troubleshootSource} from '../../reference/source';
import type {PageMap} from '../../reference/page-links';
import {messageIndexGroup} from './binding';

/** A doc of the site, as the docs plugin loaded it. */
export interface SiteDoc {
  /** The doc id: its path under docs/ without extension. */
  id: string;
  permalink: string;
  title: string;
}

export interface LinkedMessage {
  id: string;
  parts: MessagePart[];
  url: string;
}

export interface MessageView {
  id: string;
  /** The text as the code writes it, Go's verbs included. */
  text: string;
  parts: MessagePart[];
  commands: string[];
  shown?: MessageShown;
  /** The lines as printed, outermost message first; the message's own line when it is shown alone. */
  lines: MessagePart[][];
  /** Other texts that mean the same. */
  variants: MessagePart[][];
  /** The messages that wrap it, and those it wraps. */
  within: LinkedMessage[];
  causes: LinkedMessage[];
  when: string;
  meaning: string;
  action: string;
  page: {url: string; title: string};
  entries: {id: string; title: string; url?: string}[];
  source: {ref: string; url: string};
}

export interface MessageGroupData {
  id: string;
  title: string;
  summary: string;
  release: string;
  entries: MessageView[];
}

export interface MessageIndexData {
  release: string;
  groups: {id: string; title: string; summary: string; url: string; count: number}[];
}

export interface MessagesAboutData {
  messages: LinkedMessage[];
}

/** The URL of each group's page, read from the docs that bind one, and the problems found. */
export function messagePages(bound: {group: string; permalink: string; source: string}[]): {urls: Map<string, string>; problems: string[]} {
  const urls = new Map<string, string>();
  const problems: string[] = [];
  const known = new Set([messageIndexGroup, ...messageGroups.map((g) => g.id)]);
  for (const {group, permalink, source} of bound) {
    if (!known.has(group)) problems.push(`${source}: front matter names the message group "${group}", which does not exist`);
    if (urls.has(group)) problems.push(`${source}: the message group "${group}" already has the page ${urls.get(group)}`);
    urls.set(group, permalink);
  }
  for (const group of known) if (!urls.has(group)) problems.push(`no page binds the message group "${group}"`);
  return {urls, problems};
}

export function buildMessageData(groupUrls: ReadonlyMap<string, string>, docs: readonly SiteDoc[], pages: PageMap) {
  const docById = new Map(docs.map((doc) => [doc.id, doc]));
  const problems: string[] = [];
  const urlOf = (entry: MessageEntry) => `${groupUrls.get(groupOf(entry).id) ?? ''}#${entry.id}`;
  const linked = (entry: MessageEntry): LinkedMessage => ({id: entry.id, parts: messageParts(entry.text, entry.values), url: urlOf(entry)});
  const titles = new Map<string, string>(Object.values(registries).flat().map((e) => [entryId(e), e.title]));

  const view = (entry: MessageEntry): MessageView => {
    const [docId, anchor] = entry.page.split('#');
    const doc = docById.get(docId!);
    if (!doc) problems.push(`message ${entry.id}: page "${entry.page}" is not a doc`);
    const own = messageParts(entry.text, entry.values);
    return {
      id: entry.id,
      text: entry.text,
      parts: own,
      commands: entry.commands,
      ...(entry.shown ? {shown: entry.shown} : {}),
      lines: printedLines(entry).map((line) => line.parts),
      variants: (entry.variants ?? []).filter((v) => v.text !== entry.text).map((v) => messageParts(v.text, v.values)),
      within: (entry.within ?? []).map((id) => linked(findMessage(id)!)),
      causes: allMessages().filter((other) => other.within?.includes(entry.id)).map(linked),
      when: entry.when,
      meaning: entry.meaning,
      action: entry.action,
      page: {url: `${doc?.permalink ?? ''}${anchor ? `#${anchor}` : ''}`, title: doc?.title ?? docId!},
      entries: (entry.entries ?? []).map((id) => ({id, title: titles.get(id) ?? id, ...(pages.has(id) ? {url: pages.get(id)} : {})})),
      source: {ref: entry.source, url: sourceUrl(entry.source)},
    };
  };

  const groups = new Map<string, MessageGroupData>(
    messageGroups.map((group) => [
      group.id,
      {id: group.id, title: group.title, summary: group.summary, release: troubleshootSource.release, entries: group.entries.map(view)},
    ]),
  );
  const index: MessageIndexData = {
    release: troubleshootSource.release,
    groups: messageGroups.map((group) => ({id: group.id, title: group.title, summary: group.summary, url: groupUrls.get(group.id) ?? '', count: group.entries.length})),
  };
  /** The messages a doc lists, by doc id, for every doc that has some (the error pages themselves excepted). */
  const about = new Map<string, MessagesAboutData>();
  for (const doc of docs) {
    if ([...groupUrls.values()].includes(doc.permalink)) continue;
    const bound = [...pages].filter(([, url]) => url === doc.permalink).map(([id]) => id);
    const messages = messagesAbout(doc.id, bound);
    if (messages.length) about.set(doc.id, {messages: messages.map(linked)});
  }
  return {groups, index, about, problems};
}
