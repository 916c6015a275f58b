import { kioskHomeUrl, setKioskHome, type SessionStore } from '@courtside/core';
import { useCallback, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useApp } from '../app/context';
import { leaveKioskPage, wipeCustomerTraces } from './kioskDevice';

/**
 * Ends a customer's visit at a kiosk: their session ended on the server, every trace wiped (storage, cookies), and
 * the kiosk's home loaded in place of the current history entry — a new document, so nothing held in memory (query
 * cache, basket view, form state) survives either. The page is not re-rendered signed out on the way: nothing may
 * navigate (or reload on a 401) while the home page loads.
 */
export function endKioskVisit(home: string | null, session: SessionStore): void {
  leaveKioskPage();
  wipeCustomerTraces(null, session.token);
  window.location.replace(home ?? '/');
}

/** Spec §3 Config kioskHomeUrl: the operator's kiosk home, once the client config says it, replaces the start page. */
export function useConfiguredKioskHome(configured: string | null | undefined): void {
  const { kiosk } = useApp();
  useEffect(() => {
    if (kiosk.currentCentre && configured !== undefined) setKioskHome(kiosk, kioskHomeUrl(kiosk.currentCentre, window.location, configured));
  }, [kiosk, configured]);
}

/** The kiosk's home (spec §2 'Back to Kiosk Home') and ending the visit there. */
export function useKioskVisit() {
  const { kiosk, session } = useApp();
  const { isKiosk, currentCentre, homeUrl } = useSnapshot(kiosk);
  const end = useCallback(() => endKioskVisit(homeUrl, session), [homeUrl, session]);
  return { isKiosk, centre: currentCentre, home: homeUrl, end };
}
