import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TicketPrices } from './TicketPrices';

const meta = {
  title: 'Browse/TicketPrices',
  component: TicketPrices,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "A ticketed activity's tickets and their prices (spec §3 Tickets, each priced by the ticket price call).",
          "**Theming — do** keep it on a neutral Radix card: names in grey, " +
            "prices in bold body text, the heading in the venue heading font. " +
            "**Don't** colour prices with `--cs-primary-500`: the raw venue colour has no contrast guarantee on white.",
          "**Accessibility — do** keep the names and prices a `dl` (`dt`/`dd`) " +
            "under the 'Tickets' `h2`, with 'est.' as visible text. " +
            "**Don't** leave the estimate explained only by its `title` ('Estimated price: log in to " +
            "see yours'): keyboard and touch users never see a tooltip, so say it on the page too.",
        ].join('\n\n'),
      },
    },
  },
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
    // The estimate is explained in the page (hidden text), not only by a title tooltip.
    await expect(canvas.getAllByText(/Estimated price: log in to see yours/)).toHaveLength(3);
    // A press shows the meaning on screen, for sighted keyboard and touch users too.
    const [first] = canvas.getAllByRole('button', { name: 'est.' });
    await userEvent.click(first!);
    await expect(canvas.getAllByText(/Estimated price: log in to see yours/)[0]).toBeVisible();
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
