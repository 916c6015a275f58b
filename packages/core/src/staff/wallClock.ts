// Venue wall times ('YYYY-MM-DD HH:MM:SS', no zone) as plain numbers, for the staff rules' arithmetic: read as if UTC,
// so adding minutes never meets a clock change (the instants come from localToUtcIso where they are needed).

/** A wall time as milliseconds (read as if UTC). */
export const wallClockMs = (local: string) => Date.parse(`${local.slice(0, 19).replace(' ', 'T')}Z`);

/** The wall time `minutes` later (earlier when negative), 'YYYY-MM-DD HH:MM:SS'. */
export const shiftWallClock = (local: string, minutes: number) =>
  new Date(wallClockMs(local) + minutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');
