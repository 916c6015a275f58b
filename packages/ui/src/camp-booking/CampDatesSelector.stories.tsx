import type { CampBookingType } from '@courtside/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { campSessions, oneWeekSessions } from './campBooking.fixtures';
import { CampDatesSelector, type CampDatesSelectorProps } from './CampDatesSelector';

/** Holds the booking type and choice as the page does, reporting each change to the story's spies. */
function Controlled(args: CampDatesSelectorProps): ReactNode {
  const [type, setType] = useState<CampBookingType>(args.bookingType);
  const [ids, setIds] = useState<readonly string[]>(args.selectedIds);
  return (
    <CampDatesSelector
      {...args}
      bookingType={type}
      selectedIds={ids}
      onBookingTypeChange={(next) => {
        setType(next);
        args.onBookingTypeChange(next);
      }}
      onToggle={(id) => {
        setIds(ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);
        args.onToggle(id);
      }}
      onSelectAll={() => {
        setIds(args.sessions.filter((s) => s.bookable).map((s) => s.id));
        args.onSelectAll();
      }}
    />
  );
}

const meta = {
  title: 'Camps and courses/Booking/CampDatesSelector',
  component: CampDatesSelector,
  render: (args) => <Controlled {...args} />,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "Camp booking dates (spec §2/§4): Entire camp or Choose dates, then the sessions as tick boxes, by week, folded after five.",
          "**Theming — do** let the chosen type card, tick boxes and buttons take the venue accent and chosen rows the `--cs-primary-50` tint. **Don't** mark full or past sessions by colour alone: their reason ('Full', 'Past') is text.",
          "**Accessibility — do** keep the type cards one radio group and the sessions a `fieldset` with a legend; each tick box is described by its price and reason, the count is `aria-live=\"polite\"`, and the fold button has `aria-expanded`. **Don't** hide the error: the fieldset's `aria-describedby` points at it.",
        ].join('\n\n'),
      },
    },
  },
  args: {
    sessions: campSessions,
    bookingType: 'full',
    onBookingTypeChange: fn(),
    selectedIds: [],
    onToggle: fn(),
    onSelectAll: fn(),
    wholePrice: '£240.00',
    wholeReason: null,
    individualOffered: true,
    showWeekHeaders: true,
    error: null,
    disabled: false,
  },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof CampDatesSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EntireCamp: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Booking dates' })).toBeVisible();
    const whole = canvas.getByRole('radio', { name: /Entire camp/ });
    await expect(whole).toBeChecked();
    await expect(whole).toHaveTextContent('£240.00');
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: /Choose dates/ }));
    await expect(args.onBookingTypeChange).toHaveBeenCalledWith('individual');
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(5);
  },
};

export const ChooseDatesByWeek: Story = {
  args: { bookingType: 'individual', selectedIds: ['occ_102', 'occ_104'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 of 5 dates chosen')).toBeVisible();
    // Folded: the first five sessions, in weeks 1 and 2.
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(5);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Week 1', 'Week 2']);
    const full = canvas.getByRole('checkbox', { name: 'Fri, 17 Jul 2026 · 09:00–15:00' });
    await expect(full).toBeDisabled();
    await expect(full).toHaveAccessibleDescription('£20.00 Full');
    await expect(canvas.getByRole('checkbox', { name: 'Wed, 15 Jul 2026 · 09:00–15:00' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Mon, 20 Jul 2026 · 09:00–15:00' }));
    await expect(args.onToggle).toHaveBeenCalledWith('occ_104');
    const fold = canvas.getByRole('button', { name: 'Show all dates (8)' });
    await expect(fold).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(fold);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(8);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Hide dates' }));
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(5);
  },
};

export const SelectAllAvailable: Story = {
  args: { bookingType: 'individual', selectedIds: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('button', { name: 'Select all available dates' });
    await userEvent.click(all);
    await expect(args.onSelectAll).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('5 of 5 dates chosen')).toBeVisible();
    await expect(all).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Mon, 13 Jul 2026 · 09:00–15:00' })).not.toBeChecked();
  },
};

export const WholeCampCheaper: Story = {
  args: { bookingType: 'individual', selectedIds: ['occ_101', 'occ_102', 'occ_103', 'occ_104', 'occ_105'], wholeSaving: { whole: '£240.00', saving: '£60.00' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The entire camp costs £240.00, every day included: £60.00 less than the dates chosen.')).toBeVisible();
  },
};

export const OneWeekNoHeaders: Story = {
  args: { sessions: oneWeekSessions, bookingType: 'individual', selectedIds: ['occ_201'], showWeekHeaders: false, wholePrice: '£80.00' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { level: 3 })).toBeNull();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: /Show all dates/ })).toBeNull();
  },
};

export const NothingChosen: Story = {
  args: { bookingType: 'individual', selectedIds: [], error: 'Please select at least one session' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Dates' })).toHaveAccessibleDescription('Please select at least one session');
  },
};

export const StartedCamp: Story = {
  args: { bookingType: 'individual', selectedIds: ['occ_104', 'occ_106'], wholePrice: null, wholeReason: 'This camp has started: choose the days that remain.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const whole = canvas.getByRole('radio', { name: /Entire camp/ });
    await expect(whole).toBeDisabled();
    await expect(whole).toHaveTextContent('This camp has started: choose the days that remain.');
    await expect(canvas.getByRole('radio', { name: /Choose dates/ })).toBeChecked();
  },
};

export const NotSoldWhole: Story = {
  args: { bookingType: 'individual', selectedIds: ['occ_102'], wholePrice: null, wholeReason: null },
  play: async ({ canvasElement }) => {
    const whole = within(canvasElement).getByRole('radio', { name: /Entire camp/ });
    await expect(whole).toBeDisabled();
    await expect(whole).toHaveTextContent('This camp cannot be booked as a whole: choose the days instead.');
  },
};

export const WholeOnly: Story = {
  args: { individualOffered: false },
  play: async ({ canvasElement }) => {
    const byDay = within(canvasElement).getByRole('radio', { name: /Choose dates/ });
    await expect(byDay).toBeDisabled();
    await expect(byDay).toHaveTextContent('The days of this camp cannot be booked separately.');
  },
};
