/**
 * Everything the llms plugin writes, from the docs as the docs plugin loaded them and the twin of
 * each page (./html-twin.ts): the twins themselves, /llms.txt (https://llmstxt.org: the site's
 * title and summary, then every page by sidebar section as `- [Title](url): description`) and
 * /llms-full.txt (every page's Markdown, in sidebar order). Pure, so the tests can run it.
 */
import type {RootContent} from 'mdast';
import {troubleshootSource} from '../../reference/source';
import type {Twin} from './html-twin';
import {stringify} from './html-twin';
import {heading, link, list, paragraph, text, inlineCode} from './mdast';
import {llmsFullTxt, llmsTxt, twinPath} from './twin';

/** A doc as the docs plugin loads it (the fields used here). */
export interface LoadedDoc {
  id: string;
  title: string;
  description: string;
  permalink: string;
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

/** Sections in sidebar order, each with its doc ids depth-first; top-level docs share one section. */
function sidebarSections(sidebar: SidebarItem[], topLevelSection: string): {label: string; ids: string[]}[] {
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

/** Every built doc page, listed ones in sidebar order first; pages in no sidebar follow, listed ones under a section of their own. */
export function llmsPages(input: LlmsInput): LlmsPage[] {
  const docs = input.docs.filter((doc) => !doc.draft);
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const sections = sidebarSections(input.sidebar, input.topLevelSection);
  const placed = new Set(sections.flatMap((section) => section.ids));
  const elsewhere = docs.filter((doc) => !placed.has(doc.id) && !doc.unlisted).map((doc) => doc.id);
  if (elsewhere.length) sections.push({label: 'Other pages', ids: elsewhere});
  const page = (doc: LoadedDoc, section: string | undefined): LlmsPage => ({
    id: doc.id,
    title: doc.title,
    description: doc.description,
    permalink: doc.permalink,
    twin: twinPath(doc.permalink),
    section,
  });
  const pages: LlmsPage[] = [];
  for (const section of sections) {
    for (const id of section.ids) {
      const doc = byId.get(id);
      if (!doc || pages.some((p) => p.id === id)) continue;
      pages.push(page(doc, doc.unlisted ? undefined : section.label));
    }
  }
  for (const doc of docs) if (!pages.some((p) => p.id === doc.id)) pages.push(page(doc, undefined));
  return pages;
}

/** The files to write, by path relative to the build directory: each page's twin, llms.txt and llms-full.txt. */
export function llmsFiles(input: LlmsInput, pages: LlmsPage[], twins: Map<string, Twin>): Map<string, string> {
  const outputPath = (urlPath: string) => urlPath.slice(input.baseUrl.length);
  const files = new Map<string, string>();
  for (const p of pages) {
    const {title, body} = twins.get(p.id)!;
    const at = outputPath(p.twin);
    if (files.has(at)) throw new Error(`llms: two pages have the twin ${p.twin}`);
    files.set(at, `${title}\n${body}`);
  }
  const listed = pages.filter((p) => p.section !== undefined);
  files.set(outputPath(`${input.baseUrl}${llmsTxt}`), llmsIndex(input, listed));
  files.set(outputPath(`${input.baseUrl}${llmsFullTxt}`), llmsFull(input, listed, twins));
  return files;
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
  // Pages in sidebar order, a heading wherever the section changes: docs at the top level after a
  // category get a heading of their own, so that the list keeps the reading order.
  const runs: {section: string; pages: LlmsPage[]}[] = [];
  for (const p of pages) {
    const last = runs.at(-1);
    if (last && last.section === p.section) last.pages.push(p);
    else runs.push({section: p.section!, pages: [p]});
  }
  for (const run of runs) {
    children.push(
      heading(2, text(run.section)),
      list(run.pages.map((p) => [link(`${origin}${p.twin}`, text(p.title)), ...(p.description ? [text(`: ${p.description}`)] : [])])),
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
