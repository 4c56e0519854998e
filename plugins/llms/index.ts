/**
 * Pages for LLMs and tools: a Markdown twin of every doc page at the page's path plus `.md`
 * (./twin.ts), /llms.txt and /llms-full.txt. After the build (postBuild) each twin is made from the
 * HTML the build wrote for its page (./html-twin.ts), as search reads it, so the twins say what
 * the pages say with nothing rendered twice; ./generate.ts orders the pages by the sidebar and
 * writes the two llms files. The "Copy page" and "View as Markdown" actions of each doc page
 * (./theme/PageActions, which the doc page's content wrapper places) use the twins.
 *
 * The docs, their permalinks and the sidebar come from the docs plugin's content. The dev server
 * renders no HTML files: it serves the twins and llms files of the last production build, if any.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {htmlFile} from '../built-html';
import {llmsFiles, llmsPages, type LlmsInput, type LoadedDoc, type SidebarItem} from './generate';
import {twinFromHtml, type Twin} from './html-twin';
import {llmsFullTxt, llmsTxt} from './twin';

interface NavbarItem {
  type?: string;
  sidebarId?: string;
  label?: string;
}

export default function llmsPlugin(context: LoadContext): Plugin<void> {
  const {siteConfig, baseUrl, outDir} = context;
  let input: LlmsInput | undefined;

  return {
    name: 'llms',
    getThemePath: () => path.join(__dirname, 'theme'),

    async allContentLoaded({allContent}) {
      const docsPlugin = allContent['docusaurus-plugin-content-docs'] as
        | Record<string, {loadedVersions: {docs: LoadedDoc[]; sidebars?: Record<string, SidebarItem[]>}[]}>
        | undefined;
      // The site has one docs instance and one version ("Next") with one sidebar.
      const version = Object.values(docsPlugin ?? {})[0]?.loadedVersions[0];
      if (!version) throw new Error('llms: no docs loaded');
      const sidebars = version.sidebars ?? {};
      const [sidebarId, sidebar] = Object.entries(sidebars)[0] ?? ['', []];
      // Docs outside any category are in the section the navbar names the sidebar by ("Docs").
      const navbarItems = ((siteConfig.themeConfig as {navbar?: {items?: NavbarItem[]}}).navbar?.items ?? []) as NavbarItem[];
      const navbarLabel = navbarItems.find((item) => item.type === 'docSidebar' && item.sidebarId === sidebarId)?.label;
      input = {
        title: siteConfig.title,
        tagline: siteConfig.tagline,
        origin: siteConfig.url,
        baseUrl,
        docs: version.docs.map(({id, title, description, permalink, unlisted, draft}) => ({id, title, description, permalink, unlisted, draft})),
        sidebar,
        topLevelSection: navbarLabel ?? 'Docs',
      };
    },

    configureWebpack(config) {
      if (config.mode !== 'development') return {};
      return {
        devServer: {
          // webpack-merge calls this and Docusaurus's own setupMiddlewares with the same array and
          // concatenates what they return: add to the array, return nothing more.
          setupMiddlewares: (middlewares: unknown[]) => {
            middlewares.unshift({
              name: 'llms',
              middleware: (
                request: {path?: string; url?: string},
                response: {setHeader(name: string, value: string): void; end(body: Buffer): void},
                next: () => void,
              ) => {
                const urlPath = decodeURIComponent((request.path ?? request.url ?? '').split('?')[0]!);
                if (!urlPath.startsWith(baseUrl) || !/\.(md|txt)$/.test(urlPath)) return next();
                const file = path.join(outDir, urlPath.slice(baseUrl.length));
                if (!file.startsWith(outDir + path.sep) || !fs.existsSync(file)) return next();
                response.setHeader('Content-Type', `${urlPath.endsWith('.md') ? 'text/markdown' : 'text/plain'}; charset=utf-8`);
                response.end(fs.readFileSync(file));
              },
            });
            return [];
          },
        },
      } as object;
    },

    async postBuild({outDir: builtDir, routesPaths}) {
      if (!input) throw new Error('llms: the docs were not loaded');
      const pages = llmsPages(input);
      const twins = new Map<string, Twin>();
      for (const page of pages) {
        const html = fs.readFileSync(htmlFile(builtDir, baseUrl, page.permalink), 'utf8');
        twins.set(page.id, twinFromHtml(html, `${input.origin}${page.permalink}`, page.title));
      }
      const files = llmsFiles(input, pages, twins);
      // The twins and the llms files must not take the place of anything else the build serves.
      const routes = new Set(routesPaths.map((route) => route.slice(baseUrl.length)));
      const clashes = [...files.keys()].filter((file) => routes.has(file) || fs.existsSync(path.join(builtDir, file)));
      if (clashes.length) throw new Error(`llms: these paths are already taken in the build: ${clashes.join(', ')}`);
      for (const [file, content] of files) {
        const target = path.join(builtDir, file);
        fs.mkdirSync(path.dirname(target), {recursive: true});
        fs.writeFileSync(target, content);
      }
      console.log(`llms: ${pages.length} Markdown twins, ${llmsTxt} and ${llmsFullTxt}`);
    },
  };
}
