/**
 * Small builders of Markdown syntax trees (mdast), for the parts of llms.txt and llms-full.txt that
 * are not a page: what they return is nodes, and the stringifier escapes them.
 */
import type {Heading, InlineCode, Link, List, ListItem, Paragraph, PhrasingContent, Text} from 'mdast';

export const text = (value: string): Text => ({type: 'text', value});
export const inlineCode = (value: string): InlineCode => ({type: 'inlineCode', value});
export const link = (url: string, ...children: PhrasingContent[]): Link => ({type: 'link', url, children});
export const paragraph = (...children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
export const heading = (depth: Heading['depth'], ...children: PhrasingContent[]): Heading => ({type: 'heading', depth, children});

/** A tight bullet list, one paragraph per item. */
export function list(items: PhrasingContent[][]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((item): ListItem => ({type: 'listItem', spread: false, children: [paragraph(...item)]})),
  };
}
