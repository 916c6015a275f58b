import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "The page footer: the venue's own HTML (spec §2), then our fixed links (the accessibility statement).",
          "**Theming — do** keep the `--gray-2` band with links in `--accent-12`, underlined, so venue links stay readable; text is `--cs-font-body`. **Don't** let the venue HTML set its own link colours or background.",
          "**Accessibility — do** keep the `contentinfo` landmark ('Venue information') and the 'Site information' nav; the statement link is at least 24px tall with a `--focus-8` ring. **Don't** pass unsanitised HTML, or venue images without `alt` text.",
        ].join('\n\n'),
      },
    },
  },
  args: {
    html:
      '<p><strong>Riverside Leisure Centre</strong>, 1 River Road, Exeter EX1 1AA</p>' +
      '<p><a href="https://example.com/terms">Terms and conditions</a> · <a href="tel:+441392000000">01392 000000</a></p>',
    accessibilityHref: '/accessibility',
    openDataHref: '/openactive',
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHtml: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo', { name: 'Venue information' });
    await expect(within(footer).getByText('Riverside Leisure Centre')).toBeVisible();
    const terms = within(footer).getByRole('link', { name: 'Terms and conditions' });
    await expect(terms).toHaveAttribute('href', 'https://example.com/terms');
    await expect(getComputedStyle(terms).textDecorationLine).toBe('underline');
    // Our own link row comes after the venue's HTML.
    const statement = within(footer).getByRole('link', { name: 'Accessibility statement' });
    await expect(terms.compareDocumentPosition(statement) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** No venue footer: the accessibility statement's link still shows, alone, reachable by keyboard with a visible ring. */
export const LinksOnly: Story = {
  args: { html: null },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(footer.querySelector('.cs-footer__content')).toBeNull();
    const nav = within(footer).getByRole('navigation', { name: 'Site information' });
    const link = within(nav).getByRole('link', { name: 'Accessibility statement' });
    await expect(link).toHaveAttribute('href', '/accessibility');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    // WCAG 2.5.8: at least 24px tall.
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    // The open-data page is next in the row, a plain link out of the app.
    const openData = within(nav).getByRole('link', { name: 'Open data' });
    await expect(openData).toHaveAttribute('href', '/openactive');
    await userEvent.tab();
    await expect(openData).toHaveFocus();
    await expect(openData.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

export const Empty: Story = {
  args: { html: null, accessibilityHref: undefined, openDataHref: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('contentinfo')).toBeNull();
  },
};
