import { accountPackagesResponseSchema, messages } from '@courtside/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, basket, newCustomers, payBySession, riversideHost, tenantIdOf } from '../../test/checkoutTestKit';
import { customerPackages, packages, pricingOptions } from '../db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Customer = { id: number; token: string };
const packageId = async (reference: string, tenant = 'riverside') => {
  const tenantId = await tenantIdOf(t, tenant);
  const [row] = await t.database.db
    .select({ id: packages.id })
    .from(packages)
    .innerJoin(pricingOptions, eq(pricingOptions.id, packages.pricingOptionId))
    .where(and(eq(packages.tenantId, tenantId), eq(pricingOptions.reference, reference)));
  return row!.id;
};
const addPackage = (customer: Customer, id: number | string, quantity = 1) =>
  t.request(riversideHost, {
    method: 'POST',
    url: `/api/v1/users/${customer.id}/carts/online/items`,
    headers: auth(customer.token),
    payload: { items: [{ purchasable_id: id, purchasable_type: 'pricing_option', quantity }] },
  });
const held = async (customer: Customer) =>
  accountPackagesResponseSchema.parse((await t.request(riversideHost, { method: 'GET', url: '/api/v1/account/packages', headers: auth(customer.token) })).json()).data;

describe('buying a package (purchasable_type pricing_option)', () => {
  it('is priced from its pricing option, shows as a package card, and once paid the customer holds it with its usages and expiry', async () => {
    const [buyer] = (await newCustomers(t, 1)) as [Customer];
    const id = await packageId('PKG-SWIM-10');
    const added = await addPackage(buyer, id);
    expect(added.statusCode).toBe(200);
    expect(added.json().data.items).toEqual([expect.objectContaining({ type: 'pricing_option', name: '10 Swim Pass', price: expect.objectContaining({ value: 4200 }) })]);
    const cart = await basket(t, buyer);
    expect(cart.items[0]).toMatchObject({ cartable_type: 'pricing_option', name: '10 Swim Pass', price: { raw: 4200 }, held_until: null });
    expect(cart.totals.total).toBe(4200);
    expect(await held(buyer)).toEqual([]);

    const { res } = await payBySession(t, buyer, '4242424242424242');
    const done = await t.request(riversideHost, { method: 'POST', url: `/api/checkout/session/complete/${res.json().data.transaction_id}`, headers: auth(buyer.token) });
    expect(done.statusCode).toBe(200);
    const [bought] = await held(buyer);
    expect(bought).toMatchObject({ usages_total: 10, usages_used: 0, usages_left: 10, status: 'active', package: { id } });
    // Six months from the sale.
    const months = (Date.parse(bought!.expires_at!) - Date.parse(bought!.purchased_at)) / (30.44 * 86_400_000);
    expect(months).toBeGreaterThan(5.8);
    expect(months).toBeLessThan(6.2);
    const [row] = await t.database.db.select().from(customerPackages).where(eq(customerPackages.userId, buyer.id));
    expect(row!.orderId).toBe(done.json().data.complete_order_id);
    expect((await basket(t, buyer)).items).toEqual([]);
  });

  it('is bought one at a time, and only one of this tenant that exists', async () => {
    const [buyer] = (await newCustomers(t, 1)) as [Customer];
    const two = await addPackage(buyer, await packageId('PKG-SWIM-10'), 2);
    expect(two.statusCode).toBe(422);
    expect(two.json().errors).toEqual({ 'items.0.quantity': [messages.cart.packageOneAtATime] });
    for (const id of [await packageId('PKG-SWIM-10', 'peak'), 99999999, 'abc']) {
      const res = await addPackage(buyer, id);
      expect(res.statusCode, String(id)).toBe(404);
    }
    expect((await basket(t, buyer)).items).toEqual([]);
  });

  it('cannot be changed to more than one in the basket', async () => {
    const [buyer] = (await newCustomers(t, 1)) as [Customer];
    const line = (await addPackage(buyer, await packageId('PKG-CLASS-5'))).json().data.items[0].id as number;
    const res = await t.request(riversideHost, { method: 'PUT', url: `/api/checkout/cart/${line}`, headers: auth(buyer.token), payload: { options: { quantity: 3 } } });
    expect(res.statusCode).toBe(422);
    expect((await basket(t, buyer)).items[0].quantity).toBe(1);
  });
});
