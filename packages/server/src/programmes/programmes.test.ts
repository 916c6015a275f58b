import { randomBytes, randomUUID } from 'node:crypto';
import { messages, proRataValue, type CampWire, type CourseWire } from '@courtside/core';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, basket, newCustomers, payBySession, riversideHost, tenantIdOf } from '../../test/checkoutTestKit';
import { bookingBundles, bookings, cartItems, occurrences, orderLineItems, programmes } from '../db/schema';
import { expectInvariants } from '../../test/invariants';
import { createTestApp, hosts, type TestApp } from '../../test/testApp';

let t: TestApp;
const startedAt = new Date();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await expectInvariants(t.database.db, { since: startedAt });
  await t.close();
});

type Customer = { id: number; token: string };
type Section = CampWire['custom_question_sections'][number];
type Item = Record<string, unknown>;

const get = (url: string, who?: Customer, host = riversideHost) => t.request(host, { method: 'GET', url, headers: who ? auth(who.token) : {} });
const camp = async (slug: string, who?: Customer) => (await get(`/api/v1/activities/camps/detail?camp_slug=${slug}`, who)).json().data as CampWire;
const course = async (slug: string, who?: Customer) => (await get(`/api/v1/activities/courses/detail?course_slug=${slug}&source=online`, who)).json().data as CourseWire;

/** Adds items as the camp and course pages do (source activity-booking, body { data: { items } }). */
const add = (who: Customer, items: Item[], host = riversideHost) =>
  t.request(host, { method: 'POST', url: `/api/v1/users/${who.id}/carts/activity-booking/items`, headers: auth(who.token), payload: { data: { items } } });

/** An answer to every required question of the sections, of the kind each asks for. */
function answersFor(sections: readonly Section[]) {
  return sections.flatMap((s) =>
    s.questions
      .filter((q) => q.required && q.type !== 'group' && q.type !== 'hidden')
      .map((q) => {
        const first = q.options?.[0]?.id;
        const byType: Record<string, unknown> = { text: 'Peanuts', long_text: 'None', textarea: 'None', number: 2, select: first, radio: first, multi_select: [first], date: '2016-05-01', checkbox: first ?? true };
        const answer = byType[q.type];
        return { custom_question_id: q.id, answer };
      }),
  );
}

const bundleOf = (who: Customer) => t.database.db.select().from(bookingBundles).where(eq(bookingBundles.userId, who.id));
const heldBy = (who: Customer) => t.database.db.select().from(bookings).where(and(eq(bookings.userId, who.id), sql`${bookings.status} <> 'cancelled'`));

/** A programme of its own (a copy of a seeded one's sessions, without its questions; nothing taken) with `capacity` places on each session. */
async function freshProgramme(capacity: number, sourceSlug = 'toddler-splash') {
  const db = t.database.db;
  const tenantId = await tenantIdOf(t);
  const [source] = await db.select().from(programmes).where(and(eq(programmes.tenantId, tenantId), eq(programmes.slug, sourceSlug)));
  const id = randomUUID();
  const slug = `race-${randomBytes(4).toString('hex')}`;
  await db.insert(programmes).values({ ...source!, id, slug, capacity });
  const sessions = await db.select().from(occurrences).where(and(eq(occurrences.tenantId, tenantId), eq(occurrences.programmeId, source!.id))).orderBy(asc(occurrences.startsAt));
  const copies = await db
    .insert(occurrences)
    .values(sessions.map(({ id: _id, publicId: _p, ...row }) => ({ ...row, programmeId: id, capacity, publicId: `r${randomBytes(30).toString('base64url').slice(0, 33)}` })))
    .returning({ id: occurrences.id });
  return { id, slug, sessionIds: copies.map((c) => c.id) };
}

