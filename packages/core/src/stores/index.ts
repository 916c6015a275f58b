// valtio/vanilla stores: the names the package exports from stores/.
export { createCartStore } from './cartStore';
export type { CartStore } from './cartStore';
export { createSystemStore, createKioskStore, setLoginModalOpen, setKioskHome } from './systemStore';
export type { SystemState, SystemStore, KioskState, KioskStore } from './systemStore';
export { createSelectedVenueStore, readSelectedVenue, selectedVenueCookie, selectedVenueCookieValue, selectVenue } from './selectedVenueStore';
export type { CookieAdapter, SelectedVenueState, SelectedVenueStore } from './selectedVenueStore';
export { createToastStore, toastDurations } from './toastStore';
export type { Toast, ToastTone, ToastStore } from './toastStore';
export { createSessionStore, signOut, selectUser, syncFromStorage, applyTokenParam, sessionStorageKeys } from './sessionStore';
export type { KeyValueStorage, LoginStatus, SessionState, SessionStore } from './sessionStore';
export { loginReducer, dispatchLogin } from './sessionLogin';
export type { LoginEvent } from './sessionLogin';
export { bookingForOptions, showsBookingFor, actingForId } from './bookingFor';
export type { BookingForOption } from './bookingFor';
export { createWaitingRoomStore, setWaitingPlace } from './waitingRoomStore';
export type { WaitingRoomState, WaitingRoomStore } from './waitingRoomStore';
