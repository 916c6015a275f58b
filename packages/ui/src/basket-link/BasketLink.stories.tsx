import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BasketLink } from './BasketLink';

const meta = {
  title: 'Shell/BasketLink',
  component: BasketLink,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "The basket link in the header bar or side drawer, with an item-count badge.",
          "**Theming — do** let the badge take `--cs-header-primary` with `--cs-on-primary` text and the link inherit the header's colour and `--cs-font-body`. **Don't** give the icon or badge a colour of their own, or choose a header primary the badge number can't be read on.",
          "**Accessibility — do** rely on the hidden sentence for the name ('Shopping basket, 2 items'): the icon, visible label and badge are `aria-hidden`. **Don't** pass a count that is out of date, or add an `aria-label` that drops the count.",
        ].join('\n\n'),
      },
    },
  },
  args: { href: '/basket', count: 1 },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-4)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BasketLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneItem: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Shopping basket, 1 item' });
    await expect(link).toHaveAttribute('href', '/basket');
    await expect(within(link).getByText('1')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Shopping basket, 0 items' });
    await expect(link).toHaveAttribute('data-empty');
    await expect(within(link).queryByText('0')).toBeNull();
  },
};

export const WithLabel: Story = {
  args: { count: 12, showLabel: true, placement: 'drawer' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Shopping basket, 12 items' });
    await expect(within(link).getByText('Shopping basket')).toBeVisible();
  },
};
