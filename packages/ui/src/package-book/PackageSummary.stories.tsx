import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PackageSummary } from './PackageSummary';

const meta = {
  title: 'Packages/PackageSummary',
  component: PackageSummary,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "A package on its booking page (spec §3 Package): name, description, and its price, uses, cover, expiry and venue.",
          "**Theming — do** leave it on a neutral Radix card with the " +
            "name in the venue heading font (`--heading-font-family`). " +
            "**Don't** tint the card with `--cs-primary-*`: the grey " +
            "description and labels need the plain surface for contrast.",
          "**Accessibility — do** keep the name an `h2` under the page's `h1` and the " +
            "details a description list, each value a full phrase ('10 uses', '6 months'). " +
            "**Don't** drop the labels to save room: '£42.00' or '6 months' read out alone means little.",
        ].join('\n\n'),
      },
    },
  },
  args: {
    name: 'Ten swims',
    description: 'Ten adult swims, to use within six months.',
    details: [
      { key: 'price', label: 'Price', value: '£42.00' },
      { key: 'uses', label: 'Uses', value: '10 uses' },
      { key: 'covers', label: 'Covers', value: 'Adult swim, Swimming lane (1 hour)' },
      { key: 'expiry', label: 'Use within', value: '6 months' },
      { key: 'venue', label: 'Venue', value: 'Riverside Aquatics Centre only' },
    ],
  },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof PackageSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Limited: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ten swims' })).toBeVisible();
    await expect(canvas.getByText('10 uses')).toBeVisible();
    await expect(canvas.getByText('£42.00')).toBeVisible();
  },
};

export const UnlimitedNoDescription: Story = {
  args: {
    name: 'Unlimited Swim Month',
    description: null,
    details: [
      { key: 'price', label: 'Price', value: '£30.00' },
      { key: 'uses', label: 'Uses', value: 'Unlimited use' },
      { key: 'expiry', label: 'Use within', value: '1 month' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unlimited use')).toBeVisible();
    await expect(canvasElement.querySelector('.cs-holding__description')).toBeNull();
  },
};
