import { describe, expect, it } from 'vitest';
import {
  actingForId,
  applyTokenParam,
  bookingForOptions,
  createSessionStore,
  dispatchLogin,
  loginReducer,
  selectUser,
  sessionStorageKeys,
  showsBookingFor,
  signOut,
  syncFromStorage,
  type KeyValueStorage,
  type SessionState,
} from './sessionStore';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, get: (key) => data[key] ?? null, set: (key, value) => void (data[key] = value), remove: (key) => void delete data[key] };
}

const idle: SessionState = { token: null, checkoutToken: null, selectedUserId: null, login: { status: 'idle', error: null } };

describe('spec §4 Login reducer', () => {
  it('request, success (token stored), failure (message), reset', () => {
    const requesting = loginReducer({ ...idle, login: { status: 'failure', error: 'old' } }, { type: 'request' });
    expect(requesting.login).toEqual({ status: 'requesting', error: null });
    const success = loginReducer({ ...requesting, selectedUserId: 4 }, { type: 'success', token: 'tok' });
    expect(success).toMatchObject({ token: 'tok', selectedUserId: null, login: { status: 'success', error: null } });
    expect(loginReducer(requesting, { type: 'failure', message: 'User signed out' }).login).toEqual({ status: 'failure', error: 'User signed out' });
    expect(loginReducer(success, { type: 'reset' }).login.status).toBe('idle');
  });
});

describe('session store', () => {
  it('starts from storage and writes every change back', () => {
    const storage = memoryStorage({ [sessionStorageKeys.token]: 'tok', [sessionStorageKeys.selectedUserId]: '3' });
    const store = createSessionStore(storage);
    expect({ token: store.token, selectedUserId: store.selectedUserId }).toEqual({ token: 'tok', selectedUserId: 3 });
    selectUser(store, 5, 1);
    expect(storage.data[sessionStorageKeys.selectedUserId]).toBe('5');
    selectUser(store, 1, 1);
    expect(store.selectedUserId).toBeNull();
    selectUser(store, 6);
    selectUser(store, null);
    expect(storage.data[sessionStorageKeys.selectedUserId]).toBeUndefined();
    dispatchLogin(store, { type: 'request' });
    dispatchLogin(store, { type: 'success', token: 'new' });
    expect(storage.data[sessionStorageKeys.token]).toBe('new');
    signOut(store);
    expect(store.token).toBeNull();
    expect(storage.data).toEqual({});
  });

  it('ignores a stored selected user that is not a positive whole number', () => {
    expect(createSessionStore(memoryStorage({ [sessionStorageKeys.selectedUserId]: 'abc' })).selectedUserId).toBeNull();
    expect(createSessionStore(memoryStorage({ [sessionStorageKeys.selectedUserId]: '-2' })).selectedUserId).toBeNull();
  });

  it('adopts what another tab stored', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    storage.data[sessionStorageKeys.token] = 'other-tab';
    storage.data[sessionStorageKeys.selectedUserId] = '8';
    syncFromStorage(store, storage);
    expect({ token: store.token, selectedUserId: store.selectedUserId }).toEqual({ token: 'other-tab', selectedUserId: 8 });
    storage.data[sessionStorageKeys.selectedUserId] = '9';
    syncFromStorage(store, storage);
    expect(store.selectedUserId).toBe(9);
    syncFromStorage(store, storage);
    expect(store.selectedUserId).toBe(9);
  });

  it('spec §2: a token on /checkout/ is the checkout token; elsewhere it signs in', () => {
    const store = createSessionStore(memoryStorage());
    applyTokenParam(store, { token: 'chk', search: '', stripFromUrl: true, refreshLogin: false });
    expect({ token: store.token, checkoutToken: store.checkoutToken }).toEqual({ token: null, checkoutToken: 'chk' });
    store.selectedUserId = 4;
    applyTokenParam(store, { token: 'login', search: '?token=login', stripFromUrl: false, refreshLogin: true });
    expect({ token: store.token, selectedUserId: store.selectedUserId }).toEqual({ token: 'login', selectedUserId: null });
    store.selectedUserId = 4;
    applyTokenParam(store, { token: 'login', search: '?token=login', stripFromUrl: false, refreshLogin: true });
    expect(store.selectedUserId).toBe(4);
  });
});

describe("spec §2 'Booking for'", () => {
  const user = { id: 1, firstName: 'Alex', lastName: 'Morgan' };
  const links = [
    { referencedUser: { id: 3, name: 'Jamie Morgan' } },
    { referencedUser: { id: 2, name: 'Chris Morgan' } },
    { referencedUser: { id: 3, name: 'Jamie Morgan' } },
  ];

  it('lists the customer first, then each linked user once', () => {
    expect(bookingForOptions(user, links)).toEqual([
      { id: 1, name: 'Alex Morgan', isSelf: true },
      { id: 3, name: 'Jamie Morgan', isSelf: false },
      { id: 2, name: 'Chris Morgan', isSelf: false },
    ]);
  });

  it('shows only with linked users', () => {
    expect(showsBookingFor(undefined)).toBe(false);
    expect(showsBookingFor([])).toBe(false);
    expect(showsBookingFor(links)).toBe(true);
  });

  it('acts for the selected user only while still linked', () => {
    const options = bookingForOptions(user, links);
    expect(actingForId(3, options)).toBe(3);
    expect(actingForId(null, options)).toBe(1);
    expect(actingForId(99, options)).toBe(1);
    expect(actingForId(1, options)).toBe(1);
    expect(actingForId(3, [])).toBeNull();
  });
});
