import { messages } from '@courtside/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, demo, loginAs } from '../../test/accountsTestKit';
import { freshSession, newCustomers, riversideHost, tenantIdOf } from '../../test/checkoutTestKit';
import { restrictionCompletions, restrictions } from '../db/schema';
import { createTestApp, hosts, type TestApp } from '../../test/testApp';

// A session that needs a waiver is booked by reading its terms, agreeing for the attendee (POST question-waivers, once
// per attendee), then booking; nobody agrees for a stranger, and inductions are not agreed online.
let t: TestApp;
let alex: { token: string; id: number; jamie: number };
let waiverId: number;
let inductionId: number;
let peakWaiverId: number;
beforeAll(async () => {
  t = await createTestApp();
  const session = await loginAs(t, hosts.riverside, demo.alex);
  alex = { token: session.token, id: session.user.id, jamie: session.user.linked_users.find((l) => l.referenced_user.name === 'Jamie Morgan')!.referenced_user.id };
  const idOf = async (tenant: string, slug: string) =>
    (await t.database.db.select({ id: restrictions.id }).from(restrictions).where(and(eq(restrictions.tenantId, await tenantIdOf(t, tenant)), eq(restrictions.slug, slug))))[0]!.id;
  waiverId = await idOf('riverside', 'pool-safety-waiver');
  inductionId = await idOf('riverside', 'spin-bike-induction');
  peakWaiverId = await idOf('peak', 'pool-safety-waiver');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: Record<string, unknown>) =>
  t.request(riversideHost, { method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload }) });
const agree = (token: string | null, waivers: unknown[]) => call('POST', '/api/activities/question-waivers', token, { waivers });
const waiverFor = (userId: number, restrictionId = waiverId) => ({ restriction_id: restrictionId, previous_attendee_id: userId, first_name: 'A', last_name: 'B' });
const agreed = async (userId: number) =>
  (await t.database.db.select().from(restrictionCompletions).where(and(eq(restrictionCompletions.userId, userId), eq(restrictionCompletions.restrictionId, waiverId)))).length;

describe('waivers (spec §7 question-waivers)', () => {
  it("shows a waiver's terms and its one agreement, and not another tenant's", async () => {
    const res = await call('GET', `/api/v1/activities/restrictions/${waiverId}`, null);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ id: waiverId, name: 'Pool safety waiver', type: 'pre-purchase-waiver' });
    expect(data.terms).toContain('<li>');
    expect(data.agreements).toHaveLength(1);
    expect((await call('GET', `/api/v1/activities/restrictions/${peakWaiverId}`, null)).statusCode).toBe(404);
  });

  it('lists the account holder and their linked users as previous attendees, filtered by the query', async () => {
    const all = await call('GET', `/api/activities/${waiverId}/question-waivers/previous-attendees`, alex.token);
    expect(all.statusCode).toBe(200);
    const names = all.json().data.map((p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`);
    expect(names[0]).toBe('Alex Morgan');
    expect(names).toContain('Jamie Morgan');
    const some = await call('GET', `/api/activities/${waiverId}/question-waivers/previous-attendees?query=jam`, alex.token);
    expect(some.json().data).toEqual([{ id: alex.jamie, first_name: 'Jamie', last_name: 'Morgan', answers: [], waiver_agreed: false }]);
    expect((await call('GET', `/api/activities/${waiverId}/question-waivers/previous-attendees`, null)).statusCode).toBe(401);
    expect((await call('GET', `/api/activities/${peakWaiverId}/question-waivers/previous-attendees`, alex.token)).statusCode).toBe(404);
  });

  it('books a waiver session only once the attendee has agreed', async () => {
    const session = await freshSession(t, 5, { waiverId });
    const [customer] = await newCustomers(t, 1);
    const add = () =>
      call('POST', `/api/v1/users/${customer!.id}/carts/online/items`, customer!.token, { items: [{ purchasable_id: session.publicId, purchasable_type: 'occurrence', quantity: 1 }] });
    const refused = await add();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors['items.0.activity_restriction_ids']).toEqual([messages.cart.unmetRestriction('Pool safety waiver')]);
    const view = await call('GET', `/api/activities/${session.publicId}`, customer!.token);
    expect(view.json().data.occurrence.restrictions.pre_purchase_waiver).toMatchObject({ id: waiverId });

    const res = await agree(customer!.token, [{ restriction_id: waiverId, first_name: 'Buyer', last_name: '0' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.ids).toEqual([waiverId]);
    expect(await agreed(customer!.id)).toBe(1);
    const after = await call('GET', `/api/activities/${session.publicId}`, customer!.token);
    expect(after.json().data.occurrence.restrictions.pre_purchase_waiver).toBeNull();
    expect((await add()).statusCode).toBe(200);
    // Agreeing again changes nothing.
    expect((await agree(customer!.token, [{ restriction_id: waiverId, first_name: 'Buyer', last_name: '0' }])).statusCode).toBe(200);
    expect(await agreed(customer!.id)).toBe(1);
  });

  it('agrees for a linked user, never for a stranger or twice in one call, and not to an induction', async () => {
    expect((await agree(alex.token, [waiverFor(alex.jamie)])).statusCode).toBe(200);
    expect(await agreed(alex.jamie)).toBe(1);
    const [stranger] = await newCustomers(t, 1);
    const forStranger = await agree(alex.token, [waiverFor(alex.id), waiverFor(stranger!.id)]);
    expect(forStranger.statusCode).toBe(403);
    expect(await agreed(stranger!.id)).toBe(0);
    const twice = await agree(stranger!.token, [waiverFor(stranger!.id), waiverFor(stranger!.id)]);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors['waivers.1']).toEqual([messages.cart.waiverOnce]);
    expect(await agreed(stranger!.id)).toBe(0);
    const induction = await agree(stranger!.token, [waiverFor(stranger!.id, inductionId)]);
    expect(induction.statusCode).toBe(422);
    expect((await agree(alex.token, [waiverFor(alex.id, peakWaiverId)])).statusCode).toBe(404);
    expect((await agree(null, [waiverFor(alex.id)])).statusCode).toBe(401);
  });
});
