export {
  defaultCampBookingType,
  isOccurrencePast,
  isOccurrenceBookable,
  hasBookedSomeIndividual,
  isCampStarted,
  canBuyWhole,
  forcedBookingType,
  effectiveBookingType,
  preselectOnIndividual,
} from './campSelection';
export type { CampBookingType, CampOccurrenceInput, CampInput } from './campSelection';
export { bookingButtonState } from './bookingButtonState';
export type { BookingHint, BookingButtonInput, BookingButtonState } from './bookingButtonState';
export { weekNumber, groupByWeek, showWeekHeaders } from './weeks';
export type { WeekOccurrenceInput, CampWeek } from './weeks';
export { campTotal, extraQuantityLimits, isValidExtraQuantity, clampExtraQuantity } from './campPricing';
export type { CampTotalInput, ExtraLine } from './campPricing';
export { programmeBookingSummary, campPreselection, programmeBasketItem, isHeld } from './programmeBooking';
export type { BookingOccurrenceInput, BookingProgrammeInput, ProgrammeBookingChoice, ProgrammeBookingSummary } from './programmeBooking';
export { programmeBookingView, programmeReviewDates } from './programmeBookingView';
export type { ProgrammeDateOption, ProgrammeQuestionView, ProgrammeReviewDates } from './programmeBookingView';
