import { expect, type Locator, type Page } from '@playwright/test';

// Keyboard-only journeys: Tab to a control, check its focus ring, press a key, move a radio group's choice by arrow.

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

/**
 * Moves the choice in a radio group with an arrow key, held until focus has moved: Radix moves the focus a task after
 * the keydown and checks the radio only while the arrow is still down (a person's key press lasts that long; an
 * instant press and release would leave the radio focused but unchosen).
 */
export async function arrowTo(page: Page, key: 'ArrowDown' | 'ArrowRight', radio: Locator) {
  await page.keyboard.down(key);
  await expect(radio).toBeFocused();
  await page.keyboard.up(key);
  await expect(radio).toBeChecked();
}
