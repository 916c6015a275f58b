import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { WaitingRoomNotice } from './WaitingRoomNotice';

const meta = {
  title: 'Feedback/WaitingRoomNotice',
  component: WaitingRoomNotice,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "While an add or a payment waits in the server's waiting room: " +
            "that the customer is queued, their place, and that the page carries on.",
          "**Theming — do** let the spinner take `--cs-primary-500` and the border `--accent-7`, " +
            "on the solid panel surface with `--gray-12` text and `--cs-font-body`. " +
            "**Don't** fill the panel with the venue colour: its text colour is fixed dark grey.",
          "**Accessibility — do** keep the wrapper an always-present polite, atomic live region (announced when a place " +
            "appears and as it moves, never taking focus) without `role=\"status\"`, so it isn't a second status on the page. " +
            "**Don't** mount the wrapper only while waiting: the first place would not be announced.",
        ].join('\n\n'),
      },
    },
  },
  args: { position: 412 },
} satisfies Meta<typeof WaitingRoomNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Far back in the line when a sale opens. */
export const InTheQueue: Story = {
  play: async ({ canvasElement }) => {
    const region = canvasElement.querySelector<HTMLElement>('.cs-waiting-room')!;
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(within(region).getByText("You're in the queue")).toBeVisible();
    await expect(within(region).getByText('Your place in the queue: 412')).toBeVisible();
    await expect(within(region).getByText(/Keep this page open/)).toBeVisible();
  },
};

/** Next in line. */
export const Next: Story = {
  args: { position: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your place in the queue: 1')).toBeVisible();
  },
};

/** A long page under the panel: each control reached by Tab scrolls clear of it, the last ones too (WCAG 2.4.11). */
export const OverALongPage: Story = {
  args: { position: 3 },
  render: (args) => (
    <>
      <ol>
        {Array.from({ length: 30 }, (_, i) => (
          <li key={i} style={{ padding: '12px 0' }}>
            <button type="button">{`Session ${i + 1}`}</button>
          </li>
        ))}
      </ol>
      <WaitingRoomNotice {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector<HTMLElement>('.cs-waiting-room__panel')!;
    await expect(panel).toBeVisible();
    for (const button of within(canvasElement).getAllByRole('button')) {
      button.focus();
      await expect(button).toHaveFocus();
      await waitFor(() => expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(panel.getBoundingClientRect().top));
    }
  },
};

/** Not waiting: the live region stays, empty, so the next place is announced; it is not a second `status` on the page. */
export const NotWaiting: Story = {
  args: { position: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.cs-waiting-room[aria-live="polite"]')).toBeEmptyDOMElement();
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
