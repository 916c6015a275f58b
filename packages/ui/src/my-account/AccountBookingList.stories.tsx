import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectDesignLink } from '../storybook/expectLinks';
import { AccountBookingList } from './AccountBookingList';

const bookings = [
  { id: '11', name: 'Vinyasa Flow', when: 'Thu, 26 Nov 2026 at 18:30', where: 'Riverside Aquatics Centre, Studio 1', attendee: null, price: '£7.50', canCancel: true, cannotCancelReason: null },
  {
    id: '12',
    name: 'Aqua Fit',
    when: 'Tue, 24 Nov 2026 at 09:00',
    where: 'Riverside Aquatics Centre, Learner pool',
    attendee: 'Jamie Morgan',
    price: '£6.20',
    canCancel: false,
    cannotCancelReason: 'This booking can no longer be cancelled online.',
  },
];

const meta = {
  title: 'Account/AccountBookingList',
  component: AccountBookingList,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "A group of the customer's bookings (spec §2 my-account Bookings): upcoming, past or cancelled, a card each; upcoming ones can be cancelled.",
          "**Theming — do** keep the cards on Radix's neutral surface with grey secondary text; Cancel is a soft red button and 'Cancelled' a grey badge, whatever the venue. **Don't** give Cancel the venue accent: it is a destructive action.",
          "**Accessibility — do** keep the `h2` title (it also names the list) and an `h3` per booking; Cancel is named after its session ('Cancel booking: Vinyasa Flow on …') and a booking that cannot be cancelled says why in text. **Don't** hide that reason in a tooltip or a disabled button.",
        ].join('\n\n'),
      },
    },
  },
  args: { group: 'upcoming', title: 'Upcoming', bookings, onCancel: fn(), emptyAction: { href: '/', label: 'Book an activity' } },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof AccountBookingList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Upcoming: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Upcoming' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('For Jamie Morgan')).toBeVisible();
    // One that may be cancelled has the button, named for its session; one that may not says why.
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel booking: Vinyasa Flow on Thu, 26 Nov 2026 at 18:30' }));
    await expect(args.onCancel).toHaveBeenCalledWith('11');
    await expect(canvas.getByText('This booking can no longer be cancelled online.')).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};

/** Each upcoming booking offers its pass ("Show pass", named for its session), whether or not it can be cancelled. */
export const UpcomingWithPasses: Story = {
  args: { onShowPass: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Show pass for / })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Show pass for Aqua Fit, Tue, 24 Nov 2026 at 09:00' }));
    await expect(args.onShowPass).toHaveBeenCalledWith('12');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { bookings: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have no upcoming bookings.')).toBeVisible();
    const book = canvas.getByRole('link', { name: 'Book an activity' });
    await expect(book).toHaveAttribute('href', '/');
    await expectDesignLink(book);
  },
};

export const Cancelled: Story = {
  args: { group: 'cancelled', title: 'Cancelled', bookings: [{ ...bookings[0]!, canCancel: false }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cancelled', { selector: '.rt-Badge' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Past: Story = {
  args: { group: 'past', title: 'Past', bookings: [bookings[0]!] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Vinyasa Flow' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Spec §2: a camp bought together shows once, with its sessions under it; a session of it is not cancelled alone. */
export const CampWithSessions: Story = {
  args: {
    bookings: [
      {
        id: '21',
        name: 'Summer Multi-Sport Camp',
        when: 'Mon, 14 Dec 2026 – Fri, 1 Jan 2027',
        where: 'Riverside Aquatics Centre, Main pool',
        attendee: 'Jamie Morgan',
        price: null,
        canCancel: false,
        cannotCancelReason: 'This session is part of a camp or course, so it cannot be cancelled on its own: ask the venue.',
        sessions: ['Mon, 14 Dec 2026 at 09:00', 'Tue, 15 Dec 2026 at 09:00', 'Wed, 16 Dec 2026 at 09:00'],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem').filter((item) => item.closest('.cs-account-bookings__list') === item.parentElement)).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: /Cancel/ })).toBeNull();
    const summary = canvas.getByText('3 sessions');
    await expect(canvas.getByText('Tue, 15 Dec 2026 at 09:00')).not.toBeVisible();
    await userEvent.click(summary);
    await expect(canvas.getByText('Tue, 15 Dec 2026 at 09:00')).toBeVisible();
  },
};
