import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BrowseState } from './BrowseState';

const meta = {
  title: 'Browse/BrowseState',
  component: BrowseState,
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
