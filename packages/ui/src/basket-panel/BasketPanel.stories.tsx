import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { basketItems } from '../storybook/checkoutFixtures';
import { BasketPanel } from './BasketPanel';

const meta = {
  title: 'Checkout/BasketPanel',
  component: BasketPanel,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "The basket (spec §2 Basket page): title, item count and total, the item cards, then Checkout now or Edit basket; loading, failed, empty and logged-out states.",
          "**Theming — do** leave Checkout now and Log in on `--cs-primary-500` with `--cs-on-primary` text, the links on `--cs-secondary-500` and the title in `--cs-font-heading`. **Don't** recolour the failure callout (red) or the empty and logged-out notices (grey) per venue.",
          "**Accessibility — do** set `atCheckout` beside the checkout so the title drops to `h2` and the cards to `h3`; loading is announced (`role=\"status\"`), a failed load is a `role=\"alert\"` callout with Try again. **Don't** show only skeletons or an icon for a state: each has its text.",
        ].join('\n\n'),
      },
    },
  },
  args: {
    state: 'ready',
    items: basketItems,
    count: 3,
    total: '£121.50',
    onRemove: fn(),
    onRemoveBenefit: fn(),
    onRemovePackage: fn(),
    onLogIn: fn(),
    onRetry: fn(),
    editHref: '/basket',
    checkoutHref: '/basket/checkout',
    continueHref: '/redirect-to-selected-venue',
    homeHref: '/',
  },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)' }}><Story /></div>],
} satisfies Meta<typeof BasketPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shopping basket' })).toBeVisible();
    await expect(canvas.getByText('3 items')).toBeVisible();
    await expect(canvas.getByText('£121.50')).toBeVisible();
    const cards = within(canvas.getByRole('list', { name: 'Items in your basket' })).getAllByRole('article');
    await expect(cards.map((card) => card.getAttribute('data-kind'))).toEqual(['booking', 'booking', 'membershipRenewal']);
    await expect(canvas.getByRole('link', { name: 'Checkout now' })).toHaveAttribute('href', '/basket/checkout');
    await expect(canvas.queryByRole('link', { name: 'Edit basket' })).toBeNull();
    // Continue browsing is for small screens only; the story runs at desktop width.
    const browse = canvasElement.querySelector('a[href="/redirect-to-selected-venue"]');
    await expect(browse).toHaveTextContent('Continue browsing');
    await expect(browse).not.toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Continue browsing' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Half-term Football Camp' }));
    await expect(args.onRemove).toHaveBeenCalledWith(102);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Continue browsing' })).toHaveAttribute('href', '/redirect-to-selected-venue');
    await expect(canvas.getByRole('link', { name: 'Continue browsing' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Checkout now' })).toBeVisible();
  },
};

export const AtCheckout: Story = {
  args: { atCheckout: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Shopping basket' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Edit basket' })).toHaveAttribute('href', '/basket');
    await expect(canvas.queryByRole('link', { name: 'Checkout now' })).toBeNull();
    await expect(canvasElement.querySelector('a[href="/redirect-to-selected-venue"]')).toBeNull();
  },
};

/** A checkout link's page: the basket is paid as it was made, so nothing can be removed. */
export const ReadOnly: Story = {
  args: { atCheckout: true, readOnly: true, editHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: /remove/i })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /edit/i })).toBeNull();
  },
};

export const RemovingOneItem: Story = {
  args: { removingIds: [101], items: basketItems.map((item) => (item.id === 102 ? { ...item, benefitApplied: true } : item)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Vinyasa Flow' })).toHaveAttribute('data-removing');
    await expect(canvas.getByRole('button', { name: 'Remove Vinyasa Flow' })).toBeDisabled();
    await expect(canvas.getByRole('article', { name: 'Half-term Football Camp' })).not.toHaveAttribute('data-removing');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove benefit' }));
    await expect(args.onRemoveBenefit).toHaveBeenCalledWith(102);
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const PackageApplied: Story = {
  args: { items: [{ ...basketItems[0]!, packageApplied: true }], count: 1, total: '£0.00' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove package usage' }));
    await expect(args.onRemovePackage).toHaveBeenCalledWith(101);
  },
};

export const Empty: Story = {
  args: { items: [], count: 0, total: '£0.00' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your shopping basket is empty');
    await expect(canvas.queryByRole('link', { name: 'Checkout now' })).toBeNull();
    await expect(canvas.queryByText('0 items')).toBeNull();
  },
};

export const LoggedOut: Story = {
  args: { state: 'loggedOut', items: [], count: 0, total: '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Log in to add items to your basket');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogIn).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('link', { name: 'Checkout now' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { state: 'error', items: [], count: 0, total: '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load your shopping basket, please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  },
};

export const Loading: Story = {
  args: { state: 'loading', items: [], count: 0, total: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading your shopping basket…');
    await expect(canvasElement.querySelectorAll('.rt-Skeleton').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
