import { messages } from '@courtside/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, auth, basket, freshSessionLater, newCustomers, payBySession, riversideHost, tenantIdOf } from '../../test/checkoutTestKit';
import { bookings, customerPackages, occurrences, packages, pricingOptions } from '../db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Customer = { id: number; token: string };
let day = 40;
/** A yoga class of its own, a later day each time (one customer cannot be in two places at once). */
const yogaClass = () => freshSessionLater(t, 5, ++day);

/** Gives `customer` a Five Class Pass (yoga, spin, aqua) with `total` uses, `used` spent, expiring at `expiresAt`. */
async function givePass(customer: Customer, total: number | null, used = 0, expiresAt: Date | null = new Date(Date.now() + 30 * 86_400_000)) {
  const tenantId = await tenantIdOf(t);
  const [pkg] = await t.database.db
    .select({ id: packages.id })
    .from(packages)
    .innerJoin(pricingOptions, eq(pricingOptions.id, packages.pricingOptionId))
    .where(and(eq(packages.tenantId, tenantId), eq(pricingOptions.reference, 'PKG-CLASS-5')));
  const [row] = await t.database.db
    .insert(customerPackages)
    .values({ tenantId, userId: customer.id, packageId: pkg!.id, usagesTotal: total, usagesUsed: used, purchasedAt: new Date(), expiresAt })
    .returning();
  return row!.id;
}
const usesOf = async (id: number) => (await t.database.db.select().from(customerPackages).where(eq(customerPackages.id, id)))[0]!.usagesUsed;
/** Pays the basket (nothing to pay by card when packages cover it) and completes the order. */
async function complete(customer: Customer) {
  const { res } = await payBySession(t, customer, null);
  const data = res.json().data as { complete_order_id?: number | null; transaction_id?: string } | undefined;
  if (res.statusCode !== 200 || data?.complete_order_id || !data?.transaction_id) return res;
  return t.request(riversideHost, { method: 'POST', url: `/api/checkout/session/complete/${data.transaction_id}`, headers: auth(customer.token) });
}

