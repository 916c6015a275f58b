import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FooterProps {
  /** The venue footer, already decoded and sanitised by the caller; null or empty renders nothing. */
  html: string | null;
}

/** The venue's own footer HTML (spec §2), in a contentinfo landmark. */
export function Footer({ html }: FooterProps): ReactNode {
  const { t } = useTranslation('common');
  if (!html || html.trim() === '') return null;
  return (
    <footer className="cs-footer" aria-label={t('footer.label')}>
      {/* The caller sanitises: ui only renders. */}
      <div className="cs-footer__content" dangerouslySetInnerHTML={{ __html: html }} />
    </footer>
  );
}
