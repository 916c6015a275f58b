import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/database';
import type { BrowseCache } from './browseCache';

/** The PostgreSQL channel the processes of one database tell each other on. */
export const browseChannel = 'courtside_browse';

/**
 * Issue 17 (several processes): each process keeps its own visitors' browse bodies, and a booking write clears its own
 * at once. The others hear of it through PostgreSQL LISTEN/NOTIFY — the database every process already shares, no bus
 * of our own — and clear theirs: one NOTIFY per write, sent after the commit.
 */
export interface BrowseSignal {
  /** Tells the other processes that `tenantId`'s bodies are stale (this process has cleared its own). */
  announce(tenantId: number): Promise<void>;
  /** Listens (and keeps listening: a dropped connection is made again, and everything kept is cleared then). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface BrowseSignalOptions {
  url: string;
  db: Db;
  browseCache: BrowseCache;
  /** Wait before listening again after the connection dropped (default 1 s). */
  reconnectMs?: number;
  report?: (error: unknown) => void;
}

/** `instance:tenantId`: a process skips its own announcements. */
export function parseAnnouncement(payload: string | undefined): { instance: string; tenantId: number } | null {
  const match = /^([0-9a-f-]{8,36}):(\d{1,10})$/.exec(payload ?? '');
  return match ? { instance: match[1]!, tenantId: Number(match[2]) } : null;
}

export function createBrowseSignal({ url, db, browseCache, reconnectMs = 1000, report = (error) => console.error('Browse signal', error) }: BrowseSignalOptions): BrowseSignal {
  const instance = randomUUID();
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  const onNotification = (message: pg.Notification) => {
    const announcement = parseAnnouncement(message.payload);
    if (announcement && announcement.instance !== instance) browseCache.invalidate(announcement.tenantId);
  };

  const listen = async (afterDrop: boolean) => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', onNotification);
    next.on('error', (error) => {
      report(error);
      drop(next);
    });
    next.on('end', () => drop(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${browseChannel}`);
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    // Writes made while nobody listened were not heard: forget everything rather than serve it for a while.
    if (afterDrop) browseCache.invalidate();
  };

  const listenAgain = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      if (stopped) return;
      listen(true).catch((error: unknown) => {
        report(error);
        listenAgain();
      });
    }, reconnectMs);
  };

  const drop = (dropped: pg.Client) => {
    if (client !== dropped) return;
    client = null;
    void dropped.end().catch(() => undefined);
    listenAgain();
  };

  return {
    async announce(tenantId) {
      await db.execute(sql`select pg_notify(${browseChannel}, ${`${instance}:${tenantId}`})`);
    },
    start: () => listen(false),
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end();
    },
  };
}
