import { proxy, subscribe } from 'valtio/vanilla';
import type { TokenHandling } from '../routing/queryFlags';

/** Injected key-value storage (the browser's localStorage in web), so core never touches it. */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Spec §4 "Login: request, success (token stored) or failure (message)". */
export type LoginStatus = 'idle' | 'requesting' | 'success' | 'failure';

/**
 * Who is signed in on this device and whom they act for (spec §4 Login, §6 selected user). Signing in is
 * sessionLogin.ts and the 'Booking for' choices bookingFor.ts, which only the pages that do them load.
 */
export interface SessionState {
  token: string | null;
  /** Spec §7: the checkout auth token, given as ?token= on /checkout/ paths. */
  checkoutToken: string | null;
  /** The linked user chosen under 'Booking for'; null when acting for oneself. */
  selectedUserId: number | null;
  login: { status: LoginStatus; error: string | null };
}

/** Where the session is kept between visits (per origin, so per tenant and sub-site). */
export const sessionStorageKeys = {
  token: 'courtside.token',
  checkoutToken: 'courtside.checkoutToken',
  selectedUserId: 'courtside.selectedUserId',
} as const;

function readSession(storage: KeyValueStorage): SessionState {
  const selected = Number(storage.get(sessionStorageKeys.selectedUserId));
  return {
    token: storage.get(sessionStorageKeys.token) || null,
    checkoutToken: storage.get(sessionStorageKeys.checkoutToken) || null,
    selectedUserId: Number.isInteger(selected) && selected > 0 ? selected : null,
    login: { status: 'idle', error: null },
  };
}

function persist(storage: KeyValueStorage, key: string, value: string | number | null): void {
  if (value === null) storage.remove(key);
  else storage.set(key, String(value));
}

/** Creates the session store, loaded from and written back to `storage`. */
export function createSessionStore(storage: KeyValueStorage) {
  const store = proxy<SessionState>(readSession(storage));
  // Synchronous, so a reload right after signing in or out already sees the change.
  subscribe(
    store,
    () => {
      persist(storage, sessionStorageKeys.token, store.token);
      persist(storage, sessionStorageKeys.checkoutToken, store.checkoutToken);
      persist(storage, sessionStorageKeys.selectedUserId, store.selectedUserId);
    },
    true,
  );
  return store;
}
export type SessionStore = ReturnType<typeof createSessionStore>;

/** Spec §7 "A 401 logs the user out"; also an explicit log out. Forgets the token and the selected user. */
export function signOut(store: SessionStore): void {
  Object.assign(store, { token: null, selectedUserId: null, login: { status: 'idle', error: null } });
}

/** Spec §6: act for a linked user, or (null, or one's own id) for oneself. */
export function selectUser(store: SessionStore, userId: number | null, ownId?: number): void {
  store.selectedUserId = userId === null || userId === ownId ? null : userId;
}

/** Another tab changed the stored session (login state re-check, spec §4): adopt what storage holds. */
export function syncFromStorage(store: SessionStore, storage: KeyValueStorage): void {
  const stored = readSession(storage);
  if (stored.token !== store.token) Object.assign(store, { token: stored.token, selectedUserId: stored.selectedUserId });
  else if (stored.selectedUserId !== store.selectedUserId) store.selectedUserId = stored.selectedUserId;
}

/**
 * Spec §2 token query parameter (decided by core's handleTokenParam): on /checkout/ paths it is the
 * checkout token; elsewhere it is the login token, and a login refresh follows.
 */
export function applyTokenParam(store: SessionStore, handling: TokenHandling): void {
  if (handling.stripFromUrl) store.checkoutToken = handling.token;
  else if (handling.token !== store.token) Object.assign(store, { token: handling.token, selectedUserId: null });
}
