import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMember } from '../../test/staffTestKit';
import { bearer } from '../../test/accountsTestKit';
import { addToBasket, newCustomers, tenantIdOf } from '../../test/checkoutTestKit';
import { createTestApp, hosts, testAppBudget, type TestApp } from '../../test/testApp';
import { knownActivityIds } from './activityList';
import { feedNames, feedPath, openactiveFeeds, type FeedName } from './feeds';

// The OpenActive validators are CommonJS packages without types.
const require = createRequire(import.meta.url);
const { RpdeValidator } = require('@openactive/rpde-validator') as {
  RpdeValidator: (url: string, options: Record<string, unknown>) => Promise<{ pages: Array<{ url: string; errors: Array<{ data: ValidationError }> }> }>;
};
const { validate } = require('@openactive/data-model-validator') as { validate: (data: unknown, options: Record<string, unknown>) => Promise<ValidationError[]> };
interface ValidationError {
  severity: string;
  message: string;
  path?: string;
  type?: string;
}
interface RpdeItem {
  state: 'updated' | 'deleted';
  kind: string;
  id: string;
  modified: number;
  data?: Record<string, unknown>;
}
interface RpdePage {
  next: string;
  items: RpdeItem[];
  license: string;
}

// Offline the validator cannot fetch the Activity List to look an activity up (loadRemoteJson: false): those two
// findings say the list was not reached, not that the data is wrong — the test checks each activity against the
// table (activityList.ts, its identifiers taken from the list's JSON-LD) instead.
const listUnreachable = /did not return a valid HTTP status|could not be found in the OpenActive activity list/;
const failures = (errors: readonly ValidationError[]) => errors.filter((e) => e.severity === 'failure' && !listUnreachable.test(e.message));

let t: TestApp;
let peakServer: Server;
/** Each tenant's origin: Riverside (the default tenant) on 127.0.0.1, Peak on 127.0.0.2 (TENANT_HOST_MAP). */
const origins: Record<'riverside' | 'peak', string> = { riverside: '', peak: '' };

