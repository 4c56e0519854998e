import AxeBuilder from '@axe-core/playwright';
import {test, expect} from '@playwright/test';
import {pageEntries} from './pages';
import {settled} from '../lib/settled';

const viewports = {desktop: {width: 1280, height: 800}, mobile: {width: 390, height: 844}};

for (const [name, viewport] of Object.entries(viewports)) {
  for (const [type, url] of pageEntries) {
    test(`the ${type} page has no axe-core violations (${name})`, async ({page}) => {
      await page.setViewportSize(viewport);
      await page.goto(url);
      await settled(page);
      const {violations} = await new AxeBuilder({page}).analyze();
      const summary = violations.map(
        (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
      );
      expect(summary, summary.join('\n')).toEqual([]);
    });
  }
}
