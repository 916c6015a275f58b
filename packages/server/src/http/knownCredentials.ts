/**
 * Credentials (a waiting-room subject: tenant and a digest of the bearer token or checkout link) whose customer session
 * was found recently, kept least-recently-seen first. A customer who has loaded the page before the rush is decided by
 * the waiting room before their session is looked up again, so a burst of them placed in line costs no database reads.
 * Being known grants nothing: whoever is let in still has their session looked up, and a credential revoked since is
 * refused then.
 */
export interface KnownCredentials {
  /** Notes that `subject`'s session was found just now. */
  note(subject: string): void;
  /** Whether `subject`'s session was found within the keep time. */
  has(subject: string): boolean;
  size(): number;
}

export function createKnownCredentials(nowMs: () => number, { keepMs = 10 * 60_000, max = 100_000 } = {}): KnownCredentials {
  const seen = new Map<string, number>();
  return {
    note(subject) {
      seen.delete(subject);
      seen.set(subject, nowMs());
      // The oldest first: past the bound, the credentials seen longest ago are forgotten (they take the ordinary path).
      for (const oldest of seen.keys()) {
        if (seen.size <= max) break;
        seen.delete(oldest);
      }
    },
    has(subject) {
      const at = seen.get(subject);
      if (at === undefined) return false;
      if (nowMs() - at <= keepMs) return true;
      seen.delete(subject);
      return false;
    },
    size: () => seen.size,
  };
}
