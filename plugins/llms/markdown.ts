/**
 * A doc page's Markdown twin, from its MDX source: preprocessed and parsed as Docusaurus's MDX
 * loader does it (its string preprocessing, MDX or CommonMark by the same format rule, GFM,
 * directives, front matter, HTML comments), then the syntax tree is transformed and stringified as
 * plain CommonMark with GFM tables:
 * - front matter, imports and exports are dropped;
 * - each registered reference component is replaced by the Markdown of its data (./components.ts),
 *   found as plugins/reference-pages/remark.ts finds it; a bound page gets its facts line on top;
 * - literal expressions (`{'{'}`) become their text, comments disappear, other expressions fail;
 * - admonitions become block quotes that start with their label; explicit heading ids go;
 * - every link and image becomes absolute (the site URL plus its path);
 * - the page starts with `# <title>`, the title the page itself shows.
 */
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkStringify, {type Options as StringifyOptions} from 'remark-stringify';
import remarkComment from '@slorber/remark-comment';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, parseMarkdownHeadingId, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import {SKIP, visit} from 'unist-util-visit';
import type {BlockContent, Blockquote, Heading, Parent, PhrasingContent, Root, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {MdxFlowExpression, MdxTextExpression} from 'mdast-util-mdx-expression';
import type {ContainerDirective} from 'mdast-util-directive';
import type {Program} from 'estree';
import {bindingKey, boundMessageGroup, bundleMapFile, catalogFile, entryFile, messageGroupFile, messageIndexFile, messagesAboutFile, messagesKey, parseBinding, schemaListFile} from '../reference-pages/binding';
import {messagesSection, messagesSectionDoc} from '../reference-pages/message-sections';
import type {MessageGroupData, MessageIndexData, MessagesAboutData} from '../reference-pages/messages-data';
import type {BundleMapData} from '../bundle-map/data';
import type {CatalogRow, PageData, SchemaRow} from '../reference-pages/page-data';
import {renderers, type ComponentCall} from './components';
import {heading, paragraph, strong, text} from './mdast';

export interface DocSource {
  /** Absolute path of the MDX (or Markdown) file. */
  file: string;
  /** Its contents. */
  source: string;
  permalink: string;
  /** The page's title: front matter `title`, or its first heading (the docs plugin's `title`). */
  title: string;
  frontMatter: Record<string, unknown>;
}

/** docusaurus.config.ts `markdown.format`. */
export type MarkdownFormat = 'mdx' | 'md' | 'detect';

export interface SiteLinks {
  /** The site's origin, `https://troubleshoot.sh` (docusaurus.config.ts `url`). */
  origin: string;
  /** The site's folder, under which docs/ holds the pages. */
  siteDir: string;
  baseUrl: string;
  /** The permalink of a doc, by its absolute source path (for links written as file paths). */
  permalinkOf(file: string): string | undefined;
}

/** The reference data of the pages, by generated file name (plugins/reference-pages/binding.ts). */
export type ReferenceData = (file: string) => unknown;

const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter, ['yaml']).use(remarkDirective).use(remarkGfm).use(remarkComment);
const mdParser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkDirective).use(remarkGfm);

/** Docusaurus's admonition keywords (theme-classic): `:::note` and the rest. */
const admonitions = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'secondary', 'success'];

/** As @docusaurus/mdx-loader (format.ts): front matter `format`, then the site's, by extension for `detect`. */
function isMdx(doc: DocSource, siteFormat: MarkdownFormat): boolean {
  const format = (doc.frontMatter.format as MarkdownFormat | undefined) ?? siteFormat;
  return format === 'detect' ? !/\.(md|markdown|mdown|mkdn|mkd|mdwn|mkdown|ron)$/.test(doc.file) : format === 'mdx';
}

/** The source as the MDX loader hands it to the parser (preprocessor.ts, with the default mdx1Compat). */
function preprocessed(source: string): string {
  return admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)), admonitions);
}

const stringifyOptions: StringifyOptions = {
  bullet: '-',
  rule: '-',
  emphasis: '_',
  strong: '*',
  fences: true,
  listItemIndent: 'one',
  incrementListMarker: true,
};
// Tables unpadded: the Meaning column of a field table would pad every row to its longest cell.
const stringifier = unified().use(remarkGfm, {tablePipeAlign: false}).use(remarkStringify, stringifyOptions);

export function stringify(root: Root): string {
  return stringifier.stringify(root);
}

