import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BookingSuccessPanel } from './BookingSuccessPanel';

const meta = {
  title: 'Camps and courses/Booking/BookingSuccessPanel',
  component: BookingSuccessPanel,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "'Added to your basket' after a camp or course is added (spec §2/§4), with Checkout and Back to home.",
          "**Theming — do** let Checkout (solid) and Back to home (outline) take the venue accent (`--accent-9`, `--accent-11`) and the title `--cs-font-heading`. **Don't** tint the tick icon with the venue colour: success stays `--green-11`.",
          "**Accessibility — do** mount it only when the add succeeds: focus moves to its `h2` (`tabIndex={-1}`), the region's name, so screen readers hear it. **Don't** render it hidden in advance or move focus away from it right after.",
        ].join('\n\n'),
      },
    },
  },
  args: { itemName: 'Summer Multi-Sport Camp', onCheckout: fn(), homeHref: '/' },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof BookingSuccessPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Added: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Added to your basket' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('region', { name: 'Added to your basket' })).toHaveTextContent('Summer Multi-Sport Camp is in your basket.');
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('button', { name: 'Checkout' }));
    await expect(args.onCheckout).toHaveBeenCalledTimes(1);
  },
};

export const Course: Story = {
  args: { itemName: 'Improvers Swimming (Stage 4)', homeHref: '/venues/riverside' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Improvers Swimming (Stage 4) is in your basket.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/venues/riverside');
  },
};
