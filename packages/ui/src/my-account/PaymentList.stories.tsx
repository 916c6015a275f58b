import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentList } from './PaymentList';

const payments = [
  {
    id: 12, reference: 'QWRT-ZXCV', date: 'Tue, 24 Nov 2026', status: 'success' as const, refundStatus: null, total: '£13.70',
    lines: [
      { id: 1, name: 'Vinyasa Flow', summary: 'Thu, 26 Nov 2026 at 18:30, Studio 1', price: '£7.50' },
      { id: 2, name: 'Aqua Fit', summary: 'Fri, 27 Nov 2026 at 09:00, Learner pool', price: '£6.20', cancelled: true },
    ],
  },
  { id: 11, reference: 'ABCD-EFGH', date: 'Mon, 23 Nov 2026', status: 'success' as const, refundStatus: 'full' as const, total: '£7.50', lines: [{ id: 3, name: 'Hatha Yoga', summary: null, price: '£7.50' }] },
  { id: 10, reference: null, date: 'Sun, 22 Nov 2026', status: 'awaiting_payment' as const, refundStatus: null, total: '£12.00', lines: [] },
];

const meta = {
  title: 'Account/PaymentList',
  component: PaymentList,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "My-account Payments (spec §2): each order with its reference, date, status, any refund, its lines and total.",
          "**Theming — do** keep the orders on neutral Radix cards with the " +
            "reference in the venue heading font (`--heading-font-family`). " +
            "**Don't** tint the status and refund badges with the venue accent: their green, amber, red and grey are fixed.",
          "**Accessibility — do** keep each order's reference as its `h2` so screen-reader users can jump order " +
            "to order; the list is named 'Your orders' and status, refund and a cancelled line are said in words. " +
            "**Don't** mark a cancelled line by strike-through or colour alone.",
        ].join('\n\n'),
      },
    },
  },
  args: { payments },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof PaymentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralOrders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const orders = within(canvas.getByRole('list', { name: 'Your orders' })).getAllByRole('heading', { level: 2 });
    await expect(orders.map((h) => h.textContent)).toEqual(['Order reference: QWRT-ZXCV', 'Order reference: ABCD-EFGH', 'Order reference: 10']);
    await expect(canvas.getByText('Refunded')).toBeVisible();
    await expect(canvas.getByText('Awaiting payment')).toBeVisible();
    await expect(canvas.getByText(/Aqua Fit · .* · Cancelled/)).toBeVisible();
  },
};

export const NoOrders: Story = {
  args: { payments: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have not placed any orders yet.')).toBeVisible();
  },
};
