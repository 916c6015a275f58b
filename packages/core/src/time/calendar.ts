// Plain date arithmetic on 'YYYY-MM-DD' slugs (a calendar date has no zone, so UTC days are its days): no date library,
// so the pages that only check or step a date slug (a route's reads, the date strip) do not load one.
const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = 86_400_000;

/** The UTC midnight of a date slug's day, in ms (years below 100 are not taken as 19xx). */
function utcDay(date: string): number {
  const [year = 0, month = 1, day = 1] = date.slice(0, 10).split('-').map(Number);
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  return at.getTime();
}

/** The date slug of a UTC day (ms). */
function slugOf(ms: number): string {
  const at = new Date(ms);
  const year = String(at.getUTCFullYear()).padStart(4, '0');
  return `${year}-${String(at.getUTCMonth() + 1).padStart(2, '0')}-${String(at.getUTCDate()).padStart(2, '0')}`;
}

/** A calendar date 'YYYY-MM-DD' that exists (2026-02-30 does not). */
export function isDateSlug(value: string): boolean {
  return datePattern.test(value) && slugOf(utcDay(value)) === value;
}

/** Spec §9 "Week starts Monday": the Monday of the week holding `date` ('YYYY-MM-DD'). */
export function startOfWeekMonday(date: string): string {
  const day = utcDay(date);
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return slugOf(day - sinceMonday * dayMs);
}

/** The seven dates of the Monday-first week holding `date` (the browse date strip). */
export function weekOf(date: string): string[] {
  const monday = utcDay(startOfWeekMonday(date));
  return Array.from({ length: 7 }, (_, i) => slugOf(monday + i * dayMs));
}

/** Adds whole days to a date slug. */
export function addDays(date: string, days: number): string {
  return slugOf(utcDay(date) + days * dayMs);
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
