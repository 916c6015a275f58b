import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { stripDays } from '../storybook/browseFixtures';
import { DateStrip } from './DateStrip';

const meta = {
  title: 'Browse/DateStrip',
  component: DateStrip,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "A Monday-first week of days to choose from (spec §9), with previous and next week arrows.",
          "**Theming — do** let the chosen day fill with `--cs-primary-500` and `--cs-on-primary` text; hovered days take it as their border; today keeps a thicker grey border. **Don't** mark today, past or empty days with venue colours: they use greys and a dashed border.",
          "**Accessibility — do** keep the `nav` ('Choose a date') with each day named by its full date and notes ('Today', 'no sessions') and the chosen one `aria-current=\"date\"`; past days are not links. **Don't** shrink the arrows below 24px wide (their mobile size).",
        ].join('\n\n'),
      },
    },
  },
  args: { days: stripDays, previousHref: null, nextHref: '/location/riverside/yoga/2026-12-03' },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof DateStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThisWeek: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Choose a date' });
    const scope = within(nav);
    await expect(scope.getByRole('link', { name: 'Thursday 26 November 2026' })).toHaveAttribute('aria-current', 'date');
    await expect(scope.getByRole('link', { name: 'Wednesday 25 November 2026, Today' })).toHaveAttribute('href', '/location/riverside/yoga/2026-11-25');
    await expect(scope.getByRole('link', { name: 'Sunday 29 November 2026, no sessions' })).toBeVisible();
    // Past days are not links; the week cannot go back past today.
    await expect(scope.queryByRole('link', { name: /Monday 23 November/ })).toBeNull();
    // A past day reads as the list item's text; aria-disabled is only on the controls that take it (the arrows).
    await expect(scope.getAllByRole('listitem')[0]).toHaveTextContent('Monday 23 November 2026, past');
    for (const element of nav.querySelectorAll('[aria-disabled]')) await expect(element).toHaveAttribute('role', 'link');
    await expect(scope.getByRole('link', { name: 'Previous week' })).toHaveAttribute('aria-disabled', 'true');
    await expect(scope.getByRole('link', { name: 'Next week' })).toHaveAttribute('href', '/location/riverside/yoga/2026-12-03');
    await userEvent.tab();
    await expect(scope.getByRole('link', { name: 'Wednesday 25 November 2026, Today' })).toHaveFocus();
  },
};

export const LaterWeek: Story = {
  args: {
    days: stripDays.map((day) => ({ ...day, isPast: false, isToday: false })),
    previousHref: '/location/riverside/yoga/2026-11-19',
    nextHref: null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: /November 2026/ })).toHaveLength(7);
    await expect(canvas.getByRole('link', { name: 'Previous week' })).toHaveAttribute('href', '/location/riverside/yoga/2026-11-19');
    await expect(canvas.getByRole('link', { name: 'Next week' })).toHaveAttribute('aria-disabled', 'true');
  },
};
