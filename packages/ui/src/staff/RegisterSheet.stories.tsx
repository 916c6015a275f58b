import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectStrongRing } from '../storybook/expectRing';
import { RegisterSheet, type RegisterAttendeeView } from './RegisterSheet';

const attendees: RegisterAttendeeView[] = [
  { id: 11, name: 'Chris Morgan', reference: 'RLT-000002', places: 1, attended: true },
  { id: 12, name: 'Priya Shah', reference: 'RLT-000003', places: 2, attended: false },
  { id: 13, name: 'Tom Baker', reference: 'RLT-000006', places: 1, attended: null },
  { id: 14, name: 'Jamie Morgan', reference: 'RLT-000004', places: 1, attended: null },
];
const counts = { booked: 4, attended: 1, absent: 1, unmarked: 2 };

const meta = {
  title: 'Staff/RegisterSheet',
  component: RegisterSheet,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "Staff: one session's register (spec §4 attendance): Attended " +
            "and Absent toggles per booking, the tally, and mark everyone.",
          "**Theming — do** let the pressed toggle take the venue's darkest accent (a high-contrast solid " +
            "Radix button, `--accent-12` with `--gray-1` text) and the heading `--cs-font-heading`. " +
            "**Don't** colour the unpressed toggles: they are grey outlines so the pressed one stands out.",
          "**Accessibility — do** keep the toggles' `aria-pressed` and names with the customer " +
            "('Mark Tom Baker (RLT-000006) attended'), the tally a `role=\"status\"`, errors " +
            "`role=\"alert\"`, and `focusOnOpen` to move focus to the heading. " +
            "**Don't** show attendance by button colour alone: each row also says Attended, Absent or Not marked.",
        ].join('\n\n'),
      },
    },
  },
  args: { title: 'Vinyasa Flow at 07:00', state: 'ready', attendees, counts, onMark: fn(), onCancelSession: fn() },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof RegisterSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Marking: each toggle names its customer and says whether it is pressed; everyone unmarked goes in one press. */
