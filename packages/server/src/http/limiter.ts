/**
 * Runs at most `max` tasks at once; the rest wait in the order of their key (the customer's arrival, http/arrivals.ts;
 * without one, after every task that has one), ties in the order they were handed in. Under a burst (500 buyers for
 * one session at the same moment) a request then finishes soon after its turn comes, instead of every request's queries
 * queuing behind every other request's at the connection pool — which makes all of them, winners included, as slow as
 * the burst — and the one who came first is served first even when their request reached this slot later.
 */
export function createLimiter(max: number) {
  let active = 0;
  const waiting: Array<{ key: number; start: () => void }> = [];
  // How long a task takes, smoothed (a guess of 50 ms until the first ends): the waiting room's pace (http/waitingRoom.ts).
  let taskMs = 50;
  /** Where a task with `key` joins the waiting: after every task whose key is not later. */
  const placeOf = (key: number) => {
    let [lo, hi] = [0, waiting.length];
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (waiting[mid]!.key <= key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const limited = async function limited<T>(task: () => Promise<T>, key = Number.POSITIVE_INFINITY): Promise<T> {
    if (active < max) active++;
    else await new Promise<void>((start) => waiting.splice(placeOf(key), 0, { key, start }));
    const started = performance.now();
    try {
      return await task();
    } finally {
      taskMs = taskMs * 0.9 + (performance.now() - started) * 0.1;
      // Hand the slot straight to the next in line (active stays the same), or free it.
      const next = waiting.shift();
      if (next) next.start();
      else active--;
    }
  };
  return Object.assign(limited, {
    /** How many tasks are waiting for a slot now (0: a new task starts at once). */
    waiting: () => waiting.length,
    /** How many tasks are running or waiting now. */
    load: () => active + waiting.length,
    /** How many tasks it finishes a second with every slot busy, at the recent pace. */
    perSecond: () => (max * 1000) / Math.max(1, taskMs),
    /** How many may run at once. */
    max,
  });
}
