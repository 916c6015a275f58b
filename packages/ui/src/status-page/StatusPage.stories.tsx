import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@radix-ui/themes';
import { expect, within } from 'storybook/test';
import { StatusPage } from './StatusPage';

const meta = {
  title: 'Pages/StatusPage',
  component: StatusPage,
  args: {
    title: 'Booking confirmed',
    body: 'We have emailed your confirmation.',
  },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WarningWithAction: Story = {
  args: { tone: 'warning', actions: <Button>Continue</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 }).parentElement).toHaveAttribute('data-tone', 'warning');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};
