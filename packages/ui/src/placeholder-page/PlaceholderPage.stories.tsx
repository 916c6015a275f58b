import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlaceholderPage } from './PlaceholderPage';

const meta = {
  title: 'Pages/PlaceholderPage',
  component: PlaceholderPage,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "A stand-in page for routes later work fills in: the route's title as an `h1` and 'This page is on its way.'",
          "**Theming — do** let it inherit StatusPage's look: `--cs-font-heading` title, " +
            "`--cs-font-body` text, the neutral tone's `--cs-primary-500` top rule. " +
            "**Don't** style a placeholder per venue: it is to be replaced, not themed.",
          "**Accessibility — do** pass the route's real title so the `h1` tells people where they are. " +
            "**Don't** leave it where a customer can land with no way on: it has no links of its own.",
        ].join('\n\n'),
      },
    },
  },
  args: { title: 'Checkout' },
} satisfies Meta<typeof PlaceholderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(canvas.getByText('This page is on its way.')).toBeVisible();
  },
};
