import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CancelSessionDialog } from './CancelSessionDialog';

const meta = {
  title: 'Staff/CancelSessionDialog',
  component: CancelSessionDialog,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "Staff: asks for the reason before a session is cancelled (spec §5: " +
            "a delete needs a reason) and says what happens to its bookings.",
          "**Theming — do** let it inherit ConfirmDialog's look (rendered " +
            "inside `<Theme>` so the portal takes the venue variables). " +
            "**Don't** give Cancel session the venue accent: a destructive step keeps its high-contrast red.",
          "**Accessibility — do** keep the reason a native `select` with its visible label " +
            "'Reason'; confirming without one marks it `aria-invalid` and describes it " +
            "with 'Choose a reason'. Focus starts on Keep session and Escape backs out. " +
            "**Don't** preselect a reason: the staff member must choose one.",
        ].join('\n\n'),
      },
    },
  },
  args: { open: true, sessionName: 'Vinyasa Flow at 07:00', bookedCount: 3, reasons: ['adverse_weather', 'staff_availability', 'location_closure', 'unknown'], onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof CancelSessionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Cancel Vinyasa Flow at 07:00?' });

/** A reason is required: confirming without one points at the field; with one, it is sent. */
export const NeedsAReason: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await waitFor(() => expect(dialog.getByText('The 3 bookings on it are cancelled and each customer gets what they paid back as account credit.')).toBeVisible());
    await expect(dialog.getByRole('button', { name: 'Keep session' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel session' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    const reason = dialog.getByRole('combobox', { name: 'Reason' });
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription('Choose a reason');
    // Announced (an alert in the dialog) and focus on the field to fix.
    await expect(dialog.getByRole('alert')).toHaveTextContent('Choose a reason');
    await expect(reason).toHaveFocus();
    await userEvent.selectOptions(reason, 'Adverse weather');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel session' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('adverse_weather');
  },
};

export const OneBooking: Story = {
  args: { bookedCount: 1 },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await waitFor(() => expect(dialog.getByText('The 1 booking on it is cancelled and its customer gets what they paid back as account credit.')).toBeVisible());
  },
};

export const Refused: Story = {
  args: { error: 'This occurrence has already been cancelled.' },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('This occurrence has already been cancelled.'));
  },
};

export const Cancelling: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Keep session' })).toBeDisabled());
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};
