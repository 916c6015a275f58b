import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MaintenancePage } from './MaintenancePage';

const meta = {
  title: 'Pages/MaintenancePage',
  component: MaintenancePage,
} satisfies Meta<typeof MaintenancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Service disruption' })).toBeVisible();
    await expect(canvas.getByText('Unable to access the site due to planned maintenance.')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