describe('a package use pays for a session', () => {
  it('applies on add, the basket costs nothing, the use is spent at checkout and given back on cancelling', async () => {
    const [customer] = (await newCustomers(t, 1)) as [Customer];
    const pass = await givePass(customer, 5);
    const session = await yogaClass();
    expect((await addToBasket(t, customer, session.publicId)).statusCode).toBe(200);
    const cart = await basket(t, customer);
    expect(cart.items[0]).toMatchObject({ package_applied: true, price: { raw: 0 } });
    expect(cart.totals.total).toBe(0);

    const res = await complete(customer);
    expect(res.statusCode, res.body).toBe(200);
    expect(await usesOf(pass)).toBe(1);
    const [booking] = await t.database.db.select().from(bookings).where(and(eq(bookings.occurrenceId, session.id), eq(bookings.userId, customer.id)));
    expect(booking).toMatchObject({ status: 'settled', customerPackageId: pass });

    const cancelled = await t.request(riversideHost, { method: 'DELETE', url: `/api/activities/bookings/${booking!.id}?source=bookings`, headers: auth(customer.token) });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.cancellation).toMatchObject({ awards_credit: false, cut_off_message: 'The use has been given back to your Five classes.' });
    expect(await usesOf(pass)).toBe(0);
  });

  it('takes no more uses than are left, counting those other basket lines already take', async () => {
    const [customer] = (await newCustomers(t, 1)) as [Customer];
    await givePass(customer, 5, 4);
    const first = await yogaClass();
    const second = await yogaClass();
    await addToBasket(t, customer, first.publicId);
    await addToBasket(t, customer, second.publicId);
    const items = (await basket(t, customer)).items as Array<{ package_applied: boolean; price: { raw: number } }>;
    expect(items.map((i) => i.package_applied)).toEqual([true, false]);
    expect(items[1]!.price.raw).toBe(750);
  });

  it('ignores an expired package, and one that does not cover the session', async () => {
    const [customer] = (await newCustomers(t, 1)) as [Customer];
    await givePass(customer, 5, 0, new Date(Date.now() - 1000));
    const session = await yogaClass();
    await addToBasket(t, customer, session.publicId);
    expect((await basket(t, customer)).items[0]).toMatchObject({ package_applied: false, price: { raw: 750 } });

    const [other] = (await newCustomers(t, 1)) as [Customer];
    await givePass(other, 5);
    const lane = await freshSessionLater(t, 5, ++day);
    const tenantId = await tenantIdOf(t);
    const [badminton] = await t.database.db.select({ priceId: pricingOptions.priceId }).from(pricingOptions).where(and(eq(pricingOptions.tenantId, tenantId), eq(pricingOptions.reference, 'COURT-BADMINTON')));
    await t.database.db.update(occurrences).set({ priceId: badminton!.priceId }).where(eq(occurrences.id, lane.id));
    await addToBasket(t, other, lane.publicId);
    expect((await basket(t, other)).items[0]).toMatchObject({ package_applied: false, price: { raw: 1200 } });
  });

  it('Remove package usage restores the price and frees the use; a second removal is refused', async () => {
    const [customer] = (await newCustomers(t, 1)) as [Customer];
    await givePass(customer, 1);
    const session = await yogaClass();
    await addToBasket(t, customer, session.publicId);
    const line = (await basket(t, customer)).items[0].id as number;
    const remove = () => t.request(riversideHost, { method: 'DELETE', url: `/api/activities/package/remove/${line}?source=online`, headers: auth(customer.token) });
    expect((await remove()).statusCode).toBe(200);
    expect((await basket(t, customer)).items[0]).toMatchObject({ package_applied: false, price: { raw: 750 } });
    const again = await remove();
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(messages.cart.noPackage);
    // The use is free again: another session takes it.
    const next = await yogaClass();
    await addToBasket(t, customer, next.publicId);
    const items = (await basket(t, customer)).items as Array<{ id: number; package_applied: boolean }>;
    expect(items.find((i) => i.id !== line)?.package_applied).toBe(true);
  });

  it('Apply package takes a removed use to the line again, offered only while a package has a use to spare for it', async () => {
    const [customer, stranger] = (await newCustomers(t, 2)) as [Customer, Customer];
    await givePass(customer, 1);
    const session = await yogaClass();
    await addToBasket(t, customer, session.publicId);
    const line = (await basket(t, customer)).items[0].id as number;
    const call = (method: 'POST' | 'DELETE', verb: 'apply' | 'remove', who: Customer = customer) =>
      t.request(riversideHost, { method, url: `/api/activities/package/${verb}/${line}?source=online`, headers: auth(who.token) });
    // Paid by the package: nothing to apply.
    expect((await basket(t, customer)).items[0]).toMatchObject({ package_applied: true, can_apply: [] });
    expect((await call('DELETE', 'remove')).statusCode).toBe(200);
    expect((await basket(t, customer)).items[0]).toMatchObject({ package_applied: false, price: { raw: 750 }, can_apply: ['package'] });

    // Another customer cannot apply a package to this line.
    expect((await call('POST', 'apply', stranger)).statusCode).toBe(404);
    const applied = await call('POST', 'apply');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data.items[0]).toMatchObject({ package_applied: true, price: { raw: 0 }, can_apply: [] });
    // Applying again changes nothing.
    expect((await call('POST', 'apply')).json().data.items[0]).toMatchObject({ package_applied: true, price: { raw: 0 } });

    // The only use now pays another line: this one is not offered it, and applying is refused with the reason.
    expect((await call('DELETE', 'remove')).statusCode).toBe(200);
    const next = await yogaClass();
    await addToBasket(t, customer, next.publicId);
    const cart = (await basket(t, customer)).items as Array<{ id: number; package_applied: boolean; can_apply: string[] }>;
    expect(cart.find((i) => i.id !== line)).toMatchObject({ package_applied: true });
    expect(cart.find((i) => i.id === line)).toMatchObject({ package_applied: false, can_apply: [] });
    const refused = await call('POST', 'apply');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(messages.cart.noPackageToApply);
    expect((await t.request(riversideHost, { method: 'POST', url: `/api/activities/nothing/apply/${line}?source=online`, headers: auth(customer.token) })).statusCode).toBe(404);
  });

  it('refuses the order when the package was used up meanwhile, and charges nothing', async () => {
    const [customer] = (await newCustomers(t, 1)) as [Customer];
    const pass = await givePass(customer, 1);
    const session = await yogaClass();
    await addToBasket(t, customer, session.publicId);
    // Spent elsewhere (at the till) after it was applied here.
    await t.database.db.update(customerPackages).set({ usagesUsed: 1 }).where(eq(customerPackages.id, pass));
    const res = await complete(customer);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.checkout.packageSpent);
    expect(await usesOf(pass)).toBe(1);
    const [booking] = await t.database.db.select().from(bookings).where(and(eq(bookings.occurrenceId, session.id), eq(bookings.userId, customer.id)));
    expect(booking!.status).toBe('reserved');
  });
});
