/**
 * The site changes how Docusaurus renders code blocks and loads pages (plugins/code-highlight,
 * plugins/first-load), and some of those changes lean on the framework's internals as they are in
 * the version they were made for. An upgrade must go through them one by one: the first test fails
 * on any other version and says what to re-check; the second keeps the internals in those two
 * plugins, so that the list stays short and true.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {projectRoot} from '../lib/paths';

const madeFor = '3.9.2';

const read = (file: string) => fs.readFileSync(path.join(projectRoot, file), 'utf8');
const sourceFiles = (dir: string): string[] =>
  (fs.readdirSync(path.join(projectRoot, dir), {recursive: true}) as string[])
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file))
    .sort();
const siteCode = [...sourceFiles('plugins'), ...sourceFiles('src')];

/** Imports of modules the framework does not promise to keep from one version to the next. */
const internalImport = /from '(@docusaurus\/theme-common\/internal|@docusaurus\/core\/lib\/[^']*)'/;
/** Theme components: each copies or wraps one of the theme's, as the theme has it in `madeFor`. */
const themeComponents = () => siteCode.filter((file) => /(^|\/)theme\//.test(file));

function checklist(installed: string): string {
  const internals = siteCode.filter((file) => internalImport.test(read(file)));
  return [
    `@docusaurus/core is ${installed}, not ${madeFor}. Before changing madeFor in ${path.relative(projectRoot, __filename)}, re-check:`,
    `- the imports of @docusaurus/theme-common/internal (hooks and contexts with no stability promise): ${internals.join(', ')};`,
    '- the SSR template, plugins/first-load/ssrTemplate.ts, against @docusaurus/core/lib/ssg/ssgTemplate.html.js (its variables, its scripts and stylesheets, the id of the skip-to-content target it waits for);',
    "- the manifest patch, plugins/first-load/routeChunkOrigins.ts: whether the client manifest's `origins` is still keyed by chunk name (if fixed upstream, delete the patch; tests/browser/first-load.spec.ts checks that pages list their route chunks);",
    "- the Prism alias, `prism-react-renderer$` in plugins/code-highlight/index.ts: whether the theme still imports Highlight and Prism from prism-react-renderer, and what CodeBlock/Content passes it;",
    `- each theme component against the theme's own in the new version: ${themeComponents().join(', ')}.`,
  ].join('\n');
}

test(`Docusaurus is ${madeFor}, the version the framework changes were made for`, () => {
  const {version} = JSON.parse(fs.readFileSync(require.resolve('@docusaurus/core/package.json'), 'utf8')) as {version: string};
  expect(version, checklist(version)).toBe(madeFor);
});

test('the framework internals are used only by plugins/code-highlight and plugins/first-load', () => {
  const elsewhere = siteCode.filter((file) => internalImport.test(read(file)) && !/^plugins\/(code-highlight|first-load)\//.test(file));
  expect(elsewhere).toEqual([]);
});
