import type { BookableActionInput } from '../booking/bookableActions';
import { sessionTag, type SessionTag } from '../booking/sessionTag';
import { groupByWeek, showWeekHeaders } from '../camps/weeks';
import { formatLocalDate, isPast } from '../time/venueTime';

type Counts = { available: number; maximum: number };

/** A camp or course session as the details page reads it (spec §3 Occurrence, camelised). */
export interface ProgrammeOccurrenceInput {
  id: string | number;
  status: string;
  startsAt: { utc: string; local: string };
  endsAt: { local: string };
  locationName: string;
  friendlyLocationName?: string | null;
  /** Shared counts, or split ones of which a customer books the online share (spec §3/§5 capacity strategy). */
  capacity: Counts & { online?: Counts };
  bookableAction: BookableActionInput | null;
  price: { formatted: string } | null;
}

/** One session of a camp or course, ready to show: its day, times, place, spec §4 tag and (sold alone) price. */
export interface ProgrammeSession {
  id: string | number;
  /** Spec §9 'ddd, D MMM YYYY', venue-local. */
  date: string;
  /** Venue-local 'HH:MM'. */
  startTime: string;
  endTime: string;
  /** Spec §3: friendly_location_name, falling back to location_name. */
  locationName: string;
  tag: SessionTag | null;
  price: string | null;
  isPast: boolean;
  isCancelled: boolean;
}

/** A camp's or course's sessions by week (spec §9 week number), with whether week headers show. */
export interface ProgrammeSessionWeeks {
  showWeekHeaders: boolean;
  weeks: Array<{ week: number; sessions: ProgrammeSession[] }>;
}

/** Spec §3/§4: one session at `now`; no tag for a cancelled or clashing one (its status says it), the price only when sold alone. */
export function programmeSession(occurrence: ProgrammeOccurrenceInput, now: Date | number, withPrice: boolean): ProgrammeSession {
  const past = isPast(occurrence.startsAt.utc, now);
  const open = occurrence.status === 'bookable';
  const capacity = occurrence.capacity.online ?? occurrence.capacity;
  return {
    id: occurrence.id,
    date: formatLocalDate(occurrence.startsAt.local),
    startTime: occurrence.startsAt.local.slice(11, 16),
    endTime: occurrence.endsAt.local.slice(11, 16),
    locationName: occurrence.friendlyLocationName ?? occurrence.locationName,
    tag: open ? sessionTag({ isPast: past, bookableAction: occurrence.bookableAction, capacity }) : null,
    price: withPrice ? (occurrence.price?.formatted ?? null) : null,
    isPast: past,
    isCancelled: occurrence.status === 'cancelled',
  };
}

/**
 * Spec §2/§9 camp and course details: the sessions in start order grouped by week number (whole weeks since the start
 * + 1), with headers only when the programme lasts more than one week. `withPrice` shows each session's own price
 * (a camp sold by the session).
 */
export function programmeSessionWeeks(
  occurrences: readonly ProgrammeOccurrenceInput[],
  durationInWeeks: number,
  now: Date | number,
  withPrice = false,
): ProgrammeSessionWeeks {
  const weeks = groupByWeek(occurrences).map(({ week, occurrences: own }) => ({ week, sessions: own.map((o) => programmeSession(o, now, withPrice)) }));
  return { showWeekHeaders: showWeekHeaders(durationInWeeks), weeks };
}

/** Spec §2 details dates: from the first session's start to the last session's end (venue-local); the given start without sessions. */
export function programmeSpan(occurrences: readonly ProgrammeOccurrenceInput[], startsAt: { local: string }): { starts: string; ends: string | null } {
  const sorted = [...occurrences].sort((a, b) => a.startsAt.local.localeCompare(b.startsAt.local));
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  return { starts: first?.startsAt.local ?? startsAt.local, ends: last?.endsAt.local ?? null };
}
