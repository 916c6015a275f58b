import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BrowseState } from './BrowseState';

const meta = {
  title: 'Browse/BrowseState',
  component: BrowseState,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "An in-page empty or error state for browse lists, with an optional action (Try again, Clear filters).",
          "**Theming — do** keep the fixed tones: grey for empty, red for errors, and a grey button. **Don't** recolour the callout or its button with the venue accent: the tone must not change with the venue.",
          "**Accessibility — do** write the message as a full sentence: errors are `role=\"alert\"`, empties `role=\"status\"`, and the action is a real button labelled with what it does. **Don't** rely on the icon (it is decorative) or the colour to tell an error from an empty list.",
        ].join('\n\n'),
      },
    },
  },
  args: { tone: 'empty', message: 'No sessions on this day.' },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof BrowseState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('data-tone', 'empty');
    await expect(status).toHaveTextContent('No sessions on this day.');
    await expect(within(status).queryByRole('button')).toBeNull();
  },
};

export const EmptyWithAction: Story = {
  args: { message: 'No sessions match these filters.', action: { label: 'Clear filters', onClick: fn() } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear filters' }));
    await expect(args.action?.onClick).toHaveBeenCalledTimes(1);
  },
};

export const LoadError: Story = {
  args: { tone: 'error', message: 'Failed to load the sessions, please try again.', action: { label: 'Try again', onClick: fn() } },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveAttribute('data-tone', 'error');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.action?.onClick).toHaveBeenCalledTimes(1);
  },
};
