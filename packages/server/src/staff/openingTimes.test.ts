import { randomBytes } from 'node:crypto';
import { messages } from '@courtside/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshSession, tenantIdOf } from '../../test/checkoutTestKit';
import { occurrences, venues } from '../db/schema';
import type { TestApp } from '../../test/testApp';
import { callAs, staffFixture } from '../../test/staffTestKit';

// A manager changes a venue's opening times and the clash rules look again at every bookable session to come there. A
// venue of this test's own (the PostgreSQL suite's files share one database and the seeded venues).
let t: TestApp;
let desk: string;
let manager: string;
let call: ReturnType<typeof callAs>;
let venue: { id: number; slug: string };

const allWeek = (opens_at: string, closes_at: string) => Array.from({ length: 7 }, (_, i) => ({ day_of_week: i + 1, opens_at, closes_at }));

beforeAll(async () => {
  ({ t, desk, manager } = await staffFixture());
  call = callAs(t);
  const slug = `opening-test-${randomBytes(4).toString('hex')}`;
  const [row] = await t.database.db
    .insert(venues)
    .values({ tenantId: await tenantIdOf(t), slug, name: 'Opening Times Test Hall', address1: '1 Test Street', town: 'Kingston upon Thames', postcode: 'KT1 1AA', openingTimes: allWeek('06:00', '22:00') })
    .returning({ id: venues.id, slug: venues.slug });
  venue = row!;
});
afterAll(async () => {
  await t.database.db.delete(occurrences).where(eq(occurrences.venueId, venue.id));
  await t.database.db.delete(venues).where(eq(venues.id, venue.id));
  await t.close();
});

const put = (opening_times: object[], token: string | null = manager) => call('PUT', `/api/v1/venues/${venue.slug}/opening-times`, token, { opening_times });

describe('changing opening times', () => {
  it('is a manager\'s, and keeps the rules with their messages', async () => {
    expect((await put(allWeek('06:00', '22:00'), desk)).statusCode).toBe(403);
    expect((await put(allWeek('06:00', '22:00'), null)).statusCode).toBe(401);
    const refused = await put([{ day_of_week: 1, opens_at: '22:00', closes_at: '06:00' }]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'opening_times.0.closes_at': [messages.staff.openingOrder] });
    expect((await call('PUT', '/api/v1/venues/no-such-venue/opening-times', manager, { opening_times: [] })).statusCode).toBe(404);
  });

  it('sets aside the sessions to come that fall outside the new hours; wider hours again let them be reinstated', async () => {
    const session = await freshSession(t, 5, { venueId: venue.id });
    const elsewhere = await freshSession(t, 5, { venueId: venue.id });
    // At 10:00 and 07:00 local, whatever hour the seed's first class of that weekday starts (07:00 on some).
    const at = (row: typeof session, from: string, to: string) =>
      t.database.db.update(occurrences).set({ startsLocal: row.startsLocal.replace(/ \d{2}:/, ` ${from}:`), endsLocal: row.endsLocal.replace(/ \d{2}:/, ` ${to}:`) }).where(eq(occurrences.id, row.id));
    await at(session, '10', '11');
    await at(elsewhere, '07', '08');
    const weekday = ((new Date(`${session.startsLocal.slice(0, 10)}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    // The session's day now opens only in the early morning: it falls outside; the 07:00 one stays inside.
    const narrowed = allWeek('06:00', '22:00').map((w) => (w.day_of_week === weekday ? { ...w, closes_at: '09:00' } : w));
    const res = await put(narrowed);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ venue_id: venue.id, opening_times: narrowed });
    expect(res.json().data.occurrences_set_aside).toEqual([session.publicId]);
    const url = `/api/v1/activities/occurrences/${session.publicId}`;
    expect((await call('GET', url, desk)).json().data).toMatchObject({ status: 'clashing', can_be_reinstated: true, clashes: [{ kind: 'opening_times', message: messages.staff.clash.openingTimes }] });
    expect((await call('GET', `/api/v1/activities/occurrences/${elsewhere.publicId}`, desk)).json().data.status).toBe('bookable');
    expect((await call('GET', `/api/activities/venues/${venue.slug}`, null)).json().data.opening_times).toEqual(narrowed);
    expect((await call('PATCH', url, manager, { data: { action: 'reinstate' } })).json().message).toBe(messages.staff.stillClashing);

    const widened = await put(allWeek('06:00', '22:00'));
    expect(widened.json().data.occurrences_set_aside).toEqual([]);
    expect((await call('GET', url, desk)).json().data.status).toBe('clashing');
    expect((await call('PATCH', url, manager, { data: { action: 'reinstate' } })).json().data).toMatchObject({ status: 'bookable', clashes: [] });
  });
});
