import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "An inline loading indicator, announced politely to screen readers.",
          "**Theming — do** let it take the venue primary (`--cs-primary-500`, else `--accent-9`). " +
            "**Don't** make it the only visible cue on a pale venue: `--cs-primary-500` " +
            "is the raw venue colour, with no contrast guarantee on white.",
          "**Accessibility — do** pass a `label` that says what is loading ('Removing Swimming'); it is " +
            "read from a `role=\"status\"` as visually hidden text (the Radix spinner is `aria-hidden`). " +
            "**Don't** leave two spinners side by side on the default 'Loading…': nobody can tell which one finished.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const CustomLabel: Story = {
  args: { size: '1', label: 'Removing Swimming' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Removing Swimming');
  },
};
