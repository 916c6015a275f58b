import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BookingReview } from './BookingReview';

const meta = {
  title: 'Camps and courses/Booking/BookingReview',
  component: BookingReview,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "The review section of a camp or course booking (spec §2): attendee, what, dates, location, extras and total, with an optional notice.",
          "**Theming — do** let the section title take `--cs-font-heading` and keep the list on neutral greys. **Don't** recolour the notice: it is a fixed high-contrast blue callout, not the venue accent.",
          "**Accessibility — do** keep it a `<section>` labelled by its `h2`, with the rows as a definition list (term, then value) and the extras as a list. **Don't** pass a total of '' when it is unknown: pass `null` so it shows '—'.",
        ].join('\n\n'),
      },
    },
  },
  args: {
    kind: 'camp',
    attendeeName: 'Jamie Morgan',
    name: 'Summer Multi-Sport Camp',
    dates: { type: 'full', range: '13 Jul – 29 Jul' },
    location: 'Riverside Aquatics Centre',
    extras: [
      { id: 31, name: 'Packed lunch', quantity: 8, price: '£40.00' },
      { id: 32, name: 'Camp T-shirt', quantity: 1, price: '£12.50' },
    ],
    total: '£292.50',
    notice: null,
  },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof BookingReview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value next to a term of the review's definition list. */
const valueOf = (canvasElement: HTMLElement, term: string) => within(canvasElement).getByText(term).closest('.rt-DataListItem')?.querySelector('dd');

export const EntireCamp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Review' })).toBeVisible();
    await expect(valueOf(canvasElement, 'Attendee')).toHaveTextContent('Jamie Morgan');
    await expect(valueOf(canvasElement, 'Camp')).toHaveTextContent('Summer Multi-Sport Camp');
    await expect(valueOf(canvasElement, 'Dates')).toHaveTextContent('Entire camp · 13 Jul – 29 Jul');
    await expect(valueOf(canvasElement, 'Location')).toHaveTextContent('Riverside Aquatics Centre');
    await expect(within(valueOf(canvasElement, 'Extras') as HTMLElement).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Packed lunch × 8 = £40.00',
      'Camp T-shirt × 1 = £12.50',
    ]);
    await expect(valueOf(canvasElement, 'Total')).toHaveTextContent('£292.50');
  },
};

export const ChosenDays: Story = {
  args: { dates: { type: 'individual', count: 3 }, extras: [], total: '£60.00' },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Dates')).toHaveTextContent('3 days chosen');
    await expect(within(canvasElement).queryByText('Extras')).toBeNull();
  },
};

export const OneDayChosen: Story = {
  args: { dates: { type: 'individual', count: 1 }, extras: [], total: '£20.00' },
  play: async ({ canvasElement }) => expect(valueOf(canvasElement, 'Dates')).toHaveTextContent('1 day chosen'),
};

export const StartedCourse: Story = {
  args: {
    kind: 'course',
    name: 'Improvers Swimming (Stage 4)',
    dates: { type: 'range', range: 'Mon, 7 Sep 2026 to Mon, 30 Nov 2026' },
    extras: [],
    total: '£56.00',
    notice: 'This course has started: you pay pro-rata for the sessions that remain.',
  },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Course')).toHaveTextContent('Improvers Swimming (Stage 4)');
    await expect(valueOf(canvasElement, 'Dates')).toHaveTextContent('Mon, 7 Sep 2026 to Mon, 30 Nov 2026');
    await expect(within(canvasElement).getByText('This course has started: you pay pro-rata for the sessions that remain.')).toBeVisible();
  },
};

export const NoTotalYet: Story = {
  args: { dates: null, location: null, total: null },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Total')).toHaveTextContent('—');
    await expect(within(canvasElement).queryByText('Dates')).toBeNull();
  },
};
