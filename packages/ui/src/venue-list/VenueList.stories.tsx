import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VenueList } from './VenueList';

const meta = {
  title: 'Home/VenueList',
  component: VenueList,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "The venues as a responsive grid of link cards ('Book at {name}'), or the empty text.",
          "**Theming — do** keep the cards on neutral surfaces with the venue name in " +
            "`--cs-font-heading`, the chevron `--cs-primary-500` and the hover tint `--cs-primary-50`. " +
            "**Don't** put venue colour behind the address: it is `--gray-11` text.",
          "**Accessibility — do** keep one link per card, stretched over it and named 'Book at {name}' (or `linkLabel`) with " +
            "the visible name inside; the list keeps `role=\"list\"` and focus shows a 3 px `--focus-8` ring inside the card. " +
            "**Don't** add buttons or other links to a card: the stretched link covers them.",
        ].join('\n\n'),
      },
    },
  },
  args: {
    onSelect: fn(),
    venues: [
      {
        slug: 'riverside',
        name: 'Riverside Leisure Centre',
        address: '1 River Road, Exeter, EX1 1AA',
        href: '/location/riverside',
      },
      {
        slug: 'hillcrest-pool',
        name: 'Hillcrest Pool',
        address: '22 Hill Street, Exeter, EX4 2BB',
        href: '/location/hillcrest-pool',
      },
      {
        slug: 'parkside-sports-hall',
        name: 'Parkside Sports Hall and Community Fitness Suite',
        address: 'Unit 4, Parkside Industrial Estate, Long Lane, Crediton, EX17 3CC',
        href: '/location/parkside-sports-hall',
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-4)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VenueList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(canvas.queryByRole('heading')).toBeNull();
    const riverside = canvas.getByRole('link', { name: 'Book at Riverside Leisure Centre' });
    await expect(riverside).toHaveAttribute('href', '/location/riverside');
    await expect(within(items[0]!).getByText('1 River Road, Exeter, EX1 1AA')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Book at Hillcrest Pool' }));
    await expect(args.onSelect).toHaveBeenCalledWith('hillcrest-pool');
  },
};

/** Online joining: each card says it joins there. */
export const ToJoin: Story = {
  args: { linkLabel: (name: string) => `Join at ${name}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Join at Riverside Leisure Centre' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Book at/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { venues: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No venues to show yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
