import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { yogaSession } from '../storybook/browseFixtures';
import { SessionCard } from './SessionCard';

const meta = {
  title: 'Browse/SessionCard',
  component: SessionCard,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "A session in the timetable: time, name, place, availability tags, price and its action.",
          "**Theming — do** let tags and the action take the venue tokens (`--cs-primary-*`, `--accent-*`). **Don't** show availability by hue alone: the tag says it in words too.",
          "**Accessibility — do** keep the action's accessible name specific ('Book: Vinyasa Flow at 18:30') since a day lists many cards. **Don't** make the whole card a second click target next to its button.",
        ].join('\n\n'),
      },
    },
  },
  args: { ...yogaSession, onAction: fn() },
  decorators: [
    (Story) => (
      <ul className="cs-session-list" role="list" style={{ padding: 'var(--space-4)' }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof SessionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const tagOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('.cs-session-tag');

export const Bookable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('18:30–19:30')).toBeVisible();
    await expect(canvas.getByText('Studio 1 · with Priya Shah')).toBeVisible();
    await expect(canvas.getByText('12 spaces left')).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByText('£7.50')).toBeVisible();
    // 'est.' says what it means in text, not in a mouse-only tooltip: read after it, and shown on a press or a key.
    const estimate = canvas.getByRole('button', { name: 'est.' });
    await expect(estimate).not.toHaveAttribute('title');
    await expect(estimate.closest('[title]')).toBeNull();
    await expect(canvasElement).toHaveTextContent('£7.50 est. (Estimated price: log in to see yours)');
    await expect(estimate).toHaveAttribute('aria-expanded', 'false');
    estimate.focus();
    await userEvent.keyboard('{Enter}');
    await expect(estimate).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('(Estimated price: log in to see yours)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Book: Vinyasa Flow at 18:30' }));
    await expect(args.onAction).toHaveBeenCalledWith('book');
  },
};

export const LowAvailability: Story = {
  args: { tag: { kind: 'spotsAvailable', available: 2, tone: 'danger' } },
  play: async ({ canvasElement }) => {
    const tag = within(canvasElement).getByText('2 spaces left');
    await expect(tag).toHaveAttribute('data-tone', 'danger');
    await expect(tag).toHaveAttribute('data-accent-color', 'red');
  },
};

export const OneSpaceLeft: Story = {
  args: { tag: { kind: 'spotsAvailable', available: 1, tone: 'danger' } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('1 space left')).toBeVisible(),
};

export const SoldOut: Story = {
  args: { tag: { kind: 'soldOut' }, button: { kind: 'disabled', reason: 'The session being booked is already full' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sold out')).toHaveAttribute('data-tag', 'soldOut');
    await expect(canvas.getByText('The session being booked is already full')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unavailable: Vinyasa Flow at 18:30' })).toBeDisabled();
  },
};

export const JoinWaitlist: Story = {
  args: { tag: { kind: 'joinWaitlist' }, button: { kind: 'joinWaitlist' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Full: waitlist open')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Join waitlist/ }));
    await expect(args.onAction).toHaveBeenCalledWith('joinWaitlist');
  },
};

export const Waitlisted: Story = {
  args: { tag: { kind: 'waitlisted' }, button: { kind: 'leaveWaitlist' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('On the waitlist')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: /^Leave waitlist/ })).toBeEnabled();
  },
};

export const Booked: Story = {
  args: { tag: { kind: 'booked' }, button: { kind: 'cancelBooking' }, price: { formatted: '£5.00', isEstimate: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Booked')).toBeVisible();
    await expect(canvas.queryByText('est.')).toBeNull();
    await expect(canvas.getByRole('button', { name: /^Cancel booking/ })).toBeEnabled();
  },
};

export const Reserved: Story = {
  args: { tag: { kind: 'reserved' }, button: { kind: 'cancelReservation' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Reserved')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: /^Cancel reservation/ })).toBeEnabled();
  },
};

export const Busy: Story = {
  args: { tag: { kind: 'busy' }, button: { kind: 'disabled', reason: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Busy')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: /^Unavailable/ })).toBeDisabled();
  },
};

export const Past: Story = {
  args: { tag: { kind: 'past' }, button: { kind: 'disabled', reason: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Past')).toHaveAttribute('data-accent-color', 'gray');
    await expect(within(canvasElement).getByRole('button', { name: /^Unavailable/ })).toBeDisabled();
  },
};

export const Cancelled: Story = {
  args: { tag: null, cancelled: true, button: { kind: 'disabled', reason: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Cancelled')).toBeVisible();
    await expect(tagOf(canvasElement)).toBeNull();
    await expect(canvasElement.querySelector('[data-cancelled]')).not.toBeNull();
  },
};

export const WithRestriction: Story = {
  args: { restrictions: ['Spin bike induction'], name: 'Spin 45', price: { formatted: '£8.00', isEstimate: false } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Needs Spin bike induction before booking')).toBeVisible(),
};

export const TicketedWithoutPrice: Story = {
  args: { name: 'Public swim', price: null, instructors: [], labels: [], locationName: 'Main pool' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/£/)).toBeNull();
    await expect(within(canvasElement).getByText('Main pool')).toBeVisible();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /^Book/ });
    // Waiting, yet still focusable: a keyboard user's focus stays on the card while the add runs.
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

// Spec §9: times show as 24h ('HH:mm') or 12h ('h:mm A'); the web app formats them with core's formatVenueTime.
export const Clock24h: Story = {
  args: { startTime: '18:30', endTime: '19:30' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('18:30–19:30')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Book: Vinyasa Flow at 18:30' })).toBeVisible();
  },
};

export const Clock12h: Story = {
  args: { startTime: '6:30 PM', endTime: '7:30 PM' },
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('6:30 PM–7:30 PM');
    await expect(time).toBeVisible();
    // The longer 12h time stays on one line beside the card's contents.
    await expect(time.getBoundingClientRect().height).toBeLessThan(40);
    await expect(within(canvasElement).getByRole('button', { name: 'Book: Vinyasa Flow at 6:30 PM' })).toBeVisible();
  },
};
