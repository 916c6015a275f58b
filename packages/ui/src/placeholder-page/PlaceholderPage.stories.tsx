import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlaceholderPage } from './PlaceholderPage';

const meta = {
  title: 'Pages/PlaceholderPage',
  component: PlaceholderPage,
  args: { title: 'Checkout' },
} satisfies Meta<typeof PlaceholderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(canvas.getByText('This page is on its way.')).toBeVisible();
  },
};
