import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmbeddedBasket } from './EmbeddedBasket';

const meta = {
  title: 'Shell/EmbeddedBasket',
  component: EmbeddedBasket,
  parameters: {
    docs: {
      description: {
        component: [
          "The basket on a page framed by an operator's site, where the header's navigation is hidden: on one line, the count and total (the link to the basket) and Checkout, in the frame or in a new tab.",
          "**Theming — do** leave its colours to the venue theme (the summary inherits the header's text colour, Checkout is the solid accent button). **Don't** give it colours of its own: it sits in the operator's frame beside the venue's logo.",
          "**Accessibility — do** keep it a landmark named 'Your basket' and say when Checkout opens a new tab. **Don't** show it with an empty basket: there is nothing to go on to.",
        ].join('\n\n'),
      },
    },
  },
  args: { count: 2, total: '£13.00', basketHref: '/basket?embedded=true', checkoutHref: '/basket/checkout?embedded=true', checkoutInNewTab: false },
} satisfies Meta<typeof EmbeddedBasket>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InTheFrame: Story = {
  play: async ({ canvasElement }) => {
    const basket = within(canvasElement).getByRole('navigation', { name: 'Your basket' });
    await expect(basket).toHaveTextContent('2 items · £13.00');
    await expect(within(basket).getByRole('link', { name: 'View basket, 2 items · £13.00' })).toHaveAttribute('href', '/basket?embedded=true');
    const checkout = within(basket).getByRole('link', { name: 'Checkout' });
    await expect(checkout).toHaveAttribute('href', '/basket/checkout?embedded=true');
    await expect(checkout).not.toHaveAttribute('target');
  },
};

export const OneItem: Story = {
  args: { count: 1, total: '£6.50' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Your basket' })).toHaveTextContent('1 item · £6.50');
  },
};

export const CheckoutInANewTab: Story = {
  args: { checkoutInNewTab: true, checkoutHref: '/basket/checkout?token=t' },
  play: async ({ canvasElement }) => {
    const checkout = within(canvasElement).getByRole('link', { name: 'Checkout (opens in a new tab)' });
    await expect(checkout).toHaveAttribute('target', '_blank');
    await expect(checkout).toHaveAttribute('rel', 'noopener');
  },
};

export const EmptyBasket: Story = {
  args: { count: 0, total: '£0.00' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
