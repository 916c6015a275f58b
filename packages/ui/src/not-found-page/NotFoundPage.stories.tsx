import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'Pages/NotFoundPage',
  component: NotFoundPage,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "The not-found page (spec §2) on the shared StatusPage layout, with a 'Go home' link.",
          "**Theming — do** let the title take `--cs-font-heading`, the top rule `--cs-primary-500` and " +
            "Go home the venue accent (a solid Radix button, `--accent-9` with `--accent-contrast` text). " +
            "**Don't** switch it to the warning or danger tone per venue: not found is neutral.",
          "**Accessibility — do** keep the one `h1` saying what happened " +
            "and Go home a link (it navigates) dressed as a button. " +
            "**Don't** redirect home automatically: people need time to read the page and choose.",
        ].join('\n\n'),
      },
    },
  },
  args: { homeHref: '/' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent("Whoops! Looks like you've gone offside.");
    await expect(
      canvas.getByText("The page you're looking for doesn't exist. Return home to keep the ball rolling."),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  },
};
