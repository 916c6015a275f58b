import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MyAccountNav } from './MyAccountNav';

const items = [
  { key: 'dashboard', href: '/', label: 'Account dashboard' },
  { key: 'myDetails', href: '/user-details', label: 'My details' },
  { key: 'memberships', href: '/memberships', label: 'Memberships' },
  { key: 'packages', href: '/packages', label: 'Packages' },
  { key: 'bookings', href: '/bookings/upcoming', label: 'Bookings' },
  { key: 'payments', href: '/payments', label: 'Payments' },
];

const meta = {
  title: 'Account/MyAccountNav',
  component: MyAccountNav,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "The my-account sub-site's navigation (spec §2 \"My-account " +
            "navigation\"): its pages in the spec's order, then Log out.",
          "**Theming — do** leave the hover and current-page backgrounds to the venue accent (`--accent-3`, " +
            "`--accent-4`), the focus ring to `--focus-8` and Log out to Radix's ghost accent. " +
            "**Don't** drop the bold weight that marks the current page besides its tint.",
          "**Accessibility — do** pass `currentKey` so the page's link carries " +
            "`aria-current=\"page\"`; the links sit in a `<nav>` named 'My account'. " +
            "**Don't** turn Log out into a link: it acts, it doesn't navigate, so it stays a button.",
        ].join('\n\n'),
      },
    },
  },
  args: { items, currentKey: 'bookings', onLogout: fn() },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 280 }}><Story /></div>],
} satisfies Meta<typeof MyAccountNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnBookings: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'My account' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(items.map((item) => item.label));
    await expect(nav.getByRole('link', { name: 'Bookings' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'My details' })).not.toHaveAttribute('aria-current');
    await userEvent.click(nav.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { currentKey: 'dashboard' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'My account' }));
    await expect(nav.getByRole('link', { name: 'Account dashboard' })).toHaveAttribute('aria-current', 'page');
  },
};
