import { cva, type VariantProps } from 'class-variance-authority';

/** Order confirmation look by spec §3 order status: success in the success colour, the rest muted or danger. */
export const orderConfirmationVariants = cva('cs-order-confirmation', {
  variants: {
    status: {
      success: 'cs-order-confirmation--success',
      pending: 'cs-order-confirmation--pending',
      cancelled: 'cs-order-confirmation--cancelled',
      awaiting_payment: 'cs-order-confirmation--pending',
    },
  },
  defaultVariants: { status: 'success' },
});

export type OrderConfirmationVariants = VariantProps<typeof orderConfirmationVariants>;
