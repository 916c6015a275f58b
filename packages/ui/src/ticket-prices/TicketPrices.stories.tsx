import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TicketPrices } from './TicketPrices';

const meta = {
  title: 'Browse/TicketPrices',
  component: TicketPrices,
  args: {
    tickets: [
      { id: 'a', name: 'Adult', price: '£5.20', isEstimate: true },
      { id: 'c', name: 'Child (under 16)', price: '£3.10', isEstimate: true },
      { id: 'f', name: 'Family (2 adults, 2 children)', price: '£14.00', isEstimate: true },
    ],
  },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)' }}><Story /></div>],
} satisfies Meta<typeof TicketPrices>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Estimates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Tickets' })).toBeVisible();
    await expect(canvas.getByText('£5.20')).toBeVisible();
    await expect(canvas.getAllByText('est.')).toHaveLength(3);
  },
};

export const ForAMember: Story = {
  args: { tickets: [{ id: 'a', name: 'Adult', price: '£0.00', isEstimate: false }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('£0.00')).toBeVisible();
    await expect(within(canvasElement).queryByText('est.')).toBeNull();
  },
};

export const Loading: Story = {
  args: { tickets: [{ id: 'a', name: 'Adult', price: null, isEstimate: true }] },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Adult')).toBeVisible(),
};

export const NoTickets: Story = {
  args: { tickets: [] },
  play: async ({ canvasElement }) => expect(canvasElement.querySelector('.cs-ticket-prices')).toBeNull(),
};
