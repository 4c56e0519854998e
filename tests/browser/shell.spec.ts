import {test, expect, type Locator, type Page} from '@playwright/test';
import {pageEntries, pageTypes} from './pages';
import {settled} from '../lib/settled';

const sponsorText = 'Learn more about Replicated to operationalize your application';

async function boxOf(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, `${selector} has a layout box`).not.toBeNull();
  return box!;
}

/** True when the element at the centre of the target is the target or inside it. */
async function isOnTop(page: Page, target: string | Locator): Promise<boolean> {
  const locator = typeof target === 'string' ? page.locator(target).first() : target;
  return locator.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

test.describe('sponsor banner', () => {
  for (const [type, url] of pageEntries) {
    test(`shows on the ${type} page and opens the sponsor in a new tab`, async ({page}) => {
      await page.goto(url);
      const link = page.locator('.theme-announcement-bar a');
      await expect(link).toContainText(sponsorText);
      await expect(link).toHaveAttribute('href', 'https://www.replicated.com');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(`${sponsorText} (opens in new tab)`);
    });
  }

  test('stays dismissed across pages once closed, by the framework\'s id-based state', async ({page}) => {
    await page.goto(pageTypes.docsHome);
    await settled(page);
    await page.locator('.theme-announcement-bar button[aria-label="Close"]').click();
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
    await page.goto(pageTypes.referencePage);
    await expect(page.locator('.theme-announcement-bar')).toBeHidden();
    const stored = await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'));
    expect(stored).toBe('sponsor-replicated');
  });

  for (const width of [320, 375, 768, 996, 997, 1280, 1920]) {
    test(`never covers the navbar or the mobile sidebar at ${width}px`, async ({page}) => {
      await page.setViewportSize({width, height: 700});
      await page.goto(pageTypes.referencePage);
      await settled(page);
      const banner = await boxOf(page, '.theme-announcement-bar');
      const navbar = await boxOf(page, '.navbar');
      expect(banner.y + banner.height).toBeLessThanOrEqual(navbar.y + 0.5);
      expect(await isOnTop(page, '.navbar__brand')).toBe(true);
      // Scrolled down, the navbar sticks to the top and the banner must not sit over it.
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
      expect(await isOnTop(page, '.navbar__brand')).toBe(true);
      if (width <= 996) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
        const close = '.navbar-sidebar__close';
        await expect(page.locator(close)).toBeVisible();
        // Poll: the sidebar slides in.
        await expect.poll(() => isOnTop(page, close)).toBe(true);
        await expect.poll(() => isOnTop(page, '.navbar-sidebar__brand')).toBe(true);
        const sidebarLink = page.locator('.navbar-sidebar').getByRole('link', {name: 'Preflight', exact: true});
        await expect.poll(() => isOnTop(page, sidebarLink)).toBe(true);
      }
    });
  }
});

test.describe('navbar and footer', () => {
  test('has Docs on the left and the source repository on the right', async ({page}) => {
    await page.goto(pageTypes.home);
    const left = page.locator('.navbar__items:not(.navbar__items--right)');
    const right = page.locator('.navbar__items--right');
    await expect(left.getByRole('link', {name: 'Docs'})).toHaveAttribute('href', '/docs/');
    await expect(right.getByRole('link', {name: /GitHub/})).toHaveAttribute(
      'href',
      'https://github.com/replicatedhq/troubleshoot',
    );
    await expect(page.locator('.navbar__brand')).toContainText('Troubleshoot');
    await expect(page.locator('.navbar__logo img').filter({visible: true})).toHaveAttribute('src', '/img/logo.svg');
  });

  test('footer credits the sponsor and links the repository', async ({page}) => {
    await page.goto(pageTypes.docsHome);
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', {name: /Contributed by Replicated/})).toHaveAttribute(
      'href',
      'https://www.replicated.com',
    );
    await expect(footer.getByRole('link', {name: /Source repository/})).toHaveAttribute(
      'href',
      'https://github.com/replicatedhq/troubleshoot',
    );
  });

  test('the navbar turns mobile at 996px and stays desktop at 997px', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await page.goto(pageTypes.docsHome);
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    await expect(page.locator('.navbar__items').getByRole('link', {name: 'Docs'})).toBeVisible();
    await page.setViewportSize({width: 996, height: 800});
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
    await expect(page.locator('.navbar__items').getByRole('link', {name: 'Docs'}).first()).toBeHidden();
  });

  test('the mobile sidebar closes when the layout becomes desktop', async ({page}) => {
    await page.setViewportSize({width: 600, height: 800});
    await page.goto(pageTypes.referencePage);
    await settled(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/navbar-sidebar--show|/);
    await page.setViewportSize({width: 1200, height: 800});
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });
});

