import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phone } from '../camp-browse/campBrowse.fixtures';
import { BookingActions } from './BookingActions';

const meta = {
  title: 'Camps and courses/Booking/BookingActions',
  component: BookingActions,
  args: { total: '£292.50', enabled: true, hints: [], pendingAction: null, onAddToBasket: fn(), onCheckoutNow: fn() },
  parameters: {
    viewport: { options: phone },
    docs: {
      description: {
        component: [
          "Add to basket and Checkout now, the booking pages' main actions.",
          "**Theming — do** leave the colours to the venue theme: the solid button is `--accent-9` (the venue primary) with `--accent-contrast` text, the outline one `--accent-11`. **Don't** pass a `color` or a hex value, or restyle the buttons per page.",
          "**Accessibility — do** keep the buttons focusable when blocked: they use `aria-disabled` and point at the hints with `aria-describedby`, so keyboard and screen-reader users learn why. **Don't** swap that for `disabled`, which drops focus and hides the reason.",
        ].join('\n\n'),
      },
    },
  },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof BookingActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const buttons = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return { add: canvas.getByRole('button', { name: 'Add to basket' }), checkout: canvas.getByRole('button', { name: 'Checkout now' }) };
};

export const Ready: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('£292.50')).toBeVisible();
    await expect(getComputedStyle(canvas.getByRole('group', { name: 'Book' })).position).toBe('static');
    const { add, checkout } = buttons(canvasElement);
    await userEvent.click(add);
    await expect(args.onAddToBasket).toHaveBeenCalledTimes(1);
    await userEvent.click(checkout);
    await expect(args.onCheckoutNow).toHaveBeenCalledTimes(1);
  },
};

export const DisabledWithEveryHint: Story = {
  args: {
    total: null,
    enabled: false,
    hints: [
      { code: 'agreeToWaiver' },
      { code: 'selectSession', message: 'Please select at least one session' },
      { code: 'reserved' },
      { code: 'alreadyBooked' },
      { code: 'serverMessage', message: 'This camp is not available to book online.' },
      { code: 'completeRequiredFields' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('—')).toBeVisible();
    const texts = [
      'Agree to the waiver to continue.',
      'Please select at least one session',
      'You have reserved this — complete it in your basket.',
      'You have already booked this.',
      'This camp is not available to book online.',
      'Complete the required fields.',
    ];
    await expect(canvas.getAllByRole('listitem').map((li) => li.textContent)).toEqual(texts);
    const { add, checkout } = buttons(canvasElement);
    for (const button of [add, checkout]) {
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleDescription(texts.join(' '));
      await userEvent.click(button);
    }
    await expect(args.onAddToBasket).not.toHaveBeenCalled();
    await expect(args.onCheckoutNow).not.toHaveBeenCalled();
  },
};

export const WaiverHintOnly: Story = {
  args: { enabled: false, hints: [{ code: 'agreeToWaiver' }] },
  play: async ({ canvasElement }) => {
    await expect(buttons(canvasElement).add).toHaveAccessibleDescription('Agree to the waiver to continue.');
  },
};

export const AddingToBasket: Story = {
  args: { enabled: false, pendingAction: 'add' },
  play: async ({ canvasElement, args }) => {
    const { add, checkout } = buttons(canvasElement);
    await expect(add.querySelector('.rt-Spinner')).not.toBeNull();
    await expect(checkout.querySelector('.rt-Spinner')).toBeNull();
    await expect(checkout).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(add);
    await userEvent.click(checkout);
    await expect(args.onAddToBasket).not.toHaveBeenCalled();
    await expect(args.onCheckoutNow).not.toHaveBeenCalled();
  },
};

export const CheckingOut: Story = {
  args: { enabled: false, pendingAction: 'checkout' },
  play: async ({ canvasElement }) => {
    const { add, checkout } = buttons(canvasElement);
    await expect(checkout.querySelector('.rt-Spinner')).not.toBeNull();
    await expect(add.querySelector('.rt-Spinner')).toBeNull();
  },
};

export const BarOnAPhone: Story = {
  args: { enabled: false, hints: [{ code: 'completeRequiredFields' }] },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const bar = within(canvasElement).getByRole('group', { name: 'Book' });
    // Pinned to the viewport's bottom edge within the page column (see ComposedCampOnAPhone in BookingPageLayout).
    await expect(getComputedStyle(bar).position).toBe('sticky');
    await expect(getComputedStyle(bar).bottom).toBe('0px');
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    // One line: the total, Checkout now and More; Add to basket and the hints wait behind More.
    const canvas = within(canvasElement);
    const checkout = canvas.getByRole('button', { name: 'Checkout now' });
    await expect(checkout).toBeVisible();
    await expect(checkout).toHaveAccessibleDescription('Complete the required fields.');
    await expect(canvas.queryByRole('button', { name: 'Add to basket' })).toBeNull();
    await expect(bar.getBoundingClientRect().height).toBeLessThan(80);
    const more = canvas.getByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(canvas.getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Add to basket' })).toBeVisible();
    await expect(canvas.getByText('Complete the required fields.')).toBeVisible();
  },
};

export const MoreIsForPhonesOnly: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'More' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add to basket' })).toBeVisible();
  },
};
