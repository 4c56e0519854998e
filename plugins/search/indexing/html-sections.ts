/**
 * Sections of a rendered page, read from the HTML the build wrote: what a reader sees is what
 * search indexes, whatever Markdown, MDX or component produced it. The unit is the section: the
 * introduction (before the first h2), each h2/h3, and each entry of a reference list with its own
 * anchor (a field, a flag, a redaction rule), so that a hit on a field links to that field.
 */
import {load, type Cheerio, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';

/** A block of a section: a line of prose, or a whole code example (`[code]`), in page order. */
export type Block = string | [string];

export interface Section {
  heading: string;
  anchor: string;
  /** An entry of a reference list (a field, a flag, a rule) rather than a heading of the page. */
  entry?: boolean;
  /** The level of the page's heading that starts the section (h2 or h3); none for the introduction and entries. */
  level?: 2 | 3;
  /** Prose, one block (paragraph, list item, table row, field) per line, and code examples whole. */
  blocks: Block[];
  /** Keys and values of code examples and the names of documented fields, one per line. */
  code: string[];
  /** The other pages its links lead to. */
  links: Set<string>;
}

/** The prose lines of a section, without its code examples. */
export const proseOf = (section: Section): string[] => section.blocks.filter((b): b is string => typeof b === 'string');

export interface PageSections {
  title: string;
  /** What the page's markup adds to its title for search (`logs collector`), from `data-search-title`. */
  titleTerms?: string;
  description?: string;
  sections: Section[];
}

/** Elements that end a line of text; everything else is inline. */
const blockTags = new Set([
  'p', 'div', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'ul', 'ol', 'dl',
  'table', 'thead', 'tbody', 'blockquote', 'details', 'summary', 'section', 'header', 'br', 'figure', 'figcaption',
]);

/** Not part of what a reader reads: anchors' hash links, screen-reader-only text, marked helpers. */
const skipped = 'a.hash-link, .sr-only, [data-search="skip"], button, script, style, svg';

/**
 * Also left out: a prose page's `Source:` paragraphs. They cite Go functions for the statements
 * around them, like the reference entries' source links, and their path words (`specs`, `collect`,
 * `troubleshoot`) would rank a page for what it cites rather than for what it says.
 */
const isSkipped = ($: CheerioAPI, element: Element) =>
  $(element).is(skipped) || (element.tagName === 'p' && $(element).text().startsWith('Source:'));

/** The text of a code block with its line breaks (highlighted lines end in `<br>`). */
function codeText($: CheerioAPI, pre: Cheerio<AnyNode>): string {
  let text = '';
  const walk = (node: AnyNode) => {
    if (node.type === 'text') text += (node as unknown as {data: string}).data;
    else if (node.type === 'tag') {
      if ((node as Element).tagName === 'br') text += '\n';
      else (node as Element).children.forEach(walk);
    }
  };
  pre.each((_, element) => walk(element));
  return text;
}

/** The content of an element as blocks: inline content joined, block boundaries breaking lines, code whole. */
function blocksOf($: CheerioAPI, root: Cheerio<AnyNode>): Block[] {
  const blocks: Block[] = [];
  let line = '';
  const flush = () => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text) blocks.push(text);
    line = '';
  };
  const walk = (node: AnyNode) => {
    if (node.type === 'text') {
      line += (node as unknown as {data: string}).data;
      return;
    }
    if (node.type !== 'tag') return;
    const element = node as Element;
    if (isSkipped($, element)) return;
    if (element.tagName === 'pre') {
      flush();
      const code = codeText($, $(element)).replace(/\n+$/, '');
      if (code.trim()) blocks.push([code]);
      return;
    }
    const block = blockTags.has(element.tagName);
    // Table cells stay on their row's line, separated like a table is read.
    if (element.tagName === 'td' || element.tagName === 'th') {
      if (line.trim()) line += ' | ';
      element.children.forEach(walk);
      return;
    }
    if (block) flush();
    element.children.forEach(walk);
    if (block) flush();
  };
  root.each((_, element) => walk(element));
  flush();
  return blocks;
}

/** The prose of an element as lines (headings, names): its code left out. */
const linesOf = ($: CheerioAPI, root: Cheerio<AnyNode>): string[] =>
  blocksOf($, root).filter((b): b is string => typeof b === 'string');

