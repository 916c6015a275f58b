import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/**
 * Feed pages a process has just served, with their gzip, for a minute. A page with items may be served a little stale
 * without a harvester missing anything: an item only ever moves later in the feed (its `modified` only grows), so any
 * item that now falls between a stale page's bounds was on it too, and whatever changed since shows up again after it.
 * (HTTP caches are told they may keep such pages for an hour.) The last page — no items — is never kept: it is where
 * changes appear.
 */
export interface FeedPageCache {
  get(key: string): CachedPage | undefined;
  put(key: string, body: Buffer): Promise<CachedPage>;
}

export interface CachedPage {
  body: Buffer;
  gzip: Buffer;
}

export function createFeedPageCache(nowMs: () => number, { ttlMs = 60_000, maxPages = 256 } = {}): FeedPageCache {
  const pages = new Map<string, CachedPage & { until: number }>();
  return {
    get(key) {
      const page = pages.get(key);
      if (!page) return undefined;
      if (page.until <= nowMs()) {
        pages.delete(key);
        return undefined;
      }
      return page;
    },
    async put(key, body) {
      const page = { body, gzip: await gzipAsync(body, { level: 6 }), until: nowMs() + ttlMs };
      pages.delete(key);
      pages.set(key, page);
      // The oldest first out (a Map keeps insertion order).
      while (pages.size > maxPages) pages.delete(pages.keys().next().value as string);
      return page;
    },
  };
}
