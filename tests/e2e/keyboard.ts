import { expect, type Locator, type Page } from '@playwright/test';

// Keyboard-only journeys (issue 12 defect 6, issue 18): Tab to a control, check its focus ring, press a key.

/** Presses Tab until `target` has focus (at most `max` presses). */
export async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * The focus ring: the element's own outline, or the one a card link draws over its card (::after) or a Radix checkbox
 * draws around its box (::before).
 */
async function ringOf(target: Locator) {
  return target.evaluate((el) => {
    const drawn = [getComputedStyle(el), getComputedStyle(el, '::after'), getComputedStyle(el, '::before')];
    const style = drawn.find((s) => s.outlineStyle !== 'none') ?? drawn[0]!;
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
}

/** The focused control shows a solid ring at least 2px wide (WCAG 2.4.7, 2.4.11). */
export async function expectRing(target: Locator) {
  const ring = await ringOf(target);
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
}

/** Tabs to a control, checks its ring, then presses `key` on it. */
export async function press(page: Page, target: Locator, key = 'Enter', max = 80) {
  await tabTo(page, target, max);
  await expectRing(target);
  await page.keyboard.press(key);
}

/** Tabs to a text field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field, 40);
  await page.keyboard.type(text);
}

/** Whether focus has fallen back to the page body (or nowhere). */
export const bodyHasFocus = (page: Page) => page.evaluate(() => document.activeElement === document.body || document.activeElement === null);
