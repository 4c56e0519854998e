/**
 * Small builders of Markdown syntax trees (mdast), for the Markdown the twins render from the
 * reference data. Reference text is plain text in which backticks mark code, nothing else (see
 * reference/model.ts), so `referenceText` is the only reading of it; what it returns is nodes, and
 * the stringifier escapes them.
 */
import type {
  BlockContent,
  Code,
  Heading,
  InlineCode,
  Link,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  Strong,
  Table,
  TableCell,
  TableRow,
  Text,
} from 'mdast';
import type {Behaviour} from '../../reference/model';

export const text = (value: string): Text => ({type: 'text', value});
export const inlineCode = (value: string): InlineCode => ({type: 'inlineCode', value});
export const strong = (...children: PhrasingContent[]): Strong => ({type: 'strong', children});
export const link = (url: string, ...children: PhrasingContent[]): Link => ({type: 'link', url, children});
export const paragraph = (...children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
export const heading = (depth: Heading['depth'], ...children: PhrasingContent[]): Heading => ({type: 'heading', depth, children});
export const codeBlock = (value: string, lang?: string): Code => ({type: 'code', lang: lang ?? null, meta: null, value});

/** A bullet list; each item is a list of blocks (a bare phrasing list makes one paragraph). */
export function list(items: (BlockContent[] | PhrasingContent[])[]): List {
  const blocks = (item: BlockContent[] | PhrasingContent[]): BlockContent[] =>
    item.length > 0 && item.every(isPhrasing) ? [paragraph(...(item as PhrasingContent[]))] : (item as BlockContent[]);
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((item): ListItem => ({type: 'listItem', spread: false, children: blocks(item)})),
  };
}

const phrasingTypes = new Set(['text', 'inlineCode', 'strong', 'emphasis', 'link', 'break', 'delete', 'image']);
function isPhrasing(node: {type: string}): boolean {
  return phrasingTypes.has(node.type);
}

/** A GFM table: a header row of plain labels, then rows of cells. */
export function table(header: string[], rows: PhrasingContent[][][]): Table {
  const row = (cells: PhrasingContent[][]): TableRow => ({
    type: 'tableRow',
    children: cells.map((children): TableCell => ({type: 'tableCell', children})),
  });
  return {type: 'table', align: header.map(() => null), children: [row(header.map((label) => [text(label)])), ...rows.map(row)]};
}

/** Reference text: plain text in which `backticks` mark code (as the Text component reads it). */
export function referenceText(value: string): PhrasingContent[] {
  return value
    .split(/(`[^`]+`)/)
    .filter((part) => part !== '')
    .map((part) => (part.length > 1 && part.startsWith('`') && part.endsWith('`') ? inlineCode(part.slice(1, -1)) : text(part)));
}

/** Phrasing items joined as the pages join them: `a`, `b` and `c` (or `or`, or one separator throughout). */
export function joined(items: PhrasingContent[][], last = ' and ', between = ', '): PhrasingContent[] {
  return items.flatMap((item, i) => [...(i === 0 ? [] : [text(i === items.length - 1 ? last : between)]), ...item]);
}

/**
 * The code that shows a behaviour: each file and function, as the pages' "source" links name
 * them (the links themselves would repeat the repository's address dozens of times a page; the
 * facts line and llms.txt give the repository and commit they are relative to).
 */
export function sources(refs: Behaviour['source']): PhrasingContent[] {
  if (refs.length === 0) return [];
  return [text(' (source: '), ...joined(refs.map((ref) => [inlineCode(ref)]), ', ', ', '), text(')')];
}

/** A behaviour statement as the pages show it: its title in bold, its text, its sources. */
export function behaviour(item: Behaviour): PhrasingContent[] {
  return [...(item.title ? [strong(...referenceText(`${item.title}.`)), text(' ')] : []), ...referenceText(item.text), ...sources(item.source)];
}
