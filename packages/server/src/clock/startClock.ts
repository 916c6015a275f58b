import { isDateSlug } from '@courtside/core';

/**
 * COURTSIDE_NOW: the instant this process's clock reads, so a test run or a demo sees the same day — the same weekday
 * prices, the same Saturday timetable — whenever it runs. The clock then runs on at the usual pace. COURTSIDE_NOW_AT
 * (epoch milliseconds, default: when the clock is started) says at which real moment it read COURTSIDE_NOW, so several
 * processes started at different moments (the journeys' runner, its servers and browsers) share one timeline.
 *
 * `Date` and `Date.now()` read the shifted time everywhere in the process: the services' clock, the seed, session and
 * basket expiry, and PGlite's `now()` (its engine reads JavaScript's clock). Timers and `performance.now()` are
 * untouched, and so is a PostgreSQL server's own `now()` — run a shifted process on PGlite.
 */
export interface ClockSetting {
  /** The instant the clock reads at `at`. */
  now: number;
  /** The real epoch milliseconds at which it reads `now`. */
  at: number;
}

/** The setting COURTSIDE_NOW (and COURTSIDE_NOW_AT) ask for, or null when unset; throws on a value that is not an instant. */
export function clockSetting(env: NodeJS.ProcessEnv = process.env, realNow = Date.now()): ClockSetting | null {
  const value = env.COURTSIDE_NOW?.trim();
  if (!value) return null;
  const now = Date.parse(value);
  if (!isDateSlug(value.slice(0, 10)) || value[10] !== 'T' || Number.isNaN(now)) throw new Error(`COURTSIDE_NOW must be an ISO 8601 instant such as 2027-03-28T00:30:00Z, not '${value}'`);
  const at = env.COURTSIDE_NOW_AT ? Number(env.COURTSIDE_NOW_AT) : realNow;
  if (!Number.isFinite(at)) throw new Error(`COURTSIDE_NOW_AT must be epoch milliseconds, not '${env.COURTSIDE_NOW_AT}'`);
  return { now, at };
}

/** Marks a shifted process on the global object: test runners evaluate this module afresh for every file. */
const shiftedMark = Symbol.for('courtside.clock.shifted');

/**
 * Shifts this process's `Date` as COURTSIDE_NOW asks, once per process (later calls change nothing). Answers the offset
 * in milliseconds (0 when COURTSIDE_NOW is unset).
 */
export function startClock(env: NodeJS.ProcessEnv = process.env): number {
  const setting = clockSetting(env);
  const global = globalThis as typeof globalThis & { [shiftedMark]?: number };
  if (!setting) return 0;
  if (global[shiftedMark] !== undefined) return global[shiftedMark];
  // Processes this one starts (the server's workers, test workers) read the same timeline.
  env.COURTSIDE_NOW_AT ??= String(setting.at);
  const offset = setting.now - setting.at;
  const RealDate = Date;
  const shiftedNow = () => RealDate.now() + offset;
  // A function rather than a subclass, so `Date()` without `new` still answers a string, and every Date — made before
  // the shift or by Node's internals — is still `instanceof Date` (they share one prototype).
  function ShiftedDate(this: unknown, ...args: unknown[]): Date | string {
    if (!new.target) return new RealDate(shiftedNow()).toString();
    return args.length === 0 ? new RealDate(shiftedNow()) : new (RealDate as new (...values: unknown[]) => Date)(...args);
  }
  Object.setPrototypeOf(ShiftedDate, RealDate);
  Object.defineProperties(ShiftedDate, { prototype: { value: RealDate.prototype }, now: { value: shiftedNow }, name: { value: 'Date' } });
  globalThis.Date = ShiftedDate as unknown as DateConstructor;
  global[shiftedMark] = offset;
  return offset;
}
