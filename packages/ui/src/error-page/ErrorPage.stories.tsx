import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Pages/ErrorPage',
  component: ErrorPage,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "The generic full-page error (spec §2: any theme failure other than 503, failed detail pages), with Try again and Go home.",
          "**Theming — do** let Try again (solid) and Go home (soft) take the venue accent and the title `--cs-font-heading`; the top rule is the danger red (`--red-9`). **Don't** swap the red rule for the venue colour: a theme may have failed to load.",
          "**Accessibility — do** keep the `h1` ('Something went wrong') and a message that says what failed, from the spec's error catalogue. **Don't** show the page without a way on: pass `onRetry` or `homeHref`.",
        ].join('\n\n'),
      },
    },
  },
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.getByText('Something went wrong, please try again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WithMessageAndHome: Story = {
  args: {
    onRetry: undefined,
    homeHref: '/',
    message: 'Failed to load your shopping basket, please try again.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Failed to load your shopping basket, please try again.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  },
};
