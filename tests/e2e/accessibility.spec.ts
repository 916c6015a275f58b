import { expect, type Locator, type Page } from '@playwright/test';
import { apiClient, expectNoAxeViolations, origin, test } from './fixtures';

// The accessibility statement: linked from every page's footer, reached by keyboard alone, on every sub-site, with no
// axe-core violation on a desktop or a 375 px screen.

/** Presses Tab until `target` has focus (at most `max` presses), as a keyboard user moves down the page. */
async function tabTo(page: Page, target: Locator, max = 200) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const statementLink = (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility statement' });
const statementHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Accessibility statement' });

test.describe('accessibility statement', () => {
  test('reached by keyboard from the home page’s footer: heading, title, focus on the page', async ({ page, request }) => {
    const client = await apiClient(request, 'localhost');
    await page.goto('/');
    await expect(page.getByRole('link', { name: /^Book at / }).first()).toBeVisible();
    const link = statementLink(page);
    await expect(link).toHaveAttribute('href', '/accessibility');
    await tabTo(page, link);
    // The focused link shows its ring (focus-visible), at least 2 px.
    const ring = await link.evaluate((el) => ({ style: getComputedStyle(el).outlineStyle, width: parseFloat(getComputedStyle(el).outlineWidth) }));
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(statementHeading(page)).toBeVisible();
    await expect(page).toHaveTitle(`Accessibility statement · ${client.name}`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Accessibility statement');
    // The navigation moves focus to the page's main content, not back to the top of the document.
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page.getByText(`${client.name} wants as many people as possible`)).toBeVisible();
    await expect(page.getByText(/prepared on 29 November 2026/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('accessibility-1280.png'), fullPage: true });
  });

  test('fits a 375 px screen with no axe violation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/accessibility');
    await expect(statementHeading(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Known limitations' }).getByRole('listitem').first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expect(statementLink(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('accessibility-375.png'), fullPage: true });
  });

  test('the my-account and online-joining sites serve it too, to visitors, linked from their footers', async ({ page }) => {
    for (const host of ['my-account.localhost', 'join.localhost']) {
      await page.goto(`${origin(host)}/`);
      await expect(statementLink(page)).toHaveAttribute('href', '/accessibility');
      await page.goto(`${origin(host)}/accessibility`);
      await expect(statementHeading(page), host).toBeVisible();
      await expect(page).toHaveURL(`${origin(host)}/accessibility`);
    }
  });
});
