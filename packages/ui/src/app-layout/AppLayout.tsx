import { useEffect, type ReactNode } from 'react';
import { keepFocus } from '../focus/focusKeeper';
import { MAIN_CONTENT_ID, SkipLink } from '../skip-link/SkipLink';

export interface AppLayoutProps {
  header: ReactNode;
  breadcrumb?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  /** Inside another site's frame (spec §2 embedded): as tall as the content, never the frame, so the host can fit it. */
  embedded?: boolean;
}

/** The page shell: skip link, header, optional breadcrumb, focusable main (1280px max) and footer; it keeps focus off the body. */
export function AppLayout({ header, breadcrumb, footer, children, embedded = false }: AppLayoutProps): ReactNode {
  // A control redrawn under the keyboard user's focus (a reload, Book turning into Cancel reservation) keeps it.
  useEffect(() => keepFocus(document), []);
  return (
    <div className={embedded ? 'cs-app-layout cs-app-layout--embedded' : 'cs-app-layout'}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      {header}
      {breadcrumb}
      {/* tabIndex -1 lets the skip link move focus here without adding a tab stop. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="cs-app-layout__main">
        {children}
      </main>
      {footer}
    </div>
  );
}
