import type { KeyValueStorage, SessionStore } from '@courtside/core';
import { useSnapshot } from 'valtio';
import { useApp } from '../app/context';

// The app context gains the session store (spec §4 Login, §6 selected user); createAppContext sets it.
declare module '../app/context' {
  interface AppContextValue {
    session: SessionStore;
  }
}

/** localStorage as core's storage port; a browser that refuses storage keeps the session in memory only. */
export function browserStorage(area: 'localStorage' | 'sessionStorage' = 'localStorage'): KeyValueStorage {
  const memory = new Map<string, string>();
  const attempt = <T>(run: () => T, fallback: () => T): T => {
    try {
      return run();
    } catch {
      return fallback();
    }
  };
  return {
    get: (key) => attempt(() => window[area].getItem(key), () => memory.get(key) ?? null),
    set: (key, value) => attempt(() => window[area].setItem(key, value), () => void memory.set(key, value)),
    remove: (key) => attempt(() => window[area].removeItem(key), () => void memory.delete(key)),
  };
}

/** The session as React reads it (token, selected user, login state). */
export function useSession() {
  return useSnapshot(useApp().session);
}
