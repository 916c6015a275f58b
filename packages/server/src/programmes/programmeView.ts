import {
  BookableActionKind,
  canBuyWhole,
  courseAvailability,
  customerPrice,
  inVenueZone,
  isOccurrenceBookable,
  messages,
  proRataValue,
  toPrice,
  venueDateSlug,
  type BookableAction,
  type CampWire,
  type CourseWire,
  type CustomQuestionSection,
  type OccurrenceWire,
  type Price,
} from '@courtside/core';
import type { CustomerContext } from '../bookings/customerContext.repo';
import type { ProgrammeRow } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import type { OccurrenceWithCounts } from '../occurrences/occurrences.repo';
import { named, toOccurrence, zoned } from '../occurrences/occurrenceView';
import type { References } from '../occurrences/references.repo';
import { programmeStatics } from './programmeStatics';
import {
  customerContextWithBundles,
  type ProgrammeExtraRow,
  type ProgrammeFilters,
  type ProgrammeListRow,
  type ProgrammeSectionRow,
} from './programmes.repo';
import type { SharedReads } from './sharedReads';

/**
 * One camp or course as an attendee (or a visitor, null) sees it now: its sessions with their counts, each as the
 * customer's occurrence (price and bookable_action for booking it alone), its extras and questions, and the facts the
 * whole-programme rules read. Both the browse calls and the basket's checks build it, so they never disagree.
 */
export interface ProgrammeView {
  row: ProgrammeListRow;
  sessions: OccurrenceWithCounts[];
  occurrences: OccurrenceWire[];
  extras: ProgrammeExtraRow[];
  sections: ProgrammeSectionRow[];
  customer: CustomerContext | null;
  refs: References;
  /** The venue's wall time now ('YYYY-MM-DD HH:mm:ss'), what core's rules compare session starts with. */
  nowLocal: string;
  /** The whole programme's price for this viewer (a visitor's is an estimate), before the started/bundled rules. */
  wholePrice: Price | null;
  /** The attendee's live bundles of it (holding places now). */
  bundles: Array<{ id: number; status: 'settled' | 'reserved' | 'cancelled'; whole: boolean }>;
  /** The attendee is on its waitlist. */
  waitlisted: boolean;
}

const localNow = (now: Date, timeZone: string) => inVenueZone(now, timeZone).format('YYYY-MM-DD HH:mm:ss');
const future = (view: Pick<ProgrammeView, 'sessions'>, now: Date) => view.sessions.filter((s) => s.startsAt > now && s.status === 'bookable');

/** Places left for the whole programme: the fewest left on any session still to come (0 when none is to come). */
export function wholeAvailable(view: Pick<ProgrammeView, 'sessions'>, now: Date): number {
  const left = future(view, now).map((s) => Math.max(0, s.capacity - s.taken));
  return left.length ? Math.min(...left) : 0;
}

/**
 * Loads the programmes matching `filters` as `attendeeId` sees them (a handful of queries for the whole list; through
 * `shared`, the browse pages' crowd shares what is the same for every viewer: programmes/programmeStatics.ts).
 */
export async function loadProgrammeViews(
  scope: TenantDb,
  kind: ProgrammeRow['kind'],
  filters: ProgrammeFilters,
  attendeeId: number | null,
  now: Date,
  shared?: SharedReads,
): Promise<ProgrammeView[]> {
  return shared ? shared.track(() => buildViews(scope, kind, filters, attendeeId, now, shared)) : buildViews(scope, kind, filters, attendeeId, now);
}

async function buildViews(scope: TenantDb, kind: ProgrammeRow['kind'], filters: ProgrammeFilters, attendeeId: number | null, now: Date, shared?: SharedReads): Promise<ProgrammeView[]> {
  const { rows, sessions, extras, sections, refsByVenue } = await programmeStatics(scope, kind, filters, now, shared);
  if (rows.length === 0) return [];
  const today = venueDateSlug(now, rows[0]!.venue.timezone);
  const times = sessions.flatMap((s) => [s.startsAt.getTime(), s.endsAt.getTime()]);
  const window = times.length ? { from: new Date(Math.min(...times)), to: new Date(Math.max(...times)), today } : { from: now, to: now, today };
  // The customer's context and their bundles of these programmes in one statement (a round trip fewer a page).
  const held =
    attendeeId === null
      ? null
      : await customerContextWithBundles(scope, attendeeId, sessions.map((s) => s.id), rows.map((r) => r.programme.id), window, now);
  // No sessions, nothing of theirs to show on them: the customer's context is only for sessions.
  const customer = sessions.length === 0 ? null : (held?.customer ?? null);
  const ownBundles = held?.bundles ?? [];
  const waitingFor = new Set(held?.waitingFor ?? []);
  return rows.map((row) => {
    const refs = refsByVenue.get(row.venue.id)!;
    const own = sessions.filter((s) => s.programmeId === row.programme.id);
    const priceId = row.programme.priceId;
    return {
      row,
      sessions: own,
      occurrences: own.map((s) => toOccurrence(s, refs, { customer, now }, [])),
      extras: extras.filter((e) => e.programmeId === row.programme.id),
      sections: sections.filter((s) => s.programmeId === row.programme.id),
      customer,
      refs,
      nowLocal: localNow(now, row.venue.timezone),
      wholePrice: customerPrice(priceId === null ? null : (refs.prices.get(priceId) ?? null), customer ? customer.plans : null).price,
      bundles: ownBundles.filter((b) => b.programmeId === row.programme.id),
      waitlisted: waitingFor.has(row.programme.id),
    };
  });
}

