import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageSpinner } from './PageSpinner';

const meta = {
  title: 'Feedback/PageSpinner',
  component: PageSpinner,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "The full-page spinner shown while the app or a page loads (spec §2).",
          "**Theming — do** let the spinner take the venue primary (`--cs-primary-500`) and the text `--cs-font-body`. " +
            "**Don't** count on the spinner being seen: `--cs-primary-500` is the " +
            "raw venue colour, so the visible 'Loading…' stays high-contrast grey.",
          "**Accessibility — do** keep the visible 'Loading…' inside its " +
            "`role=\"status\"` (the Radix spinner is `aria-hidden`). " +
            "**Don't** use it for a wait inside a page: the inline `Spinner` with a specific `label` is for that.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof PageSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading…');
    await expect(within(status).getByText('Loading…')).toBeVisible();
  },
};

/** Standing for the whole page (a page still loading, or waiting its turn): its text is the page's heading. */
export const AsThePageHeading: Story = {
  args: { heading: true },
  // It looks exactly like Default (the heading keeps the body text's look), so it has no screenshots of its own.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(within(status).getByRole('heading', { level: 1, name: 'Loading…' })).toBeVisible();
  },
};
