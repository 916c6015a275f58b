import { messages } from '../errors/messages';

// A venue's opening times as a manager sets them (spec §3 venue opening_times: day 1 = Monday … 7 = Sunday, 'HH:MM').
// The clash rules measure sessions against them (clashes.ts openingTimesClash).

/** At most this many opening windows a venue keeps (three a day; the bound is ours). */
export const MAX_OPENING_WINDOWS = 21;

/** One opening window as the wire carries it. */
export interface OpeningTimeInput {
  day_of_week: number;
  opens_at: string;
  closes_at: string;
}

/** Minutes after midnight of an 'HH:MM' clock time ('24:00' closes at midnight), or null when it is no time. */
export function clockMinutes(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/** What is wrong with a set of opening times, by the window and field at fault; empty when they may be kept. */
export function openingTimesProblems(windows: readonly OpeningTimeInput[]): Array<{ index: number; field: 'opens_at' | 'closes_at'; message: string }> {
  const problems: Array<{ index: number; field: 'opens_at' | 'closes_at'; message: string }> = [];
  windows.forEach((w, index) => {
    // A window opens before midnight: '24:00' only closes one.
    const opens = w.opens_at === '24:00' ? null : clockMinutes(w.opens_at);
    const closes = clockMinutes(w.closes_at);
    if (opens === null) problems.push({ index, field: 'opens_at', message: messages.staff.openingClock });
    if (closes === null) problems.push({ index, field: 'closes_at', message: messages.staff.openingClock });
    if (opens === null || closes === null) return;
    if (closes <= opens) problems.push({ index, field: 'closes_at', message: messages.staff.openingOrder });
    const overlaps = windows.some((other, at) => {
      if (at >= index || other.day_of_week !== w.day_of_week) return false;
      const [otherOpens, otherCloses] = [clockMinutes(other.opens_at), clockMinutes(other.closes_at)];
      return otherOpens !== null && otherCloses !== null && opens < otherCloses && otherOpens < closes;
    });
    if (overlaps) problems.push({ index, field: 'opens_at', message: messages.staff.openingOverlap });
  });
  return problems;
}
