import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * WCAG 2.4.3: after a navigation to another page (a new path, not a new query), the window starts at the top and focus
 * moves to the page's main region, so keyboard and screen-reader users start at the new content instead of the body or
 * the link they left behind. The first page load keeps the browser's own start (the skip link comes first).
 */
export function useRouteFocus(mainId: string) {
  const { pathname } = useLocation();
  const last = useRef(pathname);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    window.scrollTo(0, 0);
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
