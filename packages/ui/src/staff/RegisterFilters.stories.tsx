import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { RegisterFilters } from './RegisterFilters';

const meta = {
  title: 'Staff/RegisterFilters',
  component: RegisterFilters,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "Staff: the register's venue and day, and on request 'only " +
            "sessions with bookings'; the closures page uses the venue alone.",
          "**Theming — do** leave the native `select` and date inputs on `--color-surface` " +
            "with `--gray-12` text and let the tick box take the venue accent. " +
            "**Don't** replace the native controls to restyle them: they bring the platform's keyboard and touch pickers.",
          "**Accessibility — do** keep each control's visible `label for` and the 44 px targets; only " +
            "a complete date (YYYY-MM-DD) calls `onDate`, so typing half a date changes nothing. " +
            "**Don't** swap the date input for a calendar that can't be typed into.",
        ].join('\n\n'),
      },
    },
  },
  args: {
    venues: [
      { slug: 'riverside-aquatics-centre', name: 'Riverside Aquatics Centre' },
      { slug: 'millbrook-sports-hall', name: 'Millbrook Sports Hall' },
    ],
    venue: 'riverside-aquatics-centre',
    date: '2026-11-26',
    onVenue: fn(),
    onDate: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)' }}><Story /></div>],
} satisfies Meta<typeof RegisterFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a venue and a day, each a labelled field. */
export const Choosing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const venue = canvas.getByRole('combobox', { name: 'Venue' });
    await expect(venue).toHaveValue('riverside-aquatics-centre');
    await userEvent.selectOptions(venue, 'Millbrook Sports Hall');
    await expect(args.onVenue).toHaveBeenCalledWith('millbrook-sports-hall');
    const date = canvas.getByLabelText('Date');
    await expect(date).toHaveValue('2026-11-26');
    // The picker answers whole dates (a browser's date input only ever holds one, or nothing).
    fireEvent.change(date, { target: { value: '2026-12-03' } });
    await expect(args.onDate).toHaveBeenLastCalledWith('2026-12-03');
    fireEvent.change(date, { target: { value: '' } });
    await expect(args.onDate).toHaveBeenCalledTimes(1);
  },
};

/** The register's filter: only the sessions with bookings, a tick box named by its label. */
export const WithBookingsOnly: Story = {
  args: { withBookingsOnly: true, onWithBookingsOnly: fn() },
  play: async ({ canvasElement, args }) => {
    const tick = within(canvasElement).getByRole('checkbox', { name: 'Only sessions with bookings' });
    await expect(tick).toHaveAttribute('data-state', 'checked');
    await userEvent.click(tick);
    await expect(args.onWithBookingsOnly).toHaveBeenCalledWith(false);
  },
};

/** The closures page asks for the venue alone. */
export const VenueOnly: Story = {
  args: { date: undefined, onDate: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Venue' })).toBeVisible();
    await expect(canvas.queryByLabelText('Date')).toBeNull();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};
