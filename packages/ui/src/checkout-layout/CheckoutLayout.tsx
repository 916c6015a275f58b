import type { ReactNode } from 'react';
import { checkoutLayoutVariants } from './checkoutLayout.variants';

export interface CheckoutLayoutProps {
  /** The left column: summary and payment. */
  main: ReactNode;
  /** The right column: the basket panel. */
  aside: ReactNode;
  /** Spec §2: the right column shows on mobile only at checkout (default hidden below 576px). */
  showAsideOnMobile?: boolean;
}

/**
 * Spec §2 checkout grid: two columns at 1200px or wider with the aside sticky under the header,
 * stacked below 1200px, and the aside hidden below 576px unless `showAsideOnMobile`.
 */
export function CheckoutLayout({ main, aside, showAsideOnMobile = false }: CheckoutLayoutProps): ReactNode {
  const asideOnMobile = showAsideOnMobile ? 'show' : 'hide';
  return (
    <div className={checkoutLayoutVariants({ asideOnMobile })} data-aside-mobile={asideOnMobile}>
      <div className="cs-checkout-layout__main">{main}</div>
      <div className="cs-checkout-layout__aside">{aside}</div>
    </div>
  );
}