/** Spec §3 Camp: the full-camp price, or null when it is not sold whole, the viewer has no price, or it has started. */
export function campWholePrice(view: ProgrammeView): Price | null {
  const { programme } = view.row;
  const input = { price: view.wholePrice, pricingOptionAvailability: programme.pricingOptions, occurrences: view.occurrences.map(campOccurrence) };
  return canBuyWhole(input, view.nowLocal) ? view.wholePrice : null;
}

const campOccurrence = (o: OccurrenceWire) => ({ id: o.id, startsAt: { local: o.starts_at.local }, bookableAction: o.bookable_action, capacity: o.capacity });

/** The sessions of a camp that can be chosen now (core's rule: not past, action book). */
export const bookableSessions = (view: ProgrammeView) => view.occurrences.filter((o) => isOccurrenceBookable(campOccurrence(o), view.nowLocal));

const ownBundleAction = (view: ProgrammeView, wholeOnly: boolean): BookableAction | null => {
  const held = view.bundles.find((b) => !wholeOnly || b.whole);
  if (!held) return null;
  return { action: held.status === 'settled' ? BookableActionKind.CANCEL_BOOKING : BookableActionKind.CANCEL_RESERVATION, message: null };
};

/** Spec §3 bookable_action of a full camp or course, as a full session's: join its waitlist while it has room, else full. */
function fullAction(view: ProgrammeView): BookableAction {
  const maximum = view.row.programme.waitlistMaximum;
  if (maximum !== null && view.row.waiting < maximum) return { action: BookableActionKind.JOIN_WAITLIST, message: null };
  return { action: null, message: messages.sessionFull };
}

const leaveWaitlist: BookableAction = { action: BookableActionKind.LEAVE_WAITLIST, message: null };

/**
 * Spec §3 Camp bookable_action: cancel when the attendee holds the whole camp; leave the waitlist when they wait on
 * it; book while it can be bought whole or any day can be chosen alone; otherwise why not (no day left), or — full —
 * join its waitlist while it has room.
 */
export function campAction(view: ProgrammeView, now: Date): BookableAction {
  const own = ownBundleAction(view, true);
  if (own) return own;
  if (view.waitlisted) return leaveWaitlist;
  const { pricingOptions } = view.row.programme;
  const whole = campWholePrice(view) !== null && wholeAvailable(view, now) > 0;
  const byDay = pricingOptions.includes('individual') && bookableSessions(view).length > 0;
  if (whole || byDay) return { action: BookableActionKind.BOOK, message: null };
  if (future(view, now).length === 0) return { action: null, message: messages.programmes.campOver };
  return fullAction(view);
}

const firstSession = (view: ProgrammeView) => view.sessions[0];
const lastSession = (view: ProgrammeView) => view.sessions[view.sessions.length - 1];

/** Spec §3 pro_rata_price: for a started course that may still be booked, the price of the sessions left. */
export function courseProRataPrice(view: ProgrammeView, now: Date): Price | null {
  const first = firstSession(view);
  if (!view.wholePrice || !first || !view.row.programme.allowBookAfterStart || first.startsAt > now) return null;
  const left = future(view, now).length;
  return toPrice(proRataValue(view.wholePrice.value, view.sessions.length, left), { currency: view.wholePrice.currency });
}

/**
 * Spec §3/§8 Course bookable_action: ended, or started and not bookable (core's courseAvailability); cancel when the
 * attendee holds it; leave the waitlist when they wait on it; when full, join its waitlist while it has room; no price
 * for a known customer; else book.
 */
