import { cva, type VariantProps } from 'class-variance-authority';

/** Full-page message look: neutral (not found, placeholder), warning (maintenance), danger (error). */
export const statusPageVariants = cva('cs-status-page', {
  variants: {
    tone: {
      neutral: 'cs-status-page--neutral',
      warning: 'cs-status-page--warning',
      danger: 'cs-status-page--danger',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type StatusPageVariants = VariantProps<typeof statusPageVariants>;
