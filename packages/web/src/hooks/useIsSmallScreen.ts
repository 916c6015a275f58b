import { useSyncExternalStore } from 'react';

/** Spec §9: small screens are below the 575px mobile breakpoint. */
const query = '(max-width: 575px)';

export function useIsSmallScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
