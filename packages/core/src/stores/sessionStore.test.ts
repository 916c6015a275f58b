import { describe, expect, it } from 'vitest';
import { dispatchLogin } from './sessionLogin';
import { applyTokenParam, createSessionStore, selectUser, sessionStorageKeys, signOut, syncFromStorage, type KeyValueStorage } from './sessionStore';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, get: (key) => data[key] ?? null, set: (key, value) => void (data[key] = value), remove: (key) => void delete data[key] };
}

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
