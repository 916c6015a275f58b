import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { phone, timetableMonths } from './campBrowse.fixtures';
import { ProgrammeTimetable } from './ProgrammeTimetable';
import { ProgrammeViewSwitch } from './ProgrammeViewSwitch';

const base = '/camps/location/riverside-aquatics-centre/multi-sport-camps';

const meta = {
  title: 'Camps and courses/ProgrammeTimetable',
  component: ProgrammeTimetable,
  args: { kind: 'camp', state: 'ready', months: timetableMonths, onRetry: fn() },
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "A category's camps or courses by the month and week they start (spec §2 …/timetable), beside the list/timetable switch.",
          "**Theming — do** let month and week titles take `--cs-font-heading` (weeks in `--gray-11`) and the switch's current view `--cs-primary-500` with `--cs-on-primary`. **Don't** tint the month sections with venue colours.",
          "**Accessibility — do** keep the outline `h2` month → `h3` week → `h4` card, each week's list named by its heading; the switch marks the current view with `aria-current=\"page\"`. **Don't** show the current view by its fill colour alone.",
        ].join('\n\n'),
      },
    },
    viewport: { options: phone },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-4)' }}>
        <ProgrammeViewSwitch listHref={base} timetableHref={`${base}/timetable`} current="timetable" label="Multi-sport camps" />
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgrammeTimetable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByMonthAndWeek: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const months = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(months).toEqual(['December 2026', 'January 2027']);
    const weeks = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(weeks).toEqual(['Week commencing Mon, 7 Dec 2026', 'Week commencing Mon, 14 Dec 2026', 'Week commencing Mon, 4 Jan 2027']);
    const week = within(canvas.getByRole('list', { name: 'Week commencing Mon, 14 Dec 2026' }));
    await expect(week.getByRole('heading', { level: 4, name: 'Summer Multi-Sport Camp' })).toBeVisible();
    await expect(week.getByRole('link', { name: 'View details: Summer Multi-Sport Camp' })).toBeVisible();
    // The view switch marks the timetable as the current page.
    const nav = within(canvas.getByRole('navigation', { name: 'Multi-sport camps' }));
    await expect(nav.getByRole('link', { name: 'View as timetable' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'View as list' })).toHaveAttribute('href', base);
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Camp timetable' })).toHaveAttribute('aria-busy', 'true');
    // The loading is announced, not only shown by the (hidden) skeletons.
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Empty: Story = {
  args: { kind: 'course', months: [] },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveTextContent('No courses to show in this category.'),
};

export const LoadFailed: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('We could not load this page. Please try again.'),
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    for (const item of within(canvasElement).getAllByRole('listitem')) await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
