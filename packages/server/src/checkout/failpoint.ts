/**
 * Crash points for the kill -9 tests (the integrity harness, "replay and crash"): with COURTSIDE_FAILPOINT
 * (Config.failpoint) set to a point's name, the process kills itself there, at the worst moment for money — after the
 * provider authorised but before we recorded it, and after the order committed but before the capture. Unset (always,
 * outside those tests) it does nothing.
 */
export type Failpoint = 'after-authorisation' | 'after-order';

/** The failpoint check armed at `armed` (none: a no-op). */
export function createFailpoint(armed: Failpoint | undefined): (name: Failpoint) => void {
  return (name) => {
    if (armed === name) process.kill(process.pid, 'SIGKILL');
  };
}
