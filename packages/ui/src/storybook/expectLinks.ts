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
