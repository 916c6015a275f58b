import { messages } from '../errors/messages';
import { addDays } from '../time/calendar';
import { inVenueZone, localToUtcIso } from '../time/venueTime';

// Fair use: member priority booking windows and no-show strikes. Pure rules both sides use — the server to refuse an add
// and to say why a session cannot be booked yet, the web app to word the account's notice.

const DAY_MS = 86_400_000;

/**
 * How many days ahead members and everyone else may book at a venue (null: no limit). A member's window shorter than
 * everyone's is read as everyone's (members never wait longer than anyone else).
 */
export interface BookingWindows {
  memberDays: number | null;
  publicDays: number | null;
}

/**
 * When booking a session opens to a window of `days` days: at the session's own start time on the venue's calendar,
 * `days` days before it (a 09:00 session on Sat 12 Dec opens to a 7-day window on Sat 5 Dec at 09:00, in the venue's
 * wall time whatever the clocks did in between). A wall time the clocks skip (01:30 on the spring change in London) is
 * read an hour on (02:30 summer time); one they repeat (01:30 on the autumn change) at its second, winter, occurrence.
 */
export function bookingOpensAt(startsLocal: string, timeZone: string, days: number): Date {
  const date = startsLocal.slice(0, 10);
  const time = startsLocal.length >= 19 ? startsLocal.slice(11, 19) : `${startsLocal.slice(11, 16)}:00`;
  return new Date(localToUtcIso(`${addDays(date, -days)} ${time}`, timeZone));
}

/** Whether the caller may book the session now, and when not, when it opens to them and to everyone. */
export type BookingWindowState =
  | { open: true }
  | {
      open: false;
      /** When it opens to everyone (null: everyone may book as soon as members may). */
      everyoneAt: Date | null;
      /** When it opens to members (null: members wait with everyone). */
      membersAt: Date | null;
      /** Members may book it now (the caller is not one). */
      membersNow: boolean;
    };

export interface BookingWindowFacts {
  startsLocal: string;
  timeZone: string;
  windows: BookingWindows | null;
  /** The person booking holds a membership of the tenant today (a visitor is not known to). */
  member: boolean;
  now: Date;
}

/** Whether booking a session is open to the caller now under the venue's windows (open without windows). */
export function bookingWindow({ startsLocal, timeZone, windows, member, now }: BookingWindowFacts): BookingWindowState {
  if (!windows || (windows.memberDays === null && windows.publicDays === null)) return { open: true };
  const at = (days: number | null) => (days === null ? null : bookingOpensAt(startsLocal, timeZone, days));
  const everyoneAt = at(windows.publicDays);
  // No public limit: everyone books as members do, so the members' window is everyone's.
  if (everyoneAt === null) {
    const allAt = at(windows.memberDays)!;
    return now >= allAt ? { open: true } : { open: false, everyoneAt: allAt, membersAt: null, membersNow: false };
  }
  const membersAt = windows.memberDays === null || windows.memberDays < windows.publicDays! ? null : at(windows.memberDays);
  const membersOpen = membersAt === null ? now >= everyoneAt : now >= membersAt;
  if (now >= everyoneAt || (member && membersOpen)) return { open: true };
  return { open: false, everyoneAt, membersAt: membersAt !== null && !membersOpen ? membersAt : null, membersNow: membersAt !== null && membersOpen };
}

/** 'Sat 5 Dec at 9:00' in the venue's zone. */
export const openingText = (instant: Date, timeZone: string): string => inVenueZone(instant, timeZone).format('ddd D MMM [at] H:mm');
/** 'Sat 5 Dec' in the venue's zone. */
export const shortDayText = (instant: Date, timeZone: string): string => inVenueZone(instant, timeZone).format('ddd D MMM');

/** Why a session cannot be booked yet, for a caller who is a member or not (null: it can be). */
export function bookingWindowMessage(state: BookingWindowState, timeZone: string, member: boolean): string | null {
  if (state.open) return null;
  const m = messages.fairUse;
  const everyone = state.everyoneAt ? openingText(state.everyoneAt, timeZone) : null;
  if (state.membersNow && everyone) return m.opensMembersNow(everyone);
  if (state.membersAt) {
    const members = openingText(state.membersAt, timeZone);
    return member || !everyone ? m.opensToMembers(members) : m.opensToMembersThenEveryone(members, everyone);
  }
  return m.opensToEveryone(everyone ?? '');
}

/** The tenant's no-show rule: `limit` no-shows within `windowDays` days pause online booking for `pauseDays` days. */
export interface NoShowRule {
  limit: number;
  windowDays: number;
  pauseDays: number;
}

/** The longest look back the rule may need (settings are at most 90 days each): the server reads no-shows this far back. */
export const NO_SHOW_LOOKBACK_DAYS = 180;

/** What a customer's no-shows bring now. */
export interface NoShowStanding {
  /** No-shows whose session ended within the last `windowDays` days. */
  count: number;
  /** Online booking is paused until then (null: not paused). */
  pausedUntil: Date | null;
  /** The no-shows within `windowDays` days that brought the pause (0: not paused). */
  strikes: number;
}

/**
 * Strikes in a rolling window. A no-show is a confirmed booking whose session has ended without the customer marked
 * attended (and not waived); it counts from its session's end. When a no-show makes `limit` within any `windowDays`
 * days (it and the `limit − 1` before it), online booking is paused for `pauseDays` days from that session's end; the
 * latest such pause still running is the one that holds.
 */
export function noShowStanding(noShowEnds: readonly Date[], rule: NoShowRule | null, now: Date): NoShowStanding {
  if (!rule || rule.limit < 1) return { count: 0, pausedUntil: null, strikes: 0 };
  const ends = noShowEnds.filter((end) => end <= now).map((end) => end.getTime()).sort((a, b) => a - b);
  const windowMs = rule.windowDays * DAY_MS;
  const count = ends.filter((end) => end > now.getTime() - windowMs).length;
  let pausedUntil: number | null = null;
  let strikes = 0;
  for (let i = rule.limit - 1; i < ends.length; i += 1) {
    if (ends[i]! - ends[i - rule.limit + 1]! >= windowMs) continue;
    pausedUntil = ends[i]! + rule.pauseDays * DAY_MS;
    strikes = ends.filter((end) => end <= ends[i]! && end > ends[i]! - windowMs).length;
  }
  if (pausedUntil === null || pausedUntil <= now.getTime()) return { count, pausedUntil: null, strikes: 0 };
  return { count, pausedUntil: new Date(pausedUntil), strikes };
}

/** The customer's notice: '3 no-shows in the last 30 days: online booking is paused until Sat 5 Dec.' (null: not paused). */
export function noShowPauseMessage(standing: NoShowStanding, rule: NoShowRule | null, timeZone: string): string | null {
  if (!standing.pausedUntil || !rule) return null;
  const until = shortDayText(standing.pausedUntil, timeZone);
  // All of the pausing no-shows still in the window: counted from now; else as they were when it paused.
  return standing.count >= standing.strikes ? messages.fairUse.paused(standing.count, rule.windowDays, until) : messages.fairUse.pausedAfter(standing.strikes, rule.windowDays, until);
}

/** Before cancelling a booking: cancelling avoids a no-show (null: the tenant has no rule). */
export function noShowWarning(rule: NoShowRule | null): string | null {
  return rule && rule.limit > 0 ? messages.fairUse.cancelToAvoid(rule.limit, rule.windowDays, rule.pauseDays) : null;
}
