import dayjs from 'dayjs';
import { canonicalLocal } from '../booking/isBeforeLocal';
import type { LocalDateTime } from '../booking/isBeforeLocal';

/** Spec §9: a camp session as the week grouping reads it. */
export interface WeekOccurrenceInput {
  startsAt: { local: LocalDateTime };
}

/** Spec §2/§9: one week of a camp's sessions, numbered from 1. */
export interface CampWeek<O extends WeekOccurrenceInput> {
  week: number;
  occurrences: O[];
}

/** The calendar day of a local date-time, parsed by dayjs at local midnight (no clock read). */
function calendarDay(value: LocalDateTime) {
  return dayjs(canonicalLocal(value).slice(0, 10));
}

/**
 * Spec §9 "week number = whole weeks since start + 1", counted in calendar days so the time of day cannot move a
 * session into the previous week. A session dated before the start counts as week 1.
 */
export function weekNumber(startOfCamp: LocalDateTime, sessionStart: LocalDateTime): number {
  // Rounded: where a clock change skips midnight, local "midnight" can be off by an hour, never by a day.
  const days = Math.round(calendarDay(sessionStart).diff(calendarDay(startOfCamp), 'day', true));
  return Math.max(1, Math.floor(days / 7) + 1);
}

/**
 * Spec §2/§9: sessions sorted by start and grouped by week number, weeks ascending. The camp's start defaults to the
 * earliest session.
 */
export function groupByWeek<O extends WeekOccurrenceInput>(
  occurrences: readonly O[],
  startOfCamp?: LocalDateTime,
): Array<CampWeek<O>> {
  const sorted = occurrences
    .map((occurrence) => ({ occurrence, start: canonicalLocal(occurrence.startsAt.local) }))
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const [earliest] = sorted;
  if (!earliest) return [];
  const first = startOfCamp ?? earliest.start;
  const weeks: Array<CampWeek<O>> = [];
  for (const { occurrence, start } of sorted) {
    const week = weekNumber(first, start);
    const last = weeks[weeks.length - 1];
    if (last?.week === week) last.occurrences.push(occurrence);
    else weeks.push({ week, occurrences: [occurrence] });
  }
  return weeks;
}

/** Spec §9: week headers show only when the camp lasts more than one week. */
export function showWeekHeaders(durationInWeeks: number): boolean {
  return durationInWeeks > 1;
}
