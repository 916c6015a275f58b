import { MAIN_CONTENT_ID } from '../skip-link/SkipLink';

/**
 * Names a control's place across re-renders, e.g. a session card's action (`session-<id>`): its Book becomes Cancel
 * reservation after an add, and a reload after logging in draws the list again with new elements.
 */
export const focusKeyAttribute = 'data-focus-key';

const modalSelector = '[role="dialog"], [role="alertdialog"]';

/** The element that now holds the place `key` names, if any. */
function keyed(doc: Document, key: string | null): HTMLElement | null {
  return key ? doc.querySelector<HTMLElement>(`[${focusKeyAttribute}="${CSS.escape(key)}"]`) : null;
}

/**
 * Where focus goes back to when a dialog closes (WCAG 2.4.3): the control that opened it while it is still on the page;
 * else the control that took its place (same focus key); else the page's main region — never the body.
 */
export function focusTargetAfterDialog(opener: Element | null): HTMLElement | null {
  if (opener instanceof HTMLElement && opener.isConnected) return opener;
  const doc = opener?.ownerDocument ?? document;
  return keyed(doc, opener?.getAttribute(focusKeyAttribute) ?? null) ?? doc.getElementById(MAIN_CONTENT_ID);
}

/**
 * Keeps a keyboard user's place when the page redraws the control they were on (WCAG 2.4.3): while focus has fallen
 * to the body (the focused element was removed, or a dialog closed onto a control that is gone) and no dialog is open,
 * focus goes to the element with the focus key of the last keyed control focused outside a dialog, as soon as it is
 * drawn. A press outside any control forgets it, so a deliberate click on the page is left alone. Returns a stop
 * function.
 */
export function keepFocus(doc: Document): () => void {
  let key: string | null = null;
  const inModal = (target: EventTarget | null) => target instanceof Element && target.closest(modalSelector) !== null;
  const onFocusIn = (event: FocusEvent) => {
    if (inModal(event.target)) return;
    key = event.target instanceof Element ? (event.target.closest(`[${focusKeyAttribute}]`)?.getAttribute(focusKeyAttribute) ?? null) : null;
  };
  const onPointerDown = (event: PointerEvent) => {
    if (!inModal(event.target)) key = null;
  };
  const restore = () => {
    if (!key || (doc.activeElement && doc.activeElement !== doc.body) || doc.querySelector(modalSelector)) return;
    keyed(doc, key)?.focus();
  };
  const observer = new MutationObserver(restore);
  observer.observe(doc.body, { childList: true, subtree: true });
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('pointerdown', onPointerDown, true);
  return () => {
    observer.disconnect();
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('pointerdown', onPointerDown, true);
  };
}
