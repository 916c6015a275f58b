import type { ActionsToShow } from '../contract/filters';
import type { NamedRef } from '../contract/fields';
import { timeOfMinutes } from '../time/calendar';
import type { BrowseSession } from './browseSession';

type Id = NamedRef['id'];

/** Spec §3 Timetable filters as the client keeps them: time range, actions to show, instructors, tags, a type. */
export interface TimetableFilterState {
  timeRange: { startTime: string; endTime: string } | null;
  actionsToShow: ActionsToShow;
  instructors: Id[];
  tags: Id[];
  type: string | null;
}

/** No filter: every session of the day. */
export const defaultTimetableFilters: TimetableFilterState = {
  timeRange: null,
  actionsToShow: 'showAll',
  instructors: [],
  tags: [],
  type: null,
};

/** What a session offers to the filters (the server and the client each adapt their own shape to it). */
export interface FilterableSession {
  /** Venue-local 'HH:MM'. */
  startTime: string;
  instructorIds: readonly Id[];
  tagIds: readonly Id[];
  type: string;
  /** The customer can book it now (spec §4 button 'book'). */
  bookable: boolean;
}

const sameId = (a: Id, b: Id) => String(a) === String(b);
const anyOf = (wanted: readonly Id[], has: readonly Id[]) => wanted.length === 0 || wanted.some((id) => has.some((h) => sameId(h, id)));

/**
 * Spec §3 Timetable filters: within the time range (start inclusive, end exclusive), bookable when only available
 * sessions are asked for, led by any chosen instructor, carrying any chosen tag, and of the chosen type.
 */
export function matchesTimetableFilters(session: FilterableSession, filters: TimetableFilterState): boolean {
  const { timeRange } = filters;
  if (timeRange && (session.startTime < timeRange.startTime || session.startTime >= timeRange.endTime)) return false;
  if (filters.actionsToShow === 'availableOnly' && !session.bookable) return false;
  if (filters.type && session.type !== filters.type) return false;
  return anyOf(filters.instructors, session.instructorIds) && anyOf(filters.tags, session.tagIds);
}

/** A browse session as the filters read it. */
export function filterableSession(session: BrowseSession): FilterableSession {
  return {
    startTime: session.startTime,
    instructorIds: session.occurrence.instructors.map((i) => i.id),
    tagIds: session.occurrence.tags.map((t) => t.id),
    type: session.type,
    bookable: session.button.kind === 'book',
  };
}

/** The sessions the filters let through, in their order. */
export function filterSessions(sessions: readonly BrowseSession[], filters: TimetableFilterState): BrowseSession[] {
  return sessions.filter((session) => matchesTimetableFilters(filterableSession(session), filters));
}

/** How many filters differ from the default (the count a Filters button shows). */
export function activeFilterCount(filters: TimetableFilterState): number {
  return (
    (filters.timeRange ? 1 : 0) +
    (filters.actionsToShow === 'availableOnly' ? 1 : 0) +
    (filters.instructors.length > 0 ? 1 : 0) +
    (filters.tags.length > 0 ? 1 : 0) +
    (filters.type ? 1 : 0)
  );
}

/** The choices the filters offer for a day's sessions: instructors, tags and types, each once, by name. */
export function timetableFilterOptions(sessions: readonly BrowseSession[]): { instructors: NamedRef[]; tags: NamedRef[]; types: string[] } {
  const unique = (refs: NamedRef[]) =>
    [...new Map(refs.map((ref) => [String(ref.id), ref])).values()].sort((a, b) => a.name.localeCompare(b.name));
  return {
    instructors: unique(sessions.flatMap((s) => s.occurrence.instructors)),
    tags: unique(sessions.flatMap((s) => s.occurrence.tags)),
    types: [...new Set(sessions.map((s) => s.type))].sort((a, b) => a.localeCompare(b)),
  };
}

/** The hours a time range can start or end at ('00:00' … '23:00', then '23:59' as the end of the day). */
export function timeRangeOptions(): string[] {
  return [...Array.from({ length: 24 }, (_, hour) => timeOfMinutes(hour * 60)), timeOfMinutes(24 * 60)];
}
