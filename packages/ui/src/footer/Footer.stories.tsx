import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: {
    html:
      '<p><strong>Riverside Leisure Centre</strong>, 1 River Road, Exeter EX1 1AA</p>' +
      '<p><a href="https://example.com/terms">Terms and conditions</a> · <a href="tel:+441392000000">01392 000000</a></p>',
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
  },
};

export const Empty: Story = {
  args: { html: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('contentinfo')).toBeNull();
  },
};