beforeAll(async () => {
  t = await createTestApp({ tenantHostMap: { '127.0.0.2': { tenant: 'peak', site: 'bookings' } }, openActiveRefreshSeconds: 300 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origins.riverside = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  peakServer = createServer((req, res) => t.app.routing(req, res));
  await new Promise<void>((resolve) => peakServer.listen(0, '127.0.0.2', resolve));
  origins.peak = `http://127.0.0.2:${(peakServer.address() as AddressInfo).port}`;
}, testAppBudget);

afterAll(async () => {
  await new Promise((resolve) => peakServer.close(resolve));
  await t.close();
});

/** Every page of a feed from its start, following `next` until a page has no items. */
async function walk(origin: string, feed: FeedName, from = `${origin}${feedPath(feed)}`): Promise<{ items: RpdeItem[]; pages: number; last: RpdePage }> {
  const items: RpdeItem[] = [];
  let url = from;
  for (let pages = 1; ; pages++) {
    const page = (await (await fetch(url)).json()) as RpdePage;
    items.push(...page.items);
    if (page.items.length === 0) return { items, pages, last: page };
    url = page.next;
  }
}

describe.each(['riverside', 'peak'] as const)('the OpenActive feeds of %s', (tenant) => {
  it.each(feedNames)('%s passes the RPDE validator, page by page to the end', async (feed) => {
    const log = await RpdeValidator(`${origins[tenant]}${feedPath(feed)}`, { pageLimit: 1000, timeoutMs: 20_000 });
    const found = log.pages.flatMap((p) => p.errors).map((e) => e.data).filter((e) => e.severity === 'failure');
    expect(found.map((e) => e.message)).toEqual([]);
    // It walked the whole feed: more than the first page, and a tombstone-free feed of the seeded timetable.
    expect(log.pages.length).toBeGreaterThan(1);
  }, 120_000);

  it('publishes items of every kind the data model validator passes, their activities from the Activity List', async () => {
    for (const feed of feedNames) {
      const { items } = await walk(origins[tenant], feed);
      const updated = items.filter((i) => i.state === 'updated');
      expect(updated.length, feed).toBeGreaterThan(0);
      expect(new Set(items.map((i) => i.kind))).toEqual(new Set([openactiveFeeds[feed].kind]));
      // A sample: the first, the last and some between.
      const sample = [0, 1, 2, Math.floor(updated.length / 2), updated.length - 1].map((n) => updated[n]!).filter((v, i, all) => all.indexOf(v) === i);
      for (const item of sample) {
        expect(failures(await validate(item.data, { loadRemoteJson: false })), `${feed} ${item.id}`).toEqual([]);
        for (const activity of (item.data!.activity as Array<{ '@id': string }> | undefined) ?? []) expect(knownActivityIds.has(activity['@id'])).toBe(true);
      }
    }
  }, 120_000);
});

describe('the feeds', () => {
  it('answer each page cacheable: the last briefly, repeating its own next; the others for an hour', async () => {
    const first = await fetch(`${origins.riverside}${feedPath('session-series')}`);
    expect(first.headers.get('content-type')).toMatch(/^application\/vnd\.openactive\.rpde\+json; version=1/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    const { last } = await walk(origins.riverside, 'session-series');
    const again = await fetch(last.next);
    expect(again.headers.get('cache-control')).toBe('public, max-age=8');
    expect(((await again.json()) as RpdePage).next).toBe(last.next);
  });

  it("never show one tenant another's items, wherever a harvester starts", async () => {
    const riversideId = await tenantIdOf(t, 'riverside');
    const peakId = await tenantIdOf(t, 'peak');
    const owned = async (tenantId: number) =>
      new Set(((await t.database.db.execute(sql`select feed || ' ' || id as key from openactive_items where tenant_id = ${tenantId}`)) as unknown as { rows: Array<{ key: string }> }).rows.map((r) => r.key));
    const theirs = { riverside: await owned(riversideId), peak: await owned(peakId) };
    for (const [tenant, other] of [['riverside', 'peak'], ['peak', 'riverside']] as const) {
      for (const feed of feedNames) {
        const { items } = await walk(origins[tenant], feed);
        expect(items.every((i) => theirs[tenant].has(`${feed} ${i.id}`) && !theirs[other].has(`${feed} ${i.id}`)), `${tenant} ${feed}`).toBe(true);
      }
    }
    // Asked by the host of one tenant from the other's first item on: still only the host's own.
    const peakFirst = (await walk(origins.peak, 'slots')).items[0]!;
    const fromThere = await t.request(hosts.riverside, { method: 'GET', url: `${feedPath('slots')}?afterTimestamp=${peakFirst.modified - 1}&afterId=${encodeURIComponent(peakFirst.id)}` });
    expect((fromThere.json() as RpdePage).items.some((i) => theirs.peak.has(`slots ${i.id}`))).toBe(false);
  }, 120_000);

  it('refuse an unknown feed or a place that is not a number with a 4xx', async () => {
    expect((await t.request(hosts.riverside, { method: 'GET', url: '/api/openactive/feeds/orders' })).statusCode).toBe(422);
    expect((await t.request(hosts.riverside, { method: 'GET', url: `${feedPath('slots')}?afterTimestamp=soon&afterId=x` })).statusCode).toBe(422);
  });

  it('move a session a customer takes a place on after the last item, with one place fewer, once the commit is out', async () => {
    const { items, last } = await walk(origins.riverside, 'slots');
    const top = Math.max(...items.map((i) => i.modified));
    const open = items.filter((i) => i.state === 'updated' && (i.data!.remainingUses as number) > 0);
    const chosen = open[Math.floor(open.length / 2)]!;
    const [customer] = await newCustomers(t, 1);
    expect((await addToBasket(t, customer!, chosen.id)).statusCode).toBe(200);
    await t.services.outbox.idle();
    const moved = (await walk(origins.riverside, 'slots', last.next)).items.find((i) => i.id === chosen.id);
    expect(moved!.modified).toBeGreaterThan(top);
    expect(moved!.data!.remainingUses).toBe((chosen.data!.remainingUses as number) - 1);
  }, 60_000);

  it('move a session staff cancel after the last item, as updated with eventStatus Cancelled, once the commit is out', async () => {
    const { items, last } = await walk(origins.riverside, 'scheduled-sessions');
    const top = Math.max(...items.map((i) => i.modified));
    const live = items.filter((i) => i.state === 'updated' && (i.data!.eventStatus as string).endsWith('EventScheduled'));
    const chosen = live[live.length - 1]!;
    const manager = await staffMember(t, 'manager');
    const cancelled = await t.request(hosts.riverside, {
      method: 'PATCH',
      url: `/api/v1/activities/occurrences/${chosen.id}`,
      headers: bearer(manager),
      payload: { data: { action: 'delete', reason: 'schedule_change' } },
    });
    expect(cancelled.statusCode).toBe(200);
    await t.services.outbox.idle();
    const after = await walk(origins.riverside, 'scheduled-sessions', last.next);
    const moved = after.items.find((i) => i.id === chosen.id);
    expect(moved?.state).toBe('updated');
    expect(moved!.modified).toBeGreaterThan(top);
    expect(moved!.data!.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(moved!.data!.remainingAttendeeCapacity).toBe(0);
  }, 60_000);
});
