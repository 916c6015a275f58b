import type { ReactNode } from 'react';
import { Button, VisuallyHidden } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../link/LinkProvider';

export interface EmbeddedBasketProps {
  /** Items in the basket; the control shows only when there is at least one. */
  count: number;
  /** The basket's total, formatted (e.g. '£12.50'). */
  total: string;
  basketHref: string;
  checkoutHref: string;
  /** The operator opens the checkout in a new tab, outside their page's frame. */
  checkoutInNewTab: boolean;
}

/**
 * The basket on a page embedded in an operator's site, where the header's navigation is hidden (spec §2): one line
 * with the count and total (the way to the basket), and the checkout, in the frame or in a new tab as the operator chose.
 */
export function EmbeddedBasket({ count, total, basketHref, checkoutHref, checkoutInNewTab }: EmbeddedBasketProps): ReactNode {
  const { t } = useTranslation('common');
  if (count < 1) return null;
  return (
    <nav className="cs-embedded-basket" aria-label={t('nav.embeddedBasket.label')}>
      {/* One line at 375 px too: the summary is the way to the basket, named in full for assistive technology. */}
      <AppLink href={basketHref} className="cs-embedded-basket__summary">
        <VisuallyHidden>{t('nav.embeddedBasket.view')}, </VisuallyHidden>
        {t('nav.embeddedBasket.summary', { count, total })}
      </AppLink>
      <Button asChild size="2">
        {checkoutInNewTab ? (
          // A new tab is the full bookings site, outside the router of this frame.
          <a href={checkoutHref} target="_blank" rel="noopener">
            {t('nav.embeddedBasket.checkout')}
            <VisuallyHidden> {t('nav.embeddedBasket.newTab')}</VisuallyHidden>
          </a>
        ) : (
          <AppLink href={checkoutHref}>{t('nav.embeddedBasket.checkout')}</AppLink>
        )}
      </Button>
    </nav>
  );
}
