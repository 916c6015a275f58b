export { BookableActionKind, showableReasons, isShowableReason, isBookAction } from './bookableActions';
export type { BookableActionValue, BookableActionInput } from './bookableActions';
export { occurrenceButton } from './occurrenceButton';
export type { OccurrenceButton, OccurrenceButtonInput } from './occurrenceButton';
export { sessionTag, isLowAvailability, busyMessageFragment } from './sessionTag';
export type { SessionTag, SessionTagInput, SpotsTone } from './sessionTag';
export { isBeforeLocal, canonicalLocal } from './isBeforeLocal';
export type { LocalDateTime } from './isBeforeLocal';
