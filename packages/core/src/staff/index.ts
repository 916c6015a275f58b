export { staffRoles, staffMay } from './staffPermissions';
export type { StaffRole, StaffAction } from './staffPermissions';
export {
  MAX_OCCURRENCE_WINDOW_DAYS,
  occurrenceWindowRefusal,
  attendanceRefusal,
  staffCancelTerms,
  registerCounts,
  capacityUpdateRefusal,
  rescheduled,
} from './staffRules';
export type { AttendanceFacts, StaffCancelTerms, CapacityFacts, LocalTimes } from './staffRules';
export { findClashes, openingTimesClash, spansOverlap, clashes, closureClashes } from './clashes';
export type { ClashSession, OpeningWindow, ClashFindings, Closure } from './clashes';
export { wallClockMs, shiftWallClock } from './wallClock';
export { wallTimeOfInput, closureFieldErrors, closureRequest, closureState, venueLocations, closurePlaces } from './closureForm';
export type { ClosureFormValues, ClosureFieldErrors } from './closureForm';
export { registerSessionsShown } from './registerFilter';
export { cardProviderForms, paymentSettingsFormOf, storedSecret, paymentSettingsFieldErrors, paymentSettingsRequest, paymentWebhook } from './paymentSettingsForm';
export type { ProviderKeyName, ProviderKeyField, CardProviderForm, PaymentSettingsFormValues, PaymentSettingsFieldErrors } from './paymentSettingsForm';
export { MAX_OPENING_WINDOWS, clockMinutes, openingTimesProblems } from './openingTimes';
export type { OpeningTimeInput } from './openingTimes';
