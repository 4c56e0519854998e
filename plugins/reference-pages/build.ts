/**
 * The build step of the plugin, loaded fresh on every (re)load so that edits in reference/ show
 * in the dev server: from the docs bound to entries, the map of pages and the data files.
 */
import {allEntries, registries, entryId, type RegisteredKind} from '../../reference/index';
import {allSchemas} from '../../reference/schema/generate';
import {catalogRows, pageData, schemaRows} from './page-data';
import {catalogFile, entryFile, messageGroupFile, messageIndexFile, messagesAboutFile, schemaListFile, schemasFile} from './binding';
import {buildMessageData, messagePages, type SiteDoc} from './messages-data';
import {pageMapOf, type DocLike} from './page-map';

/** A page of the error reference and the group of messages it binds. */
export interface MessageDoc {
  permalink: string;
  source: string;
  group: string;
}

export interface Built {
  files: Map<string, unknown>;
  problems: string[];
}

/** The site's origin and the published schemas' directory, for absolute links in the schemas. */
export interface SiteUrls {
  origin: string;
  schemasUrl: string;
}

export default function buildReferencePages(docs: DocLike[], site: SiteUrls, messageDocs: MessageDoc[], siteDocs: SiteDoc[]): Built {
  const {pages, problems} = pageMapOf(docs);
  const files = new Map<string, unknown>();
  for (const entry of allEntries()) {
    if (pages.has(entryId(entry))) files.set(entryFile(entryId(entry)), pageData(entry, pages));
  }
  for (const kind of Object.keys(registries) as RegisteredKind[]) files.set(catalogFile(kind), catalogRows(kind, pages));
  const absolute = new Map([...pages].map(([id, permalink]) => [id, `${site.origin}${permalink}`]));
  files.set(schemasFile, Object.fromEntries(allSchemas(absolute, site.schemasUrl)));
  files.set(schemaListFile, schemaRows(pages, site.schemasUrl));
  // The error reference: a page per group of messages, its index, and the list each doc shows.
  const messageUrls = messagePages(messageDocs);
  problems.push(...messageUrls.problems);
  const messages = buildMessageData(messageUrls.urls, siteDocs, pages);
  problems.push(...messages.problems);
  for (const [group, data] of messages.groups) files.set(messageGroupFile(group), data);
  files.set(messageIndexFile, messages.index);
  for (const [docId, data] of messages.about) files.set(messagesAboutFile(docId), data);
  return {files, problems};
}
