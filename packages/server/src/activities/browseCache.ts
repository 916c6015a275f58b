import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { z } from 'zod';

const gzipAsync = promisify(gzip);

/** A serialised body, plain and gzipped (browsers accept gzip; a 300-session day shrinks from ~390 KB to ~25 KB). */
export interface CachedBody {
  json: Buffer;
  gzip: Buffer;
}

/**
 * What visitors see of a venue-day is the same for every visitor, and the busiest days are big (300+ sessions):
 * their serialised bodies are kept for a moment, so a rush of visitors costs one database read per key and moment.
 * After the moment the kept body is still served while one refresh runs (stale while revalidate), so no visitor
 * waits on the database once a day has been seen. Customers' views (their own actions, prices) are never kept.
 */
// Booking writes in this process clear a tenant's bodies at once (`invalidate`), so freshness only bounds
// what other processes' writes and lapsed basket holds take to show.
const FRESH_MS = 30_000;
/** Beyond this a kept body is too old to serve even while refreshing. */
const STALE_MS = 120_000;
const MAX_ENTRIES = 500;

interface Entry {
  builtAt: number;
  body: Promise<CachedBody>;
  refreshing: boolean;
}

const CHUNK = 50;

/**
 * Validates a list body `{ data: items }` item by item, yielding to waiting requests between chunks: a busy day's
 * check then never holds the event loop for more than a few milliseconds (a refresh must not stall the visitors
 * it serves). Then serialises it, plain and gzipped (off the main thread).
 */
async function serialise<S extends z.ZodType>(itemSchema: S, build: () => Promise<Array<z.input<S>>>): Promise<CachedBody> {
  const items = await build();
  const data: unknown[] = [];
  for (let i = 0; i < items.length; i += CHUNK) {
    if (i > 0) await yieldToRequests();
    for (const item of items.slice(i, i + CHUNK)) data.push(itemSchema.parse(item));
  }
  const json = Buffer.from(JSON.stringify({ data }));
  return { json, gzip: await gzipAsync(json, { level: 6 }) };
}

/** The kept browse bodies of one process: built once by the composition root (services.ts). */
export interface BrowseCache {
  /** The list body for `key`, each item serialised through `itemSchema` (as every response is), built at most once per moment. */
  cachedBody<S extends z.ZodType>(key: string, itemSchema: S, build: () => Promise<Array<z.input<S>>>): Promise<CachedBody>;
  /** Forgets the kept bodies of a tenant (all of them without one): call it when bookings or the timetable change. */
  invalidate(tenantId?: number): void;
}

/** A browse cache on the given clock (milliseconds). */
export function createBrowseCache(nowMs: () => number): BrowseCache {
  const entries = new Map<string, Entry>();
  const store = (key: string, entry: Entry): void => {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  };
  return {
    cachedBody(key, itemSchema, build) {
      const now = nowMs();
      const hit = entries.get(key);
      if (hit && now - hit.builtAt < FRESH_MS) return hit.body;
      if (hit && now - hit.builtAt < STALE_MS) {
        if (!hit.refreshing) {
          hit.refreshing = true;
          const body = serialise(itemSchema, build);
          body.then(
            () => store(key, { builtAt: nowMs(), body, refreshing: false }),
            () => entries.delete(key),
          );
        }
        return hit.body;
      }
      const body = serialise(itemSchema, build);
      // A failure is not remembered: the next request tries again.
      body.catch(() => entries.delete(key));
      store(key, { builtAt: now, body, refreshing: false });
      return body;
    },
    invalidate(tenantId) {
      for (const key of [...entries.keys()]) if (tenantId === undefined || key.startsWith(`${tenantId}:`)) entries.delete(key);
    },
  };
}
