import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VenueCard } from './VenueCard';

const meta = {
  title: 'Home/VenueCard',
  component: VenueCard,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "A venue in the home page list: name, address and the link into its timetable.",
          "**Theming — do** keep the card on neutral surfaces with the venue accent on the link. **Don't** put venue colours behind body text.",
          "**Accessibility — do** keep one link per card, named after the venue. **Don't** nest buttons or other links inside it.",
        ].join('\n\n'),
      },
    },
  },
  args: {
    slug: 'riverside-aquatics-centre',
    name: 'Riverside Aquatics Centre',
    address: '12 Wharf Road, Canbury Gardens, Kingston upon Thames, KT2 5AU',
    href: '/location/riverside-aquatics-centre',
    onSelect: fn(),
  },
  decorators: [(Story) => <ul className="cs-venue-list" role="list" style={{ padding: 'var(--space-4)', maxWidth: 420 }}><Story /></ul>],
} satisfies Meta<typeof VenueCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Book at Riverside Aquatics Centre' });
    await expect(link).toHaveAttribute('href', '/location/riverside-aquatics-centre');
    await expect(canvas.queryByText('Your venue')).toBeNull();
    await userEvent.click(link);
    await expect(args.onSelect).toHaveBeenCalledWith('riverside-aquatics-centre');
  },
};

export const Nearby: Story = {
  args: { distance: '2.3' },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('2.3 miles away')).toBeVisible(),
};

export const Selected: Story = {
  args: { selected: true, distance: '0.4' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your venue')).toBeVisible();
    await expect(canvasElement.querySelector('[data-selected]')).not.toBeNull();
  },
};
