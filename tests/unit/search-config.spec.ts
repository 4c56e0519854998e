/**
 * Embedded search by default, Algolia DocSearch when its variables are set at build time, and
 * exactly one /search route either way.
 */
import {execFileSync} from 'node:child_process';
import {test, expect} from '@playwright/test';
import type {LoadContext, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import searchPlugin from '../../plugins/search/index';
import {projectRoot} from '../lib/paths';

/** The search parts of docusaurus.config.ts, evaluated in a fresh process with `env`. */
function searchConfig(env: Record<string, string>): {algolia?: Record<string, unknown>; plugin?: unknown} {
  const script = `
    require('@docusaurus/utils').loadFreshModule(process.cwd() + '/docusaurus.config.ts').then((c) => {
      const plugin = c.plugins.find((p) => Array.isArray(p) && String(p[0]).includes('plugins/search/'));
      process.stdout.write(JSON.stringify({algolia: c.themeConfig.algolia, plugin}));
    });`;
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('ALGOLIA_')));
  const out = execFileSync(process.execPath, ['-e', script], {cwd: projectRoot, env: {...clean, ...env}, encoding: 'utf8'});
  return JSON.parse(out);
}

test('without Algolia variables the embedded search is on and no Algolia config exists', () => {
  const {algolia, plugin} = searchConfig({});
  expect(algolia).toBeUndefined();
  expect(plugin).toEqual(['./plugins/search/index.ts', {enabled: true}]);
});

test('with the three Algolia variables, DocSearch with contextual search, /search and Ask AI', () => {
  const {algolia, plugin} = searchConfig({
    ALGOLIA_APP_ID: 'APPID',
    ALGOLIA_SEARCH_API_KEY: 'search-only-key',
    ALGOLIA_INDEX_NAME: 'troubleshoot',
    ALGOLIA_ASSISTANT_ID: 'assistant-1',
  });
  expect(algolia).toEqual({
    appId: 'APPID',
    apiKey: 'search-only-key',
    indexName: 'troubleshoot',
    contextualSearch: true,
    searchPagePath: 'search',
    askAi: 'assistant-1',
  });
  expect(plugin).toEqual(['./plugins/search/index.ts', {enabled: false}]);
});

test('one variable missing keeps the embedded search', () => {
  const {algolia} = searchConfig({ALGOLIA_APP_ID: 'APPID', ALGOLIA_INDEX_NAME: 'troubleshoot'});
  expect(algolia).toBeUndefined();
});

test('the plugin adds the search route and its navbar button only when enabled', async () => {
  const context = {siteDir: projectRoot, generatedFilesDir: '/nonexistent', baseUrl: '/'} as LoadContext;
  for (const enabled of [true, false]) {
    const routes: RouteConfig[] = [];
    const actions = {addRoute: (r: RouteConfig) => routes.push(r)} as unknown as PluginContentLoadedActions;
    const plugin = searchPlugin(context, {enabled});
    await plugin.contentLoaded?.({content: undefined, actions});
    expect(routes.map((r) => r.path)).toEqual(enabled ? ['/search'] : []);
    expect(Boolean(plugin.getThemePath)).toBe(enabled);
  }
});

test('the search route follows the base URL and searchPagePath', async () => {
  const context = {siteDir: projectRoot, generatedFilesDir: '/nonexistent', baseUrl: '/troubleshoot/'} as LoadContext;
  const routes: RouteConfig[] = [];
  const actions = {addRoute: (r: RouteConfig) => routes.push(r)} as unknown as PluginContentLoadedActions;
  await searchPlugin(context, {searchPagePath: 'find'}).contentLoaded?.({content: undefined, actions});
  expect(routes.map((r) => r.path)).toEqual(['/troubleshoot/find']);
});
