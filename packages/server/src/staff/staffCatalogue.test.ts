import { randomBytes } from 'node:crypto';
import { messages } from '@courtside/core';
import { freshSession, newCustomers } from '../../test/checkoutTestKit';
import { waitlistEntries } from '../db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hosts, type TestApp } from '../../test/testApp';
import { callAs, staffFixture } from '../../test/staffTestKit';

// Staff contracts: the waitlist list, and categories under core's rules (each refusal a 422 on its field).
let t: TestApp;
let desk: string;
let manager: string;
let peakManager: string;
let call: ReturnType<typeof callAs>;

beforeAll(async () => {
  ({ t, desk, manager, peakManager } = await staffFixture());
  call = callAs(t);
});
afterAll(() => t.close());

describe('the waitlist list', () => {
  it('lists an occurrence\'s waiting customers in the order they joined', async () => {
    const session = await freshSession(t, 1, { waitlistMaximum: 5 });
    const [first, second] = await newCustomers(t, 2);
    for (const who of [first!, second!]) {
      await t.database.db.insert(waitlistEntries).values({ tenantId: session.tenantId, occurrenceId: session.id, userId: who.id, createdAt: new Date(Date.now() - (who === first ? 60_000 : 0)) });
    }
    const res = await call('GET', `/api/v1/waitlist?occurrence_id=${session.publicId}`, desk);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((e: { user_id: number; occurrence: { occurrence_id: string } }) => [e.user_id, e.occurrence.occurrence_id])).toEqual([
      [first!.id, session.publicId],
      [second!.id, session.publicId],
    ]);
    expect(res.json().meta.pagination).toMatchObject({ total_records: 2, current_page: 1 });
    const peak = await call('GET', `/api/v1/waitlist?occurrence_id=${session.publicId}`, peakManager, undefined, hosts.peak);
    expect(peak.json().data).toEqual([]);
  });
});

describe('categories', () => {
  const tag = () => randomBytes(3).toString('hex');
  it('lists with usage checks: a category holding sessions says so', async () => {
    const res = await call('GET', '/api/v1/activities/categories?search=yoga&with_usage_checks=true', desk);
    expect(res.statusCode).toBe(200);
    const yoga = (res.json().data as Array<{ slug: string; in_use: { in_use: boolean; reasons: string[] }; parent: { slug: string } | null }>).find((c) => c.slug === 'yoga');
    expect(yoga?.in_use).toEqual({ in_use: true, reasons: ['templates', 'schedules'] });
    expect(yoga?.parent).not.toBeNull();
    expect((await call('GET', '/api/v1/activities/categories?search=%25', desk)).json().data).toEqual([]);
  });

  it('creates and updates within the rules, each refusal a 422 on its field; only managers', async () => {
    const parentSlug = `parent-${tag()}`;
    const body = (extra: object) => ({ name: 'Climbing', slug: `climbing-${tag()}`, booking_type: 'classes', parent_id: null, ...extra });
    expect((await call('POST', '/api/v1/activities/categories', desk, body({}))).statusCode).toBe(403);
    const parent = await call('POST', '/api/v1/activities/categories', manager, { name: 'Wall sports', slug: parentSlug, booking_type: null, parent_id: null });
    expect(parent.statusCode).toBe(200);
    const child = await call('POST', '/api/v1/activities/categories', manager, body({ parent_id: parent.json().data.id }));
    expect(child.statusCode).toBe(200);
    expect(child.json().data).toMatchObject({ parent: { slug: parentSlug }, in_use: { in_use: false, reasons: [] } });

    const taken = await call('POST', '/api/v1/activities/categories', manager, body({ slug: 'yoga' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ['The slug has already been taken'] });
    const grandchild = await call('POST', '/api/v1/activities/categories', manager, body({ parent_id: child.json().data.id }));
    expect(grandchild.json().errors).toEqual({ parent_id: ['A child category cannot be a parent'] });
    const parentUpdate = await call('PATCH', `/api/v1/activities/categories/${parent.json().data.id}`, manager, { name: 'Wall sports', slug: parentSlug, booking_type: 'classes', parent_id: null });
    expect(parentUpdate.json().errors).toEqual({ booking_type: ['A parent category has no booking type'] });
    expect((await call('POST', '/api/v1/activities/categories', manager, body({ parent_id: '00000000-0000-4000-8000-000000000000' }))).json().errors).toEqual({ parent_id: [messages.notFound] });

    // In use: its booking type is locked; its name may change.
    const yoga = (await call('GET', '/api/v1/activities/categories?search=yoga', desk)).json().data.find((c: { slug: string }) => c.slug === 'yoga');
    const locked = await call('PATCH', `/api/v1/activities/categories/${yoga.id}`, manager, { name: yoga.name, slug: 'yoga', booking_type: 'courses', parent_id: yoga.parent.id });
    expect(locked.json().errors).toEqual({ booking_type: ['The booking type cannot change while the category is in use'] });
    const renamed = await call('PATCH', `/api/v1/activities/categories/${child.json().data.id}`, manager, body({ name: 'Bouldering', slug: child.json().data.slug, parent_id: parent.json().data.id }));
    expect(renamed.json().data.name).toBe('Bouldering');
    expect((await call('PATCH', `/api/v1/activities/categories/${yoga.id}`, peakManager, { name: 'x', slug: 'x', booking_type: null, parent_id: null }, hosts.peak)).statusCode).toBe(404);
  });
});
