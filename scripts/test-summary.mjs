#!/usr/bin/env node
/**
 * Prints one line, "N passed, M failed", from the Playwright JSON reports of the unit and browser
 * runs. A stage that failed without writing a report (type check, build) counts as one failure.
 *
 *   node scripts/test-summary.mjs <exit status of npm test>
 */
import fs from 'node:fs';

const reports = ['reports/unit.json', 'reports/browser.json'].filter((file) => fs.existsSync(file));
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of reports) {
  const {stats} = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
}
const status = Number(process.argv[2] ?? 0);
if (status !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
