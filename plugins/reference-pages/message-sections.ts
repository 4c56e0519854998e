/**
 * The section that lists, at the end of a doc page, the messages about its subject (those whose
 * page it is, and those about the reference entries it binds): the same nodes for the rendered page
 * (a remark plugin that runs before Docusaurus's own, so that the heading gets an id and a place in
 * the table of contents) and for its Markdown twin (plugins/llms). Nothing is written by hand.
 */
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import type {VFile} from 'vfile';
import {messagesAbout} from '../../reference/messages/index';
import {bindingKey, docIdOf, messagesKey, parseBinding} from './binding';

const messagesSectionHeading = 'Messages';

/** The doc id of a page that gets the section, or undefined (no messages, or a page of the error reference). */
export function messagesSectionDoc(file: string | undefined, siteDir: string, frontMatter: Record<string, unknown>): string | undefined {
  if (!file || frontMatter[messagesKey] !== undefined) return undefined;
  const docsDir = path.join(siteDir, 'docs');
  if (!file.startsWith(`${docsDir}${path.sep}`)) return undefined;
  const docId = docIdOf(file, docsDir);
  const entries = parseBinding(frontMatter[bindingKey]).filter((id) => id.includes('/'));
  return messagesAbout(docId, entries).length > 0 ? docId : undefined;
}

/** The heading and the component of the section. */
function messagesSection(): RootContent[] {
  return [
    {type: 'heading', depth: 2, children: [{type: 'text', value: messagesSectionHeading}]},
    {type: 'mdxJsxFlowElement', name: 'MessagesAbout', attributes: [], children: []},
  ];
}

/** The remark plugin: appends the section to the pages that have messages. */
export default function remarkMessagesSection() {
  return (root: Root, file: VFile) => {
    const frontMatter = (file.data.frontMatter ?? {}) as Record<string, unknown>;
    if (messagesSectionDoc(file.path, file.cwd, frontMatter)) root.children.push(...messagesSection());
  };
}
