// The kiosk's idle warning as its own module, so KioskIdleGuard can load it (and Radix AlertDialog) on a kiosk only.
export { KioskIdleWarning } from '@courtside/ui';
