import { describe, expect, it } from 'vitest';
import { FIRST_VIEW_WAITING_ID, markFirstView, unmarkFirstView } from './preloaded';

describe('markFirstView and unmarkFirstView', () => {
  it('says a first view’s buttons, selects and boxes wait and makes its text fields read-only, leaving links and hidden inputs alone', () => {
    const marked = markFirstView(
      '<a href="/x">Link</a><button type="button" class="b">Book</button><input type="text" value=""/><input/><input type="checkbox"/>' +
        '<select id="s"><option>A</option></select><input type="hidden" value="1"/><textarea></textarea>',
    );
    const waits = `aria-disabled="true" aria-describedby="${FIRST_VIEW_WAITING_ID}" data-first-view-wait="aria-disabled aria-describedby"`;
    expect(marked).toBe(
      '<a href="/x">Link</a>' +
        `<button type="button" class="b" ${waits}>Book</button>` +
        '<input type="text" value="" readonly="" data-first-view-wait="readonly"/>' +
        '<input readonly="" data-first-view-wait="readonly"/>' +
        `<input type="checkbox" ${waits}/>` +
        `<select id="s" ${waits}><option>A</option></select>` +
        '<input type="hidden" value="1"/>' +
        '<textarea readonly="" data-first-view-wait="readonly"></textarea>',
    );
  });

  it('never writes an attribute twice: what the view already has is kept and left off the list of what was added', () => {
    expect(markFirstView('<button aria-disabled="true">Full</button><input readonly=""/>')).toBe(
      `<button aria-disabled="true" aria-describedby="${FIRST_VIEW_WAITING_ID}" data-first-view-wait="aria-describedby">Full</button><input readonly=""/>`,
    );
  });

  it('takes off exactly what was added, and the waiting text', () => {
    // A stand-in for the page's elements: attributes by name, and whether the waiting text is still there.
    const element = (attributes: Record<string, string>) => ({
      attributes: { ...attributes },
      getAttribute(name: string) {
        return this.attributes[name] ?? null;
      },
      removeAttribute(name: string) {
        delete this.attributes[name];
      },
    });
    const full = element({ 'aria-disabled': 'true', 'aria-describedby': FIRST_VIEW_WAITING_ID, 'data-first-view-wait': 'aria-describedby' });
    const book = element({ 'aria-disabled': 'true', 'aria-describedby': FIRST_VIEW_WAITING_ID, 'data-first-view-wait': 'aria-disabled aria-describedby' });
    const field = element({ readonly: '', 'data-first-view-wait': 'readonly' });
    let waitingText = true;
    const root = {
      querySelectorAll: (selector: string) => (selector === '[data-first-view-wait]' ? [full, book, field] : []),
      ownerDocument: { getElementById: (id: string) => (id === FIRST_VIEW_WAITING_ID && waitingText ? { remove: () => (waitingText = false) } : null) },
    };
    unmarkFirstView(root);
    expect([full.attributes, book.attributes, field.attributes]).toEqual([{ 'aria-disabled': 'true' }, {}, {}]);
    expect(waitingText).toBe(false);
  });
});
