import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BookingPass } from './BookingPass';
import { samplePass } from './samplePass';

const meta = {
  title: 'Passes/BookingPass',
  component: BookingPass,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          'A booking pass a customer shows on their phone: the QR code and, under it, the same code in text to type at the desk or kiosk.',
          "**Theming — do** keep the QR code black on its white tile in every venue theme (scanners need the contrast). **Don't** tint the code or put it on the venue's brand colour.",
          "**Accessibility — do** keep the image's name ('Booking pass for Aqua aerobics, …') and the code as real text, so it can be read out or copied. **Don't** leave the code only inside the image.",
        ].join('\n\n'),
      },
    },
  },
  args: { pass: samplePass },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof BookingPass>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pass not yet checked in: the QR image named for its session, and the code in text. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Booking pass for Aqua aerobics, Sat, 12 Dec 2026 10:00' })).toBeVisible();
    await expect(canvas.getByText('Pass code: 7KQ4-M2XD-9TPB')).toBeVisible();
    await expect(canvas.getByText('For Jamie Morgan')).toBeVisible();
  },
};

/** A pass already checked in says when. */
export const CheckedIn: Story = {
  args: { pass: { ...samplePass, checkedInAt: '09:52' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Checked in at 09:52')).toBeVisible();
  },
};
