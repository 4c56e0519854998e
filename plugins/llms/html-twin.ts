/**
 * A doc page's Markdown twin, made from the HTML the build wrote for it, so that the twin says what
 * the page says whatever Markdown, MDX or component produced it. The page's article is read
 * without what search also leaves out (../built-html.ts), turned into a Markdown tree by
 * hast-util-from-html and hast-util-to-mdast, and printed by remark-stringify as CommonMark with GFM
 * tables:
 * - it starts with `# <title>`, the title the page shows;
 * - each heading and each entry with its own anchor (a field, a flag, a rule) links to that
 *   anchor, so that a reader of the twin can cite it;
 * - every link and image is absolute: the page's own URL is the base they resolve against;
 * - code blocks keep their language and their text, exactly;
 * - the "source" links of a behaviour statement become the `file#function` each one names
 *   (`data-source`), in one parenthesis: their addresses would repeat the repository's dozens of
 *   times a page, and llms.txt names the repository and commit they are relative to;
 * - an admonition becomes a block quote that opens with its label in bold;
 * - form controls (the interactive tools' inputs) are left out; their labels stay.
 */
import {load, type Cheerio, type CheerioAPI} from 'cheerio';
import type {AnyNode} from 'domhandler';
import type {Element} from 'hast';
import type {BlockContent, Heading, PhrasingContent, Root, RootContent} from 'mdast';
import {unified} from 'unified';
import remarkGfm from 'remark-gfm';
import remarkStringify, {type Options as StringifyOptions} from 'remark-stringify';
import {fromHtml} from 'hast-util-from-html';
import {defaultHandlers, toMdast, type Handle, type State} from 'hast-util-to-mdast';
import {toText} from 'hast-util-to-text';
import {visit} from 'unist-util-visit';
import {notReadSelector} from '../built-html';

/** The twin in two parts: its `# Title` line, and the rest (llms-full.txt puts the page's address between them). */
export interface Twin {
  title: string;
  body: string;
}

/** The attribute that names the code a "source" link points at (`pkg/collect/logs.go#setLogLimits`). */
const sourceAttribute = 'data-source';

const classesOf = (element: Element): string[] => (element.properties.className as string[] | undefined) ?? [];

/** `<pre>`: a fenced block with the language the theme names on it (`language-yaml`), and the exact text. */
const pre: Handle = (state, element) => {
  const language = classesOf(element).find((name) => name.startsWith('language-'));
  const code = {...element, children: [{type: 'element', tagName: 'code', properties: {className: language ? [language] : []}, children: element.children}]};
  return defaultHandlers.pre(state, code as Element);
};

/** h2 to h6 with an id: the heading, its text linked to its anchor. */
const anchoredHeading: Handle = (state, element) => {
  const heading = defaultHandlers.h2(state, element);
  const id = element.properties.id;
  if (typeof id !== 'string' || heading.children.length === 0) return heading;
  return {...heading, children: [{type: 'link', url: state.resolve(`#${id}`), children: heading.children}]};
};

/** The theme's admonition (a heading with an icon, then the content): a block quote opening with the label. */
function admonition(state: State, element: Element): RootContent {
  const [label, content] = element.children.filter((child): child is Element => child.type === 'element');
  const text = toText(label!).trim();
  const heading: PhrasingContent = {type: 'strong', children: [{type: 'text', value: text.charAt(0).toUpperCase() + text.slice(1)}]};
  return {type: 'blockquote', children: [{type: 'paragraph', children: [heading]}, ...(state.toFlow(state.all(content!)) as BlockContent[])]};
}

const div: Handle = (state, element) =>
  classesOf(element).includes('theme-admonition') ? admonition(state, element) : defaultHandlers.div(state, element);

const ignore: Handle = () => undefined;

const toMarkdownOptions: StringifyOptions = {
  bullet: '-',
  rule: '-',
  emphasis: '_',
  strong: '*',
  fences: true,
  listItemIndent: 'one',
  incrementListMarker: true,
};

const handlers: Record<string, Handle> = {
  pre,
  div,
  h2: anchoredHeading,
  h3: anchoredHeading,
  h4: anchoredHeading,
  h5: anchoredHeading,
  h6: anchoredHeading,
  // A word-break hint (in long bundle paths) is no text; the default makes it a zero-width space.
  wbr: ignore,
  input: ignore,
  textarea: ignore,
  select: ignore,
};

// Tables unpadded: a long cell would pad every row of its column.
const stringifier = unified().use(remarkGfm, {tablePipeAlign: false}).use(remarkStringify, toMarkdownOptions);

export const stringify = (root: Root): string => stringifier.stringify(root);

/**
 * Spaces at the edges of bold or italic text (`<strong>Title. </strong>Text`) go outside it:
 * Markdown cannot end emphasis on a space, and the printer would write them as character references.
 */
function spacesOutsideEmphasis(tree: Root): void {
  visit(tree, (node, index, parent) => {
    if ((node.type !== 'strong' && node.type !== 'emphasis') || !parent || index === undefined) return undefined;
    const first = node.children[0];
    const last = node.children.at(-1);
    const before = first?.type === 'text' && /^\s/.test(first.value);
    const after = last?.type === 'text' && /\s$/.test(last.value);
    if (before) first.value = first.value.trimStart();
    if (after) last.value = last.value.trimEnd();
    const space = (): PhrasingContent => ({type: 'text', value: ' '});
    const nodes = [...(before ? [space()] : []), node, ...(after ? [space()] : [])];
    (parent.children as PhrasingContent[]).splice(index, 1, ...nodes);
    return index + nodes.length;
  });
}

/** Each run of "source" links becomes ` (source: <code>file#function</code>, …)`. */
function sourcesAsCode($: CheerioAPI, content: Cheerio<AnyNode>): void {
  content.find(`a[${sourceAttribute}]`).each((_, link) => {
    const first = $(link);
    if (first.prev().is(`a[${sourceAttribute}]`)) return;
    const run = first.add(first.nextUntil(`:not(a[${sourceAttribute}])`));
    const refs = run.map((_, a) => $('<code>').text($(a).attr(sourceAttribute)!)).get();
    run.slice(1).remove();
    first.replaceWith($('<span>').append('(source: ', ...refs.flatMap((ref, i) => (i === 0 ? [ref] : [', ', ref])), ')'));
  });
}

/** The twin of a built doc page; `url` is the page's absolute URL, `title` its title for pages whose HTML shows none. */
export function twinFromHtml(html: string, url: string, title: string): Twin {
  const $ = load(html);
  const article = $('article').first();
  const content = article.find('.markdown').first();
  if (!content.length) throw new Error(`${url}: no article content in the built page`);
  const shownTitle = content.children('header').find('h1').first().text().trim() || title;
  content.children('header').remove();
  sourcesAsCode($, content);
  content.find(notReadSelector).remove();
  const hast = fromHtml(content.html() ?? '', {fragment: true});
  // The page's own URL is the base every link and image resolves against.
  hast.children.unshift({type: 'element', tagName: 'base', properties: {href: url}, children: []});
  // React's markers between text nodes (`<!-- -->`) are comments: no content.
  const tree = toMdast(hast, {handlers, nodeHandlers: {comment: ignore}, document: true, newlines: true}) as Root;
  spacesOutsideEmphasis(tree);
  const heading: Heading = {type: 'heading', depth: 1, children: [{type: 'text', value: shownTitle}]};
  return {title: stringify({type: 'root', children: [heading]}), body: stringify(tree)};
}
