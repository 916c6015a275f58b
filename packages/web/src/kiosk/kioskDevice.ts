import { kioskHomeUrl, kioskStart, parseStoredKiosk, sessionStorageKeys, type KioskState, type QueryFlags } from '@courtside/core';

/** Where a device keeps its kiosk setting (localStorage: it outlives reloads and restarts until staff reset it). */
export const kioskStorageKey = 'courtside.kiosk';

let leaving = false;
/** The kiosk is loading its home in place of this page: nothing here may navigate or reload meanwhile. */
export function leaveKioskPage(): void {
  leaving = true;
}
export const isLeavingKioskPage = () => leaving;

const attempt = (run: () => void) => {
  try {
    run();
  } catch {
    // Storage refused (a locked-down browser): nothing was kept there to wipe.
  }
};

/**
 * Ends the customer's session on the server (best effort, outliving the page) and removes every trace of them this
 * origin keeps: tokens and every other key in both storages, and cookies (the selected venue). Only the device's kiosk
 * setting stays. `carried`: a login arriving in the address (a customer crossing between the kiosk's sub-sites) is
 * theirs to keep, so it is not ended; `signedIn`: the login to end when storage no longer holds it.
 */
export function wipeCustomerTraces(carried: string | null = null, signedIn: string | null = null): void {
  let token: string | null = signedIn;
  let kiosk: string | null = null;
  attempt(() => {
    token = window.localStorage.getItem(sessionStorageKeys.token) ?? signedIn;
    kiosk = window.localStorage.getItem(kioskStorageKey);
  });
  if (token && token !== carried) {
    void window
      .fetch('/api/auth/logout', { method: 'POST', keepalive: true, headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } })
      .catch(() => undefined);
  }
  attempt(() => {
    window.localStorage.clear();
    if (kiosk) window.localStorage.setItem(kioskStorageKey, kiosk);
  });
  attempt(() => window.sessionStorage.clear());
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    const name = cookie.split('=', 1)[0] ?? '';
    document.cookie = `${name}=; path=/; max-age=0; SameSite=Lax`;
  }
}

/**
 * Spec §2 app root `kiosk`: ?kiosk=true&centre=… makes this device a kiosk at that centre (stored) and starts a fresh
 * visit; ?kiosk=false is staff resetting the device; otherwise the stored setting holds. Runs before any store reads
 * storage, so a fresh visit starts with nothing of the one before.
 */
export function startKioskDevice(flags: Pick<QueryFlags, 'kiosk' | 'centre' | 'token'>, location: Location): KioskState {
  const start = kioskStart(flags);
  if (start.kind === 'reset') {
    attempt(() => window.localStorage.removeItem(kioskStorageKey));
    wipeCustomerTraces();
  }
  if (start.kind === 'start') {
    attempt(() => window.localStorage.setItem(kioskStorageKey, JSON.stringify(start.kiosk)));
    wipeCustomerTraces(flags.token);
  }
  let stored = null;
  attempt(() => {
    stored = parseStoredKiosk(window.localStorage.getItem(kioskStorageKey));
  });
  const kiosk = start.kind === 'start' ? start.kiosk : (stored as ReturnType<typeof parseStoredKiosk>);
  if (!kiosk) return { isKiosk: false, currentCentre: null, homeUrl: null };
  return { isKiosk: true, currentCentre: kiosk.centre, homeUrl: kioskHomeUrl(kiosk.centre, location) };
}

/**
 * A kiosk's browser history never grows (the next customer cannot step back into the last one's pages): in-app
 * navigations replace the current entry instead of adding one.
 */
export function keepKioskHistoryFlat(): void {
  const { history } = window;
  history.pushState = (data: unknown, unused: string, url?: string | URL | null) => history.replaceState(data, unused, url);
}
