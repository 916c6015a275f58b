import type { BasketItem } from '../api/basketAdd.api';
import { BookableActionKind, type BookableActionInput } from '../booking/bookableActions';
import type { LocalDateTime } from '../booking/isBeforeLocal';
import type { QuestionAnswerPayload } from '../questions/mapAnswers';
import { bookingButtonState, type BookingButtonState } from './bookingButtonState';
import { campTotal, clampExtraQuantity } from './campPricing';
import { effectiveBookingType, forcedBookingType, hasBookedSomeIndividual, isOccurrenceBookable, preselectOnIndividual, type CampBookingType, type CampOccurrenceInput } from './campSelection';

/** A session of a camp or course as the booking page reads it (spec §3 Occurrence, camelised). */
export interface BookingOccurrenceInput extends CampOccurrenceInput {
  id: string;
  price: { value: number } | null;
  restrictions?: { prePurchaseWaiver?: { id: number; name: string } | null } | null;
}

/** A camp or course as the booking page reads it (spec §3 Camp, Course, camelised). */
export interface BookingProgrammeInput {
  kind: 'camp' | 'course';
  id: string;
  /** A camp's whole price (null when not sold whole) or a course's price. */
  price: { value: number } | null;
  /** A started course's price for the sessions left (spec §3 pro_rata_price, preferred when present). */
  proRataPrice?: { value: number } | null;
  /** Camps only (spec §3 pricingOptionAvailability). */
  pricingOptionAvailability?: readonly string[];
  bookableAction: BookableActionInput | null;
  occurrences: readonly BookingOccurrenceInput[];
  extras: ReadonlyArray<{ id: number; price: { value: number } }>;
}

/** What the customer has chosen on the booking page. */
export interface ProgrammeBookingChoice {
  /** The camp booking type the customer picked (the rules may force another). */
  bookingType: CampBookingType;
  /** Chosen camp sessions (by id), for an individual booking. */
  selectedIds: readonly string[];
  /** Extra quantities by pricing option id (0..10; 0 or absent: not chosen). */
  extras: Readonly<Record<number, number>>;
  waiverAgreed: boolean;
  formValid: boolean;
  pending: boolean;
}

/** The booking page's state by spec §4/§9: type in force, waiver, total, button and hints. */
export interface ProgrammeBookingSummary {
  bookingType: CampBookingType;
  /** True when the customer may switch between the whole camp and chosen dates. */
  canChooseType: boolean;
  /** The chosen sessions that can still be booked (past or unavailable ones drop out). */
  selectedIds: string[];
  /** Spec §2: the first session's pre-purchase waiver, to agree to before booking. */
  waiver: { id: number; name: string } | null;
  /** Minor units; null when the chosen type has no price for this customer. */
  total: number | null;
  /**
   * Minor units the entire camp would save over the dates chosen: when the customer is choosing dates, the whole camp
   * can be chosen instead and its price is below the chosen days' (the extras cost the same either way). Else null.
   */
  wholeCampSaving: number | null;
  button: BookingButtonState;
}

const campInput = (programme: BookingProgrammeInput) => ({
  price: programme.price,
  pricingOptionAvailability: programme.pricingOptionAvailability ?? [],
  occurrences: programme.occurrences,
});

