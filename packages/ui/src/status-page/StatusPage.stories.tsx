import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@radix-ui/themes';
import { expect, within } from 'storybook/test';
import { StatusPage } from './StatusPage';

const meta = {
  title: 'Pages/StatusPage',
  component: StatusPage,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "A full-page message with an `h1`: the shared layout of the not-found, maintenance, error and placeholder pages.",
          "**Theming — do** let the title take `--cs-font-heading`, the body " +
            "`--cs-font-body` and the neutral tone's top rule `--cs-primary-500`. " +
            "**Don't** use the venue primary for warning or danger: those tones keep `--amber-9` and `--red-9`.",
          "**Accessibility — do** pass a `title` that says what happened " +
            "(it is the page's only `h1`) and put the ways on in `actions`. " +
            "**Don't** rely on `tone`: it only colours the top rule, so the words must say it is a warning or an error.",
        ].join('\n\n'),
      },
    },
  },
  args: {
    title: 'Booking confirmed',
    body: 'We have emailed your confirmation.',
  },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WarningWithAction: Story = {
  args: { tone: 'warning', actions: <Button>Continue</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 }).parentElement).toHaveAttribute('data-tone', 'warning');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};
