import {defineConfig} from '@playwright/test';

/** Tests that need no browser and no build: content, reference data, examples. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  reporter: [['list'], ['json', {outputFile: '../../reports/unit.json'}]],
});
