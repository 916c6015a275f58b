import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { KioskIdleWarning } from './KioskIdleWarning';

const meta = {
  title: 'Kiosk/KioskIdleWarning',
  component: KioskIdleWarning,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "The kiosk's idle warning (spec §9 90 s idle logout; WCAG 2.2.1 Timing adjustable): the seconds left, stay or log out now.",
          "**Theming — do** render it inside `<Theme>` so the portal takes the venue variables: 'I'm still here' is the solid accent button, 'Log out now' a grey outline. **Don't** give leaving the accent colour or make it the stronger button.",
          "**Accessibility — do** keep it an alert dialog, announced as it opens, with focus starting on staying; Escape stays too. **Don't** make the countdown a live region that speaks every second, or end the visit without this warning.",
        ].join('\n\n'),
      },
    },
  },
  args: { open: true, secondsLeft: 20, onStay: fn(), onLeave: fn() },
} satisfies Meta<typeof KioskIdleWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) => within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Are you still there?' }));

/** Warned 20 s before the idle logout: focus starts on staying, which the button and Escape both do. */
export const Warning: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(dialog.getByText('For your privacy, this kiosk will log you out and go back to the start in 20 seconds.')).toBeVisible());
    await expect(dialog.getByRole('button', { name: "I'm still here" })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStay).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onStay).toHaveBeenCalledTimes(2);
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

/** The last second, and leaving at once. */
export const LastSecond: Story = {
  args: { secondsLeft: 1 },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(dialog.getByText(/in 1 second\.$/)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Log out now' }));
    await expect(args.onLeave).toHaveBeenCalledTimes(1);
  },
};
