import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { textArray } from '../db/compiled';
import type { Db } from '../db/database';
import type { BrowseCache } from './browseCache';

/** The PostgreSQL channel the processes of one database tell each other on. */
export const browseChannel = 'courtside_browse';

/**
 * Several processes: each process keeps its own visitors' browse bodies, and a booking write clears its own at once.
 * The others hear of it through PostgreSQL LISTEN/NOTIFY — the database every process already shares, no bus of our own
 * — and clear theirs: a NOTIFY sent after the write's commit (not inside it: PostgreSQL serialises the commits of
 * transactions that notify, WAL flush included). Announcements asked for while one is on its way go out together in
 * the next statement, so a burst of writes (an opening's adds) sends a few statements, not one each. A freed place is
 * announced as well, so every process's sold-out memo forgets the tenant's refusals (cart/soldOut.ts).
 */
export interface BrowseSignal {
  /** Tells the other processes that `tenantId`'s bodies are stale (this process has cleared its own); `freed`: a place was freed. */
  announce(tenantId: number, freed?: boolean): Promise<void>;
  /** Listens (and keeps listening: a dropped connection is made again, and everything kept is cleared then). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface BrowseSignalOptions {
  url: string;
  db: Db;
  browseCache: BrowseCache;
  /** Another process freed a place of `tenantId`; with no tenant, freed places may have gone unheard (the connection dropped). */
  onFreed?: (tenantId?: number) => void;
  /** Wait before listening again after the connection dropped (default 1 s). */
  reconnectMs?: number;
  report?: (error: unknown) => void;
}

/** `instance:tenantId`, or `instance:tenantId:freed` for a freed place: a process skips its own announcements. */
export function parseAnnouncement(payload: string | undefined): { instance: string; tenantId: number; freed: boolean } | null {
  const match = /^([0-9a-f-]{8,36}):(\d{1,10})(:freed)?$/.exec(payload ?? '');
  return match ? { instance: match[1]!, tenantId: Number(match[2]), freed: match[3] !== undefined } : null;
}

/**
 * `send` for items asked for together: the first goes at once; while a send is on its way, the items asked for wait and
 * go in the next one, each caller answered when the send carrying its item is done.
 */
export function together(send: (items: string[]) => Promise<unknown>): (item: string) => Promise<void> {
  let pending = new Set<string>();
  let next: Promise<void> | null = null;
  let flight: Promise<unknown> = Promise.resolve();
  return (item) => {
    pending.add(item);
    next ??= flight
      .catch(() => undefined)
      .then(async () => {
        const items = [...pending];
        pending = new Set();
        next = null;
        await (flight = send(items));
      });
    return next;
  };
}

export function createBrowseSignal({ url, db, browseCache, onFreed, reconnectMs = 1000, report = (error) => console.error('Browse signal', error) }: BrowseSignalOptions): BrowseSignal {
  const instance = randomUUID();
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  const onNotification = (message: pg.Notification) => {
    const announcement = parseAnnouncement(message.payload);
    if (!announcement || announcement.instance === instance) return;
    browseCache.invalidate(announcement.tenantId);
    if (announcement.freed) onFreed?.(announcement.tenantId);
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
    if (afterDrop) {
      browseCache.invalidate();
      onFreed?.();
    }
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

  const announceTogether = together((notices) => db.execute(sql`select pg_notify(${browseChannel}, notice) from unnest(${textArray(notices)}::text[]) as notice`));

  return {
    announce: (tenantId, freed = false) => announceTogether(`${instance}:${tenantId}${freed ? ':freed' : ''}`),
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
