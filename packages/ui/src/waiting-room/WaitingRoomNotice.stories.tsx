import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WaitingRoomNotice } from './WaitingRoomNotice';

const meta = {
  title: 'Feedback/WaitingRoomNotice',
  component: WaitingRoomNotice,
  args: { position: 412 },
} satisfies Meta<typeof WaitingRoomNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Far back in the line when a sale opens. */
export const InTheQueue: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(within(status).getByText("You're in the queue")).toBeVisible();
    await expect(within(status).getByText('Your place in the queue: 412')).toBeVisible();
    await expect(within(status).getByText(/Keep this page open/)).toBeVisible();
  },
};

/** Next in line. */
export const Next: Story = {
  args: { position: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your place in the queue: 1')).toBeVisible();
  },
};

/** Not waiting: the live region stays, empty, so the next place is announced. */
export const NotWaiting: Story = {
  args: { position: null },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toBeEmptyDOMElement();
  },
};
