import { cva, type VariantProps } from 'class-variance-authority';

/** Basket card look by kind (spec §2: booking, membership renewal, package, default). */
export const basketItemCardVariants = cva('cs-basket-item', {
  variants: {
    kind: {
      booking: 'cs-basket-item--booking',
      membership: 'cs-basket-item--membership',
      membershipChange: 'cs-basket-item--membership',
      membershipRenewal: 'cs-basket-item--membership',
      package: 'cs-basket-item--package',
      default: 'cs-basket-item--default',
    },
  },
  defaultVariants: { kind: 'default' },
});

export type BasketItemCardVariants = VariantProps<typeof basketItemCardVariants>;
