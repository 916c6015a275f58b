import { messages } from '../errors/messages';
import { wallClockMs as ms } from './wallClock';

// Spec §3 clash kinds (opening_times, instructors, locations, closure): a session that clashes is not bookable until
// staff reinstate it, and reinstating checks again. Times are the venue's wall times.

/** A session as the clash rules see it: its wall-clock span, setup and teardown, locations and instructors. */
export interface ClashSession {
  readonly id: number;
  /** 'YYYY-MM-DD HH:MM:SS', venue wall time. */
  readonly startsLocal: string;
  readonly endsLocal: string;
  readonly setupMinutes: number;
  readonly teardownMinutes: number;
  readonly locationIds: readonly number[];
  readonly instructorIds: readonly number[];
  /** Trickle-feed slots of one group share their location by design (spec §3 interval_key). */
  readonly intervalKey: string | null;
}

/** A venue's opening times (spec §3 venue opening_times; day 1 = Monday … 7 = Sunday, 'HH:MM'). */
export interface OpeningWindow {
  dayOfWeek: number;
  opensAt: string;
  closesAt: string;
}

/** A closure of a venue (no locations: all of it) or of some of its locations, between two wall times. */
export interface Closure {
  id: number;
  startsLocal: string;
  endsLocal: string;
  locationIds: readonly number[];
}

/** What a session clashes with: outside opening times, the other sessions sharing an instructor or a location, closures. */
export interface ClashFindings {
  openingTimes: string | null;
  instructors: Array<{ other: ClashSession; ids: number[] }>;
  locations: Array<{ other: ClashSession; ids: number[] }>;
  closures: Array<{ closure: Closure; ids: number[] }>;
}

const isoWeekday = (local: string) => ((new Date(ms(local)).getUTCDay() + 6) % 7) + 1;

/**
 * The span a session takes its room for: setup before, teardown after. Worked out once per session object (sessions
 * are not changed once made): checking a venue's sessions against each other compares each with hundreds of
 * neighbours, and reading the wall times again at every comparison cost seconds for a month's closure.
 */
const spans = new WeakMap<ClashSession, readonly [number, number]>();
const span = (s: ClashSession): readonly [number, number] => {
  let known = spans.get(s);
  if (!known) spans.set(s, (known = [ms(s.startsLocal) - s.setupMinutes * 60_000, ms(s.endsLocal) + s.teardownMinutes * 60_000]));
  return known;
};

/** Whether two sessions' spans overlap (touching ends do not). */
export const spansOverlap = (a: ClashSession, b: ClashSession) => {
  const [aStart, aEnd] = span(a);
  const [bStart, bEnd] = span(b);
  return aStart < bEnd && bStart < aEnd;
};

/** Spec §3 opening_times clash: the session (without setup and teardown) must sit inside one opening window of its day. */
export function openingTimesClash(session: Pick<ClashSession, 'startsLocal' | 'endsLocal'>, opening: readonly OpeningWindow[]): string | null {
  if (opening.length === 0) return null;
  const day = session.startsLocal.slice(0, 10);
  const start = ms(session.startsLocal);
  const end = ms(session.endsLocal);
  const inside = opening
    .filter((w) => w.dayOfWeek === isoWeekday(session.startsLocal))
    .some((w) => start >= ms(`${day} ${w.opensAt}:00`) && end <= ms(`${day} ${w.closesAt}:00`));
  return inside ? null : messages.staff.clash.openingTimes;
}

/**
 * Spec §3 closure clash: a closure overlapping the session's span that shuts the whole venue or one of its locations;
 * answers the locations it shuts for the session (all of the session's for a whole-venue closure).
 */
export function closureClashes(session: ClashSession, closures: readonly Closure[]): ClashFindings['closures'] {
  const [start, end] = span(session);
  return closures.flatMap((closure) => {
    if (!(ms(closure.startsLocal) < end && start < ms(closure.endsLocal))) return [];
    const ids = closure.locationIds.length === 0 ? [...session.locationIds] : session.locationIds.filter((id) => closure.locationIds.includes(id));
    return closure.locationIds.length === 0 || ids.length > 0 ? [{ closure, ids }] : [];
  });
}

/** Every clash of `session` with the venue's opening times, closures and the `others` of its venue (cancelled ones left out by the caller). */
export function findClashes(session: ClashSession, others: readonly ClashSession[], opening: readonly OpeningWindow[], closures: readonly Closure[] = []): ClashFindings {
  const findings: ClashFindings = { openingTimes: openingTimesClash(session, opening), instructors: [], locations: [], closures: closureClashes(session, closures) };
  for (const other of others) {
    if (other.id === session.id || !spansOverlap(session, other)) continue;
    const instructors = session.instructorIds.filter((id) => other.instructorIds.includes(id));
    if (instructors.length > 0) findings.instructors.push({ other, ids: instructors });
    const sameGroup = session.intervalKey !== null && session.intervalKey === other.intervalKey;
    const locations = sameGroup ? [] : session.locationIds.filter((id) => other.locationIds.includes(id));
    if (locations.length > 0) findings.locations.push({ other, ids: locations });
  }
  return findings;
}

/** Whether the findings hold any clash. */
export const clashes = (f: ClashFindings) => f.openingTimes !== null || f.instructors.length > 0 || f.locations.length > 0 || f.closures.length > 0;
