export {
  KIOSK_IDLE_LOGOUT_MS,
  KIOSK_IDLE_WARNING_MS,
  kioskIdlePhase,
  kioskSecondsLeft,
  kioskIdleApplies,
  toStoredKiosk,
  parseStoredKiosk,
  kioskStart,
  kioskHomeUrl,
  isKioskStartPath,
} from './kiosk';
export type { KioskIdlePhase, StoredKiosk, KioskStart } from './kiosk';
