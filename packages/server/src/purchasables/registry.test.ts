import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fieldError } from '../auth/fieldError';
import { auth, basket, newCustomers, payBySession, riversideHost } from '../../test/checkoutTestKit';
import { createTestApp, type TestApp } from '../../test/testApp';
import type { PurchasableKind } from './purchasable';
import { purchasableKinds } from './registry';

// A new purchasable kind is one object in the registry: registered here for the test only (under a type nothing else
// sells yet, activity_ticket), a "guest day pass" kind with its own capacity is bought through the unchanged cart and
// checkout, which call each of its steps.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  delete purchasableKinds.activity_ticket;
});

/** A kind with a pass pool of `capacity`, recording what cart and checkout asked of it. */
function guestPassKind(capacity: number) {
  const calls: string[] = [];
  let held = 0;
  const kind: PurchasableKind = {
    type: 'activity_ticket',
    // Its own wire names: a pass with no session, shown like the guest passes in both carts.
    view: (_line, base) => ({ cartableType: 'guest_pass', lineItem: { ...base, type: 'guest_pass' } }),
    async check(_scope, item, _attendee, _now, field) {
      calls.push(`check ${item.purchasable_id}`);
      if (item.purchasable_id !== 'day-pass') throw fieldError(field, 'No such pass.');
      return { line: { purchasableId: 'day-pass', occurrenceId: null, name: 'Guest day pass', unitPrice: 650, standardUnitPrice: 650, currency: 'GBP', benefitApplied: false }, claimData: null, lockKey: 0 };
    },
    async claim(_scope, hold) {
      calls.push(`claim ${hold.quantity}`);
      held += hold.quantity;
      if (held > capacity) throw fieldError(hold.field, 'Sold out.');
    },
    async changeQuantity(_scope, _line, hold) {
      calls.push(`change ${hold.quantity}`);
    },
    async release(_scope, lines) {
      calls.push(`release ${lines.length}`);
    },
    async extend(_scope, lines) {
      calls.push(`extend ${lines.length}`);
      return true;
    },
    async settle(_scope, lines, orderId) {
      calls.push(`settle ${lines.length} order ${orderId > 0}`);
      return true;
    },
    async describe(_scope, lines) {
      calls.push(`describe ${lines.length}`);
      return new Map();
    },
  };
  return { kind, calls };
}

const addPass = (customer: { id: number; token: string }, id = 'day-pass') =>
  t.request(riversideHost, {
    method: 'POST',
    url: `/api/v1/users/${customer.id}/carts/online/items`,
    headers: auth(customer.token),
    payload: { items: [{ purchasable_type: 'activity_ticket', purchasable_id: id, quantity: 1 }] },
  });

describe('purchasable kinds', () => {
  it('refuses a kind nobody registered (422), and sells it once it is registered, through every step', async () => {
    const [buyer] = await newCustomers(t, 1);
    const refused = await addPass(buyer!);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'items.0.purchasable_type': ['This item cannot be bought online.'] });

    const { kind, calls } = guestPassKind(5);
    purchasableKinds.activity_ticket = kind;
    const added = await addPass(buyer!);
    expect(added.statusCode).toBe(200);
    // The new cart API's answer lists the line by the kind's own name (a line with no session is not dropped).
    expect(added.json().data.items).toMatchObject([{ type: 'guest_pass', name: 'Guest day pass', quantity: 1, line_total: { value: 650 } }]);
    const cart = await basket(t, buyer!);
    expect(cart.items).toMatchObject([{ name: 'Guest day pass', quantity: 1, cartable_type: 'guest_pass', price: { raw: 650 } }]);
    expect(cart.totals.total).toBe(650);

    const { res } = await payBySession(t, buyer!, '4242424242424242');
    expect(res.statusCode).toBe(200);
    const done = await t.request(riversideHost, { method: 'POST', url: `/api/checkout/session/complete/${res.json().data.transaction_id}`, headers: auth(buyer!.token) });
    expect(done.statusCode).toBe(200);
    const order = (await t.request(riversideHost, { method: 'GET', url: `/api/checkout/orders/${done.json().data.complete_order_id}`, headers: auth(buyer!.token) })).json().data;
    expect(order.line_items).toMatchObject([{ name: 'Guest day pass', purchasable_type: 'activity_ticket', purchasable_id: 'day-pass', price: { value: 650 } }]);
    expect(calls).toContain('check day-pass');
    expect(calls).toContain('claim 1');
    expect(calls).toContain('extend 1');
    expect(calls).toContain('settle 1 order true');
    expect(calls.filter((c) => c.startsWith('describe')).length).toBeGreaterThan(0);
    expect((await basket(t, buyer!)).items).toHaveLength(0);
  });

  it("asks the kind to release what a removed line held, and rolls the add back when the kind's claim refuses", async () => {
    const [buyer] = await newCustomers(t, 1);
    const { kind, calls } = guestPassKind(0);
    purchasableKinds.activity_ticket = kind;
    const soldOut = await addPass(buyer!);
    expect(soldOut.statusCode).toBe(422);
    expect(soldOut.json().errors).toEqual({ 'items.0': ['Sold out.'] });
    expect((await basket(t, buyer!)).items).toHaveLength(0);
    expect((await addPass(buyer!, 'year-pass')).json().errors).toEqual({ 'items.0': ['No such pass.'] });

    const { kind: roomy, calls: roomyCalls } = guestPassKind(5);
    purchasableKinds.activity_ticket = roomy;
    expect((await addPass(buyer!)).statusCode).toBe(200);
    const [line] = (await basket(t, buyer!)).items;
    const removed = await t.request(riversideHost, { method: 'DELETE', url: `/api/v1/users/${buyer!.id}/carts/online/items/${line.id}`, headers: auth(buyer!.token) });
    expect(removed.statusCode).toBe(200);
    expect(roomyCalls).toContain('release 1');
    expect(calls).toContain('claim 1');
    expect((await basket(t, buyer!)).items).toHaveLength(0);
  });

  it('lets a line of a kind no longer registered leave the basket when it is read, naming it, rather than sell it', async () => {
    const [buyer] = await newCustomers(t, 1);
    purchasableKinds.activity_ticket = guestPassKind(5).kind;
    expect((await addPass(buyer!)).statusCode).toBe(200);
    delete purchasableKinds.activity_ticket;
    const cart = await basket(t, buyer!);
    expect(cart.items).toEqual([]);
    expect(cart.released_items).toEqual([{ name: 'Guest day pass' }]);
    expect(cart.totals.total).toBe(0);
  });
});
