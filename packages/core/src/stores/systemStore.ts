import { proxy } from 'valtio/vanilla';
import type { EmbedCheckout } from '../embed/embedProtocol';

/** Spec §3 "System state: clientId, loginModalOpen, isEmbedded", and where an embedded page's checkout opens. */
export interface SystemState {
  clientId: number | null;
  loginModalOpen: boolean;
  isEmbedded: boolean;
  embedCheckout: EmbedCheckout;
}

/** Creates the system store (a valtio/vanilla proxy; React reads it with useSnapshot). */
export function createSystemStore(initial: Partial<SystemState> = {}) {
  return proxy<SystemState>({ clientId: null, loginModalOpen: false, isEmbedded: false, embedCheckout: 'frame', ...initial });
}
export type SystemStore = ReturnType<typeof createSystemStore>;

/** Spec §2: the bookings site's Log in button opens the login modal (closing it is the modal's job). */
export function setLoginModalOpen(store: SystemStore, open: boolean): void {
  store.loginModalOpen = open;
}

/** Spec §3 "Kiosk state: isKiosk, currentCentre". */
export interface KioskState {
  isKiosk: boolean;
  currentCentre: string | null;
  homeUrl: string | null;
}

/** Creates the kiosk store. */
export function createKioskStore(initial: Partial<KioskState> = {}) {
  return proxy<KioskState>({ isKiosk: false, currentCentre: null, homeUrl: null, ...initial });
}
export type KioskStore = ReturnType<typeof createKioskStore>;

/** Spec §3 Config kioskHomeUrl: where 'Back to Kiosk Home' and the idle logout go, once known. */
export function setKioskHome(store: KioskStore, homeUrl: string): void {
  store.homeUrl = homeUrl;
}
