import type { ReactNode } from 'react';
import { ChevronRightIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../link/LinkProvider';

export interface BreadcrumbItem {
  label: string;
  /** Omit for the current page when it has no link. */
  href?: string;
}

export interface BreadcrumbProps {
  /** The trail after the home link, ending with the current page. */
  items: BreadcrumbItem[];
  homeHref: string;
  /** Embedded mode hides the breadcrumb entirely (spec §2). */
  embedded?: boolean;
}

/** Breadcrumb trail starting with a home link; the last item is the current page. */
export function Breadcrumb({ items, homeHref, embedded = false }: BreadcrumbProps): ReactNode {
  const { t } = useTranslation('common');
  if (embedded) return null;
  const trail: BreadcrumbItem[] = [{ label: t('breadcrumb.home'), href: homeHref }, ...items];
  return (
    <nav className="cs-breadcrumb" aria-label={t('breadcrumb.label')}>
      <ol className="cs-breadcrumb__list">
        {trail.map((item, index) => {
          const current = index === trail.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="cs-breadcrumb__item">
              {index > 0 ? <ChevronRightIcon className="cs-breadcrumb__separator" aria-hidden="true" /> : null}
              {item.href ? (
                <AppLink href={item.href} className="cs-breadcrumb__link" aria-current={current ? 'page' : undefined}>
                  {item.label}
                </AppLink>
              ) : (
                <span className="cs-breadcrumb__text" aria-current={current ? 'page' : undefined}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
