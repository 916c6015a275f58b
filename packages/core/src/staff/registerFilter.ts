/**
 * The register's "only sessions with bookings" filter: the sessions with a place taken, keeping the one whose register
 * is open (so cancelling it, which frees its places, does not take it out of view). Off: all of them.
 */
export function registerSessionsShown<S extends { id: string; capacity: { consumed: number } }>(
  sessions: readonly S[],
  filter: { withBookingsOnly: boolean; openId: string | null },
): S[] {
  if (!filter.withBookingsOnly) return [...sessions];
  return sessions.filter((s) => s.capacity.consumed > 0 || s.id === filter.openId);
}
