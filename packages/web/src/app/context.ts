import type {
  ApiClient,
  KioskStore,
  SelectedVenueStore,
  Site,
  SystemStore,
  ToastStore,
  WaitingRoomStore,
} from '@courtside/core';
import { createContext, useContext } from 'react';

/** Everything the routes share: the API client, the stores, and which sub-site this is. */
export interface AppContextValue {
  api: ApiClient;
  site: Site;
  system: SystemStore;
  kiosk: KioskStore;
  selectedVenue: SelectedVenueStore;
  toasts: ToastStore;
  /** The customer's place while a call waits in the server's waiting room. */
  waitingRoom: WaitingRoomStore;
  /**
   * A visitor's first view drawn by the server is in play: set by the server's renderer (ssr.tsx: what a browser knows
   * and a server must be told) and by the browser that takes the view over (main.tsx).
   */
  firstView?: {
    location: { protocol: string; host: string };
    smallScreen: boolean;
    /** Called once the app has taken the server's view over (its first commit). */
    takenOver?: () => void;
  };
}

export const AppContext = createContext<AppContextValue | null>(null);

/** The app context; throws when used outside the providers (a wiring bug, not a user error). */
export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp must be used inside <AppProviders>');
  return value;
}
