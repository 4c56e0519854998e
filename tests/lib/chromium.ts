/**
 * Debian's Chromium, as every browser run of the project starts it: Playwright's own browser
 * download cannot work offline, and without the networking flags Chromium keeps trying to reach
 * Google's services from a machine that has no internet.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
