import {
  applyTokenParam,
  createApiClient,
  createPreloadedFetch,
  parsePreloadedReads,
  PRELOADED_READS_ID,
  createKioskStore,
  createSelectedVenueStore,
  createSessionStore,
  createSystemStore,
  createToastStore,
  createWaitingRoomStore,
  handleTokenParam,
  ownView,
  OWN_VIEW_COOKIE,
  readsArePersonal,
  SESSION_COOKIE,
  setWaitingPlace,
  readEmbedCheckout,
  readQueryFlags,
  selectVenue,
  signOut,
  signInTokenOf,
  siteFromHostname,
  type CookieAdapter,
} from '@courtside/core';
import { ownTokenPaths } from '../account/accountPaths';
import { browserStorage } from '../account/session';
import { createSignedInState } from './signedInState';
import { isLeavingKioskPage, startKioskDevice } from '../kiosk/kioskDevice';
import type { AppContextValue } from './context';
import { subscribe } from 'valtio/vanilla';

const browserCookies: CookieAdapter = {
  get: (name) =>
    document.cookie
      .split('; ')
      .find((row) => row.startsWith(`${name}=`))
      ?.slice(name.length + 1)
      .replace(/^(.*)$/, (v) => decodeURIComponent(v)),
  set: (name, value, { maxAgeDays }) => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeDays * 86400}; SameSite=Lax${secure}`;
  },
};

const embeddedKey = 'courtside.embedded';
const embedCheckoutKey = 'courtside.embedCheckout';

/**
 * Wires core's client and stores to the browser (fetch, cookies, session storage, the URL). `customerReads`: the page
 * carries reads the server made as this very customer, so a first view drawn for them is theirs (main.tsx).
 */
export function createAppContext(): AppContextValue & { readonly customerReads: boolean } {
  const flags = readQueryFlags(window.location.search);
  // First: a kiosk's fresh visit wipes what the last one left before any store reads storage.
  const kiosk = createKioskStore(startKioskDevice(flags, window.location));
  // Inside another site's frame the browser may refuse storage: the tab's memory stands in (browserStorage).
  const tab = browserStorage('sessionStorage');
  if (flags.embedded !== null) tab.set(embeddedKey, String(flags.embedded));
  const checkout = readEmbedCheckout(window.location.search);
  if (checkout) tab.set(embedCheckoutKey, checkout);
  const system = createSystemStore({ isEmbedded: tab.get(embeddedKey) === 'true', embedCheckout: tab.get(embedCheckoutKey) === 'new-tab' ? 'new-tab' : 'frame' });
  const site = siteFromHostname(window.location.hostname);
  const session = createSessionStore(browserStorage());
  // Spec §2 ?token=: taken before anything renders or fetches, so a page whose data is already cached never asks with
  // the token stored before (a checkout link opened again with another token). useSessionSync handles later navigations.
  const { pathname, search, hash } = window.location;
  const tokenParam = handleTokenParam(pathname, search, ownTokenPaths);
  if (tokenParam) {
    applyTokenParam(session, tokenParam);
    window.history.replaceState(window.history.state, '', `${pathname}${tokenParam.search}${hash}`);
  }
  const selectedVenue = createSelectedVenueStore(browserCookies);
  // A kiosk books at its own centre.
  if (kiosk.currentCentre && !selectedVenue.venueSlug) selectVenue(selectedVenue, kiosk.currentCentre);
  // The server draws a visitor's first view, and a signed-in customer's on the pages it can: told which this browser
  // draws (core's ownView), and, for a customer acting for themself, who they are (their token, read only when a page
  // is sent; the API's credential stays the bearer header).
  const tellServer = () => {
    const view = ownView({ ...session, isKiosk: kiosk.isKiosk, isEmbedded: system.isEmbedded });
    browserCookies.set(OWN_VIEW_COOKIE, view ?? '', { maxAgeDays: view ? 365 : 0 });
    if (view === 'customer' && session.token) browserCookies.set(SESSION_COOKIE, session.token, { maxAgeDays: 30 });
    else if (browserCookies.get(SESSION_COOKIE) !== undefined) browserCookies.set(SESSION_COOKIE, '', { maxAgeDays: 0 });
  };
  // Read before it is told again: the page's reads are this customer's only if the server made them with this very
  // session, the address's token's (server web/firstView.ts viewerOf) or else the one it was told of.
  const sentSession = signInTokenOf(pathname, search, ownTokenPaths) ?? browserCookies.get(SESSION_COOKIE);
  tellServer();
  for (const store of [session, kiosk, system]) subscribe(store, tellServer);
  let counter = 0;
  // The reads the server answered inside the page, each used once, then the network: a visitor's, or this customer's
  // when the server made them with this very session.
  const waitingRoom = createWaitingRoomStore();
  const readsElement = document.getElementById(PRELOADED_READS_ID);
  const personal = readsArePersonal(readsElement) && session.token !== null && sentSession === session.token;
  const preloaded = createPreloadedFetch(parsePreloadedReads(readsElement?.textContent), { madeWith: personal ? session.token : null });
  return {
    api: createApiClient({
      baseUrl: '/api',
      fetch: (url, init) => {
        const answered = preloaded(url, init);
        // A read the page carries is answered a task later, so it is parsed and converted in a task of its own. The
        // router's task starts the first route's reads; answered at once, a busy day's timetable (~390 KB) was read
        // inside it and made it 20-30 ms longer on a slow phone.
        return answered ? new Promise((resolve) => window.setTimeout(resolve, 0, answered)) : window.fetch(url, init as RequestInit);
      },
      getToken: () => session.token,
      getCheckoutToken: () => session.checkoutToken,
      getSelectedUserId: () => session.selectedUserId,
      // A call the server puts in its waiting room waits its turn; the shell shows the place meanwhile.
      sleep: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
      onWaiting: (place) => setWaitingPlace(waitingRoom, place),
      // Spec §7: a 401 logs the user out, and reloads in kiosk mode or on online-joining.
      // A 401 for a token no longer in use (a check sent before a log-out and a new log-in) ends nothing.
      onUnauthorized: (_error, sent) => {
        if (!session.token || sent.token !== session.token || isLeavingKioskPage()) return;
        signOut(session);
        if (kiosk.isKiosk || site === 'online-joining') window.location.reload();
      },
    }),
    site,
    session,
    system,
    kiosk,
    selectedVenue,
    signedIn: createSignedInState(),
    waitingRoom,
    toasts: createToastStore(() => `toast-${Date.now()}-${++counter}`),
    customerReads: personal,
  };
}
