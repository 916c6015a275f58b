import { proxy } from 'valtio/vanilla';

/** Where the customer stands in the server's waiting room while a call waits there (null: not waiting). */
export interface WaitingRoomState {
  position: number | null;
}

/** Creates the waiting-room store (a valtio/vanilla proxy; the shell shows the notice from it). */
export function createWaitingRoomStore() {
  return proxy<WaitingRoomState>({ position: null });
}
export type WaitingRoomStore = ReturnType<typeof createWaitingRoomStore>;

/** The API client's `onWaiting`: keeps the latest place, or clears it once the call is through. */
export function setWaitingPlace(store: WaitingRoomStore, place: { position: number } | null): void {
  store.position = place?.position ?? null;
}
