import type { CampWire } from '@courtside/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, newCustomers, riversideHost, tenantIdOf } from '../../test/checkoutTestKit';
import { occurrences, programmes } from '../db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';

// The opening rush: a crowd on a camp page reads what every viewer sees alike once (programmes/sharedReads.ts) — and
// each viewer still sees the places as of their own request, and a quiet server shows an edit at once.
let t: TestApp;
const slug = 'summer-multi-sport-camp';
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = async (who: { token: string }) => {
  const res = await t.request(riversideHost, { method: 'GET', url: `/api/v1/activities/camps/detail?camp_slug=${slug}`, headers: auth(who.token) });
  expect(res.statusCode).toBe(200);
  return res.json().data as CampWire;
};

/** `n` page requests' work in flight (the state of a rush) until released. */
function crowd(n: number) {
  const ends: Array<() => void> = [];
  const works = Array.from({ length: n }, () => t.services.programmeReads.track(() => new Promise<void>((resolve) => ends.push(resolve))));
  return async () => {
    ends.forEach((end) => end());
    await Promise.all(works);
  };
}

describe('a crowd on a camp page', () => {
  it('shares the parts alike for everyone, while each viewer sees the places as of their request', async () => {
    const tenantId = await tenantIdOf(t);
    const [camp] = await t.database.db.select().from(programmes).where(and(eq(programmes.tenantId, tenantId), eq(programmes.slug, slug)));
    const [first, second, third] = await newCustomers(t, 3);
    const reads = t.services.programmeReads;
    const read = reads.read.bind(reads);
    const fresh = reads.fresh.bind(reads);
    const kept: boolean[] = [];
    const freshReads: string[] = [];
    reads.read = async (key, load) => {
      const answer = await read(key, load);
      kept.push(answer.kept);
      return answer;
    };
    reads.fresh = (key, load) => {
      freshReads.push(key);
      return fresh(key, load);
    };
    const release = crowd(3);
    try {
      const before = await page(first!);
      // Places change (five more on every session) and the camp is renamed, both after the first viewer's read.
      await t.database.db.update(occurrences).set({ capacity: sql`${occurrences.capacity} + 5` }).where(and(eq(occurrences.tenantId, tenantId), eq(occurrences.programmeId, camp!.id)));
      await t.database.db.update(programmes).set({ name: 'Renamed camp' }).where(eq(programmes.id, camp!.id));
      const during = await page(second!);
      // The second viewer was given the first's read of the alike parts (the old name, for a moment) …
      expect(kept).toEqual([false, true]);
      expect(during.name).toBe(before.name);
      // … but the places as of their own request: from a read of the sessions begun after they asked, which the
      // crowd's requests that ask during one share (sharedReads.test.ts).
      expect(freshReads).toEqual([expect.stringContaining(':sessions:')]);
      expect(during.capacity.available).toBe(before.capacity.available + 5);
      expect(during.occurrences.map((o) => o.capacity.maximum)).toEqual(before.occurrences.map((o) => o.capacity.maximum + 5));
    } finally {
      await release();
      reads.read = read;
      reads.fresh = fresh;
    }
    // With the crowd gone the next viewer reads everything afresh: the edit shows at once.
    expect((await page(third!)).name).toBe('Renamed camp');
    await t.database.db.update(programmes).set({ name: camp!.name }).where(eq(programmes.id, camp!.id));
  });
});
