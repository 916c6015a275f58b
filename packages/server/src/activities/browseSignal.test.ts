import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres, type Database } from '../db/database';
import { createBrowseCache, type BrowseCache } from './browseCache';
import { browseChannel, createBrowseSignal, parseAnnouncement, together, type BrowseSignal } from './browseSignal';
import { testDatabaseUrl } from '../../test/workers';

describe('parseAnnouncement', () => {
  it('reads the announcing instance and the tenant, and nothing else', () => {
    expect(parseAnnouncement('0b5f3c2a-1d2e-4f50-9a6b-7c8d9e0f1a2b:42')).toEqual({ instance: '0b5f3c2a-1d2e-4f50-9a6b-7c8d9e0f1a2b', tenantId: 42, freed: false });
    expect(parseAnnouncement('0b5f3c2a:42:freed')).toEqual({ instance: '0b5f3c2a', tenantId: 42, freed: true });
    for (const bad of [undefined, '', '42', 'abc:', 'zzzzzzzz:1', '0b5f3c2a:1; drop table x', '0b5f3c2a:12345678901', '0b5f3c2a:1:gone', '0b5f3c2a:1:freed:x']) expect(parseAnnouncement(bad)).toBeNull();
  });
});

describe('together (announcements asked for during a send go in the next one)', () => {
  /** A send that is held until the test lets it go, noting what each send carried. */
  const heldSends = () => {
    const sent: string[][] = [];
    const release: Array<(failed?: Error) => void> = [];
    const send = (items: string[]) => {
      sent.push(items);
      return new Promise<void>((resolve, reject) => release.push((failed) => (failed ? reject(failed) : resolve())));
    };
    return { sent, release, send };
  };

  it('sends the first at once, and everything asked for meanwhile in one send after it', async () => {
    const { sent, release, send } = heldSends();
    const announce = together(send);
    const done: string[] = [];
    const first = announce('a').then(() => done.push('a'));
    await expect.poll(() => sent).toEqual([['a']]);
    const later = ['b', 'c', 'b'].map((item) => announce(item).then(() => done.push(item)));
    await Promise.resolve();
    expect(sent).toEqual([['a']]);
    release[0]!();
    await first;
    await expect.poll(() => sent).toEqual([['a'], ['b', 'c']]);
    expect(done).toEqual(['a']);
    release[1]!();
    await Promise.all(later);
    expect(done).toEqual(['a', 'b', 'c', 'b']);
  });

  it('answers a failed send to its own callers only, and sends the next', async () => {
    const { sent, release, send } = heldSends();
    const announce = together(send);
    const first = announce('a');
    await expect.poll(() => sent.length).toBe(1);
    const second = announce('b');
    release[0]!(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await expect.poll(() => sent).toEqual([['a'], ['b']]);
    release[1]!();
    await expect(second).resolves.toBeUndefined();
  });
});

// Two processes sharing one PostgreSQL database, each with its own browse cache and its own listening connection.
const url = testDatabaseUrl();

describe.skipIf(!url)('browse bodies across processes (LISTEN/NOTIFY)', () => {
  let database: Database;
  const processes: Array<{ cache: BrowseCache; signal: BrowseSignal; builds: Map<string, number>; freed: Array<number | undefined> }> = [];
  const tenant = 990_001;
  const other = 990_002;

  beforeAll(async () => {
    database = connectPostgres(url!);
    for (let i = 0; i < 2; i++) {
      const cache = createBrowseCache(() => Date.now());
      const freed: Array<number | undefined> = [];
      const signal = createBrowseSignal({ url: url!, db: database.db, browseCache: cache, onFreed: (tenantId) => freed.push(tenantId), reconnectMs: 50, report: () => undefined });
      await signal.start();
      processes.push({ cache, signal, builds: new Map(), freed });
    }
  });
  afterAll(async () => {
    for (const p of processes) await p.signal.stop();
    await database.close();
  });

  /** Reads `key` from a process's cache; answers how many times that process has built it. */
  const read = async (index: number, key: string) => {
    const p = processes[index]!;
    await p.cache.cachedBody(key, z.object({ n: z.number() }), async () => {
      p.builds.set(key, (p.builds.get(key) ?? 0) + 1);
      return [{ n: 1 }];
    });
    return p.builds.get(key) ?? 0;
  };

  it('a booking write announced by one process clears that tenant’s bodies in the other, and only there', async () => {
    const key = `${tenant}:day`;
    const otherKey = `${other}:day`;
    for (const index of [0, 1]) {
      expect(await read(index, key)).toBe(1);
      expect(await read(index, otherKey)).toBe(1);
    }
    await processes[0]!.signal.announce(tenant);
    // The second process rebuilds the tenant's body once it has heard (wait for that state, not for a time).
    await expect.poll(() => read(1, key), { timeout: 10_000 }).toBe(2);
    expect(await read(1, otherKey)).toBe(1);
    // The announcer cleared its own bodies itself (services.ts) and ignores its own announcement.
    expect(await read(0, key)).toBe(1);
    // A booking write is not a freed place.
    expect(processes[1]!.freed).toEqual([]);
  });

  it('a freed place announced by one process reaches the other’s sold-out memo (cart/soldOut.ts), not its own', async () => {
    await processes[0]!.signal.announce(tenant, true);
    await expect.poll(() => processes[1]!.freed, { timeout: 10_000 }).toEqual([tenant]);
    expect(processes[0]!.freed).toEqual([]);
  });

  it('listens again after its connection drops, and forgets everything it kept while deaf', async () => {
    const key = `${tenant}:drop`;
    expect(await read(1, key)).toBe(1);
    await database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = ${`LISTEN ${browseChannel}`} and pid <> pg_backend_pid()`);
    await expect.poll(() => read(1, key), { timeout: 10_000 }).toBe(2);
    // Places freed while it was deaf went unheard: every tenant's sold-out refusals are forgotten.
    expect(processes[1]!.freed.at(-1)).toBeUndefined();
    expect(processes[1]!.freed.length).toBeGreaterThan(1);
    // And it hears announcements again.
    const after = `${tenant}:after`;
    expect(await read(1, after)).toBe(1);
    await expect
      .poll(async () => {
        await processes[0]!.signal.announce(tenant);
        return read(1, after);
      }, { timeout: 10_000 })
      .toBeGreaterThan(1);
  });
});