export const Marking: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 attended, 1 absent, 2 not marked');
    await expect(canvas.getByRole('button', { name: 'Mark Chris Morgan (RLT-000002) attended' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Mark Priya Shah (RLT-000003) absent' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Mark Tom Baker (RLT-000006) attended' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByText('RLT-000003 · 2 places · Absent')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark Tom Baker (RLT-000006) attended' }));
    await expect(args.onMark).toHaveBeenLastCalledWith([13], 'attended');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark Chris Morgan (RLT-000002) absent' }));
    await expect(args.onMark).toHaveBeenLastCalledWith([11], 'absent');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark everyone not yet marked as attended' }));
    await expect(args.onMark).toHaveBeenLastCalledWith([13, 14], 'attended');
    // Staff without the manager's right see no cancel button.
    await expect(canvas.queryByRole('button', { name: 'Cancel this session' })).toBeNull();
  },
};

/** A manager may cancel the session from its register. */
export const ManagerMayCancel: Story = {
  args: { canCancel: true },
  play: async ({ canvasElement, args }) => {
    // A red soft button's focus ring has 3:1 on the page (Radix would draw it in pale pink).
    await expectStrongRing(within(canvasElement).getByRole('button', { name: 'Cancel this session' }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel this session' }));
    await expect(args.onCancelSession).toHaveBeenCalled();
  },
};

/** Before the session's day: the reason shows and nothing can be marked. */
export const TooEarly: Story = {
  args: { attendanceBlocked: 'Attendance can be taken from the day of the session.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Attendance can be taken from the day of the session.')).toBeVisible();
    // They stay in the tab order, say why, and a press marks nothing.
    for (const name of ['Mark Tom Baker (RLT-000006) attended', 'Mark Tom Baker (RLT-000006) absent', 'Mark everyone not yet marked as attended']) {
      const button = canvas.getByRole('button', { name });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleDescription('Attendance can be taken from the day of the session.');
      await userEvent.click(button);
    }
    await expect(args.onMark).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: { error: 'Nothing was changed: some bookings cannot be changed.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Nothing was changed: some bookings cannot be changed.');
  },
};

export const Saving: Story = {
  args: { pending: true, canCancel: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Vinyasa Flow at 07:00' })).toHaveAttribute('aria-busy', 'true');
    for (const name of ['Mark Tom Baker (RLT-000006) attended', 'Cancel this session']) {
      const button = canvas.getByRole('button', { name });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleDescription('Wait until the last change is saved.');
      await userEvent.click(button);
    }
    await expect(args.onMark).not.toHaveBeenCalled();
    await expect(args.onCancelSession).not.toHaveBeenCalled();
  },
};

/** Everyone marked: nothing left for the one-press button. */
export const AllMarked: Story = {
  args: { attendees: attendees.map((a) => ({ ...a, attended: true })), counts: { booked: 4, attended: 4, absent: 0, unmarked: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('4 attended, 0 absent, 0 not marked');
    const all = canvas.getByRole('button', { name: 'Mark everyone not yet marked as attended' });
    await expect(all).toHaveAttribute('aria-disabled', 'true');
    await expect(all).toHaveAccessibleDescription('Everyone on the register is already marked.');
  },
};

export const Cancelled: Story = {
  args: { cancelled: true, canCancel: true, attendees: [], counts: { booked: 0, attended: 0, absent: 0, unmarked: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This session has been cancelled.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel this session' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { attendees: [], counts: { booked: 0, attended: 0, absent: 0, unmarked: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nobody is booked on this session.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', attendees: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the register');
  },
};

export const Failed: Story = {
  args: { state: 'error', attendees: [], errorText: 'Something went wrong, please try again later.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong, please try again later.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** At 375 px each row's buttons drop under the name, inside the screen. */
export const SmallScreen: Story = {
  decorators: [(Story) => <div style={{ width: 343 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    for (const row of canvasElement.querySelectorAll('li')) await expect(row.scrollWidth).toBeLessThanOrEqual(343);
  },
};

/** Opened for a session: focus moves to its heading (the view follows on a phone). */
export const FocusOnOpen: Story = {
  args: { focusOnOpen: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Vinyasa Flow at 07:00' })).toHaveFocus();
  },
};

/** Set aside by the clash rules: what it clashes with, and a manager's way back. */
export const Clashing: Story = {
  args: { canCancel: true, clashes: ["The session is outside the venue's opening times.", 'An instructor is teaching another session at this time.'], onReinstate: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This session clashes and cannot be booked until it is reinstated.')).toBeVisible();
    await expect(canvas.getByText('An instructor is teaching another session at this time.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reinstate this session' }));
    await expect(args.onReinstate).toHaveBeenCalled();
  },
};

/** Front-of-house staff see why, but cannot reinstate it. */
export const ClashingForDesk: Story = {
  args: { clashes: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This session clashes and cannot be booked until it is reinstated.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reinstate this session' })).toBeNull();
  },
};

/** Fair use: after the session, a no-show may be waived (the page asks why); a waived one says who waived it and why. */
export const NoShows: Story = {
  args: {
    onWaive: fn(),
    attendees: [
      { id: 21, name: 'Jordan Price', reference: 'RLT-000009', places: 1, attended: false, noShow: true },
      { id: 22, name: 'Tom Baker', reference: 'RLT-000006', places: 1, attended: null, noShow: false, waiver: 'No-show waived by Dana Reed: Ill, phoned the desk' },
      { id: 23, name: 'Chris Morgan', reference: 'RLT-000002', places: 1, attended: true },
    ],
    counts: { booked: 3, attended: 1, absent: 1, unmarked: 1 },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No-show waived by Dana Reed: Ill, phoned the desk')).toBeVisible();
    const waive = canvas.getByRole('button', { name: 'Waive no-show: Jordan Price (RLT-000009)' });
    await userEvent.click(waive);
    await expect(args.onWaive).toHaveBeenCalledWith(expect.objectContaining({ id: 21 }));
    await expect(canvas.getAllByRole('button', { name: /^Waive no-show:/ })).toHaveLength(1);
  },
};
