import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ClosureList, type ClosureView } from './ClosureList';

const closures: ClosureView[] = [
  { id: 1, from: 'Mon, 7 Dec 2026 06:00', to: 'Mon, 7 Dec 2026 12:00', places: null, reason: 'Boiler service.', state: 'current' },
  { id: 2, from: 'Thu, 31 Dec 2026 09:00', to: 'Fri, 1 Jan 2027 17:00', places: ['Learner pool', 'Studio'], reason: null, state: 'upcoming' },
  { id: 3, from: 'Tue, 1 Dec 2026 09:00', to: 'Tue, 1 Dec 2026 10:00', places: ['Lane 1'], reason: null, state: 'ended' },
];

const meta = {
  title: 'Staff/ClosureList',
  component: ClosureList,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "Staff: a venue's closures, soonest first: when, which " +
            "places, why, whether it stands now, and Reopen behind a confirmation.",
          "**Theming — do** keep the cards on neutral Radix surfaces with the heading in `--cs-font-heading`. " +
            "**Don't** theme the state badges or Reopen: upcoming, closed now and " +
            "ended are blue, amber and grey, Reopen a high-contrast red soft button.",
          "**Accessibility — do** keep Reopen named in full ('Reopen Learner pool, Studio, " +
            "…', starting with its visible word) and the state in words; loading is an " +
            "announced spinner, a failure `role=\"alert\"`, the confirmation an alert dialog. " +
            "**Don't** shorten Reopen's name to its visible word: the page lists many.",
        ].join('\n\n'),
      },
    },
  },
  args: { state: 'ready', closures, canReopen: true, confirmingId: null, onAskReopen: fn(), onConfirmReopen: fn(), onCancelReopen: fn() },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof ClosureList>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement, name: string) => within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name });

/** A manager's list: each standing closure offers Reopen, named with its places and time; an ended one does not. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: 'Venue closures' })).getAllByRole('listitem');
    await expect(items.map((li) => li.textContent)).toEqual([
      'Whole venueMon, 7 Dec 2026 06:00 to Mon, 7 Dec 2026 12:00Boiler service.Closed nowReopen',
      'Learner pool, StudioThu, 31 Dec 2026 09:00 to Fri, 1 Jan 2027 17:00UpcomingReopen',
      'Lane 1Tue, 1 Dec 2026 09:00 to Tue, 1 Dec 2026 10:00Ended',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Reopen Learner pool, Studio, Thu, 31 Dec 2026 09:00 to Fri, 1 Jan 2027 17:00' }));
    await expect(args.onAskReopen).toHaveBeenCalledWith(2);
  },
};

/** Reopening asks first and says the set-aside sessions stay aside; the safe choice has focus. */
export const ConfirmReopen: Story = {
  args: { confirmingId: 2 },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement, 'Reopen Learner pool, Studio?'));
    await waitFor(() => expect(dialog.getByText(/This lifts the closure from Thu, 31 Dec 2026 09:00 to Fri, 1 Jan 2027 17:00. Sessions it set aside become bookable again, unless something else still clashes with them/)).toBeVisible());
    await expect(dialog.getByRole('button', { name: 'Keep closed' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Reopen' }));
    await expect(args.onConfirmReopen).toHaveBeenCalledWith(2);
  },
};

/** The reopening in flight, then refused: the dialog waits, then shows the server's message. */
export const Reopening: Story = {
  args: { confirmingId: 1, reopenPending: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Reopen Whole venue?');
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Keep closed' })).toBeDisabled();
  },
};

export const ReopenRefused: Story = {
  args: { confirmingId: 1, reopenError: 'Not found.' },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement, 'Reopen Whole venue?'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Not found.');
  },
};

/** Front of house reads the list: no Reopen anywhere. */
export const ReadOnly: Story = {
  args: { canReopen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { closures: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No closures at this venue.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', closures: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading closures');
    await expect(canvas.getByRole('region', { name: 'Venue closures' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { state: 'error', closures: [], errorText: 'Something went wrong, please try again later.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong, please try again later.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

const longName = 'Main pool lanes 1 to 5 with the diving boards and the learner pool beside the spectator gallery';

/** Long place names and reasons wrap; at 375 px every card stays inside the screen. */
export const LongNamesSmallScreen: Story = {
  args: { closures: [{ ...closures[1]!, places: [longName, 'Studio'], reason: 'A'.repeat(120) }] },
  decorators: [(Story) => <div style={{ width: 343 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`${longName}, Studio`)).toBeVisible();
    for (const item of canvas.getAllByRole('listitem')) await expect(item.scrollWidth).toBeLessThanOrEqual(343);
  },
};
