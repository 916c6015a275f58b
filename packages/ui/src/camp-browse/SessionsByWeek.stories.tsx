import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { threeWeeks } from './campBrowse.fixtures';
import { SessionsByWeek } from './SessionsByWeek';

const meta = {
  title: 'Camps and courses/SessionsByWeek',
  component: SessionsByWeek,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "The sessions of a camp or course (spec §2 details), under 'Week 1', 'Week 2'… when it lasts more than a week (spec §9).",
          "**Theming — do** keep the rows on neutral `--gray-6` rules with `--gray-11` times; tags and the Cancelled badge are fixed high-contrast badges. **Don't** give past or cancelled rows a venue colour.",
          "**Accessibility — do** keep each week a section labelled by its `h3`, its sessions a list named by it, and times in `<time>`; a cancelled session says 'Cancelled' as well as being struck through. **Don't** pass the same `idPrefix` to two lists on one page.",
        ].join('\n\n'),
      },
    },
  },
  args: threeWeeks,
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof SessionsByWeek>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WeekHeaders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Week 1 · 3 sessions', 'Week 2 · 2 sessions', 'Week 3 · 2 sessions']);
    const first = within(canvas.getAllByRole('listitem')[0] as HTMLElement);
    await expect(first.getByText('Mon, 14 Dec 2026')).toBeVisible();
    await expect(first.getByText('09:00–15:00')).toBeVisible();
    await expect(first.getByText('£20.00')).toBeVisible();
    await expect(canvas.getByText('2 spaces left')).toHaveAttribute('data-tone', 'danger');
  },
};

export const OneWeekWithoutHeaders: Story = {
  args: { showWeekHeaders: false, weeks: threeWeeks.weeks.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(within(canvas.getByRole('list', { name: 'Sessions' })).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const NoSessions: Story = {
  args: { weeks: [] },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('No sessions are scheduled yet.')).toBeVisible(),
};
