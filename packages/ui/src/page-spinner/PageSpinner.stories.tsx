import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageSpinner } from './PageSpinner';

const meta = {
  title: 'Feedback/PageSpinner',
  component: PageSpinner,
} satisfies Meta<typeof PageSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading…');
    await expect(within(status).getByText('Loading…')).toBeVisible();
  },
};
