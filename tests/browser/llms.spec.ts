/**
 * Pages for LLMs and tools (plugins/llms): the Markdown twin of every doc page, /llms.txt and
 * /llms-full.txt, checked in the build (each twin against its page's HTML and its MDX source), then
 * "Copy page", "View as Markdown" and the served content types in the browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {visit} from 'unist-util-visit';
import {toString} from 'mdast-util-to-string';
import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {builtPages} from '../lib/built-pages';
import {buildDir, docsDir} from '../lib/paths';
import {parseDoc} from '../lib/mdx';
import {twinPath} from '../../plugins/llms/twin';
import {bindingKey, parseBinding} from '../../plugins/reference-pages/binding';
import {findEntry} from '../../reference/index';
import {allFields} from '../../reference/shared';
import type {Field} from '../../reference/model';
import {settled} from '../lib/settled';

const site = 'https://troubleshoot.sh';
const markdown = unified().use(remarkParse).use(remarkGfm);
const parse = (text: string) => markdown.parse(text) as Root;

interface DocPage {
  url: string;
  title: string;
  /** The MDX source, from the page's "Edit this page" link. */
  source?: string;
  listed: boolean;
  next?: string;
  viewLink?: string;
}

// Read in beforeAll, not at import, so that the tests can be listed without a build.
let pages: ReturnType<typeof builtPages>;
let docPages: DocPage[];
let byTwinUrl: Map<string, DocPage>;
test.beforeAll(() => {
  pages = builtPages();
  docPages = [...pages]
    .filter(([, $]) => $('html').hasClass('docs-doc-page'))
    .map(([url, $]) => ({
      url,
      title: $('article h1').first().text(),
      source: $('a.theme-edit-this-page').attr('href')?.split('/edit/main/docs/')[1],
      listed: $('meta[name=robots][content*=noindex]').length === 0,
      next: $('a.pagination-nav__link--next').attr('href'),
      viewLink: $('a').filter((_, a) => $(a).text() === 'View as Markdown').attr('href'),
    }));
  byTwinUrl = new Map(docPages.map((page) => [`${site}${twinPath(page.url)}`, page]));
});

const read = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');
const twinOf = (page: DocPage) => read(twinPath(page.url).slice(1));

/** llms.txt as sections of `[title](url)` entries. */
function llmsIndex(): {sections: string[]; entries: {section: string; title: string; url: string}[]} {
  const tree = parse(read('llms.txt'));
  const sections: string[] = [];
  const entries: {section: string; title: string; url: string}[] = [];
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 2) sections.push(toString(node));
    if (node.type === 'list' && sections.length) {
      for (const item of node.children) {
        const first = item.children[0];
        const link = first?.type === 'paragraph' ? first.children[0] : undefined;
        if (link?.type === 'link') entries.push({section: sections.at(-1)!, title: toString(link), url: link.url});
      }
    }
  }
  return {sections, entries};
}

