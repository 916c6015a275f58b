import type { KeyValueStorage, SessionStore } from '@courtside/core';
import { useSnapshot } from 'valtio';
import { useApp } from '../app/context';

// The app context gains the session store (spec §4 Login, §6 selected user); createAppContext sets it.
declare module '../app/context' {
  interface AppContextValue {
    session: SessionStore;
  }
}

/** Core's storage port kept in memory only: what a page keeps when storage is refused, and the server's drawing keeps. */
export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return { get: (key) => values.get(key) ?? null, set: (key, value) => void values.set(key, value), remove: (key) => void values.delete(key) };
}

/** localStorage as core's storage port; a browser that refuses storage keeps the session in memory only. */
export function browserStorage(area: 'localStorage' | 'sessionStorage' = 'localStorage'): KeyValueStorage {
  const memory = memoryStorage();
  const attempt = <T>(run: () => T, fallback: () => T): T => {
    try {
      return run();
    } catch {
      return fallback();
    }
  };
  return {
    get: (key) => attempt(() => window[area].getItem(key), () => memory.get(key)),
    set: (key, value) => attempt(() => window[area].setItem(key, value), () => memory.set(key, value)),
    remove: (key) => attempt(() => window[area].removeItem(key), () => memory.remove(key)),
  };
}

/** The session as React reads it (token, selected user, login state). */
export function useSession() {
  return useSnapshot(useApp().session);
}
