import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PreviousAnswersOffer } from './PreviousAnswersOffer';

const meta = {
  title: 'Camps and courses/Booking/PreviousAnswersOffer',
  component: PreviousAnswersOffer,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "Previous attendees (spec §3) on a camp or course booking page: the attendee booked before under this waiver, and a button filling in the answers of their last booking; once used, a note to check them.",
          "**Theming — do** keep the offer on a neutral callout and the note on green; the button takes the venue accent. **Don't** fill answers in without the customer asking: the offer is a choice.",
          "**Accessibility — do** keep the callout a polite `role=\"status\"`, so the note is announced when the answers are filled in; the button names the attendee. **Don't** move focus away from the button: the customer reviews the answers next.",
        ].join('\n\n'),
      },
    },
  },
  args: { name: 'Jamie Morgan', used: false, withWaiver: false, onUse: fn(), disabled: false },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof PreviousAnswersOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Jamie Morgan has booked with us before.')).toBeVisible();
    await userEvent.tab();
    const use = canvas.getByRole('button', { name: "Use Jamie Morgan's previous answers" });
    await expect(use).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUse).toHaveBeenCalledOnce();
  },
};

export const Used: Story = {
  args: { used: true },
  parameters: { focusVisible: false },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('data-state', 'used');
    await expect(status).toHaveTextContent("Jamie Morgan's answers from their last booking are filled in. Please check they are still right.");
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Used, and the waiver they agreed to before is ticked too. */
export const UsedWithWaiver: Story = {
  args: { used: true, withWaiver: true },
  parameters: { focusVisible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/and their agreement to the waiver is ticked/);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  parameters: { focusVisible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};