test.describe('the Markdown twins in the build', () => {
  test('every doc page has a twin that starts with # and the page title, and links it', () => {
    expect(docPages.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const page of docPages) {
      const file = path.join(buildDir, twinPath(page.url));
      if (!fs.existsSync(file)) {
        problems.push(`${page.url}: no ${twinPath(page.url)}`);
        continue;
      }
      const first = parse(fs.readFileSync(file, 'utf8')).children[0];
      if (first?.type !== 'heading' || first.depth !== 1 || toString(first) !== page.title) {
        problems.push(`${page.url}: the twin starts with "${first ? toString(first) : ''}", not "# ${page.title}"`);
      }
      if (page.viewLink !== twinPath(page.url)) problems.push(`${page.url}: "View as Markdown" links ${page.viewLink}`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('no twin holds JSX, HTML, an import or an export, and every link is absolute', () => {
    const problems: string[] = [];
    for (const page of docPages) {
      visit(parse(twinOf(page)), (node) => {
        if (node.type === 'html') problems.push(`${page.url}: HTML or JSX ${node.value.slice(0, 60)}`);
        if (node.type === 'paragraph' && /^(import|export)\s/.test(toString(node))) problems.push(`${page.url}: ${toString(node).slice(0, 60)}`);
        if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && !/^(https?:|mailto:)/.test(node.url)) {
          problems.push(`${page.url}: relative link ${node.url}`);
        }
      });
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('every code block of a page is in its twin, unchanged', () => {
    const problems: string[] = [];
    for (const page of docPages.filter((p) => p.source)) {
      const twinBlocks = new Set<string>();
      visit(parse(twinOf(page)), 'code', (node) => void twinBlocks.add(node.value));
      visit(parseDoc(path.join(docsDir, page.source!)).tree, 'code', (node) => {
        if (!twinBlocks.has(node.value)) problems.push(`${page.url}: a code block that starts "${node.value.slice(0, 50)}"`);
      });
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('every heading and every entry with its own anchor (a field, a flag, a rule) of a page is linked by its anchor in the twin', () => {
    const problems: string[] = [];
    let anchors = 0;
    for (const page of docPages) {
      const $ = pages.get(page.url)!;
      const ids = $('article .markdown')
        .find('h2[id], h3[id], h4[id], h5[id], h6[id], dt[id]')
        .map((_, element) => $(element).attr('id'))
        .get();
      const pagePath = page.url.replace(/\/$/, '');
      const linked = new Set<string>();
      visit(parse(twinOf(page)), 'link', (node) => {
        const url = new URL(node.url);
        if (`${url.origin}${url.pathname.replace(/\/$/, '')}` === `${site}${pagePath}` && url.hash) linked.add(decodeURIComponent(url.hash.slice(1)));
      });
      anchors += ids.length;
      for (const id of ids) if (!linked.has(id)) problems.push(`${page.url}#${id}`);
    }
    expect(anchors).toBeGreaterThan(3000);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('the twin of a reference page names every field of the entries its field lists show', () => {
    const paths = (fields: Field[], parent = ''): string[] =>
      fields.flatMap((field) => {
        const name = `${parent}${field.name}`;
        return [name, ...(field.fields && !field.kubernetesType ? paths(field.fields, `${name}.`) : [])];
      });
    const problems: string[] = [];
    let checked = 0;
    for (const page of docPages.filter((p) => p.source)) {
      const {frontMatter, tree} = parseDoc(path.join(docsDir, page.source!));
      const bound = parseBinding(frontMatter[bindingKey]).filter((id) => id.includes('/'));
      const twin = twinOf(page);
      visit(tree, 'mdxJsxFlowElement', (element: MdxJsxFlowElement) => {
        if (element.name !== 'Fields') return;
        const of = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'of')?.value;
        for (const id of bound.filter((i) => !of || i.startsWith(`${String(of)}/`))) {
          const entry = findEntry(id);
          if (!entry) continue;
          checked++;
          for (const name of paths(allFields(entry))) if (!twin.includes(`\`${name}\``)) problems.push(`${page.url}: ${id} field ${name}`);
        }
      });
    }
    expect(checked).toBeGreaterThan(50);
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

test.describe('llms.txt and llms-full.txt in the build', () => {
  test('llms.txt opens with the site title and summary', () => {
    const [title, summary] = parse(read('llms.txt')).children;
    expect(title?.type === 'heading' && title.depth === 1 && toString(title)).toBe('Troubleshoot');
    expect(summary?.type).toBe('blockquote');
  });

  test('llms.txt lists every listed doc page once, by its own title, linking its twin', () => {
    const {entries} = llmsIndex();
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const entry of entries) {
      if (seen.has(entry.url)) problems.push(`listed twice: ${entry.url}`);
      seen.add(entry.url);
    }
    for (const page of docPages.filter((p) => p.listed)) {
      const entry = entries.find((e) => e.url === `${site}${twinPath(page.url)}`);
      if (!entry) problems.push(`${page.url}: not in llms.txt`);
      else if (entry.title !== page.title) problems.push(`${page.url}: listed as "${entry.title}", its title is "${page.title}"`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('llms.txt follows the sidebar: its sections are the sidebar categories, its pages the reading order', () => {
    const {sections, entries} = llmsIndex();
    const $ = pages.get('/docs/')!;
    const categories = $('.theme-doc-sidebar-item-category-level-1 > .menu__list-item-collapsible .menu__link')
      .map((_, a) => $(a).text())
      .get();
    expect(sections.filter((s) => categories.includes(s))).toEqual(categories);
    // Each page's "Next" link (the sidebar order) is the entry that follows it.
    const problems: string[] = [];
    entries.forEach((entry, i) => {
      const page = byTwinUrl.get(entry.url);
      const following = entries[i + 1];
      if (!page?.next || !following) return;
      if (`${site}${twinPath(page.next)}` !== following.url) problems.push(`${entry.url} is followed by ${following.url}, the sidebar says ${page.next}`);
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('llms-full.txt holds the twin of every page of llms.txt, in the same order', () => {
    const full = read('llms-full.txt');
    const titles = parse(full)
      .children.filter((node) => node.type === 'heading' && node.depth === 1)
      .map((node) => toString(node));
    const {entries} = llmsIndex();
    expect(titles).toEqual(['Troubleshoot', ...entries.map((e) => e.title)]);
    const missing = entries.filter((entry) => {
      const twin = read(entry.url.slice(site.length + 1));
      return !full.includes(twin.slice(twin.indexOf('\n') + 1));
    });
    expect(missing.map((e) => e.url)).toEqual([]);
  });
});

test.describe('page actions and serving', () => {
  const reference = '/docs/collect/logs';

  test('"Copy page" copies the page as Markdown', async ({browser}) => {
    const context = await browser.newContext({permissions: ['clipboard-read', 'clipboard-write']});
    const page = await context.newPage();
    await page.goto(reference);
    await settled(page);
    const expected = await (await page.request.get(twinPath(reference))).text();
    expect(expected.startsWith('# Logs\n')).toBe(true);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await context.close();
  });

  test('"Copy page" works without navigator.clipboard (plain-HTTP origins)', async ({page}) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as {clipboard?: unknown}).clipboard;
      document.addEventListener('copy', () => {
        (window as unknown as {copied: string}).copied = String(window.getSelection());
      });
    });
    await page.goto('/docs/');
    await settled(page);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    const copied = await page.evaluate(() => (window as unknown as {copied?: string}).copied);
    expect(copied).toBe(await (await page.request.get('/docs.md')).text());
  });

  test('"View as Markdown" opens the twin, served as UTF-8 Markdown', async ({page}) => {
    await page.goto(reference);
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === twinPath(reference)),
      page.getByRole('link', {name: 'View as Markdown'}).click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/markdown;\s*charset=utf-8$/i);
    await expect(page).toHaveURL(new RegExp(`${twinPath(reference).replace(/\./g, '\\.')}$`));
    await expect(page.locator('body')).toContainText('# Logs');
  });

  test('llms.txt and llms-full.txt are served as UTF-8 plain text', async ({request}) => {
    for (const file of ['/llms.txt', '/llms-full.txt']) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['content-type'], file).toMatch(/^text\/plain;\s*charset=utf-8$/i);
    }
  });
});
