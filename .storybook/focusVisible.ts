// WCAG 2.4.7 / 2.4.11 check for story tests: after each story (its play function and axe), a real Tab press (Playwright,
// so Chromium's :focus-visible heuristics apply) onto the story's first interactive element must show a visible focus
// indicator — its outline, box-shadow, border or background (or those of a wrapper styled by :focus-within, as Radix's
// text fields are) differ from the unfocused element's. Opt out per story with `parameters: { focusVisible: false }`.
import { userEvent } from 'vitest/browser';

const focusable = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]',
  '[contenteditable="true"]',
].join(', ');

const indicatorProperties = [
  'outline-style',
  'outline-width',
  'outline-color',
  'box-shadow',
  'border-top-color',
  'border-bottom-color',
  'border-top-width',
  'border-bottom-width',
  'background-color',
] as const;

/** The first element the keyboard reaches inside `root` (tab order = DOM order here; no story uses a positive tabindex). */
function firstTabbable(root: Element): HTMLElement | undefined {
  return [...root.querySelectorAll<HTMLElement>(focusable)].find(
    (element) =>
      element.tabIndex >= 0 &&
      element.tagName !== 'IFRAME' &&
      !element.closest('[inert], [aria-hidden="true"]') &&
      element.checkVisibility({ visibilityProperty: true, opacityProperty: false }),
  );
}

/** The element and up to three ancestors: Radix styles some focus rings on a wrapper (:focus-within). */
function indicatorChain(element: HTMLElement): HTMLElement[] {
  const chain = [element];
  for (let at = element.parentElement; at && chain.length < 4 && at !== document.body; at = at.parentElement) chain.push(at);
  return chain;
}

// Radix draws some rings on a pseudo-element (the checkbox's ::before), so those count too.
const parts = [null, '::before', '::after'] as const;

function snapshot(elements: readonly HTMLElement[]): string[] {
  return elements.flatMap((element) =>
    parts.map((part) => {
      const style = getComputedStyle(element, part);
      return indicatorProperties.map((name) => `${name}: ${style.getPropertyValue(name)}`).join('; ');
    }),
  );
}

/** Why the focused element shows no focus indicator, or null when it shows one. */
export function missingIndicator(focused: readonly string[], unfocused: readonly string[]): string | null {
  return focused.some((style, index) => style !== unfocused[index])
    ? null
    : `focused and unfocused styles are the same: ${focused[0] ?? ''}`;
}

const describe = (element: Element): string => element.outerHTML.slice(0, 160);

/** Runs the check; throws (failing the story test) when the first interactive element shows no focus indicator. */
export async function expectVisibleFocus(canvasElement: HTMLElement): Promise<void> {
  // A modal dialog (portalled outside the canvas) owns the keyboard while open.
  const root = document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]') ?? canvasElement;
  const target = firstTabbable(root);
  if (!target) return;
  // Transitions would make the computed focus styles mid-way values.
  const still = document.createElement('style');
  still.textContent = '*, *::before, *::after { transition: none !important; }';
  document.head.append(still);
  // The Tab starts from a probe just before the target, so it lands where a keyboard user arrives.
  const probe = document.createElement('span');
  probe.tabIndex = 0;
  probe.setAttribute('aria-hidden', 'true');
  probe.style.cssText = 'position: fixed; opacity: 0; pointer-events: none;';
  try {
    (document.activeElement as HTMLElement | null)?.blur();
    const unfocusedTarget = snapshot(indicatorChain(target));
    // A closed <details> hides everything but its summary, so a probe before a summary goes before the details.
    (target.tagName === 'SUMMARY' && target.parentElement?.tagName === 'DETAILS' ? target.parentElement : target).before(probe);
    probe.focus();
    await userEvent.keyboard('{Tab}');
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === probe || focused === document.body) {
      throw new Error(`Tab from before ${describe(target)} focused nothing in the story`);
    }
    if (!focused.matches(':focus-visible')) throw new Error(`${describe(focused)} is focused by Tab but not :focus-visible`);
    const chain = indicatorChain(focused);
    const focusedStyles = snapshot(chain);
    let unfocused = unfocusedTarget;
    if (focused !== target) {
      focused.blur();
      unfocused = snapshot(chain);
    }
    const problem = missingIndicator(focusedStyles, unfocused);
    if (problem) throw new Error(`No visible focus indicator on ${describe(focused)} after Tab: ${problem}`);
  } finally {
    // Leave no focus behind (an expanded skip link would cover the header for later checks).
    (document.activeElement as HTMLElement | null)?.blur();
    probe.remove();
    still.remove();
  }
}
