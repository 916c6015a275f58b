/** What `SharedReads.read` answers: the value, and whether it was kept from a read that ended before this one asked. */
export interface SharedRead<T> {
  value: T;
  /** True when another caller's read gave the value (begun before this caller asked): what changes by the moment must be read again. */
  kept: boolean;
}

export interface SharedReads {
  /** Runs one request's work that reads through `read`: how many run at once is the crowd. */
  track<T>(work: () => Promise<T>): Promise<T>;
  /** The value of `key`: joined to a read already under way, kept from a moment ago while a crowd asks, or read now. */
  read<T>(key: string, load: () => Promise<T>): Promise<SharedRead<T>>;
  /**
   * The value of `key` from a read that began after this caller asked, never one begun before (what changes by the
   * moment: a session's places). While a crowd is in flight, callers that ask during a read share the next one, which
   * begins as that one ends; otherwise the read is the caller's own.
   */
  fresh<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/** A key's fresh reads: the one under way, and the one its waiting callers share next. */
interface Batch {
  running?: Promise<unknown>;
  next?: Promise<unknown>;
}

interface Entry {
  value: Promise<unknown>;
  /** When the read ended (undefined while it runs). */
  endedAt?: number;
}

/**
 * The opening rush: 2,500 customers loading the same camp page in a minute each cost a dozen statements for parts of
 * the page that are the same for all of them (the programme, its extras and questions, the names and prices its
 * sessions point at). Callers asking while a read of the same key is under way share it, and while more than `crowd`
 * requests' work is in flight (`track`) a finished read is also kept for `keepMs`; either way `kept` tells the caller
 * the read began before it asked, so it reads again what changes by the moment. With fewer in flight and nothing under
 * way every read is its caller's own, so a quiet server shows an edit at once. A failed read is never kept.
 */
export function createSharedReads(nowMs: () => number, { keepMs = 1_000, crowd = 2, max = 200 } = {}): SharedReads {
  const entries = new Map<string, Entry>();
  const batches = new Map<string, Batch>();
  let inFlight = 0;
  /** Begins a read of `key` now, as the key's running one (forgotten once it ends, whatever the outcome). */
  const begin = (key: string, batch: Batch, load: () => Promise<unknown>) => {
    const running = load().finally(() => {
      if (batch.running === running) batch.running = undefined;
      if (!batch.running && !batch.next) batches.delete(key);
    });
    batch.running = running;
    return running;
  };
  return {
    async track(work) {
      inFlight++;
      try {
        return await work();
      } finally {
        inFlight--;
      }
    },
    async read<T>(key: string, load: () => Promise<T>): Promise<SharedRead<T>> {
      const entry = entries.get(key);
      if (entry && entry.endedAt === undefined) return { value: (await entry.value) as T, kept: true };
      if (entry && inFlight > crowd && nowMs() - entry.endedAt! <= keepMs) return { value: (await entry.value) as T, kept: true };
      const fresh: Entry = { value: load() };
      entries.delete(key);
      entries.set(key, fresh);
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
      try {
        const value = (await fresh.value) as T;
        fresh.endedAt = nowMs();
        return { value, kept: false };
      } catch (error) {
        if (entries.get(key) === fresh) entries.delete(key);
        throw error;
      }
    },
    async fresh<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (inFlight <= crowd) return load();
      const batch = batches.get(key) ?? batches.set(key, {}).get(key)!;
      if (!batch.running) return (await begin(key, batch, load)) as T;
      // A read is under way, begun before this caller asked: wait for the next, which all such callers share.
      batch.next ??= batch.running
        .catch(() => undefined)
        .then(() => {
          batch.next = undefined;
          return begin(key, batch, load);
        });
      return (await batch.next) as T;
    },
  };
}
