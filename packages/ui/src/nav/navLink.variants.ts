import { cva, type VariantProps } from 'class-variance-authority';

/** Navigation link look: in the header bar, or stacked in the side drawer. */
export const navLinkVariants = cva('cs-nav-link', {
  variants: {
    placement: {
      bar: 'cs-nav-link--bar',
      drawer: 'cs-nav-link--drawer',
    },
  },
  defaultVariants: { placement: 'bar' },
});

export type NavLinkVariants = VariantProps<typeof navLinkVariants>;
