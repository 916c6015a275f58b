import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { VenueMap } from './VenueMap';

const meta = {
  title: 'Home/VenueMap',
  component: VenueMap,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "The venues on a Leaflet map, loaded on demand; with nothing to fit it shows spec §3's default view (about 53.59, -2).",
          "**Theming — do** let the pins take the venue primary (`--cs-primary-500`, drawn in CSS), the " +
            "searched ring the secondary (`--cs-secondary-500`/`-300`) and popup links `--cs-primary-600`. " +
            "**Don't** swap the pins for marker images from a CDN to restyle them.",
          "**Accessibility — do** keep the region named 'Map of venues', the loading text in a " +
            "`role=\"status\"`, and the 28 px pins as Leaflet's focusable buttons named by the venue " +
            "(Enter opens the popup with its link); scroll-wheel zoom is off so the page scrolls. " +
            "**Don't** make the map the only way to a venue: keep the cards beside it.",
        ].join('\n\n'),
      },
    },
  },
  args: {
    venues: [
      { slug: 'riverside-aquatics-centre', name: 'Riverside Aquatics Centre', latitude: 51.4166, longitude: -0.3065, href: '/location/riverside-aquatics-centre' },
      { slug: 'millbrook-sports-hall', name: 'Millbrook Sports Hall', latitude: 51.4613, longitude: -0.3037, href: '/location/millbrook-sports-hall' },
    ],
    defaultView: { latitude: 53.59, longitude: -2, zoom: 6 },
    tileUrl: null,
  },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', height: 400 }}><Story /></div>],
} satisfies Meta<typeof VenueMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const markers = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('.leaflet-marker-icon');

export const WithoutTiles: Story = {
  play: async ({ canvasElement }) => {
    const map = await within(canvasElement).findByRole('region', { name: 'Map of venues' }, { timeout: 15000 });
    await waitFor(() => expect(markers(canvasElement)).toHaveLength(2), { timeout: 5000 });
    await expect(map).toHaveAttribute('data-tiles', 'off');
    await expect(canvasElement.querySelector('.leaflet-tile')).toBeNull();
    await expect(canvasElement.querySelector('[title="Millbrook Sports Hall"]')).not.toBeNull();
  },
};

export const AroundASearch: Story = {
  args: { searched: { latitude: 51.41602, longitude: -0.28854, label: 'KT2 5AU, Kingston Upon Thames' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'Map of venues' }, { timeout: 15000 });
    await waitFor(() => expect(canvasElement.querySelector('.cs-map-searched')).not.toBeNull(), { timeout: 5000 });
  },
};

export const NothingToShow: Story = {
  args: { venues: [] },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'Map of venues' }, { timeout: 15000 });
    await expect(markers(canvasElement)).toHaveLength(0);
  },
};
