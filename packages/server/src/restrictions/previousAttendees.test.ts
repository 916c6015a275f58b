import type { CampWire } from '@courtside/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, loginAs } from '../../test/accountsTestKit';
import { auth, newCustomers, riversideHost, tenantIdOf } from '../../test/checkoutTestKit';
import { bookingBundles, linkedUsers } from '../db/schema';
import { createTestApp, hosts, type TestApp } from '../../test/testApp';

// Spec §3/§7 previous attendees of a camp's waiver: the people a customer books for, each with the answers of their
// last camp under that waiver (or of any camp or course) and whether they agreed to it; nobody else's answers, and no
// other tenant's waiver.
type Customer = { id: number; token: string };
let t: TestApp;
let holder: Customer;
let child: Customer;
let stranger: Customer;
let summer: CampWire;
let waiverId: number;

const get = (url: string, who: Customer, host = riversideHost) => t.request(host, { method: 'GET', url, headers: auth(who.token) });
const previous = (who: Customer, query = '') => get(`/api/activities/${waiverId}/question-waivers/previous-attendees${query}`, who);

/** Adds the whole summer camp for `attendee`, the collector named `collector` and the first option of every other question. */
async function bookSummerCamp(buyer: Customer, attendee: number, collector: string) {
  const answers = summer.custom_question_sections.flatMap((s) =>
    s.questions
      .filter((q) => q.required && q.type !== 'group' && q.type !== 'hidden')
      .map((q) => {
        const first = q.options?.[0]?.id;
        const byType: Record<string, unknown> = { text: collector, number: 9, select: first, radio: first, multi_select: [first], checkbox: first ?? true };
        return { custom_question_id: q.id, answer: byType[q.type] };
      }),
  );
  const item = { purchasable_id: summer.id, purchasable_type: 'camp', quantity: 1, booking_full_camp: true, purchased_for_user_id: attendee, activity_restriction_ids: [waiverId], custom_question_answers: answers };
  const res = await t.request(riversideHost, { method: 'POST', url: `/api/v1/users/${buyer.id}/carts/activity-booking/items`, headers: auth(buyer.token), payload: { data: { items: [item] } } });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  [holder, child, stranger] = (await newCustomers(t, 3)) as [Customer, Customer, Customer];
  await t.database.db.insert(linkedUsers).values({ tenantId: await tenantIdOf(t), userId: holder.id, linkedUserId: child.id, relationship: 'parent' });
  summer = (await get('/api/v1/activities/camps/detail?camp_slug=summer-multi-sport-camp', holder)).json().data as CampWire;
  waiverId = summer.occurrences[0]!.restrictions.pre_purchase_waiver!.id;
  await bookSummerCamp(holder, child.id, 'Grandma Lister');
  await bookSummerCamp(stranger, stranger.id, 'A stranger');
});
afterAll(() => t.close());

describe('previous attendees of a camp waiver', () => {
  it("offers the child booked before with their answers, options by text, and their agreement; the holder with none", async () => {
    const res = await previous(holder);
    expect(res.statusCode).toBe(200);
    const [self, kid, ...others] = res.json().data as Array<{ id: number; answers: Array<{ question: string; type: string; answer: unknown }>; waiver_agreed: boolean }>;
    expect(others).toEqual([]);
    expect(self).toMatchObject({ id: holder.id, answers: [], waiver_agreed: false });
    expect(kid).toMatchObject({ id: child.id, waiver_agreed: true });
    expect(kid!.answers).toContainEqual({ question: 'Who will collect the attendee at the end of the day?', type: 'text', answer: 'Grandma Lister' });
    expect(kid!.answers).toContainEqual({ question: 'T-shirt size', type: 'select', answer: 'Small (5–6)' });
    expect(kid!.answers).toContainEqual({ question: 'Which sports do they enjoy?', type: 'multi_select', answer: ['Football'] });
  });

  it("never shows another customer's attendees or answers, nor lets a customer act for someone not linked", async () => {
    const mine = await previous(stranger);
    expect(mine.json().data.map((p: { id: number }) => p.id)).toEqual([stranger.id]);
    expect(JSON.stringify(mine.json().data)).not.toContain('Grandma Lister');
    expect(JSON.stringify((await previous(holder)).json().data)).not.toContain('A stranger');
    expect((await previous(holder, `?selected_user_id=${stranger.id}`)).statusCode).toBe(403);
  });

  it('without a restriction, offers the answers of the last camp or course of any kind, to the signed-in only', async () => {
    const res = await get('/api/activities/question-waivers/previous-attendees', holder);
    expect(res.statusCode).toBe(200);
    const people = res.json().data as Array<{ id: number; answers: unknown[]; waiver_agreed: boolean }>;
    expect(people.map((p) => p.id)).toEqual([holder.id, child.id]);
    expect(people[1]!.answers).toContainEqual({ question: 'Who will collect the attendee at the end of the day?', type: 'text', answer: 'Grandma Lister' });
    expect(people[1]!.waiver_agreed).toBe(false);
    expect(JSON.stringify(people)).not.toContain('A stranger');
    expect((await get('/api/activities/question-waivers/previous-attendees', stranger)).json().data.map((p: { id: number }) => p.id)).toEqual([stranger.id]);
    expect((await t.request(riversideHost, { method: 'GET', url: '/api/activities/question-waivers/previous-attendees' })).statusCode).toBe(401);
  });

  it('leaves out the answers of a cancelled booking; the agreement given with it stands', async () => {
    await t.database.db.update(bookingBundles).set({ status: 'cancelled' }).where(and(eq(bookingBundles.userId, child.id), eq(bookingBundles.programmeId, summer.id)));
    const kid = (await previous(holder)).json().data.find((p: { id: number }) => p.id === child.id);
    expect(kid).toMatchObject({ answers: [], waiver_agreed: true });
  });

  it("refuses another tenant's customer the waiver (404)", async () => {
    const peak = await loginAs(t, hosts.peak, demo.peakAlex);
    const res = await t.request(hosts.peak, { method: 'GET', url: `/api/activities/${waiverId}/question-waivers/previous-attendees`, headers: auth(peak.token) });
    expect(res.statusCode).toBe(404);
  });
});
