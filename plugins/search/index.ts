/**
 * Embedded search, all in this folder: the index (./indexing, built from the HTML the build
 * rendered, so what readers see is what they can find), the engine the browser runs (./engine),
 * the navbar button (./theme/SearchBar, this plugin's theme component), the dialog and the search
 * page (./ui).
 *
 * - `docusaurus build`: the index is written after the pages (postBuild) to
 *   build/assets/search/<hash>/, where <hash> is a hash of the site's sources, known before the
 *   pages are rendered so that the client can be told where the index will be.
 * - `docusaurus start`: there is no rendered HTML, so the dev server serves the index of the last
 *   production build when there is one; otherwise search says how to get one.
 * The index URL and the search page's URL reach the client as this plugin's global data.
 *
 * With `enabled: false` (Algolia DocSearch configured) the plugin does nothing: the Algolia theme
 * brings its own /search page, so there is exactly one /search route either way.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import {normalizeUrl} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {SearchGlobalData} from './engine/format';
import {buildSearchIndex, writeIndex} from './indexing/build-index';

export interface PluginOptions {
  /** False when hosted search (Algolia) is configured. */
  enabled?: boolean;
  /** Route of the search page. */
  searchPagePath?: string;
}

interface DocLike {
  id: string;
  permalink: string;
  unlisted?: boolean;
  draft?: boolean;
}

interface SidebarItem {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
}

/** A page to index: where it is served and the sidebar section it belongs to. */
interface IndexedRoute {
  permalink: string;
  category?: string;
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

/** The site's sources that shape the rendered pages; their hash names the index directory. */
const sourcePaths = ['docs', 'src', 'reference', 'plugins', 'docusaurus.config.ts', 'sidebars.ts', 'package-lock.json'];

function sourcesHash(siteDir: string): string {
  const hash = createHash('sha256');
  const add = (file: string) => {
    const stat = fs.statSync(file);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(file).sort()) add(path.join(file, name));
    } else {
      hash.update(path.relative(siteDir, file)).update(fs.readFileSync(file));
    }
  };
  for (const source of sourcePaths) {
    const full = path.join(siteDir, source);
    if (fs.existsSync(full)) add(full);
  }
  return hash.digest('hex').slice(0, 10);
}

/** The HTML file the build wrote for a route. */
function htmlFile(outDir: string, baseUrl: string, permalink: string): string {
  const route = permalink.slice(baseUrl.length).replace(/\/$/, '');
  const candidates = [path.join(outDir, route, 'index.html'), path.join(outDir, `${route}.html`)];
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`search index: no HTML for ${permalink}`);
  return found;
}

const searchAssets = 'assets/search';

export default function searchPlugin(context: LoadContext, options: PluginOptions = {}): Plugin<void> {
  const enabled = options.enabled !== false;
  const {siteDir, baseUrl, outDir} = context;
  const searchPageUrl = normalizeUrl([baseUrl, options.searchPagePath ?? 'search']);
  let routes: IndexedRoute[] = [];
  let hash = '';

  return {
    name: 'search',

    // The navbar's search item; without this plugin (Algolia configured) the Algolia theme's.
    ...(enabled ? {getThemePath: () => path.join(__dirname, 'theme')} : {}),

    async contentLoaded({actions}) {
      if (!enabled) return;
      actions.addRoute({path: searchPageUrl, component: '@site/plugins/search/ui/SearchPage', exact: true});
    },

    async allContentLoaded({allContent, actions}) {
      if (!enabled) return;
      routes = [];
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
          routes.push({permalink: doc.permalink, category: categories.get(doc.id)});
        }
      }
      const pagesPlugin = allContent['docusaurus-plugin-content-pages'] as
        | Record<string, {type: string; permalink: string; unlisted?: boolean}[]>
        | undefined;
      for (const pages of Object.values(pagesPlugin ?? {})) {
        for (const page of pages) if (page.type === 'mdx' && !page.unlisted) routes.push({permalink: page.permalink});
      }

      let data: SearchGlobalData;
      if (process.env.NODE_ENV === 'production') {
        hash = sourcesHash(siteDir);
        data = {searchPageUrl, indexUrl: `${baseUrl}${searchAssets}/${hash}/index.json`};
      } else {
        // The dev server renders no HTML: it serves the last production build's index, if any.
        const built = path.join(outDir, searchAssets);
        const dirs = fs.existsSync(built) ? fs.readdirSync(built).filter((d) => fs.existsSync(path.join(built, d, 'index.json'))) : [];
        const latest = dirs.sort((a, b) => fs.statSync(path.join(built, b)).mtimeMs - fs.statSync(path.join(built, a)).mtimeMs)[0];
        data = latest
          ? {searchPageUrl, indexUrl: `${baseUrl}${searchAssets}/${latest}/index.json`}
          : {searchPageUrl, unavailable: 'Search is built from the rendered pages. Run npm run build once, then restart npm start.'};
      }
      actions.setGlobalData(data);
    },

    configureWebpack(config) {
      if (!enabled || config.mode !== 'development') return {};
      return {
        devServer: {
          static: [{directory: path.join(outDir, searchAssets), publicPath: `${baseUrl}${searchAssets}`, watch: false}],
        },
      } as object;
    },

    async postBuild({outDir: builtDir}) {
      if (!enabled) return;
      const pages = routes.map((route) => ({
        ...route,
        html: fs.readFileSync(htmlFile(builtDir, baseUrl, route.permalink), 'utf8'),
      }));
      writeIndex(buildSearchIndex(pages), path.join(builtDir, searchAssets, hash));
    },
  };
}
