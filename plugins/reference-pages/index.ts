/**
 * Reference pages: binds doc pages to entries of the structured reference (front matter
 * `reference`), maps each entry to its page's URL, and writes the data each bound page and each
 * catalog renders, with links between entries resolved from that map. ./remark.ts hands the data
 * and the components to the pages, so page content never imports either. Other features import
 * only `pageMapFrom` from here, and compute their own data from the map in their own plugin.
 */
import fs from 'node:fs';
import path from 'node:path';
import {loadFreshModule} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {boundMessageGroup, messagesKey, pluginName, schemasFile, schemasPath, schemasUrl} from './binding';
import type {Built, MessageDoc, SiteUrls} from './build';
import type {SiteDoc} from './messages-data';
import {docsOf, type DocLike} from './page-map';

export {pageMapFrom} from './page-map';

/** Writes the JSON Schemas as files: /schemas/v1beta2/<kind>.json under `dir`. */
function writeSchemas(schemas: Record<string, unknown>, dir: string): void {
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  for (const [file, schema] of Object.entries(schemas)) fs.writeFileSync(path.join(dir, file), `${JSON.stringify(schema, null, 2)}\n`);
}

export default function referencePagesPlugin(context: LoadContext): Plugin<void> {
  const {baseUrl, siteConfig, generatedFilesDir} = context;
  const site: SiteUrls = {origin: siteConfig.url, schemasUrl: schemasUrl(siteConfig.url, baseUrl)};
  // Served by the dev server; copied into the build by postBuild.
  const servedSchemas = path.join(generatedFilesDir, pluginName, 'served', schemasPath);
  let schemas: Record<string, unknown> = {};
  return {
    name: pluginName,

    getPathsToWatch() {
      return [path.join(context.siteDir, 'reference/**/*.ts')];
    },

    async allContentLoaded({allContent, actions}) {
      const allDocs = docsOf(allContent);
      const messageDocs: MessageDoc[] = allDocs
        .filter((doc) => doc.frontMatter[messagesKey] !== undefined)
        .map((doc) => ({permalink: doc.permalink, source: doc.source, group: boundMessageGroup(doc.frontMatter[messagesKey])!}));
      const siteDocs: SiteDoc[] = allDocs.map(({id, permalink, title}) => ({id, permalink, title}));
      const build = (await loadFreshModule(path.join(__dirname, 'build.ts'))) as (docs: DocLike[], site: SiteUrls, messageDocs: MessageDoc[], siteDocs: SiteDoc[]) => Built;
      const {files, problems} = build(allDocs, site, messageDocs, siteDocs);
      if (problems.length) throw new Error(`Reference pages:\n${problems.join('\n')}`);
      for (const [name, data] of files) await actions.createData(name, JSON.stringify(data));
      schemas = files.get(schemasFile) as Record<string, unknown>;
      writeSchemas(schemas, servedSchemas);
    },

    configureWebpack(config) {
      if (config.mode !== 'development') return {};
      return {
        devServer: {static: [{directory: servedSchemas, publicPath: `${baseUrl}${schemasPath}`, watch: false}]},
      } as object;
    },

    async postBuild({outDir}) {
      writeSchemas(schemas, path.join(outDir, schemasPath));
    },
  };
}
