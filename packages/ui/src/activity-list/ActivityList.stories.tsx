import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActivityList } from './ActivityList';

const meta = {
  title: 'Browse/ActivityList',
  component: ActivityList,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "A venue's activities (or sub activities, or camp categories) as link cards, with skeletons, an error or an empty state.",
          "**Theming — do** leave the hover tint (`--cs-primary-50`), the chevron (`--cs-primary-500`) and the names' `--cs-font-heading` to the theme. **Don't** put venue colours behind the names or descriptions.",
          "**Accessibility — do** keep one link per card, named by the activity; its `::after` makes the whole card clickable and the `--focus-8` ring is drawn inside the card. **Don't** put a second link or button in a card; pass `label` when the list is not activities.",
        ].join('\n\n'),
      },
    },
  },
  args: {
    state: 'ready',
    onRetry: fn(),
    activities: [
      { slug: 'fitness-classes', name: 'Fitness classes', description: 'Instructor-led classes for every level.', href: '/location/riverside/fitness-classes' },
      { slug: 'swimming', name: 'Swimming', description: 'Public sessions for all the family and lanes to train in.', href: '/location/riverside/swimming' },
      { slug: 'squash', name: 'Squash', description: null, href: '/location/riverside/squash' },
    ],
  },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)' }}><Story /></div>],
} satisfies Meta<typeof ActivityList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Activities' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByRole('link', { name: 'Swimming' })).toHaveAttribute('href', '/location/riverside/swimming');
    await expect(within(list).getByText('Instructor-led classes for every level.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list')).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    // The loading is announced, not only shown by the (hidden) skeletons.
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Empty: Story = {
  args: { activities: [] },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveTextContent('No activities can be booked at this venue yet.'),
};

export const LoadFailed: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('We could not load this page. Please try again.');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
