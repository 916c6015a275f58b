/**
 * Crash points for the kill -9 tests (issue 10 harness, "replay and crash"): with COURTSIDE_FAILPOINT set to a point's
 * name, the process kills itself there, at the worst moment for money — after the provider authorised but before we
 * recorded it, and after the order committed but before the capture. Unset (always, outside those tests) it does nothing.
 */
export type Failpoint = 'after-authorisation' | 'after-order';

const armed = process.env.COURTSIDE_FAILPOINT;

export function failpoint(name: Failpoint): void {
  if (armed === name) process.kill(process.pid, 'SIGKILL');
}
