import { useSyncExternalStore } from 'react';
import { useApp } from '../app/context';

/** Spec §9: small screens are below the 575px mobile breakpoint. */
const query = '(max-width: 575px)';

export function useIsSmallScreen(): boolean {
  // The server's first view takes the browser's word (a phone's user agent) for what the media query will say.
  const { firstView } = useApp();
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => firstView?.smallScreen ?? false,
  );
}