describe('camps and courses: the browse calls (spec §7)', () => {
  it('lists a tenant its own camps, with the whole price only while a camp can be bought whole', async () => {
    const riverside = (await get('/api/v1/activities/camps')).json().data as CampWire[];
    const peak = (await get('/api/v1/activities/camps', undefined, hosts.peak)).json().data as CampWire[];
    expect(riverside.map((c) => c.slug).sort()).toEqual(['easter-tennis-camp', 'half-term-football-camp', 'summer-multi-sport-camp']);
    expect(peak).toHaveLength(3);
    expect(peak.map((c) => c.id).filter((id) => riverside.some((r) => r.id === id))).toEqual([]);
    const bySlug = new Map(riverside.map((c) => [c.slug, c]));
    expect(bySlug.get('summer-multi-sport-camp')!.price?.value).toBe(24000);
    expect(bySlug.get('summer-multi-sport-camp')!.duration_in_weeks).toBe(3);
    // Started: the whole camp is no longer for sale, its days still are.
    expect(bySlug.get('easter-tennis-camp')!.price).toBeNull();
    expect(bySlug.get('easter-tennis-camp')!.bookable_action.action).toBe('book');
    // Another tenant's camp is not found on this tenant's site.
    expect((await get(`/api/v1/activities/camps/${riverside[0]!.id}`, undefined, hosts.peak)).statusCode).toBe(404);
  });

  it('prices a started course pro-rata for the sessions left, and says why ended and full ones cannot be booked', async () => {
    const improvers = await course('adult-swim-improvers');
    const now = new Date();
    const left = improvers.occurrences.filter((o) => Date.parse(o.starts_at.utc) > now.getTime()).length;
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(improvers.occurrences.length);
    expect(improvers.pro_rata_price?.value).toBe(proRataValue(8000, improvers.occurrences.length, left));
    expect((await course('pilates-foundations')).bookable_action).toEqual({ action: null, message: messages.programmes.courseEnded });
    expect((await course('masters-swim-squad')).capacity.available).toBe(0);
    const list = (await get('/api/v1/activities/courses')).json().data as CourseWire[];
    expect(list.map((c) => c.slug)).not.toContain('pilates-foundations');
    expect((await get('/api/v1/activities/courses?filter_by_first_bookable_at=false')).json().data.map((c: CourseWire) => c.slug)).toContain('pilates-foundations');
  });
});

