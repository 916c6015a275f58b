import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Spec §9 date formats. */
export const dateFormats = { long: 'ddd, D MMM YYYY', short: 'DD MMM YYYY' } as const;
/** Spec §3: occurrence local times are 'YYYY-MM-DD HH:MM:SS'. */
export const localDateTimeFormat = 'YYYY-MM-DD HH:mm:ss';
/** Spec §9: time display is 24h ('HH:mm') or 12h. */
export type ClockFormat = '24h' | '12h';

// One formatter per zone for the zone's offset at an instant: dayjs's tz() builds a new one on every call (through
// toLocaleString), which was most of the time of drawing a day of sessions.
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
function zoneOffsetMinutes(epochMs: number, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  const at: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatter.formatToParts(epochMs)) at[part.type] = Number(part.value);
  const wall = Date.UTC(at.year!, at.month! - 1, at.day!, at.hour!, at.minute!, at.second!);
  return Math.round((wall - Math.floor(epochMs / 1000) * 1000) / 60_000);
}

/** An instant shown in the venue's time zone (spec §9 "Dates shown in the venue's time zone"). */
export function inVenueZone(instant: string | number | Date, timeZone: string): Dayjs {
  const at = dayjs(instant);
  const offset = zoneOffsetMinutes(at.valueOf(), timeZone);
  // dayjs reads an offset below 16 as hours; the only such zone offset is 0, which is the same either way.
  return at.utcOffset(offset);
}

/** Spec §9: 'ddd, D MMM YYYY' (long) or 'DD MMM YYYY' (short), in the venue's zone. */
export function formatVenueDate(instant: string | number | Date, timeZone: string, style: keyof typeof dateFormats = 'long'): string {
  return inVenueZone(instant, timeZone).format(dateFormats[style]);
}

/** Spec §9: session times 'HH:mm' (24h) or 'h:mm A' (12h), in the venue's zone. */
export function formatVenueTime(instant: string | number | Date, timeZone: string, clock: ClockFormat = '24h'): string {
  return inVenueZone(instant, timeZone).format(clock === '24h' ? 'HH:mm' : 'h:mm A');
}

/** Spec §3: a venue-local 'YYYY-MM-DD HH:MM:SS' as the instant it names in that zone (ISO, UTC). */
export function localToUtcIso(local: string, timeZone: string): string {
  return dayjs.tz(local, localDateTimeFormat, timeZone).toISOString();
}

// One formatter per zone: building an Intl.DateTimeFormat (which dayjs's tz does on every call) costs far more
// than formatting with one, and the server asks for a venue's date on every booking call.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', calendar: 'gregory', numberingSystem: 'latn' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The venue-local calendar date ('YYYY-MM-DD') of an instant: the date slug of the browse routes. */
export function venueDateSlug(instant: string | number | Date, timeZone: string): string {
  const parts = dayFormatter(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** Whether a session has started at `now` (spec §4 "past" tag). */
export function isPast(startsAtUtc: string, now: Date | number): boolean {
  return dayjs(startsAtUtc).valueOf() <= dayjs(now).valueOf();
}

/** The venue's wall time at an instant, 'YYYY-MM-DD HH:mm:ss': the `now` the venue-local rules (courses, camps) compare with. */
export function venueLocalNow(instant: string | number | Date, timeZone: string): string {
  return inVenueZone(instant, timeZone).format(localDateTimeFormat);
}

/**
 * Spec §9 dates of a venue-local date-time ('YYYY-MM-DD HH:MM:SS' or a bare date): 'ddd, D MMM YYYY' (long), 'DD MMM
 * YYYY' (short) or 'MMMM YYYY' (month). Read as a calendar date, so no zone can move it to another day.
 */
export function formatLocalDate(local: string, style: keyof typeof dateFormats | 'month' = 'long'): string {
  return dayjs(local.slice(0, 10)).format(style === 'month' ? 'MMMM YYYY' : dateFormats[style]);
}