/** The absolute URL of a link on a page, as the browser (and Docusaurus, for file links) resolves it. */
export function absoluteUrl(url: string, page: {file: string; permalink: string}, site: SiteLinks): string {
  if (url === '' || /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  const pageUrl = `${site.origin}${page.permalink}`;
  if (url.startsWith('#')) return `${pageUrl}${url}`;
  if (url.startsWith('/')) {
    // Docusaurus prefixes the base URL to a site path that lacks it (useBaseUrl).
    return `${site.origin}${url.startsWith(site.baseUrl) ? url : `${site.baseUrl}${url.slice(1)}`}`;
  }
  const resolved = new URL(url, pageUrl);
  if (/\.mdx?$/.test(resolved.pathname)) {
    // A link to a doc by its file path: Docusaurus turns it into the doc's permalink.
    const target = path.resolve(path.dirname(page.file), decodeURIComponent(url.split(/[?#]/)[0]!));
    const permalink = site.permalinkOf(target);
    if (permalink) return `${site.origin}${permalink}${resolved.search}${resolved.hash}`;
  }
  return resolved.href;
}

function attributesOf(element: MdxJsxFlowElement | MdxJsxTextElement, where: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || (attribute as MdxJsxAttribute).value === null || typeof attribute.value !== 'string') {
      throw new Error(`${where}: <${element.name}> has an attribute that is not a plain string; the Markdown twin cannot read it`);
    }
    out[attribute.name] = attribute.value;
  }
  return out;
}

/** The text of an expression that is a literal (`{'{'}`), nothing for a comment; anything else fails. */
function expressionText(node: MdxFlowExpression | MdxTextExpression, where: string): string {
  const program = node.data?.estree as Program | undefined;
  if (program && program.body.length === 0) return '';
  const statement = program?.body[0];
  if (program?.body.length === 1 && statement?.type === 'ExpressionStatement') {
    const {expression} = statement;
    if (expression.type === 'Literal' && (typeof expression.value === 'string' || typeof expression.value === 'number')) return String(expression.value);
    if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) return expression.quasis.map((q) => q.value.cooked ?? '').join('');
  }
  throw new Error(`${where}: the expression {${node.value}} is not a literal; the Markdown twin cannot render it`);
}

/** The syntax tree of a page's twin. */
export function docTree(doc: DocSource, site: SiteLinks, data: ReferenceData, format: MarkdownFormat = 'mdx'): Root {
  const where = path.relative(process.cwd(), doc.file);
  const source = preprocessed(doc.source);
  const tree = (isMdx(doc, format) ? mdxParser : mdParser).parse(source) as Root;
  const bound = parseBinding(doc.frontMatter[bindingKey]);
  const entryIds = bound.filter((id) => id.includes('/'));
  const pageKind = bound.find((id) => !id.includes('/'));

  const load = <T>(file: string): T => {
    const value = data(file);
    if (value === undefined) throw new Error(`${where}: no reference data ${file}`);
    return value as T;
  };
  /** As remark.ts: the entries of the element's `of` kind, or every bound one. */
  const entriesOf = (name: string, attributes: Record<string, string>): string[] => {
    const kind = attributes.of;
    const chosen = kind ? entryIds.filter((id) => id.startsWith(`${kind}/`)) : entryIds;
    if (chosen.length === 0) throw new Error(`${where}: <${name}>: front matter "${bindingKey}" binds no entry${kind ? ` of kind ${kind}` : ''}`);
    return chosen;
  };
  const call = (name: string, attributes: Record<string, string>): ComponentCall => ({
    name,
    attributes,
    permalink: doc.permalink,
    entry() {
      const ids = entriesOf(name, attributes);
      if (ids.length !== 1) throw new Error(`${where}: <${name}> renders one entry; add of="<kind>" (bound: ${JSON.stringify(bound)})`);
      return load<PageData>(entryFile(ids[0]!));
    },
    entries: () => entriesOf(name, attributes).map((id) => load<PageData>(entryFile(id))),
    rows() {
      if (!attributes.kind) throw new Error(`${where}: <${name}> needs a kind="..." attribute`);
      return load<CatalogRow[]>(catalogFile(attributes.kind));
    },
    kind() {
      const kind = attributes.kind ?? pageKind;
      if (!kind) throw new Error(`${where}: <${name}> needs kind="..." or a page bound to a kind`);
      return kind;
    },
    bundleMap: () => load<BundleMapData>(bundleMapFile),
    schemaList: () => load<SchemaRow[]>(schemaListFile),
    messageGroup() {
      const group = boundMessageGroup(doc.frontMatter[messagesKey]);
      if (!group) throw new Error(`${where}: <${name}> needs front matter "${messagesKey}" naming a group of messages`);
      return load<MessageGroupData>(messageGroupFile(group));
    },
    messageIndex: () => load<MessageIndexData>(messageIndexFile),
    messagesAbout() {
      const docId = messagesSectionDoc(doc.file, site.siteDir, doc.frontMatter);
      if (!docId) throw new Error(`${where}: <${name}> renders the messages of a page that has some`);
      return load<MessagesAboutData>(messagesAboutFile(docId));
    },
  });

  // As plugins/reference-pages/message-sections.ts: the messages about the page's subject close it.
  if (messagesSectionDoc(doc.file, site.siteDir, doc.frontMatter)) tree.children.push(...messagesSection());

  /** What replaces an element: the Markdown of a registered component, or the element's children. */
  const replacement = (element: MdxJsxFlowElement | MdxJsxTextElement): RootContent[] => {
    const name = element.name;
    if (name && name in renderers) {
      const renderer = renderers[name]!;
      const nodes = renderer.render(call(name, attributesOf(element, where)));
      if (element.type === 'mdxJsxTextElement' && !renderer.inline) {
        throw new Error(`${where}: <${name}> renders blocks; put it on a line of its own`);
      }
      return renderer.inline && element.type === 'mdxJsxFlowElement' ? [paragraph(...(nodes as PhrasingContent[]))] : nodes;
    }
    // Fragments and HTML elements keep their content, except <head> (page metadata); a component must have a renderer.
    if (name && /^[A-Z]/.test(name)) throw new Error(`${where}: <${name}> has no Markdown renderer in plugins/llms/components.ts`);
    return name === 'head' ? [] : (element.children as RootContent[]);
  };

  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return undefined;
    const replace = (nodes: RootContent[]): [typeof SKIP, number] => {
      (parent as Parent).children.splice(index, 1, ...(nodes as Parent['children']));
      // Visit what came in (a fragment's children may hold components); generated nodes hold none.
      return [SKIP, index];
    };
    const mdx = node as RootContent;
    switch (mdx.type) {
      case 'yaml':
      case 'mdxjsEsm':
        return replace([]);
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return replace(replacement(mdx));
      case 'mdxFlowExpression': {
        const value = expressionText(mdx, where);
        return replace(value ? [paragraph(text(value))] : []);
      }
      case 'mdxTextExpression': {
        const value = expressionText(mdx, where);
        return replace(value ? [text(value)] : []);
      }
      case 'containerDirective':
        return replace([admonition(mdx, where)]);
      case 'leafDirective':
      case 'textDirective': {
        // Docusaurus gives back the text of a directive that is not an admonition.
        const original = sourceOf(mdx, source, where);
        return replace([mdx.type === 'leafDirective' ? paragraph(text(original)) : text(original)]);
      }
      case 'heading':
        withoutHeadingId(mdx);
        return undefined;
      default:
        return undefined;
    }
  });

  // A paragraph left empty (it held only a comment or a <head>) would print as a blank line.
  visit(tree, 'paragraph', (node, index, parent) => {
    if (!parent || index === undefined || toString(node).trim() !== '' || node.children.some((child) => child.type === 'image')) return undefined;
    parent.children.splice(index, 1);
    return [SKIP, index];
  });

  // The page's own first heading, when it opens the page, is the title written below.
  const first = tree.children[0];
  if (first?.type === 'heading' && first.depth === 1) tree.children.shift();

  // As remark.ts: the facts line of each bound entry opens a page bound to entries.
  const facts = (pageKind ? [] : entryIds).flatMap(
    (id): RootContent[] => renderers.EntryFacts!.render(call('EntryFacts', entryIds.length > 1 ? {of: id.split('/')[0]!} : {})),
  );
  tree.children.unshift(heading(1, text(doc.title)), ...facts);

  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition' || node.type === 'image') node.url = absoluteUrl(node.url, doc, site);
  });

  return tree;
}

