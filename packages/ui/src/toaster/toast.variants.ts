import { cva, type VariantProps } from 'class-variance-authority';

/** Toast look by tone; the colour scales are Radix tokens (see toaster.css). */
export const toastVariants = cva('cs-toast', {
  variants: {
    tone: {
      success: 'cs-toast--success',
      danger: 'cs-toast--danger',
      info: 'cs-toast--info',
    },
  },
  defaultVariants: { tone: 'info' },
});

export type ToastVariants = VariantProps<typeof toastVariants>;
