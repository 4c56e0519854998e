/**
 * Embedded search: builds the section index of every doc (and Markdown page) once all content is
 * loaded, serves it as a static JSON file that the client fetches on the first search, and adds
 * the /search page.
 *
 * - `docusaurus build`: the files are written to build/assets/search/<hash>/ (postBuild).
 * - `docusaurus start`: the same files are served from .docusaurus/search-index-files/ by the dev
 *   server, rebuilt whenever docs or reference data change.
 * The URL of index.json reaches the client as this plugin's global data ('search-index').
 *
 * With `enabled: false` (Algolia DocSearch configured) the plugin does nothing: the Algolia theme
 * brings its own /search page, so there is exactly one /search route either way.
 */
import fs from 'node:fs';
import path from 'node:path';
import {normalizeUrl} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildSearchIndex, inlineText, writeIndex, type BuiltIndex, type SourcePage} from './build-index';

export interface PluginOptions {
  /** False when hosted search (Algolia) is configured. */
  enabled?: boolean;
  /** Route of the search page. */
  searchPagePath?: string;
}

interface DocLike {
  id: string;
  title: string;
  source: string;
  permalink: string;
  unlisted?: boolean;
  draft?: boolean;
  frontMatter?: {description?: string};
}

interface SidebarItem {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
}

/** Doc id → label of the top-level sidebar category that holds it. */
function categoriesOf(sidebars: Record<string, SidebarItem[]> | undefined): Map<string, string> {
  const out = new Map<string, string>();
  const collect = (item: SidebarItem, label: string) => {
    if (item.type === 'doc' || item.type === 'ref') out.set(item.id!, label);
    if (item.link?.type === 'doc' && item.link.id) out.set(item.link.id, label);
    item.items?.forEach((child) => collect(child, label));
  };
  for (const items of Object.values(sidebars ?? {})) {
    for (const item of items) if (item.type === 'category') collect(item, item.label ?? '');
  }
  return out;
}

/** Where the files of one index are served, relative to the base URL. */
const indexDir = (index: BuiltIndex) => `assets/search/${index.hash}`;

export default function searchIndexPlugin(context: LoadContext, options: PluginOptions = {}): Plugin<void> {
  const enabled = options.enabled !== false;
  const {siteDir, generatedFilesDir, baseUrl} = context;
  const servedDir = path.join(generatedFilesDir, 'search-index-files');
  const fromSite = (source: string) => path.join(siteDir, source.replace(/^@site\//, ''));
  let built: BuiltIndex | null = null;

  return {
    name: 'search-index',

    getPathsToWatch() {
      return enabled ? [path.join(siteDir, 'reference/**/*.{ts,js,json}')] : [];
    },

    async contentLoaded({actions}) {
      if (!enabled) return;
      actions.addRoute({
        path: normalizeUrl([baseUrl, options.searchPagePath ?? 'search']),
        component: '@site/src/components/SearchPage',
        exact: true,
      });
    },

    async allContentLoaded({allContent, actions}) {
      if (!enabled) return;
      const sources: SourcePage[] = [];
      const docsPlugin = allContent['docusaurus-plugin-content-docs'] as
        | Record<string, {loadedVersions: {docs: DocLike[]; sidebars?: Record<string, SidebarItem[]>}[]}>
        | undefined;
      for (const content of Object.values(docsPlugin ?? {})) {
        // The current version only: the site has one ("Next").
        const version = content.loadedVersions[0];
        if (!version) continue;
        const categories = categoriesOf(version.sidebars);
        for (const doc of version.docs) {
          if (doc.unlisted || doc.draft) continue;
          sources.push({
            permalink: doc.permalink,
            file: fromSite(doc.source),
            title: doc.title,
            category: categories.get(doc.id),
            description: doc.frontMatter?.description,
          });
        }
      }
      const pagesPlugin = allContent['docusaurus-plugin-content-pages'] as
        | Record<string, {type: string; source: string; permalink: string; title?: string; unlisted?: boolean; frontMatter?: {title?: string; description?: string}}[]>
        | undefined;
      for (const pages of Object.values(pagesPlugin ?? {})) {
        for (const page of pages) {
          if (page.type !== 'mdx' || page.unlisted) continue;
          const file = fromSite(page.source);
          const h1 = /^#\s+(.+)$/m.exec(fs.readFileSync(file, 'utf8'));
          const title = page.title ?? page.frontMatter?.title ?? (h1 ? inlineText(h1[1]!) : page.permalink);
          sources.push({permalink: page.permalink, file, title, description: page.frontMatter?.description});
        }
      }
      built = await buildSearchIndex(sources, siteDir);
      // For the dev server, which serves servedDir at the base URL.
      fs.rmSync(servedDir, {recursive: true, force: true});
      writeIndex(built, path.join(servedDir, indexDir(built)));
      actions.setGlobalData({indexUrl: `${baseUrl}${indexDir(built)}/index.json`});
    },

    configureWebpack(config, isServer) {
      if (!enabled || isServer || config.mode !== 'development') return {};
      return {
        devServer: {
          static: [{directory: servedDir, publicPath: baseUrl, watch: false}],
        },
      } as object;
    },

    async postBuild({outDir}) {
      if (!enabled || !built) return;
      writeIndex(built, path.join(outDir, indexDir(built)));
    },
  };
}
