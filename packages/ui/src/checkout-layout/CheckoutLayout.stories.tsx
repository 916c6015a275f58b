import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BasketPanel } from '../basket-panel/BasketPanel';
import { CardPaymentForm } from '../card-payment-form/CardPaymentForm';
import { CheckoutSummary } from '../checkout-summary/CheckoutSummary';
import { basketItems } from '../storybook/checkoutFixtures';
import { CheckoutLayout } from './CheckoutLayout';

const main = (
  <>
    <CheckoutSummary basketCost="£121.50" totalToPay="£121.50" terms={{ html: '<p>Bookings are confirmed once payment is taken.</p>' }} termsAccepted={false} onTermsChange={fn()} />
    <CardPaymentForm
      status="ready"
      error={null}
      amount="£121.50"
      frame={<div style={{ padding: 'var(--space-4)', border: '1px dashed var(--gray-a8)', borderRadius: 'var(--radius-3)' }}>Provider card frame</div>}
      challengeUrl={null}
      onPay={fn()}
      onRetry={fn()}
    />
  </>
);

const aside = <BasketPanel state="ready" items={basketItems} count={3} total="£121.50" atCheckout editHref="/basket" onRemove={fn()} />;

const meta = {
  title: 'Checkout/CheckoutLayout',
  component: CheckoutLayout,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "The checkout grid (spec §2/§9): summary and payment on the left, the basket on the right from 1200px, stacked below.",
          "**Theming — do** leave colour and fonts to the columns' own components: the layout has none. **Don't** set a venue background on the columns, or change `--cs-checkout-sticky-top` (the 54px header plus 16px) unless the header's height changes.",
          "**Accessibility — do** keep `main` first: it is first in the DOM and in reading order at every width, with the basket after it. **Don't** reorder the columns with CSS alone, or hide the basket on mobile at checkout (`showAsideOnMobile`).",
        ].join('\n\n'),
      },
    },
  },
  args: { main, aside, showAsideOnMobile: true },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)' }}><Story /></div>],
} satisfies Meta<typeof CheckoutLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const columns = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const summary = canvas.getByRole('region', { name: 'Summary' });
  const basket = canvas.getByRole('region', { name: 'Shopping basket' });
  const asideColumn = basket.parentElement as HTMLElement;
  return { summary: summary.getBoundingClientRect(), basket: basket.getBoundingClientRect(), asideColumn };
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { summary, basket, asideColumn } = columns(canvasElement);
    // Two columns: the summary on the left, the basket beside it on the right, tops aligned.
    await expect(basket.left).toBeGreaterThanOrEqual(summary.right);
    await expect(Math.abs(basket.top - summary.top)).toBeLessThan(2);
    await expect(getComputedStyle(asideColumn).position).toBe('sticky');
    await expect(getComputedStyle(asideColumn).top).toBe('70px');
  },
};

export const Stacked: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { summary, basket } = columns(canvasElement);
    // Below 1200px the columns stack: the basket comes under the payment, full width.
    await expect(basket.top).toBeGreaterThan(summary.bottom);
    await expect(Math.abs(basket.left - summary.left)).toBeLessThan(2);
  },
};

export const MobileAtCheckout: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { asideColumn } = columns(canvasElement);
    await expect(asideColumn).toBeVisible();
    // Not sticky below 576px.
    await expect(getComputedStyle(asideColumn).position).toBe('static');
  },
};

export const MobileAsideHidden: Story = {
  args: { showAsideOnMobile: false },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Summary' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Shopping basket' })).toBeNull();
    await expect(canvasElement.querySelector('[data-aside-mobile]')).toHaveAttribute('data-aside-mobile', 'hide');
  },
};
