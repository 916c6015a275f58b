import { canonicalLocal } from '../booking/isBeforeLocal';
import { startOfWeekMonday } from '../time/calendar';

/** What the timetable reads of a camp or course: its name and its venue-local start (spec §3 starts_at.local). */
export interface TimetableEntryInput {
  name: string;
  startsAt: { local: string };
}

/** One week of a programme timetable: the Monday it starts (spec §9 weeks start Monday) and what starts in it. */
export interface TimetableWeek<T> {
  weekStart: string;
  items: T[];
}

/** One month of a programme timetable ('YYYY-MM'), its weeks in order. */
export interface TimetableMonth<T> {
  month: string;
  weeks: Array<TimetableWeek<T>>;
}

/**
 * Spec §2 …/timetable: the camps or courses arranged by the date they start — by month, then by the week (Monday
 * first) they start in, earliest first and, on the same start, by name. A week that runs into a new month is listed
 * under each month it has a start in.
 */
export function programmeTimetable<T extends TimetableEntryInput>(items: readonly T[]): Array<TimetableMonth<T>> {
  const sorted = items
    .map((item) => ({ item, start: canonicalLocal(item.startsAt.local) }))
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.item.name.localeCompare(b.item.name)));
  const months: Array<TimetableMonth<T>> = [];
  for (const { item, start } of sorted) {
    const month = start.slice(0, 7);
    const weekStart = startOfWeekMonday(start.slice(0, 10));
    let current = months[months.length - 1];
    if (current?.month !== month) months.push((current = { month, weeks: [] }));
    const week = current.weeks[current.weeks.length - 1];
    if (week?.weekStart === weekStart) week.items.push(item);
    else current.weeks.push({ weekStart, items: [item] });
  }
  return months;
}
