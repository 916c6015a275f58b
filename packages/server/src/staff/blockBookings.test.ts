import { randomBytes } from 'node:crypto';
import { addDays, occurrenceResponseSchema, venueDateSlug, type OccurrenceWire, type StaffRole } from '@courtside/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.repo';
import { locations, users, venues } from '../db/schema';
import { tenantDb } from '../db/tenantDb';
import { hosts, type TestApp } from '../../test/testApp';
import { callAs, staffFixture, windowOf } from '../../test/staffTestKit';

// Spec §3 Block booking information: the seeded club's court at Matlock (blockBookings.seed) shows who holds it, paid
// or not, to managers and super users only; front-of-house staff and customers read null.
let t: TestApp;
let peakManager: string;
let call: ReturnType<typeof callAs>;
let peakTenant: number;
let query: string;

/** A Peak staff member with `role`, of this test's own: their bearer token. */
async function peakStaff(role: StaffRole) {
  const tag = randomBytes(4).toString('hex');
  const [row] = await t.database.db
    .insert(users)
    .values({ tenantId: peakTenant, reference: `STAFF-${tag}`, email: `staff-${tag}@peak.example`, firstName: 'Pat', lastName: 'Kerr', role: 'staff', staffRole: role })
    .returning({ id: users.id });
  return createSession(tenantDb(t.database.db, peakTenant), row!.id, new Date());
}

beforeAll(async () => {
  ({ t, peakManager } = await staffFixture());
  call = callAs(t);
  const [venue] = await t.database.db.select({ id: venues.id, tenantId: venues.tenantId }).from(venues).where(eq(venues.slug, 'matlock-sports-centre'));
  peakTenant = venue!.tenantId;
  const [court] = await t.database.db.select({ id: locations.id }).from(locations).where(and(eq(locations.venueId, venue!.id), eq(locations.slug, 'court-12')));
  query = `${windowOf(addDays(venueDateSlug(new Date(), 'Europe/London'), 1), 14)}&venue_ids=${venue!.id}&location_ids=${court!.id}`;
});
afterAll(() => t.close());

const blocked = async (token: string) => {
  const res = await call('GET', `/api/v1/activities/occurrences?${query}`, token, undefined, hosts.peak);
  expect(res.statusCode).toBe(200);
  return (res.json().data as OccurrenceWire[]).filter((o) => o.block_booking_information !== null);
};

describe('block booking information', () => {
  it('shows a manager who holds the court, whether it is paid, how and under which reference', async () => {
    const held = await blocked(peakManager);
    expect(held).toHaveLength(4);
    const [club] = await t.database.db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, peakTenant), eq(users.reference, 'PA-000003')));
    for (const o of held) {
      expect(o.starts_at.local.slice(11, 16)).toBe('19:00');
      expect(o.capacity.available).toBe(0);
      expect(o.block_booking_information).toMatchObject({ user_id: club!.id, booking_status: 'settled' });
    }
    const info = held.map((o) => o.block_booking_information!);
    expect(info.slice(0, 2).map((i) => [i.is_paid, i.tender_types])).toEqual([[true, ['off-system']], [true, ['off-system']]]);
    for (const i of info.slice(0, 2)) expect(i.payment_reference).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}$/);
    expect(info.slice(2).map((i) => [i.is_paid, i.tender_types, i.payment_reference])).toEqual([[false, [], null], [false, [], null]]);
    const one = await call('GET', `/api/v1/activities/occurrences/${held[0]!.id}`, peakManager, undefined, hosts.peak);
    expect(occurrenceResponseSchema.parse(one.json()).data.block_booking_information).toEqual(info[0]);
  });

  it('shows it to a super user, and to nobody else on the same calls', async () => {
    expect(await blocked(await peakStaff('super-user'))).toHaveLength(4);
    const desk = await peakStaff('front-of-house');
    expect(await blocked(desk)).toEqual([]);
    const any = (await call('GET', `/api/v1/activities/occurrences?${query}`, desk, undefined, hosts.peak)).json().data as OccurrenceWire[];
    expect(any.length).toBeGreaterThan(4);
    const held = (await blocked(peakManager))[0]!;
    expect((await call('GET', `/api/v1/activities/occurrences/${held.id}`, desk, undefined, hosts.peak)).json().data.block_booking_information).toBeNull();
    const asVisitor = await call('GET', `/api/activities/${held.id}`, null, undefined, hosts.peak);
    expect(asVisitor.statusCode).toBe(200);
    expect(asVisitor.json().data.occurrence.block_booking_information).toBeNull();
  });
});
