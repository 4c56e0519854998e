/**
 * Pages for LLMs and tools (issue 17): a Markdown twin of every doc page at the page's path plus
 * `.md` (./twin.ts), /llms.txt and /llms-full.txt, made by ./generate.ts from the docs' sources
 * and the reference data, written into the build after the pages (postBuild). The "Copy page" and
 * "View as Markdown" actions of each doc page (src/theme/DocItem/Content) use the twins.
 *
 * The docs, their permalinks and the sidebar come from the docs plugin's content; the twins of
 * reference pages render the components from the same data as the reference-pages plugin. Under
 * `docusaurus start` the files are made on the first request for one of them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {loadFreshModule} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LlmsInput, LlmsOutput, LoadedDoc, SidebarItem} from './generate';
import {llmsFullTxt, llmsTxt} from './twin';

type Generate = {generateLlms: (input: LlmsInput) => LlmsOutput};

interface NavbarItem {
  type?: string;
  sidebarId?: string;
  label?: string;
}

export default function llmsPlugin(context: LoadContext): Plugin<void> {
  const {siteDir, siteConfig, baseUrl} = context;
  let input: LlmsInput | undefined;
  const generate = async (): Promise<LlmsOutput> => {
    if (!input) throw new Error('llms: the docs were not loaded');
    const module = (await loadFreshModule(path.join(__dirname, 'generate.ts'))) as Generate;
    return module.generateLlms(input);
  };

  return {
    name: 'llms',

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
        siteDir,
        title: siteConfig.title,
        tagline: siteConfig.tagline,
        origin: siteConfig.url,
        baseUrl,
        docs: version.docs.map(({id, title, description, source, permalink, frontMatter, unlisted, draft}) => ({
          id,
          title,
          description,
          source,
          permalink,
          frontMatter,
          unlisted,
          draft,
        })),
        sidebar,
        topLevelSection: navbarLabel ?? 'Docs',
        markdownFormat: siteConfig.markdown.format,
      };
    },

    configureWebpack(config) {
      if (config.mode !== 'development') return {};
      // The dev server has no postBuild: it answers a twin or an llms file from a fresh generation.
      let pending: Promise<LlmsOutput> | undefined;
      return {
        devServer: {
          // webpack-merge calls this and Docusaurus's own setupMiddlewares with the same array and
          // concatenates what they return: add to the array, return nothing more.
          setupMiddlewares: (middlewares: unknown[]) => {
            middlewares.unshift({
              name: 'llms',
              middleware: (
                request: {path?: string; url?: string},
                response: {setHeader(name: string, value: string): void; end(body: string): void},
                next: () => void,
              ) => {
                const urlPath = decodeURIComponent((request.path ?? request.url ?? '').split('?')[0]!);
                if (!urlPath.startsWith(baseUrl) || !/\.(md|txt)$/.test(urlPath)) return next();
                pending ??= generate().finally(() => setTimeout(() => (pending = undefined), 2000));
                pending.then(
                  ({files}) => {
                    const body = files.get(urlPath.slice(baseUrl.length));
                    if (body === undefined) return next();
                    response.setHeader('Content-Type', `${urlPath.endsWith('.md') ? 'text/markdown' : 'text/plain'}; charset=utf-8`);
                    response.end(body);
                  },
                  (error: unknown) => {
                    console.error(error);
                    next();
                  },
                );
              },
            });
            return [];
          },
        },
      } as object;
    },

    async postBuild({outDir, routesPaths}) {
      const {files, pages} = await generate();
      // The twins and the llms files must not take the place of anything else the build serves.
      const routes = new Set(routesPaths.map((route) => route.slice(baseUrl.length)));
      const clashes = [...files.keys()].filter((file) => routes.has(file) || fs.existsSync(path.join(outDir, file)));
      if (clashes.length) throw new Error(`llms: these paths are already taken in the build: ${clashes.join(', ')}`);
      for (const [file, content] of files) {
        const target = path.join(outDir, file);
        fs.mkdirSync(path.dirname(target), {recursive: true});
        fs.writeFileSync(target, content);
      }
      console.log(`llms: ${pages.length} Markdown twins, ${llmsTxt} and ${llmsFullTxt}`);
    },
  };
}
