import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderConfirmation } from './OrderConfirmation';

const lineItems = [
  { id: 901, name: 'Vinyasa Flow', summary: 'Thu, 26 Nov 2026 at 18:30, Studio 1', price: '£7.50' },
  { id: 902, name: 'Half-term Football Camp', summary: 'Mon, 23 Nov 2026 – Wed, 25 Nov 2026', price: '£75.00' },
  { id: 903, name: 'Membership renewal', summary: null, price: '£39.00' },
];

const meta = {
  title: 'Checkout/OrderConfirmation',
  component: OrderConfirmation,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "Booking confirmed (spec §2 /booking-confirmed/{completeOrderId}): " +
            "the order's status, reference, items, total and the ways on.",
          "**Theming — do** let the title and 'Your order' take `--cs-font-heading`, the success icon " +
            "`--cs-primary-500` and the main way on `--cs-primary-500` with `--cs-on-primary` text. " +
            "**Don't** recolour the status and refund badges: they keep high-contrast green, amber, red and grey.",
          "**Accessibility — do** keep the `h1`, the status in words (badge and sentence; the icon " +
            "is `aria-hidden`), the items a list named 'Your order' and the total a `dt`/`dd` pair. " +
            "**Don't** make the icon the only sign that a payment is still pending.",
        ].join('\n\n'),
      },
    },
  },
  args: { orderId: 'ORD-10482', status: 'success', total: '£121.50', lineItems, homeHref: '/', bookingsHref: '/account/bookings/upcoming' },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)' }}><Story /></div>],
} satisfies Meta<typeof OrderConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuccessSeveralItems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
    await expect(canvas.getByText('Thank you, your order is complete.')).toBeVisible();
    await expect(canvas.getByText('Order reference: ORD-10482')).toBeVisible();
    const items = within(canvas.getByRole('list', { name: 'Your order' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[1]).toHaveTextContent('Half-term Football Camp');
    await expect(items[1]).toHaveTextContent('£75.00');
    await expect(canvas.getByText('Total paid').nextElementSibling).toHaveTextContent('£121.50');
    await expect(canvas.getByRole('link', { name: 'View my bookings' })).toHaveAttribute('href', '/account/bookings/upcoming');
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
};

/** Online joining's /order-confirmed: the same order, headed 'Order confirmed'. */
export const JoiningOrder: Story = {
  args: { title: 'Order confirmed', total: '£540.00', lineItems: [{ id: 904, name: 'Gold membership', summary: null, price: '£540.00' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order confirmed' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Booking confirmed' })).toBeNull();
    await expect(canvas.getByText('Gold membership')).toBeVisible();
  },
};

/** On a kiosk the way on is its home (spec §2 'Back to Kiosk Home'). */
export const OnAKiosk: Story = {
  args: {
    title: 'Order confirmed',
    homeHref: 'http://join.localhost/kiosk/?kiosk=true&centre=riverside',
    homeLabel: 'Back to Kiosk Home',
    bookingsHref: undefined,
    lineItems: lineItems.slice(2),
    total: '£39.00',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Back to Kiosk Home' })).toHaveAttribute('href', 'http://join.localhost/kiosk/?kiosk=true&centre=riverside');
    await expect(canvas.queryByRole('link', { name: 'Back to home' })).toBeNull();
  },
};

export const Pending: Story = {
  args: { status: 'pending', orderId: 10483, lineItems: lineItems.slice(0, 1), total: '£7.50', bookingsHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-status]')).toHaveAttribute('data-status', 'pending');
    await expect(canvas.getByText('Pending')).toBeVisible();
    await expect(canvas.getByText(/Your payment is being processed/)).toBeVisible();
    await expect(canvas.getByText('Order reference: 10483')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'View my bookings' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toBeVisible();
  },
};

export const AwaitingPayment: Story = {
  args: { status: 'awaiting_payment' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This order is waiting for payment.')).toBeVisible();
    await expect(canvas.getByText('Order total').nextElementSibling).toHaveTextContent('£121.50');
    await expect(canvas.queryByText('Total paid')).toBeNull();
  },
};

export const Cancelled: Story = {
  args: { status: 'cancelled', bookingsHref: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This order was cancelled.')).toBeVisible();
    await expect(within(canvasElement).getByText('Cancelled')).toBeVisible();
  },
};

export const PartlyRefundedWithACancelledBooking: Story = {
  args: {
    orderId: 10484,
    reference: 'K7QM-3XHD',
    refundStatus: 'partial',
    lineItems: [{ ...lineItems[0]!, summary: 'For Jamie Morgan · Child (under 16) · Thu, 26 Nov 2026 at 18:30', cancelled: true }, lineItems[1]!],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Order reference: K7QM-3XHD')).toBeVisible();
    await expect(canvas.getByText('Partly refunded')).toBeVisible();
    const items = within(canvas.getByRole('list', { name: 'Your order' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Cancelled');
    await expect(items[0]).toHaveTextContent('For Jamie Morgan · Child (under 16)');
    await expect(items[1]).not.toHaveTextContent('Cancelled');
  },
};

/** Staff who took the order at the till: Back to the till is the way on, home stays beside it. */
export const AtTheTill: Story = {
  args: { bookingsHref: undefined, tillHref: '/till', lineItems: lineItems.slice(0, 1), total: '£7.50' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Back to the till' })).toHaveAttribute('href', '/till');
    // Home first, then the main way on (as with View my bookings).
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual(['Back to home', 'Back to the till']);
  },
};
