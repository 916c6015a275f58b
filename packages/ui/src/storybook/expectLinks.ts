import { expect, within } from 'storybook/test';

/** Asserts `container` holds exactly these links, by accessible name, in document order. */
export async function expectLinksInOrder(container: HTMLElement, names: string[]): Promise<void> {
  const scope = within(container);
  await expect(scope.getAllByRole('link')).toHaveLength(names.length);
  const links = names.map((name) => scope.getByRole('link', { name }));
  links.forEach((link, index) => {
    const previous = links[index - 1];
    if (previous) {
      expect(previous.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });
}

/**
 * Asserts `link` looks like the design system's inline link (the account forms' `.cs-account-link`): the accent text
 * colour (`--accent-11`, AA on the page), underlined, and a solid focus ring of at least 2px when reached by Tab.
 */
export async function expectDesignLink(link: HTMLElement): Promise<void> {
  const probe = document.createElement('span');
  probe.style.color = 'var(--accent-11)';
  link.parentElement?.append(probe);
  const accent = getComputedStyle(probe).color;
  probe.remove();
  const style = getComputedStyle(link);
  expect(style.color).toBe(accent);
  expect(style.textDecorationLine).toContain('underline');
  link.focus({ focusVisible: true } as FocusOptions);
  expect(link).toHaveFocus();
  const focused = getComputedStyle(link);
  expect(focused.outlineStyle).toBe('solid');
  expect(parseFloat(focused.outlineWidth)).toBeGreaterThanOrEqual(2);
  link.blur();
}
