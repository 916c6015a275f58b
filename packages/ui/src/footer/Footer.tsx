import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../link/LinkProvider';

export interface FooterProps {
  /** The venue footer, already decoded and sanitised by the caller; null or empty shows none. */
  html: string | null;
  /** The accessibility statement's address: a link under the venue's footer on every page. */
  accessibilityHref?: string;
  /** The operator's open-data page (a page the server renders, so a plain link that leaves the app). */
  openDataHref?: string;
}

/**
 * The page's footer, in a contentinfo landmark: the venue's own HTML (spec §2) and, below it, our fixed links (the
 * accessibility statement, the open-data page), shown whether or not the venue has a footer. Renders nothing when it has neither.
 */
export function Footer({ html, accessibilityHref, openDataHref }: FooterProps): ReactNode {
  const { t } = useTranslation('common');
  const venueHtml = html && html.trim() !== '' ? html : null;
  if (!venueHtml && !accessibilityHref && !openDataHref) return null;
  return (
    <footer className="cs-footer" aria-label={t('footer.label')}>
      {/* The caller sanitises: ui only renders. */}
      {venueHtml ? <div className="cs-footer__content" dangerouslySetInnerHTML={{ __html: venueHtml }} /> : null}
      {accessibilityHref || openDataHref ? (
        <nav className="cs-footer__links" aria-label={t('accessibility.footerLinks')}>
          {accessibilityHref ? (
            <AppLink href={accessibilityHref} className="cs-footer__link">
              {t('accessibility.footerLink')}
            </AppLink>
          ) : null}
          {openDataHref ? (
            <a href={openDataHref} className="cs-footer__link">
              {t('footer.openData')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </footer>
  );
}
