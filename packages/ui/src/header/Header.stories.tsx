import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectLinksInOrder } from '../storybook/expectLinks';
import { expectStrongRing } from '../storybook/expectRing';
import { accountMenuLabels, storyNavLinks } from '../storybook/fixtures';
import { Header } from './Header';

const meta = {
  title: 'Shell/Header',
  component: Header,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "The site header (spec §2; 54px high, spec §9): logo or venue name, booking links, Log in or My account and the basket; a burger and drawer on small screens.",
          "**Theming — do** let the venue set the bar (`--cs-header-bg` with `--cs-on-header` text), the logo (`logoUrl`), Log in and the basket badge (`--cs-header-primary`) and the name's `--cs-font-heading`. **Don't** hard-code header colours or stretch the logo past 38px high.",
          "**Accessibility — do** keep the 'Main navigation' `nav`; the home link is named by the logo's `alt` (the brand name) and the burger is an icon button named 'Open menu'. **Don't** use a logo image whose words differ from `brandName`: the header gives it `alt={brandName}`.",
        ].join('\n\n'),
      },
    },
  },
  args: {
    brandName: 'Riverside Leisure',
    homeHref: '/',
    isLoggedIn: false,
    isSmallScreen: false,
    navHidden: false,
    isKiosk: false,
    showCampsAndCourses: false,
    showMembership: false,
    basketCount: 0,
    links: storyNavLinks,
    onLogin: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: 'Book an activity' })).toHaveAttribute('href', '/redirect-to-selected-venue');
    await expect(within(nav).queryByRole('link', { name: 'Book a camp' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'My account' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

/** Focus rings on the header bar take packages/theme's header ring (--cs-focus-on-header): 3:1 on the bar, 2px. */
export const FocusRingOnTheHeader: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStrongRing(canvas.getByRole('button', { name: 'Log in' }));
    await expectStrongRing(within(canvas.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Book an activity' }));
  },
};

export const LoggedInDesktop: Story = {
  args: { isLoggedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account/');
    await expect(canvas.queryByRole('button', { name: 'Log in' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Account' })).toBeNull();
  },
};

export const SmallScreenLoggedIn: Story = {
  args: { isLoggedIn: true, isSmallScreen: true, basketCount: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('link', { name: 'Book an activity' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Shopping basket, 1 item' })).toBeInTheDocument();
    // Pressed at once, perhaps while the menu's code still loads (its button stands in): the menu opens all the same.
    canvas.getByRole('button', { name: 'Account' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    const trigger = canvas.getByRole('button', { name: 'Account', expanded: true, hidden: true });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([...accountMenuLabels, 'Log out']);
    await expect(within(menu).getByRole('menuitem', { name: 'Bookings' })).toHaveAttribute('href', '/account/bookings/upcoming');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    // Log out is the menu's last item, by keyboard too.
    await userEvent.keyboard('{Enter}');
    const again = await page.findByRole('menu');
    await userEvent.click(within(again).getByRole('menuitem', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(canvasElement.closest('[aria-hidden="true"]')).toBeNull());
  },
};

export const SmallScreenLoggedOut: Story = {
  args: { isSmallScreen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('button', { name: 'Account' })).toBeNull();
    const burger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(burger);
    const drawer = await page.findByRole('dialog', { name: 'Main navigation' });
    await expect(within(drawer).getByText('Login to make bookings faster and manage your account')).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    await expect(within(drawer).getByRole('button', { name: 'Log in' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    // The drawer slides out for 200ms (spec §9) before it unmounts.
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(burger).toHaveFocus();
  },
};

export const Kiosk: Story = {
  args: { isKiosk: true },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
    const first = within(nav).getAllByRole('link')[0];
    await expect(first).toHaveAccessibleName('Back to Kiosk Home');
    await expect(first).toHaveAttribute('href', '/kiosk/?kiosk=true&centre=riverside');
  },
};

/** Staff at the till: the till leads the links. */
export const Staff: Story = {
  args: { isStaff: true, isLoggedIn: true, links: { ...storyNavLinks, till: '/till' } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
    const first = within(nav).getAllByRole('link')[0];
    await expect(first).toHaveAccessibleName('Till');
    await expect(first).toHaveAttribute('href', '/till');
    await expect(within(nav).queryByRole('link', { name: 'Payment settings' })).toBeNull();
  },
};

/** A super user: Payment settings after the staff pages (the web app gives the link to super users only). */
export const SuperUser: Story = {
  args: { isStaff: true, isLoggedIn: true, links: { ...storyNavLinks, till: '/till', staffRegister: '/staff/register', staffClosures: '/staff/closures', staffPayments: '/staff/payment-settings' } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
    const names = within(nav).getAllByRole('link').map((link) => link.textContent);
    await expect(names.slice(0, 4)).toEqual(['Till', 'Class register', 'Closures', 'Payment settings']);
    await expect(within(nav).getByRole('link', { name: 'Payment settings' })).toHaveAttribute('href', '/staff/payment-settings');
  },
};

export const Embedded: Story = {
  name: 'Embedded (navHidden)',
  args: { navHidden: true, isLoggedIn: true, basketCount: 2, showCampsAndCourses: true, showMembership: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Shopping basket/ })).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Riverside Leisure');
  },
};

export const WithCampsAndMembership: Story = {
  args: { showCampsAndCourses: true, showMembership: true },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
    await expectLinksInOrder(nav, [
      'Book an activity',
      'Book a camp',
      'Book a course',
      'Buy a membership',
      'Shopping basket, 0 items',
    ]);
    await expect(within(nav).getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Buy a membership' })).toHaveAttribute('href', '/pricing');
  },
};

export const BasketBadge: Story = {
  args: { basketCount: 3 },
  play: async ({ canvasElement }) => {
    const basket = within(canvasElement).getByRole('link', { name: 'Shopping basket, 3 items' });
    await expect(basket).toHaveAttribute('href', '/basket');
    await expect(within(basket).getByText('3')).toBeVisible();
  },
};

export const WithLogo: Story = {
  args: {
    logoUrl:
      "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='120' height='32'%3E%3Crect width='120' height='32' rx='6' fill='white'/%3E%3C/svg%3E",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const home = canvas.getByRole('link', { name: 'Riverside Leisure' });
    await expect(home).toHaveAttribute('href', '/');
    await expect(within(home).getByRole('img', { name: 'Riverside Leisure' })).toBeVisible();
  },
};

/** Where the last line of an element's text ends, laid out whether or not it is clamped from view. */
function lastLineBottom(element: HTMLElement): number {
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  const lines = [...range.getClientRects()];
  return Math.max(...lines.map((line) => line.bottom));
}

/** Half a line of an element's text: a glyph's box reaches a little past its line box, a clamped line a whole line past. */
const halfLine = (element: HTMLElement) => parseFloat(getComputedStyle(element).lineHeight) / 2;

/** A venue's name at 375 px wraps to a second line in a smaller size, whole, beside the basket, account and menu. */
export const VenueNameSmallScreen: Story = {
  args: { brandName: 'Riverside Aquatics Centre', isLoggedIn: true, isSmallScreen: true, basketCount: 2 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    await expect(window.innerWidth).toBe(375);
    const canvas = within(canvasElement);
    const name = within(canvas.getByRole('link', { name: args.brandName })).getByText(args.brandName);
    // Whole: its last line is inside its box (no line clamped away), nothing cut off across, and the header keeps its height.
    await expect(lastLineBottom(name)).toBeLessThanOrEqual(name.getBoundingClientRect().bottom + halfLine(name));
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBe(54);
  },
};

/** A name too long even for two lines at 375 px: the second line ends in an ellipsis, the full name in its title and the link's name. */
export const LongVenueNameSmallScreen: Story = {
  args: {
    brandName: 'Riverside Aquatics Centre and Thameside Tennis & Fitness Club',
    isLoggedIn: true,
    isSmallScreen: true,
    basketCount: 2,
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    await expect(window.innerWidth).toBe(375);
    const canvas = within(canvasElement);
    const home = canvas.getByRole('link', { name: args.brandName });
    const name = within(home).getByText(args.brandName);
    await expect(name).toHaveAttribute('title', args.brandName);
    // Two lines at most, the rest cut off, and the header keeps its height.
    await expect(lastLineBottom(name)).toBeGreaterThan(name.getBoundingClientRect().bottom + halfLine(name));
    await expect(name.getBoundingClientRect().height).toBeLessThan(3 * parseFloat(getComputedStyle(name).lineHeight));
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBe(54);
    // Nothing runs off the page: the basket, account and menu buttons stay in view.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    for (const control of [canvas.getByRole('button', { name: 'Open menu' }), canvas.getByRole('button', { name: 'Account' })]) {
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    }
  },
};

/** Embedded with something in the basket: the logo and the embedded basket control, no navigation. */
export const EmbeddedWithBasket: Story = {
  args: {
    navHidden: true,
    isLoggedIn: true,
    basketCount: 1,
    embeddedBasket: { count: 1, total: '£7.50', basketHref: '/basket?embedded=true', checkoutHref: '/basket/checkout?embedded=true', checkoutInNewTab: false },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    // The control's code loads when an embedded page first has something in its basket.
    const basket = await canvas.findByRole('navigation', { name: 'Your basket' });
    await expect(within(basket).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/basket/checkout?embedded=true');
  },
};
