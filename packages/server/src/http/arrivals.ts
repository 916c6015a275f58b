/**
 * When each customer (a waiting-room subject: tenant and a digest of the credential) first reached this process lately,
 * noted from memory as their request arrives, before any database work. The waiting rooms and the limiters behind
 * them serve in this order, so at an opening the customer who came first keeps that place through the page, the add
 * and the payment, however long each answer took. An arrival is kept `keepMs` (10 min, the life of a waiting-room
 * ticket); the oldest are forgotten past `max`.
 */
export interface Arrivals {
  /**
   * The subject's arrival: the earliest of the one noted here, `presented` (a signed ticket's) and this request's own
   * (now, less `lagMs`: how long before now it reached the server, http/connectionArrival.ts).
   */
  stamp(subject: string, presented?: number, lagMs?: number): number;
  size(): number;
}

export function createArrivals(nowMs: () => number, { keepMs = 10 * 60_000, max = 200_000 } = {}): Arrivals {
  // Insertion order is arrival order (an earlier arrival learnt from a ticket is moved to the back, which only makes it
  // forgotten a little later), so forgetting walks from the front.
  const arrived = new Map<string, number>();
  const forget = (now: number) => {
    for (const [subject, at] of arrived) {
      if (arrived.size <= max && now - at <= keepMs) break;
      arrived.delete(subject);
    }
  };
  return {
    stamp(subject, presented, lagMs = 0) {
      const now = nowMs();
      const came = now - lagMs;
      let at = arrived.get(subject);
      if (at !== undefined && now - at > keepMs) at = undefined;
      const earliest = Math.min(at ?? came, presented ?? came, came);
      if (earliest !== at) {
        arrived.delete(subject);
        arrived.set(subject, earliest);
      }
      forget(now);
      return earliest;
    },
    size: () => arrived.size,
  };
}
