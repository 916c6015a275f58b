import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BookingSuccessPanel } from './BookingSuccessPanel';

const meta = {
  title: 'Camps and courses/Booking/BookingSuccessPanel',
  component: BookingSuccessPanel,
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
