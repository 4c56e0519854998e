import {test, expect} from '@playwright/test';
import type {LoadContext, PluginModule} from '@docusaurus/types';
import config from '../../docusaurus.config';

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
