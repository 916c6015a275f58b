import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@radix-ui/themes';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

const meta = {
  title: 'Browse/ConfirmDialog',
  component: ConfirmDialog,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "A confirmation before a destructive or costly step (cancel a booking, lift a closure).",
          "**Theming — do** render it inside `<Theme>` so the portal takes the venue variables (set on `:root` and `.radix-themes`, as the web app's `VenueTheme` does). **Don't** give the confirm button a colour of its own.",
          "**Accessibility — do** write a title that states the action and a confirm label that repeats it ('Cancel booking', not 'OK'); focus moves into the dialog, Escape cancels and focus returns to the trigger. **Don't** leave the consequence to colour: say it in `detail`.",
        ].join('\n\n'),
      },
    },
  },
  args: {
    open: true,
    title: 'Cancel this booking?',
    description: 'Vinyasa Flow at 18:30 on Tue, 24 Nov 2026. Your place will be offered to someone else.',
    detail: 'Cancelling now returns £7.50 to your account as credit.',
    confirmLabel: 'Cancel booking',
    cancelLabel: 'Keep booking',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Cancel this booking?' });

export const Asking: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await waitFor(() => expect(dialog.getByText('Cancelling now returns £7.50 to your account as credit.')).toBeVisible());
    // An alert dialog starts on the safe choice.
    await expect(dialog.getByRole('button', { name: 'Keep booking' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const DefaultTexts: Story = {
  args: { detail: null, confirmLabel: undefined, cancelLabel: undefined },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Go back' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: /Working…/ })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Opened by a page's own button (no dialog trigger), as the bookings lists do; backing out closes it. */
function OpenedByButton(args: ConfirmDialogProps): ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 'var(--space-4)' }}>
      <Button color="red" variant="soft" onClick={() => setOpen(true)}>
        {args.confirmLabel}
      </Button>
      <ConfirmDialog
        {...args}
        open={open}
        onCancel={() => {
          args.onCancel();
          setOpen(false);
        }}
      />
    </div>
  );
}

/** Backing out by keyboard returns focus to the button that opened it, never the body (WCAG 2.4.3). */
export const FocusReturnsToOpener: Story = {
  args: { open: false },
  render: (args) => <OpenedByButton {...args} />,
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Cancel booking' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await dialogOf(canvasElement));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Keep booking' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvasElement.ownerDocument.body.querySelector('[role="alertdialog"]')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};