test.describe('docs sidebar', () => {
  test('lists the docs home, then the sections in order, then the spec checker, none collapsing another', async ({page}) => {
    await page.goto(pageTypes.referencePage);
    const topLevel = page.locator('.theme-doc-sidebar-menu > .theme-doc-sidebar-item-link, .theme-doc-sidebar-menu > .theme-doc-sidebar-item-category');
    const labels = await topLevel.evaluateAll((items) =>
      items.map((item) => item.querySelector('.menu__link')!.textContent!.trim()),
    );
    expect(labels).toEqual([
      'Troubleshoot documentation',
      'JSON Schemas for editors and CI',
      'Preflight',
      'Support bundle',
      'Collect',
      'Analyze',
      'Host collect & analyze',
      'Redact',
      'Error messages',
      'Troubleshoot in Replicated products',
      'Spec checker',
    ]);
    // The sidebar cannot be hidden on desktop.
    await expect(page.locator('button[title="Collapse sidebar"]')).toHaveCount(0);
  });
});

test.describe('theme', () => {
  test('the page language is en-US, written left to right', async ({page}) => {
    await page.goto(pageTypes.docsHome);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('stays light with a dark system preference and offers no switch', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await page.goto(pageTypes.docsHome);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('button[title*="dark"], button[title*="mode"]')).toHaveCount(0);
    // Infima's light palette: dark text; the dark palette would make it light.
    const text = await page.evaluate(() => getComputedStyle(document.body).color);
    expect(text).toBe('rgb(28, 30, 33)');
    await context.close();
  });

  test('titles use the | delimiter', async ({page}) => {
    await page.goto(pageTypes.referencePage);
    await expect(page).toHaveTitle('Logs | Troubleshoot');
  });

  test('the table of contents lists h2 and h3 headings only', async ({page}) => {
    await page.goto(pageTypes.referencePage);
    const tocLinks = page.locator('.table-of-contents a');
    await expect(tocLinks.first()).toBeVisible();
    const targets = await tocLinks.evaluateAll((links) =>
      links.map((a) => document.getElementById(decodeURIComponent(a.getAttribute('href')!.slice(1)))?.tagName),
    );
    expect(targets.length).toBeGreaterThan(3);
    for (const tag of targets) expect(['H2', 'H3']).toContain(tag);
  });

  test('"Edit this page" opens the page\'s own source file', async ({page}) => {
    await page.goto(pageTypes.referencePage);
    const edit = page.getByRole('link', {name: /Edit this page/});
    await expect(edit).toHaveAttribute('href', /\/edit\/main\/docs\/collect\/logs\.mdx$/);
  });

  test('the skip link moves keyboard focus past the navbar into the main content', async ({page}) => {
    await page.goto(pageTypes.referencePage);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: 'Skip to main content'})).toBeFocused();
    await page.keyboard.press('Enter');
    // The framework focuses <main> for a moment; the next Tab continues from there.
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => ({
      inMain: Boolean(document.activeElement?.closest('main')),
      inNavbar: Boolean(document.activeElement?.closest('.navbar')),
    }));
    expect(focused).toEqual({inMain: true, inNavbar: false});
  });

  test('the docs-version preference lives in local storage, kept when valid and cleared when stale', async ({page}) => {
    const key = 'docs-preferred-version-default';
    await page.goto(pageTypes.home);
    await page.evaluate((k) => localStorage.setItem(k, 'current'), key);
    await page.goto(pageTypes.referencePage);
    await expect(page.locator('html')).toHaveClass(/docs-version-current/);
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe('current');
    await page.evaluate((k) => localStorage.setItem(k, 'retired-version'), key);
    await page.goto(pageTypes.referencePage);
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
  });
});
