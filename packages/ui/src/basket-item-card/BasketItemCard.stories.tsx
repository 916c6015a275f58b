import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { campBooking, childSwimBooking, courtWithExtras, discountableBooking, discountedBooking, guestPass, membershipRenewal, swimPackage, yogaBooking } from '../storybook/checkoutFixtures';
import { BasketItemCard } from './BasketItemCard';

const meta = {
  title: 'Checkout/BasketItemCard',
  component: BasketItemCard,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "One basket line: what was booked, for whom, when, its price and Remove.",
          "**Theming — do** use the theme tints (`--cs-primary-50`…`100`) for highlights. **Don't** colour prices or warnings with hex values.",
          "**Accessibility — do** name Remove after the item ('Remove Vinyasa Flow') and keep the session toggle's `aria-expanded`. **Don't** hide the item's errors in a tooltip.",
        ].join('\n\n'),
      },
    },
  },
  args: { item: yogaBooking, onRemove: fn(), onRemoveBenefit: fn(), onRemovePackage: fn(), onApplyPackage: fn() },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof BasketItemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BookingSingleSession: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'Vinyasa Flow' }));
    await expect(card.getByText('Riverside Leisure Centre')).toBeVisible();
    await expect(card.getByText('£7.50')).toBeVisible();
    // The Where row shows; the session list (collapsed) repeats the location.
    await expect(card.getAllByText('Studio 1')[0]).toBeVisible();
    await expect(card.getAllByText('Studio 1')[1]).not.toBeVisible();
    const toggle = card.getByRole('button', { name: '1 session' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(card.getByRole('button', { name: 'Remove Vinyasa Flow' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const BookingSeveralSessionsExpanded: Story = {
  args: { item: campBooking },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Mon, 23 Nov 2026 – Wed, 25 Nov 2026')).toBeVisible();
    const toggle = card.getByRole('button', { name: '3 sessions' });
    const list = canvasElement.querySelector<HTMLElement>(`#${CSS.escape(toggle.getAttribute('aria-controls') ?? '')}`) as HTMLElement;
    // Collapsed: really not laid out (the CSS must not override the hidden attribute).
    await expect(getComputedStyle(list).display).toBe('none');
    await expect(card.queryByText('Tue, 24 Nov 2026')).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(getComputedStyle(list).display).not.toBe('none');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(card.getByText('Tue, 24 Nov 2026')).toBeVisible();
    await expect(card.getByText('3G pitch')).toBeVisible();
  },
};

export const ForAChildWithAHeldPlace: Story = {
  args: { item: childSwimBooking },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('For Jamie Morgan · Child (under 16)')).toBeVisible();
    await expect(canvas.getByText('Place held until')).toBeVisible();
    await expect(canvas.getByText('14:32. After that it is released unless you have paid.')).toBeVisible();
  },
};

export const MembershipRenewal: Story = {
  args: { item: membershipRenewal },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('article')).toHaveAttribute('data-kind', 'membershipRenewal');
    await expect(card.getByText('New membership')).toBeVisible();
    await expect(card.getByText('Gold Anytime')).toBeVisible();
    await expect(card.getByText('12 months')).toBeVisible();
    await expect(card.queryByRole('button', { name: /session/ })).toBeNull();
  },
};

export const Package: Story = {
  args: { item: swimPackage },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('article', { name: '10 Swim Pass' })).toHaveAttribute('data-kind', 'package');
    await expect(card.getByText('Hillcrest Pool')).toBeVisible();
    await expect(card.getByText('£40.00')).toBeVisible();
  },
};

export const Default: Story = {
  args: { item: guestPass },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('article', { name: 'Guest pass' })).toHaveAttribute('data-kind', 'default');
    await expect(card.getByText('Quantity')).toBeVisible();
    await expect(card.getByText('2')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Remove Guest pass' }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

export const WithChildExtras: Story = {
  args: { item: courtWithExtras },
  play: async ({ canvasElement }) => {
    const extras = within(within(canvasElement).getByRole('list', { name: 'Extras' }));
    await expect(extras.getAllByRole('listitem')).toHaveLength(2);
    await expect(extras.getByText('2 × Racket hire')).toBeVisible();
    await expect(extras.getByText('£6.00')).toBeVisible();
  },
};

export const BenefitApplied: Story = {
  args: { item: { ...yogaBooking, benefitApplied: true } },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Benefit applied')).toBeVisible();
    await expect(card.queryByText('Package applied')).toBeNull();
    await userEvent.click(card.getByRole('button', { name: 'Remove benefit' }));
    await expect(args.onRemoveBenefit).toHaveBeenCalledTimes(1);
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const PackageApplied: Story = {
  args: { item: { ...yogaBooking, packageApplied: true, price: '£0.00' } },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Package applied')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Remove package usage' }));
    await expect(args.onRemovePackage).toHaveBeenCalledTimes(1);
  },
};

/** A package use taken off a line a package held could still pay for: Apply package takes it again. */
export const PackageApplicable: Story = {
  args: { item: { ...yogaBooking, benefitApplied: true, packageApplicable: true } },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.queryByText('Package applied')).toBeNull();
    await userEvent.click(card.getByRole('button', { name: 'Apply package' }));
    await expect(args.onApplyPackage).toHaveBeenCalledTimes(1);
    await expect(args.onRemovePackage).not.toHaveBeenCalled();
  },
};

export const Removing: Story = {
  args: { item: { ...courtWithExtras, benefitApplied: true }, removing: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article', { name: 'Badminton court' });
    await expect(article).toHaveAttribute('data-removing');
    await expect(article).toHaveAttribute('aria-busy', 'true');
    await expect(Number(getComputedStyle(article).opacity)).toBeLessThan(1);
    const remove = canvas.getByRole('button', { name: 'Remove Badminton court' });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAttribute('aria-busy', 'true');
    await expect(remove.querySelector('.rt-Spinner')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'Remove benefit' })).toBeDisabled();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { item: { ...courtWithExtras, packageApplied: true }, readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveAttribute('data-read-only');
    await expect(canvas.getByText('Package applied')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();
  },
};

/** A session booking takes a discount code: the field, then Apply with the code typed. */
export const DiscountCodeField: Story = {
  args: { item: discountableBooking, onApplyDiscount: fn() },
  play: async ({ canvasElement, args }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'Vinyasa Flow' }));
    const apply = card.getByRole('button', { name: 'Apply discount code to Vinyasa Flow' });
    await expect(apply).toBeDisabled();
    await userEvent.type(card.getByLabelText('Discount code'), ' welcome10 ');
    await userEvent.click(apply);
    await expect(args.onApplyDiscount).toHaveBeenCalledWith('welcome10');
  },
};

/** A code on it: what it takes off, and Remove discount. */
export const DiscountApplied: Story = {
  args: { item: discountedBooking, onRemoveDiscount: fn() },
  play: async ({ canvasElement, args }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'Vinyasa Flow' }));
    await expect(card.getByText('Discount WELCOME10: −£0.75')).toBeVisible();
    await expect(card.queryByLabelText('Discount code')).toBeNull();
    await userEvent.click(card.getByRole('button', { name: 'Remove discount' }));
    await expect(args.onRemoveDiscount).toHaveBeenCalled();
  },
};
