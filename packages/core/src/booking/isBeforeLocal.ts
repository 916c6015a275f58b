/** Spec §3 Occurrence: a venue-local date-time 'YYYY-MM-DD HH:MM:SS' (the `local` field of starts_at/ends_at). */
export type LocalDateTime = string;

// Date, then optional time with optional seconds and fraction; 'T' accepted as the separator. No zone suffix.
const LOCAL = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(:\d{2})?(?:\.\d+)?)?$/;

/** Spec §3: a local date-time in the fixed-width form 'YYYY-MM-DD HH:MM:SS'; throws RangeError when unreadable. */
export function canonicalLocal(value: LocalDateTime): LocalDateTime {
  const match = LOCAL.exec(value.trim());
  if (!match) throw new RangeError(`Invalid local date-time: '${value}'`);
  const [, date, time = '00:00', seconds = ':00'] = match;
  return `${date} ${time}${seconds}`;
}

/**
 * Spec §3/§9 "Dates shown in the venue's time zone": true when local date-time `a` is strictly before `b`. Both are
 * venue wall times (the caller passes `now` in the venue's zone), compared as fixed-width text so neither the clock
 * nor the machine's zone (and its DST gaps) can shift them.
 */
export function isBeforeLocal(a: LocalDateTime, b: LocalDateTime): boolean {
  return canonicalLocal(a) < canonicalLocal(b);
}
