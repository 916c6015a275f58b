import { BookableActionKind } from '../booking/bookableActions';
import type { BookableActionInput } from '../booking/bookableActions';
import { canonicalLocal, isBeforeLocal } from '../booking/isBeforeLocal';
import type { LocalDateTime } from '../booking/isBeforeLocal';

/** Spec §4: a camp is booked whole ('full') or by chosen sessions ('individual'). */
export type CampBookingType = 'full' | 'individual';

/** Spec §4: the booking type before any rule forces one. */
export const defaultCampBookingType: CampBookingType = 'full';

/** Spec §3 Occurrence, camelised: what the camp rules read of each session (bookable_action is for booking it alone). */
export interface CampOccurrenceInput {
  id: string | number;
  startsAt: { local: LocalDateTime };
  bookableAction?: BookableActionInput | null;
  capacity?: { available: number } | null;
}

/** Spec §3 Camp, camelised: the fields the camp rules read. `price` is the full-camp price, null when not sold whole. */
export interface CampInput<O extends CampOccurrenceInput = CampOccurrenceInput> {
  price: { value: number } | null;
  startsAt?: { local: LocalDateTime };
  pricingOptionAvailability: readonly string[];
  occurrences: readonly O[];
}

/** Spec §4: true when a session has started before `now` (venue-local). */
export function isOccurrencePast(occurrence: CampOccurrenceInput, now: LocalDateTime): boolean {
  return isBeforeLocal(occurrence.startsAt.local, now);
}

/** Spec §4: a session can be chosen when it is not past and its action is book (or, with no action given, it has places). */
export function isOccurrenceBookable(occurrence: CampOccurrenceInput, now: LocalDateTime): boolean {
  if (isOccurrencePast(occurrence, now)) return false;
  const { bookableAction, capacity } = occurrence;
  if (bookableAction) return bookableAction.action === BookableActionKind.BOOK;
  return (capacity?.available ?? 0) > 0;
}

/** Spec §4: true when the user already holds (booked or reserved) some sessions of the camp individually. */
export function hasBookedSomeIndividual(occurrences: readonly CampOccurrenceInput[]): boolean {
  return occurrences.some(({ bookableAction }) => {
    const action = bookableAction?.action;
    return action === BookableActionKind.CANCEL_BOOKING || action === BookableActionKind.CANCEL_RESERVATION;
  });
}

/** Spec §3 Camp: a camp has started when its first session (or, with none, the camp itself) started before `now`. */
export function isCampStarted(camp: CampInput, now: LocalDateTime): boolean {
  const starts = camp.occurrences.map((occurrence) => canonicalLocal(occurrence.startsAt.local)).sort();
  const first = starts[0] ?? camp.startsAt?.local;
  return first !== undefined && isBeforeLocal(first, now);
}

/** Spec §3 Camp: the whole camp is for sale when bundled pricing is offered, it has a price and it has not started. */
export function canBuyWhole(camp: CampInput, now: LocalDateTime): boolean {
  return camp.pricingOptionAvailability.includes('bundled') && camp.price !== null && !isCampStarted(camp, now);
}

/**
 * Spec §4: the booking type the rules impose, or null when the user may choose. Only bundled → 'full'. Only
 * individual, some sessions unavailable, some already booked individually, or the camp not buyable whole (§3: started
 * or no price) → 'individual'. Never forces a type the camp does not offer, so offering neither forces nothing.
 */
export function forcedBookingType(camp: CampInput, now: LocalDateTime): CampBookingType | null {
  const individual = camp.pricingOptionAvailability.includes('individual');
  const bundled = camp.pricingOptionAvailability.includes('bundled');
  if (!individual) return bundled ? 'full' : null;
  if (!bundled) return 'individual';
  const someUnavailable = camp.occurrences.some((occurrence) => !isOccurrenceBookable(occurrence, now));
  if (someUnavailable || hasBookedSomeIndividual(camp.occurrences) || !canBuyWhole(camp, now)) return 'individual';
  return null;
}

/** Spec §4: the booking type in force: the forced one if any, else the user's choice (default 'full'). */
export function effectiveBookingType(
  camp: CampInput,
  now: LocalDateTime,
  chosen: CampBookingType = defaultCampBookingType,
): CampBookingType {
  return forcedBookingType(camp, now) ?? chosen;
}

/** Spec §4: switching to individual preselects every session that is not past and has action book (or has places). */
export function preselectOnIndividual<O extends CampOccurrenceInput>(occurrences: readonly O[], now: LocalDateTime): Array<O['id']> {
  return occurrences.filter((occurrence) => isOccurrenceBookable(occurrence, now)).map((occurrence) => occurrence.id);
}
