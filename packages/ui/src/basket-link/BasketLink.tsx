import type { ReactNode } from 'react';
import { VisuallyHidden } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../link/LinkProvider';
import { navLinkVariants, type NavLinkVariants } from '../nav/navLink.variants';

export interface BasketLinkProps {
  href: string;
  /** Number of items in the basket; shown as a badge when above zero. */
  count: number;
  /** Show the 'Shopping basket' text beside the icon (side drawer). */
  showLabel?: boolean;
  placement?: NavLinkVariants['placement'];
  onClick?: () => void;
}

/** Link to the basket with an item-count badge; its name says the count ('Shopping basket, 2 items'). */
export function BasketLink({ href, count, showLabel = false, placement = 'bar', onClick }: BasketLinkProps): ReactNode {
  const { t } = useTranslation('common');
  return (
    <AppLink
      href={href}
      onClick={onClick}
      className={`${navLinkVariants({ placement })} cs-basket-link`}
      data-empty={count === 0 ? '' : undefined}
    >
      <svg
        className="cs-basket-link__icon"
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4Z" />
        <path d="M3 6h18" />
        <path d="M16 10a4 4 0 0 1-8 0" />
      </svg>
      {/* The name is the hidden sentence; the visible label and badge repeat it for sighted users. */}
      {showLabel ? <span aria-hidden="true">{t('nav.basket')}</span> : null}
      {count > 0 ? (
        <span className="cs-basket-link__badge" aria-hidden="true">
          {count}
        </span>
      ) : null}
      <VisuallyHidden>{t('nav.basketCount', { count })}</VisuallyHidden>
    </AppLink>
  );
}
