import {test, expect} from '@playwright/test';
import {pageTypes} from './pages';
import {settled} from '../lib/settled';
import {pointAt} from '../lib/point-at';

test('the copy button works without navigator.clipboard (plain-HTTP origins)', async ({page}) => {
  await page.addInitScript(() => {
    // What a browser offers on an insecure origin such as http://192.168.1.20:3000.
    delete (Navigator.prototype as {clipboard?: unknown}).clipboard;
    document.addEventListener('copy', () => {
      (window as unknown as {copied: string}).copied = String(window.getSelection());
    });
  });
  await page.goto(pageTypes.referencePage);
  // The buttons are built on the first pointer over a block, by the hydrated page.
  await settled(page);
  expect(await page.evaluate(() => 'clipboard' in Navigator.prototype)).toBe(false);
  const block = page.locator('.theme-code-block').filter({hasText: 'kind: SupportBundle'}).first();
  await pointAt(block, block.getByRole('button', {name: 'Copy code to clipboard'}));
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
  const copied = await page.evaluate(() => (window as unknown as {copied?: string}).copied);
  expect(copied).toContain('apiVersion: troubleshoot.sh/v1beta2');
  expect(copied).toContain('kind: SupportBundle');
});

test('the copy button still uses navigator.clipboard where it exists', async ({browser}) => {
  const context = await browser.newContext({permissions: ['clipboard-read', 'clipboard-write']});
  const page = await context.newPage();
  await page.goto(pageTypes.home);
  await settled(page);
  const block = page.locator('.theme-code-block').filter({hasText: 'krew install'}).first();
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('kubectl krew install preflight');
  await context.close();
});
