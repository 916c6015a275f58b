import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: 'Shell/Breadcrumb',
  component: Breadcrumb,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "The breadcrumb trail (spec §9: 40px high in the 1280px container), from Home to the current page; hidden when embedded (spec §2).",
          "**Theming — do** let the links take the venue accent (`--accent-11`, which passes AA on white) and the trail `--cs-font-body`. **Don't** colour the current page or the chevrons with the venue colour: they stay `--gray-12`/`--gray-11`.",
          "**Accessibility — do** keep the `<nav aria-label=\"Breadcrumb\">` with an ordered list; the last item carries `aria-current=\"page\"` and the chevrons are `aria-hidden`. **Don't** write separators as text ('>' or '/') a screen reader would read.",
        ].join('\n\n'),
      },
    },
  },
  args: {
    homeHref: '/',
    items: [{ label: 'Book an activity', href: '/location/riverside' }, { label: 'Swimming' }],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Home', 'Book an activity', 'Swimming']);
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(within(nav).getByRole('link', { name: 'Book an activity' })).not.toHaveAttribute('aria-current');
    await expect(within(nav).getByText('Swimming')).toHaveAttribute('aria-current', 'page');
    await expect(nav.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
  },
};

export const HomeOnly: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Embedded: Story = {
  args: { embedded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A camp's booking page: a trail longer than a phone's line keeps to one line (spec §9's 40 px). */
export const LongTrail: Story = {
  args: {
    items: [
      { label: 'Riverside Aquatics Centre', href: '/location/riverside-aquatics-centre' },
      { label: 'Camps', href: '/camps/location/riverside-aquatics-centre' },
      { label: 'Multi-sport camps', href: '/camps/location/riverside-aquatics-centre/multi-sport-camps' },
      { label: 'Summer Multi-Sport Camp' },
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav.getBoundingClientRect().height).toBeLessThanOrEqual(40);
    // A crumb shortened on screen keeps its whole name.
    await expect(within(nav).getByRole('link', { name: 'Riverside Aquatics Centre' })).toHaveAttribute('href', '/location/riverside-aquatics-centre');
    await expect(within(nav).getByText('Summer Multi-Sport Camp')).toHaveAttribute('aria-current', 'page');
  },
};