export function courseAction(view: ProgrammeView, now: Date): BookableAction {
  const first = firstSession(view);
  const last = lastSession(view);
  if (!first || !last) return { action: null, message: messages.programmes.courseEnded };
  const availability = courseAvailability(
    { price: view.wholePrice, startsAt: first.startsLocal, endsAt: last.endsLocal, allowCustomerBookCourseAfterStart: view.row.programme.allowBookAfterStart },
    view.nowLocal,
  );
  if (availability === 'ended' || future(view, now).length === 0) return { action: null, message: messages.programmes.courseEnded };
  if (availability === 'started_not_bookable') return { action: null, message: messages.programmes.courseStarted };
  const own = ownBundleAction(view, false);
  if (own) return own;
  if (view.waitlisted) return leaveWaitlist;
  if (wholeAvailable(view, now) === 0) return fullAction(view);
  if (view.customer && !view.wholePrice) return { action: null, message: messages.bookable.noPrice };
  return { action: BookableActionKind.BOOK, message: null };
}

const weeksBetween = (firstDate: string, lastDate: string) => Math.max(1, Math.ceil((Date.parse(`${lastDate}T00:00:00Z`) - Date.parse(`${firstDate}T00:00:00Z`) + 86_400_000) / (7 * 86_400_000)));
/** Spec §3 durationInWeeks: the calendar weeks from the first session's day to the last's (at least 1). */
const durationInWeeks = (view: ProgrammeView) => {
  const first = firstSession(view);
  const last = lastSession(view);
  return first && last ? weeksBetween(first.startsLocal.slice(0, 10), last.startsLocal.slice(0, 10)) : 1;
};

/** Spec §3 Custom question sections as the wire carries them. */
function sectionsOf(view: ProgrammeView): CustomQuestionSection[] {
  return view.sections.map((section) => ({
    title: section.title,
    description: section.description,
    position: section.position,
    questions: section.questions.map((q) => ({ id: q.id, type: q.type as CustomQuestionSection['questions'][number]['type'], question: q.question, required: q.required, position: q.position, options: q.options })),
  }));
}

const extrasOf = (view: ProgrammeView) =>
  view.extras.flatMap((e) => (e.amount === null ? [] : [{ id: e.id, name: e.name, price: toPrice(e.amount, { currency: e.currency }) }]));

/** Spec §3 Camp as the contract speaks it. */
export function toCampWire(view: ProgrammeView, now: Date): CampWire {
  const { programme, venue, category } = view.row;
  const whole = campWholePrice(view);
  return {
    id: programme.id,
    name: programme.name,
    slug: programme.slug,
    price: whole ? { value: whole.value, formatted: whole.formatted } : null,
    venue: { name: venue.name },
    category: { name: category.name, slug: category.slug },
    starts_at: { local: (firstSession(view)?.startsLocal ?? view.nowLocal).slice(0, 19) },
    duration_in_weeks: durationInWeeks(view),
    capacity: { available: wholeAvailable(view, now), maximum: programme.capacity },
    bookable_action: campAction(view, now),
    pricing_option_availability: programme.pricingOptions.filter((o): o is 'individual' | 'bundled' => o === 'individual' || o === 'bundled'),
    occurrences: view.occurrences,
    extras: extrasOf(view),
    custom_question_sections: sectionsOf(view),
  };
}

/** Spec §3 Course as the contract speaks it. */
export function toCourseWire(view: ProgrammeView, now: Date): CourseWire {
  const { programme, venue, category } = view.row;
  const first = firstSession(view);
  const last = lastSession(view);
  const tz = venue.timezone;
  const instructorIds = [...new Set(view.sessions.flatMap((s) => s.instructorIds))];
  const available = wholeAvailable(view, now);
  return {
    id: programme.id,
    slug: programme.slug,
    name: programme.name,
    description: programme.description,
    duration_in_weeks: durationInWeeks(view),
    category: { id: category.id, name: category.name, slug: category.slug, booking_type: category.bookingType as CourseWire['category']['booking_type'] },
    venue: { name: venue.name },
    starts_at: first ? zoned(first.startsAt, first.startsLocal, tz) : zoned(now, view.nowLocal, tz),
    ends_at: last ? zoned(last.endsAt, last.endsLocal, tz) : zoned(now, view.nowLocal, tz),
    instructors: named(instructorIds, view.refs.instructors),
    price: view.wholePrice,
    pro_rata_price: courseProRataPrice(view, now),
    allow_customer_book_course_after_start: programme.allowBookAfterStart,
    capacity: { available, consumed: Math.max(0, programme.capacity - available), maximum: programme.capacity },
    bookable_action: courseAction(view, now),
    occurrences: view.occurrences,
    custom_question_sections: sectionsOf(view),
    extras: extrasOf(view),
  };
}

/** Spec §5 filter_by_first_bookable_at: only courses a customer can still join (not ended; not started unless allowed). */
export function stillBookable(view: ProgrammeView, now: Date): boolean {
  const first = firstSession(view);
  if (!first || future(view, now).length === 0) return false;
  return first.startsAt > now || view.row.programme.allowBookAfterStart;
}
