import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BookingDialog } from './BookingDialog';

const swimTickets = [
  { id: 'adult', name: 'Adult', price: '£5.20', isEstimate: false, available: false, reason: 'The Adult ticket is not available for Jamie Morgan.' },
  { id: 'child', name: 'Child (under 16)', price: '£3.10', isEstimate: false, available: true, reason: null },
  { id: 'family', name: 'Family (2 adults, 2 children)', price: '£14.00', isEstimate: false, available: true, reason: null },
];
const waiver = {
  name: 'Pool safety waiver',
  termsHtml: '<p>Aqua aerobics takes place in water up to 1.4 m deep.</p><ul><li>You can swim at least 25 metres unaided.</li></ul>',
  agreement: 'I confirm I am able to exercise in water safely and agree to the pool safety rules.',
};

const meta = {
  title: 'Browse/BookingDialog',
  component: BookingDialog,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "Choose a ticket, agree to the waiver and confirm a session booking.",
          "**Theming — do** let the selected ticket card and the confirm button take the venue accent. **Don't** colour unavailable tickets by hand: they are disabled radio cards with their reason as text.",
          "**Accessibility — do** keep the tickets one radio group (arrow keys move between them) with each blocked ticket described by its reason. **Don't** close the dialog on an error: show it inside so focus stays and the message is read.",
        ].join('\n\n'),
      },
    },
  },
  args: {
    open: true,
    sessionName: 'Public swim',
    when: 'Tue, 24 Nov 2026, 10:00–11:00',
    attendeeName: 'Jamie Morgan',
    tickets: swimTickets,
    selectedTicketId: 'child',
    onSelectTicket: fn(),
    waiver: null,
    agreed: false,
    onAgreeChange: fn(),
    error: null,
    pending: false,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof BookingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement, name = 'Book Public swim') => within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name }));

export const ChildTicket: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(dialog.getByText('Booking for Jamie Morgan')).toBeVisible());
    await expect(dialog.getByRole('radio', { name: /Child \(under 16\)/ })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: /Adult/ })).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: /Family/ }));
    await expect(args.onSelectTicket).toHaveBeenCalledWith('family');
    await userEvent.click(dialog.getByRole('button', { name: 'Add to basket' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const LoadingPrices: Story = {
  args: { tickets: swimTickets.map((t) => ({ ...t, price: null })) },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.queryByText('£3.10')).toBeNull();
  },
};

export const NoTicketFits: Story = {
  args: { tickets: swimTickets.map((t) => ({ ...t, available: false, reason: 'Not for you' })), selectedTicketId: null },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const book = dialog.getByRole('button', { name: 'Add to basket' });
    await expect(book).toHaveAttribute('aria-disabled', 'true');
    await expect(book).toHaveAccessibleDescription('There is no ticket Jamie Morgan can use for this session.');
    await userEvent.click(book);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const WaiverToAgree: Story = {
  args: { sessionName: 'Aqua aerobics', tickets: [], selectedTicketId: null, attendeeName: 'Alex Morgan', waiver },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, 'Book Aqua aerobics');
    await waitFor(() => expect(dialog.getByText('You can swim at least 25 metres unaided.')).toBeVisible());
    const book = dialog.getByRole('button', { name: 'Add to basket' });
    await expect(book).toHaveAccessibleDescription('Agree to the Pool safety waiver to book.');
    await userEvent.click(book);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('checkbox', { name: waiver.agreement }));
    await expect(args.onAgreeChange).toHaveBeenCalledWith(true);
  },
};

export const WaiverAgreed: Story = {
  args: { ...WaiverToAgree.args, agreed: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, 'Book Aqua aerobics');
    await expect(dialog.getByRole('checkbox', { name: waiver.agreement })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Add to basket' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const WaiverLoading: Story = {
  args: { ...WaiverToAgree.args, waiver: { ...waiver, termsHtml: null } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Book Aqua aerobics');
    await waitFor(() => expect(dialog.getByText('Loading the terms…')).toBeVisible());
    await expect(dialog.getByRole('checkbox')).toBeDisabled();
  },
};

export const Refused: Story = {
  args: { error: 'The session being booked is already full' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent('The session being booked is already full');
  },
};

export const Adding: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog.getByText('Booking for Jamie Morgan')).toBeVisible());
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Book pressed before a ticketed session's tickets are in: their place is shown and nothing is added until they are. */
export const LoadingTickets: Story = {
  // A skeleton pulses, so there is no stable picture to compare.
  tags: ['no-visual'],
  args: { tickets: [], ticketsLoading: true, selectedTicketId: null },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const add = dialog.getByRole('button', { name: 'Add to basket' });
    await waitFor(() => expect(add).toHaveAccessibleDescription('Loading the tickets…'));
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(add);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
