/**
 * Everything the llms plugin writes, from the docs as the docs plugin loaded them: a Markdown twin
 * of every doc page, /llms.txt (https://llmstxt.org: the site's title and summary, then every
 * page by sidebar section as `- [Title](url): description`) and /llms-full.txt (every page's
 * Markdown, in sidebar order). Pure apart from reading the doc sources, so the tests can run it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {RootContent} from 'mdast';
import buildReferencePages, {type BoundDoc, type MessageDoc} from '../reference-pages/build';
import {bindingKey, boundMessageGroup, messagesKey, schemasUrl} from '../reference-pages/binding';
import {troubleshootSource} from '../../reference/source';
import {docTree, stringify, type MarkdownFormat, type SiteLinks} from './markdown';
import {heading, link, list, paragraph, text, inlineCode} from './mdast';
import {llmsFullTxt, llmsTxt, twinPath} from './twin';

/** A doc as the docs plugin loads it (the fields used here). */
export interface LoadedDoc {
  id: string;
  title: string;
  description: string;
  /** `@site/docs/collect/logs.mdx` */
  source: string;
  permalink: string;
  frontMatter: Record<string, unknown>;
  unlisted?: boolean;
  draft?: boolean;
}

/** A sidebar item as the docs plugin loads it. */
export interface SidebarItem {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
}

export interface LlmsInput {
  siteDir: string;
  /** docusaurus.config.ts `title`, `tagline`, `url` and `baseUrl`. */
  title: string;
  tagline: string;
  origin: string;
  baseUrl: string;
  docs: LoadedDoc[];
  /** The items of the docs sidebar, in order. */
  sidebar: SidebarItem[];
  /** The section of the docs that sit at the top of the sidebar, outside any category. */
  topLevelSection: string;
  /** docusaurus.config.ts `markdown.format`. */
  markdownFormat: MarkdownFormat;
}

export interface LlmsPage {
  id: string;
  title: string;
  description: string;
  permalink: string;
  /** URL path of the twin. */
  twin: string;
  /** Sidebar section; absent for unlisted pages, which llms.txt leaves out. */
  section?: string;
}

/** A twin in two parts: its `# Title` line, and the rest. */
interface Twin {
  title: string;
  body: string;
}

export interface LlmsOutput {
  /** File contents by path relative to the build directory. */
  files: Map<string, string>;
  /** Every page with a twin, listed ones in sidebar order first. */
  pages: LlmsPage[];
}

/** Sections in sidebar order, each with its doc ids depth-first; top-level docs share one section. */
export function sidebarSections(sidebar: SidebarItem[], topLevelSection: string): {label: string; ids: string[]}[] {
  const sections: {label: string; ids: string[]}[] = [];
  const idsOf = (item: SidebarItem): string[] => [
    ...(item.type === 'doc' || item.type === 'ref' ? [item.id!] : []),
    ...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []),
    ...(item.items ?? []).flatMap(idsOf),
  ];
  for (const item of sidebar) {
    if (item.type === 'category') sections.push({label: item.label ?? '', ids: idsOf(item)});
    else if (item.type === 'doc' || item.type === 'ref') {
      const last = sections.at(-1);
      if (last?.label === topLevelSection) last.ids.push(item.id!);
      else sections.push({label: topLevelSection, ids: [item.id!]});
    }
  }
  return sections;
}

