import { messages, packageExpiresAt } from '@courtside/core';
import { and, eq, inArray } from 'drizzle-orm';
import { fieldError } from '../auth/fieldError';
import { cartMessages } from '../cart/cartMessages';
import { customerPackages, packages, pricingOptions, prices, type CartItemRow } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import { HttpError } from '../http/httpError';
import { plainView, type PurchasableKind } from './purchasable';

/** The package a basket line names (its purchasable_id), with the price of its pricing option; another tenant's is none. */
async function findPackage(scope: TenantDb, id: number) {
  const [row] = await scope.db
    .select({ id: packages.id, name: packages.name, usages: packages.usages, expiryValue: packages.expiryValue, expiryUnit: packages.expiryUnit, amount: prices.amount, currency: prices.currency })
    .from(packages)
    .innerJoin(pricingOptions, and(eq(pricingOptions.tenantId, packages.tenantId), eq(pricingOptions.id, packages.pricingOptionId)))
    .innerJoin(prices, and(eq(prices.tenantId, pricingOptions.tenantId), eq(prices.id, pricingOptions.priceId)))
    .where(scope.owned(packages, eq(packages.id, id)));
  return row;
}

const packageId = (value: string | number): number | null => (typeof value === 'number' ? value : /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * Spec §3 Package, bought as its pricing option (purchasable_type pricing_option): priced from that option, one at a
 * time, nothing to hold; settling gives the attendee the package, its usages copied and its expiry counted from the sale.
 */
export const packageKind: PurchasableKind = {
  type: 'pricing_option',
  legacyTypes: ['pricing_option'],
  view: plainView('pricing_option'),

  async check(scope, item, _attendeeId, _now, field) {
    const id = packageId(item.purchasable_id);
    const row = id === null ? undefined : await findPackage(scope, id);
    if (!row) throw new HttpError(404, messages.notFound);
    if (item.quantity !== 1) throw fieldError(`${field}.quantity`, cartMessages.packageOneAtATime);
    if (row.amount === null) throw fieldError(field, cartMessages.notSellable);
    return {
      line: { purchasableId: String(row.id), occurrenceId: null, name: row.name, unitPrice: row.amount, standardUnitPrice: row.amount, currency: row.currency, benefitApplied: false, ticketId: null },
      claimData: null,
      lockKey: row.id,
    };
  },

  async claim() {},

  async changeQuantity(_scope, _line, hold) {
    if (hold.quantity !== 1) throw fieldError(hold.field, cartMessages.packageOneAtATime);
  },

  async release() {},

  async extend() {
    return true;
  },

  async settle(scope, lines: readonly CartItemRow[], orderId, now) {
    const ids = [...new Set(lines.map((line) => Number(line.purchasableId)))];
    const rows = await scope.db.select().from(packages).where(scope.owned(packages, inArray(packages.id, ids)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    // A package withdrawn since it was added cannot be sold: the caller rolls the order back.
    if (lines.some((line) => !byId.has(Number(line.purchasableId)))) return false;
    await scope.db.insert(customerPackages).values(
      lines.map((line) => {
        const pkg = byId.get(Number(line.purchasableId))!;
        const expiry = pkg.expiryValue !== null && pkg.expiryUnit !== null ? { value: pkg.expiryValue, unit: pkg.expiryUnit } : null;
        return { tenantId: scope.tenantId, userId: line.purchasedForUserId, packageId: pkg.id, orderId, usagesTotal: pkg.usages, usagesUsed: 0, purchasedAt: now, expiresAt: packageExpiresAt(now, expiry) };
      }),
    );
    return true;
  },

  async describe() {
    return new Map();
  },
};
