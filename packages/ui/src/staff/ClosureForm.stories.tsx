import type { ClosureFormValues } from '@courtside/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { ClosureForm, type ClosureFormProps } from './ClosureForm';

const locations = [
  { id: 3, name: 'Learner pool' },
  { id: 4, name: 'Main pool' },
  { id: 9, name: 'Studio' },
];
const blank: ClosureFormValues = { startsAt: '', endsAt: '', locationIds: [], reason: '' };
const filled: ClosureFormValues = { startsAt: '2026-12-31T09:00', endsAt: '2026-12-31T17:00', locationIds: [9], reason: 'Floor repairs.' };

/** The form with its values kept, as the page keeps them; the args' onChange still hears each change. */
function Stateful(props: ClosureFormProps) {
  const [values, setValues] = useState(props.values);
  return <ClosureForm {...props} values={values} onChange={(next) => (setValues(next), props.onChange(next))} />;
}

const meta = {
  title: 'Staff/ClosureForm',
  component: ClosureForm,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "Staff: closes the venue or some of its locations for a while: " +
            "from and until in venue time, a tick box per location, an optional reason.",
          "**Theming — do** let the heading take `--cs-font-heading`, the text " +
            "`--cs-font-body`, and the submit and tick boxes the venue accent. " +
            "**Don't** recolour the callouts: sessions set aside is Radix green, a refusal red, the managers-only note grey.",
          "**Accessibility — do** keep every field labelled with its hint ('In the venue's local " +
            "time.') tied by `aria-describedby`, the locations a `fieldset` with a legend and 44 " +
            "px tick targets, and focus moving to the first invalid field after a refusal. " +
            "**Don't** hide the form from front-of-house staff: it shows switched off and says who may close.",
        ].join('\n\n'),
      },
    },
  },
  args: { values: blank, locations, onChange: fn(), onSubmit: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof ClosureForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A manager fills the times, ticks a location and sends; each field is labelled and its hint read with it. */
export const Filling: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByLabelText(/Closed from/);
    await expect(from).toHaveAccessibleDescription("In the venue's local time.");
    fireEvent.change(from, { target: { value: '2026-12-31T09:00' } });
    fireEvent.change(canvas.getByLabelText(/Closed until/), { target: { value: '2026-12-31T17:00' } });
    await expect(canvas.getByRole('group', { name: 'Locations' })).toHaveAccessibleDescription('Tick none to close the whole venue.');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Studio' }));
    await userEvent.type(canvas.getByLabelText('Reason (optional)'), 'Floor repairs.');
    await expect(args.onChange).toHaveBeenLastCalledWith({ startsAt: '2026-12-31T09:00', endsAt: '2026-12-31T17:00', locationIds: [9], reason: 'Floor repairs.' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Studio' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ locationIds: [] }));
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The server's 422 (or the same contract checked first): each message beside its field, focus on the first. */
export const FieldErrors: Story = {
  args: { values: filled, errors: { endsAt: 'ends_at must be after starts_at.', locationIds: 'Not found.', form: 'The request is invalid.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const until = canvas.getByLabelText(/Closed until/);
    await waitFor(() => expect(until).toHaveFocus());
    await expect(until).toHaveAttribute('aria-invalid', 'true');
    await expect(until).toHaveAccessibleDescription("In the venue's local time. ends_at must be after starts_at.");
    await expect(canvas.getByRole('group', { name: 'Locations' })).toHaveAccessibleDescription('Tick none to close the whole venue. Not found.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The request is invalid.');
  },
};

export const Submitting: Story = {
  args: { values: filled, submitting: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Closing…' });
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('form', { name: 'Close the venue or a location' })).toHaveAttribute('aria-busy', 'true');
    fireEvent.submit(canvas.getByRole('form'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** After closing: how many sessions it set aside, announced. */
export const SetAside: Story = {
  args: { setAsideCount: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Closed. 3 sessions were set aside.');
  },
};

export const NothingSetAside: Story = {
  args: { setAsideCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Closed. No sessions needed setting aside.');
  },
};

/** Front of house sees the form switched off, and who may use it. */
export const ManagersOnly: Story = {
  args: { values: filled, disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Only managers can close the venue or its locations.')).toBeVisible();
    await expect(canvas.getByLabelText(/Closed from/)).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Studio' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeDisabled();
    fireEvent.submit(canvas.getByRole('form'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NoLocations: Story = {
  args: { locations: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This venue has no locations to choose: the closure covers the whole venue.')).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

const longName = 'Main pool lanes 1 to 5 with the diving boards and the spectator gallery';

/** At 375 px the times stack, long location names wrap, and nothing leaves the screen. */
export const LongNamesSmallScreen: Story = {
  args: { locations: [...locations, { id: 12, name: longName }], values: filled, errors: { reason: 'Must be at most 255 characters' } },
  decorators: [(Story) => <div style={{ width: 343 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: longName })).toBeVisible();
    await expect(canvas.getByRole('form').scrollWidth).toBeLessThanOrEqual(343);
    const [from, until] = [canvas.getByLabelText(/Closed from/), canvas.getByLabelText(/Closed until/)];
    await expect(until.getBoundingClientRect().top).toBeGreaterThan(from.getBoundingClientRect().bottom);
  },
};
