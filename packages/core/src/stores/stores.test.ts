import { describe, expect, it } from 'vitest';
import { createSelectedVenueStore, selectedVenueCookie, selectVenue, type CookieAdapter } from './selectedVenueStore';
import { createKioskStore, createSystemStore, setLoginModalOpen } from './systemStore';
import { createWaitingRoomStore, setWaitingPlace } from './waitingRoomStore';

function memoryCookies(initial: Record<string, string> = {}): CookieAdapter & { jar: Record<string, string> } {
  const jar = { ...initial };
  return { jar, get: (name) => jar[name], set: (name, value) => void (jar[name] = value) };
}

describe('stores (spec §3)', () => {
  it('system and kiosk stores start from defaults', () => {
    expect({ ...createSystemStore() }).toEqual({ clientId: null, loginModalOpen: false, isEmbedded: false, embedCheckout: 'frame' });
    expect({ ...createKioskStore({ isKiosk: true }) }).toMatchObject({ isKiosk: true, currentCentre: null });
    const system = createSystemStore();
    setLoginModalOpen(system, true);
    expect(system.loginModalOpen).toBe(true);
  });
  it('the waiting-room store keeps the latest place and clears it once through', () => {
    const store = createWaitingRoomStore();
    expect(store.position).toBeNull();
    setWaitingPlace(store, { position: 12 });
    setWaitingPlace(store, { position: 4 });
    expect(store.position).toBe(4);
    setWaitingPlace(store, null);
    expect(store.position).toBeNull();
  });
  it('persists the selected venue in the cookie and reads it back', () => {
    const cookies = memoryCookies();
    const store = createSelectedVenueStore(cookies);
    expect(store.venueSlug).toBeNull();
    store.activitySlug = 'swim';
    selectVenue(store, 'city-pool');
    expect(JSON.parse(cookies.jar[selectedVenueCookie] ?? '{}')).toEqual({ venueSlug: 'city-pool', activitySlug: null });
    expect(createSelectedVenueStore(cookies).venueSlug).toBe('city-pool');
    store.activitySlug = 'swim';
    selectVenue(store, 'city-pool');
    expect(store.activitySlug).toBe('swim');
  });
  it('treats a malformed cookie as no selection', () => {
    expect(createSelectedVenueStore(memoryCookies({ [selectedVenueCookie]: '{nope' })).venueSlug).toBeNull();
    expect(createSelectedVenueStore(memoryCookies({ [selectedVenueCookie]: '{"venueSlug":5}' })).venueSlug).toBeNull();
  });
});

describe('toast store (spec §4, §9)', () => {
  it('adds with the default 5000 ms and dismisses by id', async () => {
    const { createToastStore } = await import('./toastStore');
    let n = 0;
    const toasts = createToastStore(() => `t${++n}`);
    const a = toasts.add({ description: 'A', tone: 'success' });
    toasts.add({ description: 'B', tone: 'danger', durationMs: 3000 });
    expect(toasts.state.toasts.map((t) => [t.id, t.durationMs])).toEqual([['t1', 5000], ['t2', 3000]]);
    toasts.dismiss(a);
    expect(toasts.state.toasts.map((t) => t.description)).toEqual(['B']);
  });
});

describe('cart store (spec §4 cart)', () => {
  it('applies cart events through the reducer and empties on logout', async () => {
    const { createCartStore } = await import('./cartStore');
    const store = createCartStore();
    store.dispatch({ type: 'flagChanged', flag: 'addingToCart', value: true });
    expect(store.state.current.flags.addingToCart).toBe(true);
    store.dispatch({ type: 'loggedOut' });
    expect(store.state.current.flags.addingToCart).toBe(false);
    expect(store.state.current.cart).toBeNull();
    expect(store.state.current.payments).toEqual([]);
  });

  it('the same cart read again changes nothing: no notification, so nothing that shows it is drawn again', async () => {
    const { createCartStore } = await import('./cartStore');
    const { subscribe } = await import('valtio/vanilla');
    const store = createCartStore();
    const cart = { totals: { balance: 1000 }, credits: { general: { maxApplicable: 0 } } };
    store.dispatch({ type: 'cartReplaced', cart });
    expect(store.state.current.cart).toBe(cart);
    let notified = 0;
    subscribe(store.state, () => void (notified += 1), true);
    store.dispatch({ type: 'cartReplaced', cart });
    expect(notified).toBe(0);
    store.dispatch({ type: 'cartReplaced', cart: { ...cart } });
    expect(notified).toBe(1);
  });
});
