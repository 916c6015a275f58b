import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Id of the `<main>` the skip link targets (AppLayout renders it). */
export const MAIN_CONTENT_ID = 'main-content';

export interface SkipLinkProps {
  targetId?: string;
}

/**
 * 'Skip to main content' (spec §2): hidden until focused. An in-page anchor, not a navigation,
 * so it is a plain `<a>` rather than the injected router link.
 */
export function SkipLink({ targetId = MAIN_CONTENT_ID }: SkipLinkProps): ReactNode {
  const { t } = useTranslation('common');
  // Move focus explicitly: routers that own the URL hash would otherwise swallow the jump.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.();
  };
  return (
    <a className="cs-skip-link" href={`#${targetId}`} onClick={onClick}>
      {t('skipToContent')}
    </a>
  );
}
