/**
 * The build step of the plugin, loaded fresh on every (re)load so that edits in reference/ show
 * in the dev server: from the docs bound to entries, the map of pages and the data files.
 */
import {allEntries, findEntry, registries, entryId, type RegisteredKind} from '../../reference/index';
import {catalogRows, pageData, schemaRows, type PageMap} from './page-data';
import {boundViews, bundleMapFile, catalogFile, checkerFile, entryFile, messageGroupFile, messageIndexFile, messagesAboutFile, parseBinding, schemaListFile, schemasFile} from './binding';
import {buildMessageData, messagePages, type SiteDoc} from './messages-data';
import {allSchemas} from '../spec-checker/schema/generate';
import {checkerData} from '../spec-checker/check/data';
import {bundleMapData} from '../bundle-map/data';

export interface BoundDoc {
  permalink: string;
  source: string;
  reference: unknown;
}

/** A page of the error reference and the group of messages it binds. */
export interface MessageDoc {
  permalink: string;
  source: string;
  group: string;
}

export interface Built {
  pages: PageMap;
  files: Map<string, unknown>;
  problems: string[];
}

/** The site's origin and the published schemas' directory, for absolute links in the schemas. */
export interface SiteUrls {
  origin: string;
  schemasUrl: string;
}

export default function buildReferencePages(docs: BoundDoc[], site: SiteUrls, messageDocs: MessageDoc[], siteDocs: SiteDoc[]): Built {
  const pages = new Map<string, string>();
  const problems: string[] = [];
  for (const doc of docs) {
    for (const id of parseBinding(doc.reference)) {
      const isKind = id in registries;
      if (!isKind && !findEntry(id)) problems.push(`${doc.source}: front matter names "${id}", which is not in the reference`);
      const other = pages.get(id);
      if (other) problems.push(`${doc.source}: "${id}" already has the page ${other}`);
      pages.set(id, doc.permalink);
    }
    for (const view of boundViews(doc.reference)) {
      const other = pages.get(view);
      if (other) problems.push(`${doc.source}: "${view}" already has the page ${other}`);
      pages.set(view, doc.permalink);
    }
  }
  const files = new Map<string, unknown>();
  for (const entry of allEntries()) {
    if (pages.has(entryId(entry))) files.set(entryFile(entryId(entry)), pageData(entry, pages));
  }
  for (const kind of Object.keys(registries) as RegisteredKind[]) files.set(catalogFile(kind), catalogRows(kind, pages));
  const absolute = new Map([...pages].map(([id, permalink]) => [id, `${site.origin}${permalink}`]));
  files.set(schemasFile, Object.fromEntries(allSchemas(absolute, site.schemasUrl)));
  files.set(schemaListFile, schemaRows(pages, site.schemasUrl));
  // The spec checker links findings to the same pages, relative to the site.
  files.set(checkerFile, checkerData(pages));
  files.set(bundleMapFile, bundleMapData(pages));
  // The error reference: a page per group of messages, its index, and the list each doc shows.
  const messageUrls = messagePages(messageDocs);
  problems.push(...messageUrls.problems);
  const messages = buildMessageData(messageUrls.urls, siteDocs, pages);
  problems.push(...messages.problems);
  for (const [group, data] of messages.groups) files.set(messageGroupFile(group), data);
  files.set(messageIndexFile, messages.index);
  for (const [docId, data] of messages.about) files.set(messagesAboutFile(docId), data);
  return {pages, files, problems};
}
