import { expect } from 'storybook/test';

const channels = (colour: string): number[] => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);

const luminance = (colour: string): number => {
  const [r = 0, g = 0, b = 0] = channels(colour).map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG 2 contrast between two computed colours (`rgb(…)`). */
export function contrastOf(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** The colour an element is drawn on: its nearest ancestor's opaque background (white at the top). */
function backgroundBehind(element: HTMLElement): string {
  for (let at = element.parentElement; at; at = at.parentElement) {
    const colour = getComputedStyle(at).backgroundColor;
    if (colour !== 'transparent' && !colour.startsWith('rgba(0, 0, 0, 0)')) return colour;
  }
  return 'rgb(255, 255, 255)';
}

/**
 * Focuses `element` and asserts its focus ring is a solid outline at least 2px wide with 3:1 against what it is drawn
 * on (WCAG 1.4.11, 2.4.13).
 */
export async function expectStrongRing(element: HTMLElement): Promise<void> {
  element.focus();
  await expect(element).toHaveFocus();
  const style = getComputedStyle(element);
  expect(style.outlineStyle).toBe('solid');
  expect(parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
  expect(contrastOf(style.outlineColor, backgroundBehind(element))).toBeGreaterThanOrEqual(3);
  element.blur();
}
