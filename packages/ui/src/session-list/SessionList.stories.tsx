import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { daySessions } from '../storybook/browseFixtures';
import { SessionList, sessionsDrawnFirst } from './SessionList';

const meta = {
  title: 'Browse/SessionList',
  component: SessionList,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "The day's sessions: skeleton rows while loading, an error " +
            "with Try again, an empty state, or the list of SessionCards.",
          "**Theming — do** leave the venue colours to SessionCard (`--cs-primary-*`, " +
            "`--accent-*`) and the skeletons on neutral Radix cards. " +
            "**Don't** colour the error or empty states with the venue primary: they are Radix red and grey callouts.",
          "**Accessibility — do** name the list after its day (`label`, 'Sessions on Thu, 26 Nov " +
            "2026'); it keeps `role=\"list\"` (Safari drops it for `list-style: none`) and `aria-busy` " +
            "while loading, the error is `role=\"alert\"` and the empty text `role=\"status\"`. " +
            "**Don't** reuse one `label` for every day.",
        ].join('\n\n'),
      },
    },
  },
  args: { state: 'ready', sessions: daySessions, label: 'Sessions on Thu, 26 Nov 2026', onRetry: fn(), onClearFilters: fn() },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)' }}><Story /></div>],
} satisfies Meta<typeof SessionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Sessions on Thu, 26 Nov 2026' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).getByText('Sold out')).toBeVisible();
    await expect(within(list).getByText('2 spaces left')).toHaveAttribute('data-tone', 'danger');
  },
};

/**
 * A busy day: the first screenfuls are drawn at once and the rest follows a frame later, so a phone is not held for the
 * whole list. Left out of the visual baselines: its length makes a screenshot of little use.
 */
export const BusyDay: Story = {
  tags: ['no-visual'],
  args: { sessions: Array.from({ length: 60 }, (_, i) => ({ ...daySessions[i % daySessions.length]!, id: `busy-${i}` })) },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Sessions on Thu, 26 Nov 2026' });
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThanOrEqual(sessionsDrawnFirst);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(60));
  },
};

/** Counts how often a card is drawn: each card maps over its labels once a drawing. */
let cardsDrawn = 0;
const countedLabels = (labels: string[]) =>
  Object.assign([...labels], {
    map<U>(this: string[], each: (label: string, index: number, all: string[]) => U): U[] {
      cardsDrawn += 1;
      return Array.prototype.map.call(this, each) as U[];
    },
  });
const busierDay = Array.from({ length: 200 }, (_, i) => {
  const session = daySessions[i % daySessions.length]!;
  return { ...session, id: `busier-${i}`, labels: countedLabels(session.labels) };
});

/**
 * A busier day, drawn in batches: each session is drawn once (twice where React's strict mode draws everything twice),
 * not again with every batch after its own (24 + 72 + 120 + 168 + 200 = 584 drawings).
 */
export const BusierDayDrawsEachSessionOnce: Story = {
  tags: ['no-visual'],
  args: { sessions: busierDay },
  beforeEach: () => {
    cardsDrawn = 0;
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Sessions on Thu, 26 Nov 2026' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(200));
    await expect(cardsDrawn).toBeLessThanOrEqual(2 * 200);
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list')).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    // The loading is announced, not only shown by the (hidden) skeletons.
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const LoadFailed: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load the sessions for this day.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { sessions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('There are no sessions on this day.');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const EmptyAfterFilters: Story = {
  args: { sessions: [], filtered: true },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No sessions match your filters.');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClearFilters).toHaveBeenCalled();
  },
};
