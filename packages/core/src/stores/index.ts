// valtio/vanilla stores: the names the package exports from stores/.
export { createCartStore } from './cartStore';
export type { CartStore } from './cartStore';
export { createSystemStore, createKioskStore, setLoginModalOpen, setKioskHome } from './systemStore';
export type { SystemState, SystemStore, KioskState, KioskStore } from './systemStore';
export { createSelectedVenueStore, readSelectedVenue, selectedVenueCookie, selectVenue } from './selectedVenueStore';
export type { CookieAdapter, SelectedVenueState, SelectedVenueStore } from './selectedVenueStore';
export { createToastStore, toastDurations } from './toastStore';
export type { Toast, ToastTone, ToastStore } from './toastStore';
export {
  createSessionStore,
  loginReducer,
  dispatchLogin,
  signOut,
  selectUser,
  syncFromStorage,
  applyTokenParam,
  bookingForOptions,
  showsBookingFor,
  actingForId,
  sessionStorageKeys,
} from './sessionStore';
export type { KeyValueStorage, LoginStatus, LoginEvent, SessionState, SessionStore, BookingForOption } from './sessionStore';
export { createWaitingRoomStore, setWaitingPlace } from './waitingRoomStore';
export type { WaitingRoomState, WaitingRoomStore } from './waitingRoomStore';
