/**
 * How a page is bound to the reference: its front matter key `reference` names one entry
 * (`collector/logs`), several (`[hostCollector/cpu, hostAnalyzer/cpu]`), or a kind (`collector`)
 * for the page that explains what every entry of that kind shares. Shared by the plugin, the
 * remark plugin and the tests.
 */
export const bindingKey = 'reference';

function bindingIds(value: unknown): string[] {
  if (value === undefined) return [];
  const ids = Array.isArray(value) ? value : [value];
  if (!ids.every((id): id is string => typeof id === 'string')) throw new Error(`"${bindingKey}" must be a string or a list of strings`);
  return ids;
}

/**
 * Views of the whole reference, which a page binds with the same key (`reference: bundle-map`)
 * rather than an entry or a kind. The map of pages holds the page's URL under the view's name, so
 * that other pages link to it without guessing its URL.
 */
export const referenceViews = ['bundle-map'] as const;
export type ReferenceView = (typeof referenceViews)[number];
export const bundleMapView: ReferenceView = 'bundle-map';
const isView = (id: string): id is ReferenceView => (referenceViews as readonly string[]).includes(id);

/** The entries and kinds a page binds (not the views). */
export function parseBinding(value: unknown): string[] {
  return bindingIds(value).filter((id) => !isView(id));
}

/** The views of the whole reference a page binds. */
export function boundViews(value: unknown): ReferenceView[] {
  return bindingIds(value).filter(isView);
}

/** The generated data file of an entry's page, and of a kind's catalog. */
export const entryFile = (id: string) => `entry.${id.replace('/', '.')}.json`;
export const catalogFile = (kind: string) => `catalog.${kind}.json`;
/** The JSON Schemas of every document kind, by file name (published under /schemas/v1beta2/). */
export const schemasFile = 'schemas.v1beta2.json';
export const schemasPath = 'schemas/v1beta2';
/** The published schemas' directory: the site's `url` and `baseUrl` (docusaurus.config.ts), then `schemasPath`. */
export const schemasUrl = (url: string, baseUrl: string) => `${url}${baseUrl}${schemasPath}/`;
/** Each published schema's kind, URL and page, for the list on the page about editor schemas. */
export const schemaListFile = 'schema-list.json';

/** Where the plugin's data files are imported from (Docusaurus namespaces them by plugin name). */
export const pluginName = 'reference-pages';
export const generatedImport = (file: string) => `@generated/${pluginName}/default/${file}`;

/**
 * A page of the error reference binds one group of messages with its own front matter key
 * (`messages: preflight`), or the index of all of them (`messages: index`).
 */
export const messagesKey = 'messages';
export const messageIndexGroup = 'index';

/** The group a page binds, if any. */
export function boundMessageGroup(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new Error(`"${messagesKey}" must be a string`);
  return value;
}

/** The generated data of a message group's page, of the index, and of the messages a doc lists. */
export const messageGroupFile = (group: string) => `messages.${group}.json`;
export const messageIndexFile = 'messages.index.json';
export const messagesAboutFile = (docId: string) => `messages-about.${docId.replace(/\//g, '.')}.json`;

/** A doc's id, as the docs plugin makes it: its path under docs/ without extension. */
export const docIdOf = (file: string, docsDir: string) => file.slice(docsDir.length + 1).replace(/\\/g, '/').replace(/\.mdx?$/, '');