/** The source file of a doc: `@site/docs/x.mdx` under the site directory. */
export function sourceFile(siteDir: string, source: string): string {
  return path.join(siteDir, source.replace(/^@site\//, ''));
}

const outputPath = (urlPath: string, baseUrl: string) => urlPath.slice(baseUrl.length);

export function generateLlms(input: LlmsInput): LlmsOutput {
  const {siteDir, origin, baseUrl} = input;
  const docs = input.docs.filter((doc) => !doc.draft);
  const byFile = new Map(docs.map((doc) => [sourceFile(siteDir, doc.source), doc.permalink]));
  const site: SiteLinks = {origin, baseUrl, siteDir, permalinkOf: (file) => byFile.get(file)};

  // The reference data of the pages: the same files the reference-pages plugin writes.
  const bound: BoundDoc[] = docs
    .filter((doc) => doc.frontMatter[bindingKey] !== undefined)
    .map((doc) => ({permalink: doc.permalink, source: doc.source, reference: doc.frontMatter[bindingKey]}));
  const messageDocs: MessageDoc[] = docs
    .filter((doc) => doc.frontMatter[messagesKey] !== undefined)
    .map((doc) => ({permalink: doc.permalink, source: doc.source, group: boundMessageGroup(doc.frontMatter[messagesKey])!}));
  const siteDocs = docs.map(({id, permalink, title}) => ({id, permalink, title}));
  const reference = buildReferencePages(bound, {origin, schemasUrl: schemasUrl(origin, baseUrl)}, messageDocs, siteDocs);
  if (reference.problems.length) throw new Error(`llms: ${reference.problems.join('\n')}`);

  // Pages in sidebar order; pages in no sidebar follow, listed ones under a section of their own.
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const sections = sidebarSections(input.sidebar, input.topLevelSection);
  const placed = new Set(sections.flatMap((section) => section.ids));
  const elsewhere = docs.filter((doc) => !placed.has(doc.id) && !doc.unlisted).map((doc) => doc.id);
  if (elsewhere.length) sections.push({label: 'Other pages', ids: elsewhere});
  const pages: LlmsPage[] = [];
  for (const section of sections) {
    for (const id of section.ids) {
      const doc = byId.get(id);
      if (!doc || pages.some((page) => page.id === id)) continue;
      pages.push(page(doc, doc.unlisted ? undefined : section.label));
    }
  }
  for (const doc of docs) if (!pages.some((p) => p.id === doc.id)) pages.push(page(doc, undefined));

  const files = new Map<string, string>();
  const twins = new Map<string, Twin>();
  for (const p of pages) {
    const doc = byId.get(p.id)!;
    const file = sourceFile(siteDir, doc.source);
    const [title, ...body] = docTree(
      {file, source: fs.readFileSync(file, 'utf8'), permalink: doc.permalink, title: doc.title, frontMatter: doc.frontMatter},
      site,
      (name) => reference.files.get(name),
      input.markdownFormat,
    ).children;
    // Two documents of blocks, joined by a blank line as the stringifier joins blocks: the full
    // file puts the page's address between them.
    const twin = {title: stringify({type: 'root', children: [title!]}), body: stringify({type: 'root', children: body})};
    const at = outputPath(p.twin, baseUrl);
    if (files.has(at)) throw new Error(`llms: two pages have the twin ${p.twin}`);
    files.set(at, `${twin.title}\n${twin.body}`);
    twins.set(p.id, twin);
  }

  const listed = pages.filter((p) => p.section !== undefined);
  files.set(outputPath(`${baseUrl}${llmsTxt}`, baseUrl), llmsIndex(input, listed));
  files.set(outputPath(`${baseUrl}${llmsFullTxt}`, baseUrl), llmsFull(input, listed, twins));
  return {files, pages};

  function page(doc: LoadedDoc, section: string | undefined): LlmsPage {
    return {id: doc.id, title: doc.title, description: doc.description, permalink: doc.permalink, twin: twinPath(doc.permalink), section};
  }
}

/** The title and summary both files open with. */
function header(input: LlmsInput, details: RootContent[]): RootContent[] {
  return [heading(1, text(input.title)), {type: 'blockquote', children: [paragraph(text(input.tagline))]}, ...details];
}

function llmsIndex(input: LlmsInput, pages: LlmsPage[]): string {
  const {origin, baseUrl} = input;
  const children: RootContent[] = header(input, [
    paragraph(
      text('Documentation of the '),
      inlineCode('preflight'),
      text(' and '),
      inlineCode('support-bundle'),
      text(` kubectl plugins, read from Troubleshoot ${troubleshootSource.release}. Each link below is the Markdown version of a page; the page itself is at the same address without `),
      inlineCode('.md'),
      text('. Every page in one file: '),
      link(`${origin}${baseUrl}${llmsFullTxt}`, text(llmsFullTxt)),
      text('.'),
    ),
    paragraph(
      text('Behaviour statements name the code that shows them, such as '),
      inlineCode('pkg/collect/logs.go#setLogLimits'),
      text(': a file and function of '),
      link(`${troubleshootSource.repository}/tree/${troubleshootSource.commit}`, text(`${troubleshootSource.repository} at ${troubleshootSource.release}`)),
      text('.'),
    ),
  ]);
  const sections = [...new Set(pages.map((p) => p.section!))];
  for (const section of sections) {
    children.push(
      heading(2, text(section)),
      list(
        pages
          .filter((p) => p.section === section)
          .map((p) => [link(`${origin}${p.twin}`, text(p.title)), ...(p.description ? [text(`: ${p.description}`)] : [])]),
      ),
    );
  }
  return stringify({type: 'root', children});
}

function llmsFull(input: LlmsInput, pages: LlmsPage[], twins: Map<string, Twin>): string {
  const intro = stringify({
    type: 'root',
    children: header(input, [
      paragraph(text('Every page of the documentation, in the order of its sidebar. Each page starts with its title and its address.')),
    ]),
  });
  const bodies = pages.map((p) => {
    const {title, body} = twins.get(p.id)!;
    const url = `${input.origin}${p.permalink}`;
    return `${title}\n${stringify({type: 'root', children: [paragraph(text('Source: '), link(url, text(url)))]})}\n${body}`;
  });
  return [intro, ...bodies].join('\n');
}
