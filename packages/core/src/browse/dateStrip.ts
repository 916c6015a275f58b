import type { ActivityWire } from '../contract/activity';
import { addDays, startOfWeekMonday, weekOf } from '../time/calendar';
import type { Camelize } from '../text/camelCase';

/** One day of the browse date strip. */
export interface DateStripDay {
  /** 'YYYY-MM-DD', the date slug of the time-slot route. */
  date: string;
  isSelected: boolean;
  isToday: boolean;
  /** Before today in the venue's time zone: nothing left to book. */
  isPast: boolean;
  /** The dates call lists it (spec §7): the category has sessions that day. */
  hasSessions: boolean;
}

/** The browse date strip: the Monday-first week of the selected date (spec §9) and where the arrows go. */
export interface DateStrip {
  days: DateStripDay[];
  /** The same weekday a week earlier, or null when that week is wholly past. */
  previousWeek: string | null;
  /** The same weekday a week later, or null when no listed date lies beyond this week. */
  nextWeek: string | null;
}

/**
 * Spec §9 "Week starts Monday": the week holding `selected`, with today (the venue's date, a parameter) and the
 * dates that have sessions marked. Arrows move a week, never into a wholly past week nor past the last listed date.
 */
export function dateStrip(selected: string, today: string, datesWithSessions: readonly string[]): DateStrip {
  const listed = new Set(datesWithSessions);
  const week = weekOf(selected);
  const days = week.map((date) => ({
    date,
    isSelected: date === selected,
    isToday: date === today,
    isPast: date < today,
    hasSessions: listed.has(date),
  }));
  const previous = addDays(selected, -7);
  const lastListed = [...listed].sort().pop();
  const sunday = week[6] as string;
  return {
    days,
    previousWeek: startOfWeekMonday(previous) >= startOfWeekMonday(today) ? clampToToday(previous, today) : null,
    nextWeek: lastListed && lastListed > sunday ? addDays(selected, 7) : null,
  };
}

// Moving back into the current week lands on today rather than on a past day.
const clampToToday = (date: string, today: string) => (date < today ? today : date);

/** Spec §3 Activity types: which list the time-slot page shows. */
export type SessionListKind = 'timetable' | 'slots' | 'times';

/**
 * Spec §3/§7: classes show the timetable, resources their slots (by location), ticketed activities their times.
 * The v2 type decides; a v1-only activity falls back to its v1 type (class, ad hoc or fast ticket templates).
 */
export function sessionListKind(activity: Pick<Camelize<ActivityWire>, 'v1Type' | 'v2Type'>): SessionListKind {
  if (activity.v2Type === 'resources' || (!activity.v2Type && activity.v1Type === 'ad_hoc_templates')) return 'slots';
  if (activity.v2Type === 'ticketed' || (!activity.v2Type && activity.v1Type === 'fast_ticket_templates')) return 'times';
  return 'timetable';
}
