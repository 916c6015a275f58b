import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegisterSessions, type RegisterSessionView } from './RegisterSessions';

const sessions: RegisterSessionView[] = [
  { id: 'a'.repeat(34), name: 'Vinyasa Flow', time: '07:00', location: 'Studio 1', booked: 12, capacity: 16, status: 'bookable' },
  { id: 'b'.repeat(34), name: 'Aqua Aerobics', time: '10:30', location: 'Main pool', booked: 0, capacity: 30, status: 'cancelled' },
  { id: 'c'.repeat(34), name: 'Spin Express with a very long class name that must wrap on a phone', time: '18:30', location: 'Spin studio', booked: 20, capacity: 20, status: 'clashing' },
];

const meta = {
  title: 'Staff/RegisterSessions',
  component: RegisterSessions,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "Staff: a venue's sessions on a day for the register: each a " +
            "button that opens its register; cancelled and clashing ones say so.",
          "**Theming — do** let the open session's outline take the venue " +
            "accent (`--accent-9`) and the heading `--cs-font-heading`. " +
            "**Don't** colour cancelled or clashing by hand: they are red and amber badges with their words.",
          "**Accessibility — do** keep each session a real `button` at least 44 px high, named by " +
            "its whole text, with `aria-current` on the open one and the list named by its `h2`. " +
            "**Don't** mark the open session by its outline alone: keep `aria-current`.",
        ].join('\n\n'),
      },
    },
  },
  args: { state: 'ready', sessions, selectedId: null, onSelect: fn() },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof RegisterSessions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The day's sessions: each opens its register; cancelled and clashing ones say so. */
export const Sessions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual([
      'Vinyasa Flow at 07:00Studio 1 · 12 of 16 booked',
      'Aqua Aerobics at 10:30CancelledMain pool · 0 of 30 booked',
      'Spin Express with a very long class name that must wrap on a phone at 18:30ClashingSpin studio · 20 of 20 booked',
    ]);
    buttons[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('a'.repeat(34));
  },
};

/** The open register's session is marked current. */
export const Selected: Story = {
  args: { selectedId: 'b'.repeat(34) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Aqua Aerobics/ })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: /Vinyasa Flow/ })).not.toHaveAttribute('aria-current');
  },
};

export const Loading: Story = {
  args: { state: 'loading', sessions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading sessions');
    await expect(canvas.getByRole('region', { name: 'Sessions' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { sessions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No sessions at this venue on this day.')).toBeVisible();
  },
};

/** Filtered to the sessions with bookings and none has any: it says so and offers every session. */
export const NoneBooked: Story = {
  args: { sessions: [], withBookingsOnly: true, onShowAll: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No sessions with bookings at this venue on this day.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show every session' }));
    await expect(args.onShowAll).toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { state: 'error', sessions: [], errorText: 'Something went wrong, please try again later.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong, please try again later.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** At 375 px every row wraps inside the screen. */
export const SmallScreen: Story = {
  decorators: [(Story) => <div style={{ width: 343 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) await expect(button.scrollWidth).toBeLessThanOrEqual(343);
  },
};
