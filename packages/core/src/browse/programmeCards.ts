import type { BookableActionInput } from '../booking/bookableActions';
import { isBookAction } from '../booking/bookableActions';
import { sessionTag, type SessionTag } from '../booking/sessionTag';
import { courseAvailability, paysProRata, type CourseInput } from '../courses/proRata';
import { isPast } from '../time/venueTime';

/** A camp or course on the browse pages (spec §2): the two kinds the pages are built for. */
export type ProgrammeKind = 'camp' | 'course';

/** What the availability rules read of a camp or course (spec §3 capacity and bookable_action, camelised). */
export interface ProgrammeAvailabilityInput {
  capacity: { available: number; maximum: number };
  bookableAction: BookableActionInput | null;
}

/** Spec §8: what a course's page says about joining it — ended, started and not bookable, or pay pro-rata. */
export type CourseNotice = 'ended' | 'startedNotBookable' | 'proRata' | null;

/**
 * Spec §3/§8: 'ended' once the course has ended; 'startedNotBookable' once started unless the course allows booking
 * after the start; 'proRata' for a started course that may still be joined (spec §2: pays pro-rata for the remaining
 * sessions); otherwise null. `now` is the venue's wall time.
 */
export function courseNotice(course: CourseInput, now: string): CourseNotice {
  const availability = courseAvailability(course, now);
  if (availability === 'ended') return 'ended';
  if (availability === 'started_not_bookable') return 'startedNotBookable';
  return paysProRata(course, now) ? 'proRata' : null;
}

/**
 * Spec §4 session tag priority and §9 low availability, for a whole camp or course: past once a course has ended,
 * none while a started course cannot be joined (its notice says why), else core's `sessionTag` of its capacity and
 * action (sold out at 0, danger when at most 20% of maximum, rounded down, is left).
 */
export function programmeTag(programme: ProgrammeAvailabilityInput, notice: CourseNotice = null): SessionTag | null {
  if (notice === 'ended') return { kind: 'past' };
  if (notice === 'startedNotBookable') return null;
  return sessionTag({ isPast: false, bookableAction: programme.bookableAction, capacity: programme.capacity });
}

/**
 * Spec §2 'Book now' on a details page: enabled only when the action is book, else disabled with the reason to show;
 * a full camp or course offers its waitlist instead, as a full session does (spec §4 JOIN_WAITLIST, LEAVE_WAITLIST).
 */
export interface ProgrammeBooking {
  canBook: boolean;
  /** The server's bookable_action message; null when there is none or the course's notice already says it. */
  reason: string | null;
  /** Join or leave the camp's or course's waitlist (bookable_action join_waitlist, leave_waitlist); null otherwise. */
  waitlist: 'join' | 'leave' | null;
}

const waitlistActions = { join_waitlist: 'join', leave_waitlist: 'leave' } as const;

/**
 * Spec §3/§4/§8: 'Book now' follows bookable_action (book); join_waitlist and leave_waitlist offer the waitlist; a
 * closed course is never bookable nor waited for, and its notice is its reason.
 */
export function programmeBooking(bookableAction: BookableActionInput | null, notice: CourseNotice = null): ProgrammeBooking {
  const closed = notice === 'ended' || notice === 'startedNotBookable';
  const canBook = !closed && isBookAction(bookableAction);
  const action = bookableAction?.action;
  const waitlist = !closed && (action === 'join_waitlist' || action === 'leave_waitlist') ? waitlistActions[action] : null;
  return { canBook, reason: canBook || closed || waitlist ? null : (bookableAction?.message ?? null), waitlist };
}

/** Spec §3 prices of a camp or course: the whole camp, one session, the course, or the rest of a started course. */
export type ProgrammePriceKind = 'wholeCamp' | 'perSession' | 'course' | 'proRata';

/** One price line of a camp or course; `from` when it is the lowest of several (session prices that differ, or a card's lowest). */
export interface ProgrammePriceLine {
  kind: ProgrammePriceKind;
  formatted: string;
  value: number;
  from: boolean;
}

type PriceValue = { value: number; formatted: string };

/** What the camp price rules read (spec §3 Camp, camelised): the full price and the sessions' own prices. */
export interface CampPriceInput {
  price: PriceValue | null;
  pricingOptionAvailability: readonly string[];
  occurrences: ReadonlyArray<{ startsAt: { utc: string }; price: PriceValue | null }>;
}

/**
 * Spec §3 Camp prices: the full-camp price when it is sold whole (`price` not null), and — when sessions are sold
 * one by one ('individual') — the price of a session still to come (the lowest, marked `from` when they differ).
 */
export function campPriceLines(camp: CampPriceInput, now: Date | number): ProgrammePriceLine[] {
  const lines: ProgrammePriceLine[] = [];
  if (camp.price) lines.push({ kind: 'wholeCamp', formatted: camp.price.formatted, value: camp.price.value, from: false });
  if (!camp.pricingOptionAvailability.includes('individual')) return lines;
  const sessions = camp.occurrences.filter((o) => !isPast(o.startsAt.utc, now)).flatMap((o) => (o.price ? [o.price] : []));
  const lowest = sessions.reduce<PriceValue | null>((low, price) => (low === null || price.value < low.value ? price : low), null);
  if (lowest) lines.push({ kind: 'perSession', formatted: lowest.formatted, value: lowest.value, from: sessions.some((p) => p.value !== lowest.value) });
  return lines;
}

/** What the course price rules read (spec §3 Course, camelised). */
export interface CoursePriceInput {
  price: PriceValue | null;
  proRataPrice?: PriceValue | null;
}

/** Spec §3 Course prices: the course's price and, for a started course that may still be joined, the pro-rata price. */
export function coursePriceLines(course: CoursePriceInput): ProgrammePriceLine[] {
  const lines: ProgrammePriceLine[] = [];
  if (course.price) lines.push({ kind: 'course', formatted: course.price.formatted, value: course.price.value, from: false });
  if (course.proRataPrice) lines.push({ kind: 'proRata', formatted: course.proRataPrice.formatted, value: course.proRataPrice.value, from: false });
  return lines;
}

/**
 * The one price a list card shows: the lowest line, 'from' when there were several to choose from (a camp by the day
 * or whole). A course shows what it charges (spec §9: the pro-rata price when present). Null when nothing is priced.
 */
export function cardPrice(lines: readonly ProgrammePriceLine[]): ProgrammePriceLine | null {
  const proRata = lines.find((line) => line.kind === 'proRata');
  if (proRata) return proRata;
  const lowest = lines.reduce<ProgrammePriceLine | null>((low, line) => (low === null || line.value < low.value ? line : low), null);
  return lowest && { ...lowest, from: lowest.from || lines.length > 1 };
}

/** A camp or course category as the category page lists it. */
export interface ProgrammeCategory {
  slug: string;
  name: string;
  /** How many camps or courses of the list are in it. */
  count: number;
}

/**
 * Spec §2 /camps/location/{venueSlug} and /courses/location/{venueSlug}: the categories of a venue's camps or courses,
 * each once, by name. An entry whose category has no slug cannot be linked to, so it is left out.
 */
export function programmeCategories(items: ReadonlyArray<{ category: { name: string; slug?: string | null } }>): ProgrammeCategory[] {
  const bySlug = new Map<string, ProgrammeCategory>();
  for (const { category } of items) {
    if (!category.slug) continue;
    const known = bySlug.get(category.slug);
    if (known) known.count += 1;
    else bySlug.set(category.slug, { slug: category.slug, name: category.name, count: 1 });
  }
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name) || a.slug.localeCompare(b.slug));
}
