import { messages, waitlistJoinResponseSchema } from '@courtside/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, auth, freshSession, newCustomers, riversideHost } from '../../test/checkoutTestKit';
import { waitlistEntries } from '../db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';
import { waitlistMessages } from './waitlist.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Customer = { id: number; token: string };
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, customer: Customer | null, payload?: Record<string, unknown>) =>
  t.request(riversideHost, { method, url, headers: customer ? auth(customer.token) : {}, ...(payload === undefined ? {} : { payload }) });
const members = (publicId: string) => `/api/v1/activities/occurrences/${publicId}/waitlist/members`;
const join = (customer: Customer | null, publicId: string, userId = customer?.id ?? 1) => call('POST', members(publicId), customer, { data: { user_id: userId } });
const actionFor = async (customer: Customer | null, publicId: string) => (await call('GET', `/api/activities/${publicId}`, customer)).json().data.occurrence.bookable_action.action;
const entriesOf = async (occurrenceId: number) => t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.occurrenceId, occurrenceId));

/** A session of one place, taken (held in someone's basket), with a waitlist of `maximum`. */
async function fullSession(maximum: number) {
  const session = await freshSession(t, 1, { waitlistMaximum: maximum });
  const [holder] = await newCustomers(t, 1);
  expect((await addToBasket(t, holder!, session.publicId)).statusCode).toBe(200);
  return session;
}

describe('waitlist join and leave (spec §7, non-numeric occurrence id)', () => {
  it('joining turns join_waitlist into leave_waitlist, and leaving turns it back', async () => {
    const session = await fullSession(2);
    const [customer] = await newCustomers(t, 1);
    expect(await actionFor(customer!, session.publicId)).toBe('join_waitlist');
    const joined = await join(customer!, session.publicId);
    expect(joined.statusCode).toBe(200);
    const { data } = waitlistJoinResponseSchema.parse(joined.json());
    expect(data).toMatchObject({ user_id: customer!.id, first_name: 'Buyer', occurrence: { occurrence_id: session.publicId, name: session.name } });
    expect(await actionFor(customer!, session.publicId)).toBe('leave_waitlist');
    const waitlist = (await call('GET', `/api/activities/${session.publicId}`, null)).json().data.occurrence.waitlist;
    expect(waitlist).toEqual({ maximum: 2, consumed: 1, available: 1 });

    const left = await call('DELETE', `${members(session.publicId)}/${customer!.id}`, customer!);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ data: { message: messages.waitlistLeft } });
    expect(await actionFor(customer!, session.publicId)).toBe('join_waitlist');
    expect((await call('DELETE', `${members(session.publicId)}/${customer!.id}`, customer!)).statusCode).toBe(404);
  });

  it('refuses a full waitlist, a second join and a session with places, with the reason', async () => {
    const session = await fullSession(1);
    const [first, second] = await newCustomers(t, 2);
    expect((await join(first!, session.publicId)).statusCode).toBe(200);
    const again = await join(first!, session.publicId);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(waitlistMessages.already);
    const full = await join(second!, session.publicId);
    expect(full.statusCode).toBe(422);
    expect(full.json().message).toBe(messages.sessionFull);
    const open = await freshSession(t, 5, { waitlistMaximum: 3 });
    const book = await join(second!, open.publicId);
    expect(book.statusCode).toBe(422);
    expect(book.json().message).toBe(waitlistMessages.hasPlaces);
    expect(await entriesOf(open.id)).toHaveLength(0);
  });

  it('never lets concurrent joins take more than the waitlist maximum', async () => {
    const session = await fullSession(3);
    const customers = await newCustomers(t, 30);
    const results = await Promise.all(customers.map((c) => join(c, session.publicId)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(27);
    for (const r of refused) {
      expect(r.statusCode).toBe(422);
      expect([waitlistMessages.full, messages.sessionFull]).toContain(r.json().message);
    }
    expect(await entriesOf(session.id)).toHaveLength(3);
  });
});

describe('waitlist by numeric (v1) id', () => {
  it('joins the user the call acts for with { item } and leaves by the entry id; another customer’s entry is not found', async () => {
    const session = await fullSession(2);
    const [customer, other] = await newCustomers(t, 2);
    const joined = await call('POST', '/api/waitlist/add', customer!, { item: { id: session.id, type: 'activity' } });
    expect(joined.statusCode).toBe(200);
    const entry = joined.json().data;
    expect(entry).toMatchObject({ user_id: customer!.id, occurrence: { occurrence_id: session.publicId } });
    expect((await call('DELETE', `/api/waitlist/remove/${entry.id}`, other!)).statusCode).toBe(404);
    const left = await call('DELETE', `/api/waitlist/remove/${entry.id}`, customer!);
    expect(left.json()).toEqual({ data: { message: messages.waitlistLeft } });
    expect(await entriesOf(session.id)).toHaveLength(0);
    expect((await call('POST', '/api/waitlist/add', customer!, { item: { id: 999_999_999, type: 'activity' } })).statusCode).toBe(404);
  });
});

describe('who may join and what is asked (spec §6, §5)', () => {
  it('answers 401 to a visitor and 403 for a user the customer may not act for', async () => {
    const session = await fullSession(2);
    const [customer, stranger] = await newCustomers(t, 2);
    const visitor = await join(null, session.publicId, customer!.id);
    expect(visitor.statusCode).toBe(401);
    expect((await call('DELETE', `${members(session.publicId)}/${customer!.id}`, null)).statusCode).toBe(401);
    expect((await call('POST', '/api/waitlist/add', null, { item: { id: session.id, type: 'activity' } })).statusCode).toBe(401);
    const forStranger = await join(customer!, session.publicId, stranger!.id);
    expect(forStranger.statusCode).toBe(403);
    expect(forStranger.json().message).toBe(messages.unauthorised);
    expect((await call('DELETE', `${members(session.publicId)}/${stranger!.id}`, customer!)).statusCode).toBe(403);
    expect(await entriesOf(session.id)).toHaveLength(0);
  });

  it('answers bad params and bodies with 422 and field errors', async () => {
    const [customer] = await newCustomers(t, 1);
    const shortId = await join(customer!, 'too-short');
    expect(shortId.statusCode).toBe(422);
    expect(shortId.json().errors).toHaveProperty('id');
    const session = await fullSession(2);
    const noUser = await call('POST', members(session.publicId), customer!, { data: { user_id: 0 } });
    expect(noUser.statusCode).toBe(422);
    expect(noUser.json().errors).toHaveProperty(['data.user_id']);
    expect((await call('POST', '/api/waitlist/add', customer!, { item: { id: 'x', type: '' } })).statusCode).toBe(422);
    expect((await call('DELETE', '/api/waitlist/remove/abc', customer!)).statusCode).toBe(422);
    expect((await call('DELETE', `${members(session.publicId)}/zero`, customer!)).statusCode).toBe(422);
  });
});
