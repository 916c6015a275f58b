import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, auth, basket, confirmCard, freshSession, freshSessionLater, newCustomers, riversideHost } from '../../test/checkoutTestKit';
import { countStatements, type StatementCounter } from '../../test/statements';
import { createTestApp, type TestApp } from '../../test/testApp';

// An add aims at p99 ≤ 100 ms at 50 connections, and its time on this machine goes mostly to one socket write per
// statement, so the statements an add sends are a budget: the session's look-up, the session with its venue and price,
// the customer's context, the add itself (one statement: the cart, the line, the outbox row and the claim, run by the
// database — cart/addInOneStatement.ts) and the answer's lines. The count is exact on PGlite (test/statements.ts), and
// statements of the outbox runner, which the add's commit wakes beside its answer, are left out. On PostgreSQL the add
// sends the same five: no begin or commit of ours, and the notice to other processes goes with the add's outbox row.
const addBudget = 5;
// The completion of a paid basket (POST /api/checkout/session/complete/{id}), counted the same way: the settle
// transaction, the capture after it and the sandbox provider's own records (it keeps them in the same database). The
// outbox runner is stopped while it is counted: the order's mail, which the commit wakes, goes out beside the answer.
const completeBudget = 21;

let t: TestApp;
let counter: StatementCounter;

beforeAll(async () => {
  t = await createTestApp();
  if (t.database.kind === 'pglite') counter = countStatements((t.database as typeof t.database & { client: PGlite }).client);
});
afterAll(() => t.close());

describe.skipIf(process.env.TEST_DATABASE_URL)('the statements one add to basket sends', () => {
  it(`stays within ${addBudget} for a customer's first add, answer included`, async () => {
    const [session, other] = [await freshSession(t, 10), await freshSession(t, 10)];
    const [buyer] = await newCustomers(t, 1);
    // A first add through the app warms whatever it keeps (the venue's zone, the tenant); the second is counted.
    expect((await addToBasket(t, buyer!, other.publicId)).statusCode).toBe(200);
    const [counted] = await newCustomers(t, 1);
    const [res, statements] = await counter.during(() => addToBasket(t, counted!, session.publicId));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items).toHaveLength(1);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(addBudget);
    // The count sees every statement: the add's own is among them, and no transaction of ours is opened around it.
    expect(statements.some((s) => /courtside_add_line/.test(s))).toBe(true);
    expect(statements.some((s) => /^begin/.test(s))).toBe(false);
  });
});

describe.skipIf(process.env.TEST_DATABASE_URL)('the statements one completion sends', () => {
  it(`stays within ${completeBudget} for a card-paid basket of one session`, async () => {
    const [buyer] = await newCustomers(t, 1);
    expect((await addToBasket(t, buyer!, (await freshSessionLater(t, 10, 3)).publicId)).statusCode).toBe(200);
    const cart = await basket(t, buyer!);
    const prepared = (await t.request(riversideHost, { method: 'POST', url: '/api/checkout/session/prepare', headers: auth(buyer!.token), payload: { source: 'online' } })).json().data;
    await confirmCard(t, '4242 4242 4242 4242', { paymentSessionId: prepared.payment_session_id, clientSecret: prepared.client_secret });
    const payment = { payment_session_id: prepared.payment_session_id, payments: [{ tender_type: 'card', amount: cart.totals.balance }], terms: true, source: 'online' };
    const paid = await t.request(riversideHost, { method: 'POST', url: '/api/checkout/session/payment', headers: auth(buyer!.token), payload: payment });
    expect(paid.statusCode).toBe(200);
    await t.services.outbox.stop();
    const [done, statements] = await counter.during(() =>
      t.request(riversideHost, { method: 'POST', url: `/api/checkout/session/complete/${String(paid.json().data.transaction_id)}`, headers: auth(buyer!.token) }),
    );
    await t.services.outbox.start();
    expect(done.statusCode).toBe(200);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(completeBudget);
    expect(statements.some((s) => /insert into "orders"/.test(s))).toBe(true);
  });
});

describe('the answer of an add', () => {
  // The add answers from the cart row its transaction locked and changed (with the owner's credit), reading only the
  // lines again: what it says must be what the basket says when asked afterwards, hash and credit included.
  it('is the basket as a reload finds it, for a new cart and for one that has items', async () => {
    const [buyer] = await newCustomers(t, 1, 2500);
    const [first, second] = [await freshSession(t, 10), await freshSessionLater(t, 10, 1)];
    for (const session of [first, second]) {
      const res = await t.request(riversideHost, { method: 'POST', url: '/api/checkout/cart/add', headers: auth(buyer!.token), payload: { items: [{ id: session.publicId, type: 'av2_booking' }] } });
      expect(res.statusCode).toBe(200);
      const answered = res.json().data;
      expect(answered).toEqual(await basket(t, buyer!));
      expect(answered.credits.general.total_available).toBe(2500);
    }
    const hashes = new Set([(await basket(t, buyer!)).item_hash]);
    expect((await addToBasket(t, buyer!, (await freshSessionLater(t, 10, 2)).publicId)).statusCode).toBe(200);
    hashes.add((await basket(t, buyer!)).item_hash);
    expect(hashes.size).toBe(2);
  });
});
