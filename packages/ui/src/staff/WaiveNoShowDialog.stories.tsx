import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WaiveNoShowDialog } from './WaiveNoShowDialog';

const meta = {
  title: 'Staff/WaiveNoShowDialog',
  component: WaiveNoShowDialog,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          'Staff at the register: asks why before a no-show is waived (fair use), so it stops counting towards a pause of the customer’s online booking.',
          "**Theming — do** let it inherit ConfirmDialog's look (rendered inside `<Theme>` so the portal takes the venue " +
            "variables). **Don't** colour the reason field: it is a plain Radix TextArea like every other text field.",
          "**Accessibility — do** keep the reason's visible label 'Reason'; confirming without one marks it " +
            "`aria-invalid`, describes it with 'Give a reason' and moves focus to it. Focus starts on Keep the no-show and " +
            "Escape backs out. **Don't** fill in a reason for the staff member: the record says who waived it and why.",
        ].join('\n\n'),
      },
    },
  },
  args: { open: true, name: 'Jordan Price', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof WaiveNoShowDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Waive the no-show of Jordan Price?' });

/** A reason is required: confirming without one points at the field; with one, it is sent. */
export const NeedsAReason: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Keep the no-show' })).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Waive no-show' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription('Give a reason');
    await expect(dialog.getByRole('alert')).toHaveTextContent('Give a reason');
    await expect(reason).toHaveFocus();
    await userEvent.type(reason, 'Ill, phoned the desk');
    await userEvent.click(dialog.getByRole('button', { name: 'Waive no-show' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('Ill, phoned the desk');
  },
};

/** The server's refusal is shown in the dialog while it stays open. */
export const Refused: Story = {
  args: { error: 'This no-show has already been waived.' },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    // The dialog fades in: wait until the refusal shows, not for one frame of it.
    await waitFor(() => expect(dialog.getByText('This no-show has already been waived.')).toBeVisible());
  },
};