describe('camps and courses: into the basket (spec §5, §7, §9)', () => {
  it('holds a whole camp with its extras and answers as one bundle: a place on every day, one basket card', async () => {
    const [buyer] = await newCustomers(t, 1);
    const summer = await camp('summer-multi-sport-camp', buyer);
    const waiver = summer.occurrences[0]!.restrictions.pre_purchase_waiver!;
    const [lunch, early] = summer.extras;
    const res = await add(buyer!, [
      {
        purchasable_id: summer.id,
        purchasable_type: 'camp',
        quantity: 1,
        booking_full_camp: true,
        activity_restriction_ids: [waiver.id],
        extras: [{ pricing_option_id: lunch!.id, quantity: 5 }, { pricing_option_id: early!.id, quantity: 2 }],
        custom_question_answers: answersFor(summer.custom_question_sections),
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const cart = await basket(t, buyer!);
    expect(cart.items).toHaveLength(1);
    const [card] = cart.items;
    expect(card.cartable_type).toBe('av2_booking_bundle');
    expect(card.cartable_resource.sessions).toHaveLength(15);
    expect(card.price.raw).toBe(24000 + 5 * 450 + 2 * 500);
    expect(card.child_items.map((c: { name: string; quantity: number }) => [c.name, c.quantity])).toEqual([[lunch!.name, 5], [early!.name, 2]]);
    expect((await heldBy(buyer!)).filter((b) => b.status === 'reserved')).toHaveLength(15);
    expect((await camp('summer-multi-sport-camp', buyer)).bookable_action.action).toBe('cancel_reservation');
    // Bought once: a second add is refused and holds nothing more.
    const again = await add(buyer!, [{ purchasable_id: summer.id, purchasable_type: 'camp', quantity: 1, booking_full_camp: true, activity_restriction_ids: [waiver.id], custom_question_answers: answersFor(summer.custom_question_sections) }]);
    expect(again.statusCode).toBe(422);
    expect(await heldBy(buyer!)).toHaveLength(15);
  });

  it('refuses missing required answers with the spec text and a key per question, and writes nothing', async () => {
    const [buyer] = await newCustomers(t, 1);
    const summer = await camp('summer-multi-sport-camp', buyer);
    const answers = answersFor(summer.custom_question_sections);
    const dropped = answers[0]!;
    const res = await add(buyer!, [
      { purchasable_id: summer.id, purchasable_type: 'camp', quantity: 1, booking_full_camp: true, activity_restriction_ids: [summer.occurrences[0]!.restrictions.pre_purchase_waiver!.id], custom_question_answers: answers.slice(1) },
    ]);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe(messages.requiredQuestions);
    const keys = Object.keys(body.errors);
    expect(keys).toContain('items.0.custom_question_answers');
    expect(keys.some((k) => k.startsWith('items.0.custom_question_answers.') && k.endsWith(`.${dropped.custom_question_id}`))).toBe(true);
    expect(await bundleOf(buyer!)).toEqual([]);
    expect(await heldBy(buyer!)).toEqual([]);
    expect((await basket(t, buyer!)).items).toEqual([]);
  });

  it.each([
    ['no waiver agreed', () => ({ activity_restriction_ids: [] }), 'activity_restriction_ids', null],
    ['two agreements', (c: CampWire) => ({ activity_restriction_ids: [c.occurrences[0]!.restrictions.pre_purchase_waiver!.id, 999] }), 'activity_restriction_ids', messages.cart.waiverOnce],
    ['an extra of another programme', () => ({ extras: [{ pricing_option_id: 4294967295, quantity: 1 }] }), 'extras.0.pricing_option_id', messages.programmes.unknownExtra],
    ['eleven of an extra', (c: CampWire) => ({ extras: [{ pricing_option_id: c.extras[0]!.id, quantity: 11 }] }), 'extras.0.quantity', messages.programmes.tooManyExtra(10)],
    ['one extra twice', (c: CampWire) => ({ extras: [{ pricing_option_id: c.extras[0]!.id, quantity: 1 }, { pricing_option_id: c.extras[0]!.id, quantity: 1 }] }), 'extras.1.pricing_option_id', messages.programmes.extraTwice],
    ['a day of another camp', () => ({ booking_full_camp: false, camp_occurrence_ids: ['x'.repeat(34)] }), 'camp_occurrence_ids.0', messages.programmes.unknownSession],
    ['an answer to a question not asked', (c: CampWire) => ({ custom_question_answers: [...answersFor(c.custom_question_sections), { custom_question_id: 2147483000, answer: 'x' }] }), null, messages.programmes.unknownQuestion],
    ['a 256-character answer', (c: CampWire) => {
      const text = c.custom_question_sections.flatMap((s) => s.questions).find((q) => q.type === 'text')!;
      return { custom_question_answers: [...answersFor(c.custom_question_sections).filter((a) => a.custom_question_id !== text.id), { custom_question_id: text.id, answer: 'x'.repeat(256) }] };
    }, null, 'Must contain at most 255 characters'],
    ['one option listed twice', (c: CampWire) => {
      const multi = c.custom_question_sections.flatMap((s) => s.questions).find((q) => q.type === 'multi_select')!;
      const first = multi.options![0]!.id;
      return { custom_question_answers: [...answersFor(c.custom_question_sections).filter((a) => a.custom_question_id !== multi.id), { custom_question_id: multi.id, answer: [first, first] }] };
    }, null, messages.selectAnOption],
    ['an option of another question', (c: CampWire) => {
      const select = c.custom_question_sections.flatMap((s) => s.questions).find((q) => q.type === 'select' || q.type === 'radio')!;
      return { custom_question_answers: [...answersFor(c.custom_question_sections).filter((a) => a.custom_question_id !== select.id), { custom_question_id: select.id, answer: 987654 }] };
    }, null, messages.selectAnOption],
  ])('refuses %s with a 422 and holds nothing', async (_name, change, key, message) => {
    const [buyer] = await newCustomers(t, 1);
    const summer = await camp('summer-multi-sport-camp', buyer);
    const item = { purchasable_id: summer.id, purchasable_type: 'camp', quantity: 1, booking_full_camp: true, activity_restriction_ids: [summer.occurrences[0]!.restrictions.pre_purchase_waiver!.id], custom_question_answers: answersFor(summer.custom_question_sections), ...change(summer) };
    const res = await add(buyer!, [item]);
    expect(res.statusCode, res.body).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    if (key) expect(Object.keys(errors)).toContain(`items.0.${key}`);
    if (message) expect(Object.values(errors).flat()).toContain(message);
    expect(await heldBy(buyer!)).toEqual([]);
  });

  it('sells a started camp by the day only, and a bundled-only camp whole only', async () => {
    const [buyer] = await newCustomers(t, 1);
    const easter = await camp('easter-tennis-camp', buyer);
    const whole = await add(buyer!, [{ purchasable_id: easter.id, purchasable_type: 'camp', quantity: 1, booking_full_camp: true, custom_question_answers: answersFor(easter.custom_question_sections) }]);
    expect(whole.statusCode).toBe(422);
    expect(whole.json().errors['items.0.booking_full_camp']).toEqual([messages.programmes.notWhole]);
    const now = Date.now();
    const past = easter.occurrences.find((o) => Date.parse(o.starts_at.utc) < now)!;
    const [next, after] = easter.occurrences.filter((o) => Date.parse(o.starts_at.utc) > now && o.bookable_action.action === 'book');
    const withPast = await add(buyer!, [{ purchasable_id: easter.id, purchasable_type: 'camp', quantity: 1, booking_full_camp: false, camp_occurrence_ids: [next!.id, past.id], custom_question_answers: answersFor(easter.custom_question_sections) }]);
    expect(withPast.statusCode).toBe(422);
    expect(Object.keys(withPast.json().errors)).toEqual(['items.0.camp_occurrence_ids.1']);
    const days = await add(buyer!, [{ purchasable_id: easter.id, purchasable_type: 'camp', quantity: 1, booking_full_camp: false, camp_occurrence_ids: [next!.id, after!.id], custom_question_answers: answersFor(easter.custom_question_sections) }]);
    expect(days.statusCode, days.body).toBe(200);
    const [card] = (await basket(t, buyer!)).items;
    expect(card.cartable_resource.sessions.map((s: { id: string }) => s.id)).toEqual([next!.id, after!.id]);
    expect(card.price.raw).toBe(next!.price!.value + after!.price!.value);

    const football = await camp('half-term-football-camp', buyer);
    const byDay = await add(buyer!, [{ purchasable_id: football.id, purchasable_type: 'camp', quantity: 1, booking_full_camp: false, camp_occurrence_ids: [football.occurrences[0]!.id], custom_question_answers: answersFor(football.custom_question_sections) }]);
    expect(byDay.statusCode).toBe(422);
    expect(byDay.json().errors['items.0.booking_full_camp']).toEqual([messages.programmes.notByDay]);
  });

  it('books a started course for the sessions left at the pro-rata price, and refuses an ended or full one', async () => {
    const [buyer] = await newCustomers(t, 1);
    const improvers = await course('adult-swim-improvers', buyer);
    const res = await add(buyer!, [{ purchasable_id: improvers.id, purchasable_type: 'course', quantity: 1, custom_question_answers: answersFor(improvers.custom_question_sections) }]);
    expect(res.statusCode, res.body).toBe(200);
    const [card] = (await basket(t, buyer!)).items;
    const left = improvers.occurrences.filter((o) => Date.parse(o.starts_at.utc) > Date.now());
    expect(card.price.raw).toBe(improvers.pro_rata_price!.value);
    expect(card.cartable_resource.sessions.map((s: { id: string }) => s.id)).toEqual(left.map((o) => o.id));
    // A camp or course is bought once: its quantity cannot change.
    const bump = await t.request(riversideHost, { method: 'PUT', url: `/api/checkout/cart/${card.id}`, headers: auth(buyer!.token), payload: { options: { quantity: 2 } } });
    expect(bump.statusCode).toBeGreaterThanOrEqual(400);
    expect(bump.statusCode).toBeLessThan(500);

    const ended = await course('pilates-foundations', buyer);
    const late = await add(buyer!, [{ purchasable_id: ended.id, purchasable_type: 'course', quantity: 1 }]);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors['items.0']).toEqual([messages.programmes.courseEnded]);
    const full = await course('masters-swim-squad', buyer);
    expect((await add(buyer!, [{ purchasable_id: full.id, purchasable_type: 'course', quantity: 1 }])).statusCode).toBe(422);
    expect(await heldBy(buyer!)).toHaveLength(left.length);
  });

  it("does not sell one tenant's camp on another's site, nor for a stranger", async () => {
    const [buyer, stranger] = await newCustomers(t, 2);
    const summer = await camp('summer-multi-sport-camp');
    const item = { purchasable_id: summer.id, purchasable_type: 'camp', quantity: 1, booking_full_camp: true };
    expect([401, 403, 404]).toContain((await add(buyer!, [item], hosts.peak)).statusCode);
    expect((await add(buyer!, [{ ...item, purchased_for_user_id: stranger!.id }])).statusCode).toBe(403);
    expect(await heldBy(buyer!)).toEqual([]);
    expect(await heldBy(stranger!)).toEqual([]);
  });
});

describe('camps and courses: places claimed all or nothing', () => {
  it.each([
    ['course', 'toddler-splash', {}],
    ['camp', 'half-term-football-camp', { booking_full_camp: true }],
    // 100 new customers and their 100 adds at once: 1.5–3.5 s on 2 cores, the test's own budget.
  ] as const)('gives the last 3 places of a %s to exactly 3 of 100 buyers at once, on every session', { timeout: 30_000 }, async (kind, slug, extra) => {
    const fresh = await freshProgramme(3, slug);
    const buyers = await newCustomers(t, 100);
    const results = await Promise.all(buyers.map((b) => add(b, [{ purchasable_id: fresh.id, purchasable_type: kind, quantity: 1, ...extra }])));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c !== 200 && c !== 422)).toEqual([]);
    const held = await t.database.db
      .select({ occurrenceId: bookings.occurrenceId, n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(inArray(bookings.occurrenceId, fresh.sessionIds), eq(bookings.status, 'reserved'), gt(bookings.reservedUntil, new Date())))
      .groupBy(bookings.occurrenceId);
    expect(held.map((h) => h.n)).toEqual(fresh.sessionIds.map(() => 3));
    expect((kind === 'camp' ? await camp(fresh.slug) : await course(fresh.slug)).capacity.available).toBe(0);
  });

  it('pays for a course like any basket: the order settles every session and the bundle; removal frees them all', async () => {
    const fresh = await freshProgramme(2);
    const [payer, remover] = await newCustomers(t, 2);
    expect((await add(payer!, [{ purchasable_id: fresh.id, purchasable_type: 'course', quantity: 1 }])).statusCode).toBe(200);
    const paid = await payBySession(t, payer!, '4242424242424242');
    expect(paid.res.statusCode, paid.res.body).toBe(200);
    const done = await t.request(riversideHost, { method: 'POST', url: `/api/checkout/session/complete/${paid.res.json().data.transaction_id}`, headers: auth(payer!.token) });
    expect(done.statusCode, done.body).toBe(200);
    const settled = await heldBy(payer!);
    expect(settled.map((b) => b.status)).toEqual(fresh.sessionIds.map(() => 'settled'));
    const [bundle] = await bundleOf(payer!);
    expect(bundle!.status).toBe('settled');
    expect(bundle!.orderId).toBe(settled[0]!.orderId);
    const [line] = await t.database.db.select().from(orderLineItems).where(eq(orderLineItems.orderId, bundle!.orderId!));
    expect(line!.summary).toMatch(new RegExp(`^${fresh.sessionIds.length} sessions · `));
    // Spec §3 booking_bundle_context: each booking names its bundle and its place among the bundle's settled bookings.
    const res = await t.request(riversideHost, { method: 'GET', url: '/api/v1/bookings?per_page=100&cancellation_source=my-account', headers: auth(payer!.token) });
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json().data as Array<{ booking_bundle_context: unknown }>;
    expect(listed.map((b) => b.booking_bundle_context)).toEqual(
      fresh.sessionIds.map((_, i) => ({ id: bundle!.id, total_settled_bookings: fresh.sessionIds.length, settled_booking_position: i + 1 })),
    );
    // Bought together: one session is not cancelled alone, and the call refuses it too.
    expect((listed[0] as unknown as { cancellation: { can_cancel: boolean; cannot_cancel_reason: string } }).cancellation).toMatchObject({ can_cancel: false, cannot_cancel_reason: messages.cancellation.partOfBundle });
    const cancel = await t.request(riversideHost, { method: 'DELETE', url: `/api/activities/bookings/${settled[0]!.id}?source=bookings`, headers: auth(payer!.token) });
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json().message).toBe(messages.cancellation.partOfBundle);
    expect((await heldBy(payer!)).map((b) => b.status)).toEqual(fresh.sessionIds.map(() => 'settled'));

    expect((await add(remover!, [{ purchasable_id: fresh.id, purchasable_type: 'course', quantity: 1 }])).statusCode).toBe(200);
    expect((await course(fresh.slug)).capacity.available).toBe(0);
    const [item] = await t.database.db.select().from(cartItems).where(eq(cartItems.purchasedForUserId, remover!.id));
    const removed = await t.request(riversideHost, { method: 'DELETE', url: `/api/v1/users/${remover!.id}/carts/online/items/${item!.id}`, headers: auth(remover!.token) });
    expect(removed.statusCode).toBeLessThan(300);
    expect(await heldBy(remover!)).toEqual([]);
    expect((await course(fresh.slug)).capacity.available).toBe(1);
  });
});

