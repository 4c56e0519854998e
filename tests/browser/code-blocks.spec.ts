import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {builtPages} from '../lib/built-pages';
import {buildDir} from '../lib/paths';
import {pageTypes} from './pages';
import {settled} from '../lib/settled';

/** Each token of each block as class, text and colour: what a reader sees, whatever the markup. */
const renderedTokens = (pres: Element[]) =>
  pres.map((pre) =>
    Array.from(pre.querySelectorAll('.token')).map(
      (token) => `${token.className}|${token.textContent}|${getComputedStyle(token).color}`,
    ),
  );

test.describe('code blocks', () => {
  test('every YAML block from Markdown is highlighted in the built HTML', () => {
    const plain: string[] = [];
    let highlighted = 0;
    for (const [url, $] of builtPages()) {
      if ($('[highlighted]').length > 0) plain.push(`${url}: build-time HTML left as an HTML attribute`);
      const isYaml = (_: number, pre: Parameters<typeof $>[0]) =>
        /\blanguage-yaml\b/.test(`${$(pre).attr('class')} ${$(pre).children('code').attr('class')}`);
      // Bundle-output samples (inside <dd>) come from reference data, and the Role builder's YAML is
      // computed in the browser: neither comes from Markdown, and both stay plain.
      $('pre').not('dd pre').not('[data-code-source="component"] pre').filter(isYaml).each((_, pre) => {
        if ($(pre).find('.token.key').length > 0) highlighted += 1;
        else plain.push(`${url}: ${$(pre).text().slice(0, 60)}`);
      });
    }
    expect(plain).toEqual([]);
    expect(highlighted).toBeGreaterThan(80);
  });

  test('no script of the site contains Prism', () => {
    const jsDir = path.join(buildDir, 'assets/js');
    const withPrism = fs
      .readdirSync(jsDir)
      .filter((name) => fs.readFileSync(path.join(jsDir, name), 'utf8').includes('disableWorkerMessageHandler'));
    expect(withPrism).toEqual([]);
  });

  test('a client-side navigation renders the code exactly as the server did', async ({page}) => {
    const blocks = page.locator('article .theme-code-block pre');
    await page.goto(pageTypes.referencePage);
    const served = await blocks.evaluateAll(renderedTokens);
    expect(served.flat().filter((token) => token.startsWith('token key atrule|')).length).toBeGreaterThan(5);

    await page.goto('/docs/collect/');
    await settled(page);
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Logs', exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${pageTypes.referencePage}$`));
    await expect(blocks).toHaveCount(served.length);
    expect(await blocks.evaluateAll(renderedTokens)).toEqual(served);
  });
});
