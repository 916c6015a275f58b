import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_TOAST_DURATION_MS, Toaster } from './Toaster';

const meta = {
  title: 'Shell/Toaster',
  component: Toaster,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "Toasts at the top right, 325px wide (spec §2, §9), one per " +
            "message the app passes in; the toast list lives outside ui.",
          "**Theming — do** keep the tones' fixed palettes (success `--green-2`/`--green-7`, danger " +
            "`--red-2`/`--red-7`, info on the panel surface with an `--accent-11` icon) and `--cs-font-body`. " +
            "**Don't** paint success with the venue primary: a red or amber venue would read as a warning.",
          "**Accessibility — do** keep the named Notifications region (F8 moves focus to it), danger toasts `foreground` " +
            "(announced at once) and others `background`, the named 24×24 px Close, and Radix's pause on hover and focus. " +
            "**Don't** put the only copy of something needed, or an action, in a toast: it goes after 5 s.",
        ].join('\n\n'),
      },
    },
  },
  args: {
    onDismiss: fn(),
    toasts: [
      {
        id: 'added',
        title: 'Added to basket',
        description: 'Swimming, Mon, 3 Nov 2026 at 10:00',
        tone: 'success',
      },
    ],
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: /^Notifications/ });
    const toast = within(region).getByRole('listitem');
    await expect(toast).toHaveAttribute('data-tone', 'success');
    await expect(within(toast).getByText('Added to basket')).toBeVisible();
    await expect(within(toast).getByText('Swimming, Mon, 3 Nov 2026 at 10:00')).toBeVisible();
    await expect(region.querySelector('ol')?.getBoundingClientRect().width).toBe(325);
    await expect(DEFAULT_TOAST_DURATION_MS).toBe(5000);
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('added');
  },
};

export const Danger: Story = {
  // Its toast closes itself after 300 ms, so its last frame depends on timing: no visual baseline (tests/visual).
  tags: ['no-visual'],
  args: {
    toasts: [
      {
        id: 'full',
        description: 'The session being booked is already full',
        tone: 'danger',
        durationMs: 300,
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: /^Notifications/ });
    const toast = within(region).getByRole('listitem');
    await expect(toast).toHaveAttribute('data-tone', 'danger');
    await expect(within(toast).getByText('The session being booked is already full')).toBeVisible();
    // A short duration closes the toast by itself.
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('full'), { timeout: 3000 });
  },
};

export const Info: Story = {
  args: {
    toasts: [
      { id: 'pick', description: 'Please select a venue before booking an activity', tone: 'info' },
      { id: 'gone', description: "We couldn't find the activity you are looking for", tone: 'info', durationMs: 3000 },
    ],
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: /^Notifications/ });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(region).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
  },
};
