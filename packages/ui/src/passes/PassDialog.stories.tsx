import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PassDialog } from './PassDialog';
import { samplePass } from './samplePass';

const meta = {
  title: 'Passes/PassDialog',
  component: PassDialog,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "my-account Bookings' \"Show pass\": the booking's pass in a dialog while it loads, once ready, or why it cannot be shown.",
          "**Theming — do** render it inside `<Theme>` so the portal takes the venue variables; the pass's QR tile stays white. **Don't** dim the QR code behind an overlay colour.",
          "**Accessibility — do** keep the title and description (they name the dialog); Escape and Close close it and focus returns to the Show pass button. **Don't** auto-close it: a customer holds it up at the desk.",
        ].join('\n\n'),
      },
    },
  },
  args: { open: true, state: 'ready', pass: samplePass, onRetry: fn(), onClose: fn() },
} satisfies Meta<typeof PassDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Booking pass' });

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await waitFor(() => expect(dialog.getByRole('img', { name: /^Booking pass for Aqua aerobics/ })).toBeVisible());
    await expect(dialog.getByText('Pass code: 7KQ4-M2XD-9TPB')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { state: 'loading', pass: null },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('status')).toHaveTextContent('Loading pass');
  },
};

export const Refused: Story = {
  args: { state: 'error', pass: null, errorText: 'This booking has been cancelled: the pass is no longer valid.' },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('alert')).toHaveTextContent('This booking has been cancelled');
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Escape: Story = {
  play: async ({ canvasElement, args }) => {
    await dialogOf(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
