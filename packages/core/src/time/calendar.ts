import dayjs from 'dayjs';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date 'YYYY-MM-DD' that exists (2026-02-30 does not). */
export function isDateSlug(value: string): boolean {
  return datePattern.test(value) && dayjs(value, 'YYYY-MM-DD').format('YYYY-MM-DD') === value;
}

/** Spec §9 "Week starts Monday": the Monday of the week holding `date` ('YYYY-MM-DD'). */
export function startOfWeekMonday(date: string): string {
  const day = dayjs(date);
  const sinceMonday = (day.day() + 6) % 7;
  return day.subtract(sinceMonday, 'day').format('YYYY-MM-DD');
}

/** The seven dates of the Monday-first week holding `date` (the browse date strip). */
export function weekOf(date: string): string[] {
  const monday = dayjs(startOfWeekMonday(date));
  return Array.from({ length: 7 }, (_, i) => monday.add(i, 'day').format('YYYY-MM-DD'));
}

/** Adds whole days to a date slug. */
export function addDays(date: string, days: number): string {
  return dayjs(date).add(days, 'day').format('YYYY-MM-DD');
}

/** Spec §5/§9: minutes since midnight for 'HH:mm', capped at 1439 (23:59). */
export function minutesOfDay(time: string): number {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return 0;
  return Math.min(1439, Math.max(0, Number(match[1]) * 60 + Number(match[2])));
}

/** The 'HH:mm' of a minutes-of-day value (capped to 0..1439). */
export function timeOfMinutes(minutes: number): string {
  const capped = Math.min(1439, Math.max(0, Math.floor(minutes)));
  return `${String(Math.floor(capped / 60)).padStart(2, '0')}:${String(capped % 60).padStart(2, '0')}`;
}

/**
 * Spec §4: times, timetable and slots use the v2 calls when the selected date is on or after
 * the venue's migration date (none means v1 always).
 */
export function usesActivitiesV2(selectedDate: string, migrationDate: string | null | undefined): boolean {
  if (!migrationDate) return false;
  return selectedDate.slice(0, 10) >= migrationDate.slice(0, 10);
}