describe('camps and courses: answers after the add (spec §7 question answers)', () => {
  it("changes a basket's answers through its cart, and a booked session's through the session; nobody else's", async () => {
    const [buyer, other] = await newCustomers(t, 2);
    const summer = await camp('summer-multi-sport-camp', buyer);
    const answers = answersFor(summer.custom_question_sections);
    const item = { purchasable_id: summer.id, purchasable_type: 'camp', quantity: 1, booking_full_camp: true, activity_restriction_ids: [summer.occurrences[0]!.restrictions.pre_purchase_waiver!.id], custom_question_answers: answers };
    expect((await add(buyer!, [item])).statusCode).toBe(200);
    const cartId = (await basket(t, buyer!)).id as number;
    const text = summer.custom_question_sections.flatMap((s) => s.questions).find((q) => q.type === 'text')!;
    const post = (who: Customer, url: string, body: Record<string, unknown>) => t.request(riversideHost, { method: 'POST', url, headers: auth(who.token), payload: body });

    const changed = await post(buyer!, `/api/activities/cart/${cartId}/questions`, { answers: [{ custom_question_id: text.id, answer: 'Grandma' }] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toContainEqual({ id: text.id, question: text.question, type: 'simple', answer: 'Grandma' });
    const [bundle] = await bundleOf(buyer!);
    expect(bundle!.answers).toContainEqual({ custom_question_id: text.id, answer: 'Grandma' });
    expect(bundle!.answers).toHaveLength(answers.length);

    const unknown = await post(buyer!, `/api/activities/cart/${cartId}/questions`, { answers: [{ custom_question_id: 2147483000, answer: 'x' }] });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['answers.0.custom_question_id']);
    // Someone else's cart, or their booked session, is not found — and nothing of the owner's changes.
    expect((await post(other!, `/api/activities/cart/${cartId}/questions`, { answers: [{ custom_question_id: text.id, answer: 'Mallory' }] })).statusCode).toBe(404);
    const first = summer.occurrences[0]!.id;
    expect((await post(other!, `/api/activities/occurrences/${first}/questions/answers`, { answers: [{ custom_question_id: text.id, answer: 'Mallory' }] })).statusCode).toBe(404);
    const [held] = await heldBy(buyer!);
    expect((await post(other!, `/api/activities/${held!.id}/questions/answers`, { answers: [{ custom_question_id: text.id, answer: 'Mallory' }] })).statusCode).toBe(404);
    expect((await bundleOf(buyer!))[0]!.answers).toContainEqual({ custom_question_id: text.id, answer: 'Grandma' });

    const bySession = await post(buyer!, `/api/activities/occurrences/${first}/questions/answers`, { answers: [{ custom_question_id: text.id, answer: 'Dad' }] });
    expect(bySession.statusCode, bySession.body).toBe(200);
    const byBooking = await post(buyer!, `/api/activities/${held!.id}/questions/answers`, { answers: [{ custom_question_id: text.id, answer: 'Mum' }] });
    expect(byBooking.statusCode, byBooking.body).toBe(200);
    expect((await bundleOf(buyer!))[0]!.answers).toContainEqual({ custom_question_id: text.id, answer: 'Mum' });
  });
});
