/**
 * The map of pages: which doc page shows each entry, kind and view of the reference, read from the
 * docs' front matter (`reference:`). Pure, so that every feature plugin computes the same map from
 * the docs plugin's content in its own `allContentLoaded`, and the data flows from the docs to each
 * feature, never from one feature to another.
 */
import {findEntry, registries} from '../../reference/index';
import type {PageMap} from '../../reference/page-links';
import {bindingKey, boundViews, parseBinding} from './binding';

/** A doc as the docs plugin loads it: the fields the reference reads. */
export interface DocLike {
  id: string;
  title: string;
  source: string;
  permalink: string;
  frontMatter: Record<string, unknown>;
}

/** Every doc of every version, from `allContent` of `allContentLoaded`. */
export function docsOf(allContent: Record<string, unknown>): DocLike[] {
  const docsPlugin = allContent['docusaurus-plugin-content-docs'] as Record<string, {loadedVersions: {docs: DocLike[]}[]}> | undefined;
  return Object.values(docsPlugin ?? {}).flatMap((content) => content.loadedVersions.flatMap((version) => version.docs));
}

/** The page of each entry, kind and view the docs bind, and what is wrong with the bindings. */
export function pageMapOf(docs: readonly DocLike[]): {pages: PageMap; problems: string[]} {
  const pages = new Map<string, string>();
  const problems: string[] = [];
  for (const doc of docs) {
    const reference = doc.frontMatter[bindingKey];
    if (reference === undefined) continue;
    for (const id of parseBinding(reference)) {
      const isKind = id in registries;
      if (!isKind && !findEntry(id)) problems.push(`${doc.source}: front matter names "${id}", which is not in the reference`);
      const other = pages.get(id);
      if (other) problems.push(`${doc.source}: "${id}" already has the page ${other}`);
      pages.set(id, doc.permalink);
    }
    for (const view of boundViews(reference)) {
      const other = pages.get(view);
      if (other) problems.push(`${doc.source}: "${view}" already has the page ${other}`);
      pages.set(view, doc.permalink);
    }
  }
  return {pages, problems};
}

/** The map of pages of the site's docs, as `allContentLoaded` receives them. */
export const pageMapFrom = (allContent: Record<string, unknown>): PageMap => pageMapOf(docsOf(allContent)).pages;
