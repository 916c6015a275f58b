import { cva, type VariantProps } from 'class-variance-authority';

/** Checkout columns (spec §2): whether the aside (the basket) shows below the 576px mobile breakpoint. */
export const checkoutLayoutVariants = cva('cs-checkout-layout', {
  variants: {
    asideOnMobile: {
      show: 'cs-checkout-layout--aside-mobile',
      hide: 'cs-checkout-layout--aside-desktop',
    },
  },
  defaultVariants: { asideOnMobile: 'hide' },
});

export type CheckoutLayoutVariants = VariantProps<typeof checkoutLayoutVariants>;
