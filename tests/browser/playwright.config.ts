import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../lib/chromium';

const port = Number(process.env.TEST_PORT ?? 4173);

/** Browser tests against the production build, served as it is deployed: nginx with deploy/nginx/site.conf. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // A CI machine under load can stretch a timing-based check once; a real failure fails twice.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // Pages hydrate after their first paint; on a loaded 2-core machine that can take over 5 s.
  expect: {timeout: 10_000},
  reporter: [['list'], ['json', {outputFile: '../../reports/browser.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Desktop Chrome'],
    viewport: {width: 1280, height: 800},
    launchOptions: {executablePath: chromiumPath, args: chromiumArgs},
  },
  webServer: {
    command: `bash deploy/nginx/run.sh build ${port}`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
  },
});