function sourceOf(node: {position?: {start: {offset?: number}; end: {offset?: number}}}, source: string, where: string): string {
  const {start, end} = node.position ?? {start: {}, end: {}};
  if (start.offset === undefined || end.offset === undefined) throw new Error(`${where}: a directive without a position`);
  return source.slice(start.offset, end.offset);
}

/** `## Title {#id}` → `## Title`, as Docusaurus's headings plugin does (remark/headings). */
function withoutHeadingId(node: Heading): void {
  const last = node.children.at(-1);
  if (last?.type !== 'text' || !parseMarkdownHeadingId(toString(node)).id) return;
  const {text: rest} = parseMarkdownHeadingId(last.value);
  if (rest) last.value = rest;
  else node.children.pop();
}

/** `:::caution[Deprecated]` → a block quote opening with **Deprecated**. */
function admonition(node: ContainerDirective, where: string): Blockquote {
  if (!admonitions.includes(node.name)) throw new Error(`${where}: :::${node.name} is not an admonition; the Markdown twin cannot render it`);
  const [first, ...rest] = node.children;
  const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  const label: PhrasingContent[] = hasLabel ? first.children : [text(node.name[0]!.toUpperCase() + node.name.slice(1))];
  const body = (hasLabel ? rest : node.children) as BlockContent[];
  return {type: 'blockquote', children: [paragraph(strong(...(label as PhrasingContent[]))), ...body]};
}
