import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { extras } from './campBooking.fixtures';
import { ExtrasList } from './ExtrasList';

const meta = {
  title: 'Camps and courses/Booking/ExtrasList',
  component: ExtrasList,
  args: { extras, onQuantityChange: fn(), disabled: false },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof ExtrasList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoExtras: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Extras' })).toBeVisible();
    const [lunch, shirt] = within(canvas.getByRole('list', { name: 'Extras' })).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    await expect(within(lunch).getByText('Sandwich, fruit and a drink each day.')).toBeVisible();
    await expect(within(lunch).getByText('£5.00 each')).toBeVisible();
    await expect(shirt).toHaveAttribute('data-chosen', 'true');
    await expect(within(shirt).getByRole('spinbutton', { name: 'Quantity of Camp T-shirt' })).toHaveValue(2);
    await userEvent.click(within(lunch).getByRole('button', { name: 'Increase Quantity of Packed lunch' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(31, 1);
    await userEvent.click(within(shirt).getByRole('button', { name: 'Decrease Quantity of Camp T-shirt' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(32, 1);
  },
};

export const NoExtras: Story = {
  args: { extras: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const input of within(canvasElement).getAllByRole('spinbutton')) await expect(input).toBeDisabled();
  },
};