/**
 * The keys and values of a code example, one distinct line each, without YAML punctuation:
 * `  - logs:` becomes `logs`, `maxLines: 2000` stays. Comments are kept as text.
 */
function codeLines(code: string, seen: Set<string>): string[] {
  const out: string[] = [];
  for (const raw of code.split('\n')) {
    const line = raw
      .replace(/^\s*(?:-\s+)*/, '')
      .replace(/^#\s*/, '')
      .replace(/:\s*[|>][-+]?\s*$/, '')
      .replace(/:\s*$/, '')
      .replace(/^([^:]*:\s*)(["'])(.*)\2$/, '$1$3')
      .replace(/^(["'])(.*)\1$/, '$2')
      .trim();
    if (!/[\p{L}\p{N}]/u.test(line) || line.length > 200) continue;
    if (seen.has(line)) continue;
    seen.add(line);
    out.push(line);
  }
  return out;
}

/** The pages that links in an element lead to (without their fragment), other than the page itself. */
function linksOf($: CheerioAPI, root: Cheerio<AnyNode>): Set<string> {
  const out = new Set<string>();
  root.find('a[href]').each((_, a) => {
    const href = $(a).attr('href')!;
    if (!href.startsWith('#') && !/^[a-z]+:/i.test(href)) out.add(href.replace(/#.*$/, '').replace(/\/$/, ''));
  });
  return out;
}

/** Reference entries with their own anchor: a `<dt id>` whose link points at it (fields, flags, rules). */
const anchoredEntry = 'dt[id]:has(> a[href^="#"])';

/** Splits the content of a rendered doc or Markdown page into sections. */
export function sectionsFromHtml(html: string): PageSections {
  const $ = load(html);
  const article = $('article').first();
  const content = article.find('.markdown').first().length ? article.find('.markdown').first() : article;
  const title = linesOf($, article.find('h1').first()).join(' ') || $('title').text();
  const sections: Section[] = [{heading: '', anchor: '', blocks: [], code: [], links: new Set()}];
  const seenCode = new Set<string>();
  let current = sections[0]!;
  const addCode = (section: Section, blocks: Block[]) => {
    for (const block of blocks) if (typeof block !== 'string') section.code.push(...codeLines(block[0], seenCode));
  };

  content.children().each((_, child) => {
    const element = $(child);
    const tag = child.tagName;
    if (tag === 'header' || isSkipped($, child as Element)) return;
    if ((tag === 'h2' || tag === 'h3') && element.attr('id')) {
      current = {heading: linesOf($, element).join(' '), anchor: element.attr('id')!, level: tag === 'h2' ? 2 : 3, blocks: [], code: [], links: new Set()};
      sections.push(current);
      return;
    }
    // Each anchored entry becomes a section of its own, named by its link's text; its name is
    // also a key, so that the name ranks the entry first. What is left stays in the current section.
    const entries = element.find(anchoredEntry).addBack(anchoredEntry);
    const rest = entries.length ? element.clone() : element;
    entries.each((_, dt) => {
      const term = $(dt);
      const definition = term.nextUntil('dt', 'dd');
      const entry: Section = {
        heading: linesOf($, term.children('a').first()).join(' '),
        anchor: term.attr('id')!,
        entry: true,
        blocks: [...blocksOf($, term), ...blocksOf($, definition)],
        code: [],
        links: linksOf($, term.add(definition)),
      };
      entry.code.push(entry.heading.replace(/^.*\./, ''));
      addCode(entry, entry.blocks);
      sections.push(entry);
    });
    if (entries.length) rest.find(anchoredEntry).each((_, dt) => void $(dt).nextUntil('dt', 'dd').add(dt).remove());
    const blocks = blocksOf($, rest);
    for (const link of linksOf($, rest)) current.links.add(link);
    addCode(current, blocks);
    current.blocks.push(...blocks);
  });

  const titleTerms = $('[data-search-title]')
    .map((_, e) => $(e).attr('data-search-title'))
    .get()
    .join(' ');
  return {
    title,
    ...(titleTerms ? {titleTerms} : {}),
    description: $('meta[name="description"]').attr('content'),
    sections: sections.filter((s) => s.heading || s.blocks.length || s.code.length),
  };
}
