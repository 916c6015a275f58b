import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectStrongRing } from '../storybook/expectRing';
import { VenuePicker } from './VenuePicker';

const venues = [
  { slug: 'millbrook-sports-hall', name: 'Millbrook Sports Hall', address: '45 Station Road, Richmond, TW9 2NA', href: '/location/millbrook-sports-hall' },
  { slug: 'riverside-aquatics-centre', name: 'Riverside Aquatics Centre', address: '12 Wharf Road, Kingston upon Thames, KT2 5AU', href: '/location/riverside-aquatics-centre', selected: true },
  { slug: 'thameside-tennis-fitness', name: 'Thameside Tennis & Fitness', address: 'Riverside Walk, Twickenham, TW1 3DY', href: '/location/thameside-tennis-fitness' },
];

const meta = {
  title: 'Home/VenuePicker',
  component: VenuePicker,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "The home page's venue chooser (spec §2 home): the list, a search " +
            "by name, venues near a postcode or place, and an optional map.",
          "**Theming — do** let Find venues nearby take the venue accent (a solid Radix " +
            "button), the cards VenueCard's look and the heading the venue heading font. " +
            "**Don't** colour the 'no venues' and failure messages: they are Radix grey and red callouts.",
          "**Accessibility — do** keep the visible labels on name, place and distance, the " +
            "nearby search a `role=\"search\"` form, its result a `role=\"status\"` (failure " +
            "`role=\"alert\"`), and the list named 'Venues' and `aria-busy` while loading. " +
            "**Don't** put guidance only in a placeholder: it vanishes as you type and Radix draws it below 4.5:1.",
        ].join('\n\n'),
      },
    },
  },
  args: {
    venues,
    nameQuery: '',
    onNameQueryChange: fn(),
    place: '',
    onPlaceChange: fn(),
    radius: 5,
    radiusOptions: [1, 2, 5, 10, 20, 30],
    onRadiusChange: fn(),
    onSearchNear: fn(),
    onClearNear: fn(),
    onSelect: fn(),
    nearby: { kind: 'idle' },
  },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)' }}><Story /></div>],
} satisfies Meta<typeof VenuePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllVenues: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list', { name: 'Venues' })).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.type(canvas.getByLabelText('Venue name'), 'r');
    await expect(args.onNameQueryChange).toHaveBeenCalledWith('r');
    // No place yet: it stays in the tab order, says why, and a press searches nothing.
    const search = canvas.getByRole('button', { name: 'Find venues nearby' });
    await expect(search).toHaveAttribute('aria-disabled', 'true');
    await expect(search).toHaveAccessibleDescription('Enter a postcode or a place');
    await userEvent.click(search);
    await expect(args.onSearchNear).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Within')).toHaveValue('5');
  },
};

export const SearchingNearby: Story = {
  args: { place: 'KT2 5AU', nearby: { kind: 'searching' } },
  play: async ({ canvasElement, args }) => {
    const search = within(canvasElement).getByRole('button', { name: /Find venues nearby/ });
    await expect(search).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(search);
    await expect(args.onSearchNear).not.toHaveBeenCalled();
  },
};

export const FoundNearby: Story = {
  args: {
    place: 'KT2 5AU',
    radius: 10,
    nearby: { kind: 'found', place: 'KT2 5AU, Kingston Upon Thames', radius: 10, count: 2 },
    venues: venues.slice(0, 2).map((v, i) => ({ ...v, distance: ['3.1', '0.7'][i] })),
    map: <div style={{ height: 320, background: 'var(--gray-3)' }} />,
  },
  play: async ({ canvasElement, args }) => {
    // A soft button's focus ring has 3:1 on the page (Radix would draw it in a pale tint).
    await expectStrongRing(within(canvasElement).getByRole('button', { name: 'Show all venues' }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 venues within 10 miles of KT2 5AU, Kingston Upon Thames');
    await expect(canvas.getByText('0.7 miles away')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Find venues nearby' }));
    await expect(args.onSearchNear).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all venues' }));
    await expect(args.onClearNear).toHaveBeenCalled();
  },
};

export const NoneNearby: Story = {
  args: { place: 'IV1', nearby: { kind: 'found', place: 'IV1, Inverness', radius: 5, count: 0 }, venues: [] },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('status')).toHaveTextContent('No venues within 5 miles of IV1, Inverness. Try a larger distance.'),
};

export const UnknownPlace: Story = {
  args: { place: 'ZZ99 9ZZ', nearby: { kind: 'failed', message: 'We couldn\'t find "ZZ99 9ZZ". Check the postcode or place name and try again.' } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('We couldn\'t find "ZZ99 9ZZ".'),
};

export const NoNameMatch: Story = {
  args: { nameQuery: 'zzz', venues: [] },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveTextContent('No venues match “zzz”.'),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('list', { name: 'Venues' })).toHaveAttribute('aria-busy', 'true'),
};
