import {test, expect} from '@playwright/test';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import type {LoadContext, PluginModule} from '@docusaurus/types';
import config from '../../docusaurus.config';

// Settings whose effect a browser cannot observe on today's content (one version, no sibling
// categories with children yet), checked where they are made.
test('sidebar categories do not auto-collapse and the sidebar is not hideable', () => {
  const {docs} = config.themeConfig as ThemeConfig & {docs: {sidebar: object; versionPersistence: string}};
  expect(docs.sidebar).toEqual({hideable: false, autoCollapseCategories: false});
  expect(docs.versionPersistence).toBe('localStorage');
});

test('one locale, en, with its label, direction, language tag and calendar', () => {
  expect(config.i18n).toEqual({
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en-US', calendar: 'gregory'}},
  });
});

test('broken links and anchors warn, a broken Markdown image or an undeclared tag fails the build', () => {
  expect(config.onBrokenLinks).toBe('warn');
  expect(config.onBrokenAnchors).toBe('warn');
  expect(config.markdown?.hooks?.onBrokenMarkdownImages).toBe('throw');
  const [, docsOptions] = (config.presets as [string, {docs: {onInlineTags: string; tags: string}}][])[0]!;
  expect(docsOptions.docs).toMatchObject({onInlineTags: 'throw', tags: 'tags.yml'});
});

test('each base URL has its own bundler cache, since compiled Markdown holds links under it', async () => {
  const plugin = config.plugins?.find((p): p is PluginModule => typeof p === 'function' && p.name === 'cachePerBaseUrl');
  expect(plugin).toBeDefined();
  const cacheVersion = async (baseUrl: string) => {
    const webpackConfig = {experiments: {cache: {type: 'persistent', version: 'client-production-en'}}};
    const instance = await plugin!({baseUrl} as LoadContext, {});
    instance?.configureWebpack?.(webpackConfig as never, false, {} as never, undefined);
    return webpackConfig.experiments.cache.version;
  };
  expect(await cacheVersion('/')).not.toBe(await cacheVersion('/troubleshoot/'));
});
