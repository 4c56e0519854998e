#!/usr/bin/env node
/**
 * Renders the site's SVG artwork into the PNG and ICO files that need a bitmap: the social card
 * (1200x630, for OpenGraph and Twitter) and the favicon fallback. Run after changing the SVGs:
 *   node scripts/render-images.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {createRequire} from 'node:module';
import {chromium} from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const img = path.join(root, 'static/img');
const {loadFreshModule} = createRequire(import.meta.url)('@docusaurus/utils');
const {chromiumArgs, chromiumPath} = await loadFreshModule(path.join(root, 'tests/lib/chromium.ts'));

async function render(page, svgFile, width, height) {
  const svg = fs.readFileSync(path.join(img, svgFile), 'utf8');
  await page.setViewportSize({width, height});
  await page.setContent(
    `<style>html,body{margin:0}svg{display:block;width:${width}px;height:${height}px}</style>${svg}`,
  );
  return page.screenshot({omitBackground: true});
}

/** An ICO file is a small directory followed by the images; modern ICOs may hold PNG data. */
function ico(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
const page = await browser.newPage();
fs.writeFileSync(path.join(img, 'social-card.png'), await render(page, 'social-card.svg', 1200, 630));
fs.writeFileSync(path.join(img, 'favicon.ico'), ico(await render(page, 'favicon.svg', 32, 32), 32));
fs.writeFileSync(path.join(img, 'apple-touch-icon.png'), await render(page, 'favicon.svg', 180, 180));
await browser.close();
