/**
 * Runs at most `max` tasks at once; the rest wait in arrival order. Under a burst (500 buyers for one session at the
 * same moment) a request then finishes soon after its turn comes, instead of every request's queries queuing behind
 * every other request's at the connection pool — which makes all of them, winners included, as slow as the burst.
 */
export function createLimiter(max: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  const limited = async function limited<T>(task: () => Promise<T>): Promise<T> {
    if (active < max) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next in line (active stays the same), or free it.
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
  return Object.assign(limited, {
    /** How many tasks are waiting for a slot now (0: a new task starts at once). */
    waiting: () => waiting.length,
    /** How many tasks are running or waiting now. */
    load: () => active + waiting.length,
    /** How many may run at once. */
    max,
  });
}

export type Limiter = ReturnType<typeof createLimiter>;