/** Spec §4 booking type, chosen sessions, total and button state of a camp or course booking page at `now` (venue-local). */
export function programmeBookingSummary(programme: BookingProgrammeInput, choice: ProgrammeBookingChoice, now: LocalDateTime): ProgrammeBookingSummary {
  const isCamp = programme.kind === 'camp';
  const camp = campInput(programme);
  const bookingType: CampBookingType = isCamp ? effectiveBookingType(camp, now, choice.bookingType) : 'full';
  const bookable = programme.occurrences.filter((o) => isOccurrenceBookable(o, now));
  const selectedIds = choice.selectedIds.filter((id) => bookable.some((o) => o.id === id));
  const extras = programme.extras.map((e) => ({ price: e.price.value, quantity: clampExtraQuantity(choice.extras[e.id] ?? 0) }));
  const chosen = bookable.filter((o) => selectedIds.includes(o.id));
  const sessionTotal = chosen.reduce((sum, o) => sum + (o.price?.value ?? 0), 0);
  const basePrice = isCamp ? programme.price : (programme.proRataPrice ?? programme.price);
  // Spec §3: each session is priced on its own, so the chosen sessions' prices are summed (as one 'session' of that sum).
  const total =
    bookingType === 'individual'
      ? chosen.some((o) => o.price === null) ? null : campTotal({ bookingType: 'individual', campPrice: null, sessionPrice: sessionTotal, sessionCount: 1, extras })
      : campTotal({ bookingType: 'full', campPrice: basePrice?.value ?? null, sessionPrice: null, sessionCount: 0, extras });
  const waiver = programme.occurrences[0]?.restrictions?.prePurchaseWaiver ?? null;
  const individualOffered = isCamp && camp.pricingOptionAvailability.includes('individual');
  const button = bookingButtonState({
    formValid: choice.formValid,
    waiverRequired: waiver !== null,
    waiverAgreed: choice.waiverAgreed,
    campAction: programme.bookableAction?.action ?? null,
    campMessage: programme.bookableAction?.message ?? null,
    bookedSomeIndividual: isCamp && hasBookedSomeIndividual(programme.occurrences),
    moreBookable: bookable.length > 0,
    bookingType,
    selectedIds,
    individualOffered,
    bookableCount: bookable.length,
    pending: choice.pending,
  });
  const enabled = button.enabled && total !== null;
  const canChooseType = isCamp && forcedBookingType(camp, now) === null;
  const whole = canChooseType && bookingType === 'individual' && !chosen.some((o) => o.price === null) ? (programme.price?.value ?? null) : null;
  const wholeCampSaving = whole !== null && sessionTotal > whole ? sessionTotal - whole : null;
  return { bookingType, canChooseType, selectedIds, waiver, total, wholeCampSaving, button: { ...button, enabled } };
}

/** Spec §4: the sessions preselected when the customer switches a camp to chosen dates (every bookable one). */
export const campPreselection = (programme: BookingProgrammeInput, now: LocalDateTime): string[] => preselectOnIndividual(programme.occurrences, now);

/** Spec §3 basket item payload of the booking (§5: quantity 1; booking_full_camp for camps, the sessions when not whole). */
export function programmeBasketItem(
  programme: Pick<BookingProgrammeInput, 'kind' | 'id' | 'extras'>,
  summary: Pick<ProgrammeBookingSummary, 'bookingType' | 'selectedIds' | 'waiver'>,
  extras: Readonly<Record<number, number>>,
  answers: readonly QuestionAnswerPayload[],
): BasketItem {
  const chosenExtras = programme.extras.flatMap((e) => {
    const quantity = clampExtraQuantity(extras[e.id] ?? 0);
    return quantity > 0 ? [{ pricingOptionId: e.id, quantity }] : [];
  });
  const whole = summary.bookingType === 'full';
  return {
    purchasableId: programme.id,
    purchasableType: programme.kind,
    quantity: 1,
    ...(programme.kind === 'camp' ? { bookingFullCamp: whole, ...(whole ? {} : { campOccurrenceIds: [...summary.selectedIds] }) } : {}),
    ...(summary.waiver ? { activityRestrictionIds: [summary.waiver.id] } : {}),
    ...(chosenExtras.length ? { extras: chosenExtras } : {}),
    customQuestionAnswers: answers.map((a) => ({ customQuestionId: a.custom_question_id, answer: a.answer })),
  };
}

/** Spec §4 after success: true when the programme's action now says it is held (reserved or booked). */
export const isHeld = (action: BookableActionInput | null) => action?.action === BookableActionKind.CANCEL_RESERVATION || action?.action === BookableActionKind.CANCEL_BOOKING;
