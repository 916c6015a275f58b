import type { TimetableFilterState } from '@courtside/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimetableFilters, type TimetableFiltersProps } from './TimetableFilters';

const defaultTimetableFilters: TimetableFilterState = { timeRange: null, actionsToShow: 'showAll', instructors: [], tags: [], type: null };
const times = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`).concat('23:59');
const options = {
  instructors: [{ id: 2, name: 'Ben Cole' }, { id: 1, name: 'Priya Shah' }],
  tags: [{ id: 7, name: 'Beginner friendly' }, { id: 8, name: 'Low impact' }],
  types: ['Hatha Yoga', 'Vinyasa Flow', 'Yin Yoga'],
  times,
};

/** Keeps the value like the page does, and reports every change. */
function Controlled(props: TimetableFiltersProps) {
  const [value, setValue] = useState<TimetableFilterState>(props.value);
  return (
    <TimetableFilters
      {...props}
      value={value}
      activeCount={(value.actionsToShow === 'availableOnly' ? 1 : 0) + (value.instructors.length ? 1 : 0) + (value.timeRange ? 1 : 0)}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
      onClear={() => {
        setValue(defaultTimetableFilters);
        props.onClear();
      }}
    />
  );
}

const meta = {
  title: 'Browse/TimetableFilters',
  component: TimetableFilters,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "Spec §3 Timetable filters: time range, available only or all, " +
            "instructors, tags and a type, and for resources the location.",
          "**Theming — do** let the Filters button, radios and tick boxes take the venue accent (Radix " +
            "`--accent-*`), the native selects the `--focus-8` ring, the text `--cs-font-body`. " +
            "**Don't** colour the 'Showing 4 of 9 sessions' line with the venue primary: it is `--gray-11` for contrast.",
          "**Accessibility — do** keep Filters' `aria-expanded`/`aria-controls`, the Show " +
            "radios a group named 'Show', instructors and tags `fieldset`s with legends, every " +
            "select labelled, and the count in a `role=\"status\"` so each change is announced. " +
            "**Don't** hide the closed panel with CSS alone: it uses `hidden`, which keeps it out of the tab order.",
        ].join('\n\n'),
      },
    },
  },
  args: { value: defaultTimetableFilters, options, shown: 6, total: 6, activeCount: 0, onChange: fn(), onClear: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)' }}><Story /></div>],
} satisfies Meta<typeof TimetableFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 6 of 6 sessions');
    await expect(canvas.getByRole('radio', { name: 'All sessions' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Available only' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...defaultTimetableFilters, actionsToShow: 'availableOnly' });
    await expect(canvas.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  },
};

export const Open: Story = {
  args: { defaultOpen: true, shown: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('From'), '18:00');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...defaultTimetableFilters, timeRange: { startTime: '18:00', endTime: '23:59' } });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Priya Shah' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ instructors: [1] }));
    await userEvent.selectOptions(canvas.getByLabelText('Type'), 'Yin Yoga');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'Yin Yoga' }));
    await expect(canvas.getByRole('group', { name: 'Tags' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const WithoutChoices: Story = {
  args: { defaultOpen: true, options: { instructors: [], tags: [], types: ['Badminton'], times } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group', { name: 'Instructors' })).toBeNull();
    await expect(canvas.queryByLabelText('Type')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  },
};

export const WithLocations: Story = {
  args: { location: { options: [{ id: 11, name: 'Court 1' }, { id: 12, name: 'Court 2' }], value: 11, onChange: fn() } },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByLabelText('Court or lane');
    await expect(select).toHaveValue('11');
    await userEvent.selectOptions(select, 'Court 2');
    await expect(args.location?.onChange).toHaveBeenCalledWith(12);
  },
};
